import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { placeMessages } from '../../ui/kit/place/messages';
import { FR_SITE, newPage, type VIEWPORTS } from './harness';
import {
  CAMILLE,
  describeInChromium,
  expectAccessible,
  type Language,
  openReady,
  settleToasts,
  signIn,
  snapshot,
  texts,
  withFailureScreenshot,
} from './steps';

/**
 * Issue 20 §4–6 in Chromium against the real server: the availability page's directions link names the
 * address and opens OpenStreetMap in a new tab without access to the opener; Share falls back to copying
 * the canonical link (Chromium on Linux has no Web Share API) with a toast; printed, the page keeps its
 * title, dates, place, price and age without the shell. French at 1280 px, English at 375 px, axe on each
 * state. In French also the weekly calendar, a resource's week and the registration detail as printed.
 */
const AVAILABILITY = '/availabilities/petits-peintres-6-9/ps-av-noel-arts-s1';
const ADDRESS = 'Chaussée de Haecht 147, 1030 Schaerbeek';

/** Whether anything of the shell or a control shows (print media hides them all). */
async function expectNoShell(page: Page) {
  for (const selector of ['.topbar', '.site-header', '.site-footer', 'nav', 'button', '.share']) {
    expect(await page.locator(`${selector}:visible`).count(), selector).toBe(0);
  }
}

async function availabilityJourney(context: BrowserContext, page: Page, language: Language, origin: string) {
  const place = placeMessages[language].place;
  const t = texts(language);
  await openReady(page, `${origin}/${language}${AVAILABILITY}`);
  const title = page.getByRole('heading', { level: 1 });
  await title.waitFor();

  // Directions: named with the address, to the venue's coordinates, in a new tab that cannot reach this one.
  const directions = page.getByRole('link', {
    name: `${place.directions.link} ${place.directions.to.replace('{{address}}', ADDRESS)} ${place.directions.newTab}`,
  });
  expect(await directions.getAttribute('href')).toBe(
    'https://www.openstreetmap.org/directions?to=50.8609%2C4.3727',
  );
  expect(await directions.getAttribute('rel')).toBe('noopener noreferrer');
  const [tab] = await Promise.all([context.waitForEvent('page'), directions.click()]);
  await tab.waitForURL(/openstreetmap\.org\/directions/);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();

  // Share: no Web Share API here, so the canonical link goes to the clipboard and a toast says so.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await page.getByRole('button', { name: place.share.button }).click();
  const toast = page.locator('.toast[data-tone="success"]', { hasText: place.share.copied });
  await toast.waitFor();
  await toast.hover();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/${language}${AVAILABILITY}$`));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  await expectAccessible(page);
  await settleToasts(page);

  // Printed: the essentials, no shell, the directions' address written out.
  await page.emulateMedia({ media: 'print' });
  await expectNoShell(page);
  expect(await title.isVisible()).toBe(true);
  for (const selector of ['.catalog-detail__range', '.catalog-detail__price']) {
    expect(await page.locator(selector).isVisible(), selector).toBe(true);
  }
  for (const heading of [t.catalog.detail.dates, t.catalog.detail.age, t.catalog.detail.location]) {
    expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible(), heading).toBe(true);
  }
  expect(await page.getByText(ADDRESS).first().isVisible()).toBe(true);
  expect(await page.locator('.catalog-detail__aside').isVisible()).toBe(false);
  const printedUrl = await directions.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(printedUrl).toContain('openstreetmap.org/directions');
  await snapshot(page, `print-availability-${language}`);
  await page.emulateMedia({ media: 'screen' });
}

describeInChromium('venue directions, share and print', { timeout: 240_000 }, (storefront) => {
  async function open(viewport: keyof typeof VIEWPORTS) {
    const opened = await newPage(storefront, viewport);
    const origin = storefront.origin(FR_SITE);
    await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    // The directions tab stays here: OpenStreetMap answered by a stand-in, the journey needs no network.
    await opened.context.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>OpenStreetMap</title>' }),
    );
    return { ...opened, origin };
  }

  it('fr at 1280 px: directions, share, print; the week, a resource week and the registration detail printed', async () => {
    const { context, page, origin } = await open('desktop');
    await withFailureScreenshot(page, 'place-fr', async () => {
      await availabilityJourney(context, page, 'fr', origin);

      // The weekly calendar prints the week: its days, without the steps to other weeks.
      await openReady(page, `${origin}/fr/cours`);
      await page.locator('.weekly__day').first().waitFor();
      await page.emulateMedia({ media: 'print' });
      await expectNoShell(page);
      expect(await page.locator('.weekly__day:visible').count()).toBe(7);
      expect(await page.locator('.weekly-nav__title').isVisible()).toBe(true);
      expect(await page.locator('.inline-filters:visible').count()).toBe(0);
      await snapshot(page, 'print-weekly-fr');
      await page.emulateMedia({ media: 'screen' });

      // A resource's week of slots prints too: its title and days, without the toolbar's controls.
      await openReady(page, `${origin}/fr/resources/ps-res-salle`);
      await page.locator('.bookings-day').first().waitFor();
      await page.emulateMedia({ media: 'print' });
      await expectNoShell(page);
      expect(await page.locator('.bookings-toolbar__title').isVisible()).toBe(true);
      expect(await page.locator('.bookings-day:visible').count()).toBeGreaterThan(0);
      await snapshot(page, 'print-resource-week-fr');
      await page.emulateMedia({ media: 'screen' });

      // The registration detail: directions beside the place, a Print button, printed as one page.
      await signIn(page, origin, 'fr', CAMILLE, '/account/registrations/ps-history-registration-past');
      const place = placeMessages.fr.place;
      const directions = page.getByRole('link', { name: new RegExp(`^${place.directions.link} vers .+`) });
      await directions.waitFor();
      expect(await directions.getAttribute('target')).toBe('_blank');
      await page.getByRole('button', { name: place.print.button }).waitFor();
      await expectAccessible(page);
      await page.emulateMedia({ media: 'print' });
      await expectNoShell(page);
      expect(await page.getByRole('heading', { level: 2 }).first().isVisible()).toBe(true);
      expect(await page.locator('.account-facts').first().isVisible()).toBe(true);
      // One page: Chromium's own print of it, on A4, has a single page.
      const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
      await snapshot(page, 'print-registration-fr');
    });
    await context.close();
  });

  it('en at 375 px: directions, share, print', async () => {
    const { context, page, origin } = await open('mobile');
    await withFailureScreenshot(page, 'place-en', () => availabilityJourney(context, page, 'en', origin));
    await context.close();
  });
});
