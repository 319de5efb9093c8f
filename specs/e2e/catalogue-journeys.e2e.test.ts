import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { FR_SITE } from './harness';
import { describeInChromium, expectAccessible, inNewPage, type Language, openReady, texts } from './steps';

/**
 * Browsing the catalogue with filters and pagination in Chromium (issue 5 tests): the organiser's
 * "/stages" page (availability cards and filters sidebar). On a desktop the filters sit beside the cards
 * and apply as one types; at 375 px they live in a dialog with 'Voir les résultats' and 'Réinitialiser'.
 * Every state is in the query string, so the page can be reloaded and shared.
 */
/** The number in the list's "N results" line. */
async function resultCount(page: Page, language: Language): Promise<number> {
  const pattern = language === 'fr' ? /(\d+) résultats?/ : /(\d+) results?/;
  const line = page.locator('main').getByText(pattern).first();
  await line.waitFor();
  return Number(pattern.exec((await line.textContent()) ?? '')?.[1]);
}

const SEARCH = 'Tennis';

/**
 * Issue 18 §16: every filter change survives the others in flight. An age committed as its field loses
 * focus, a search still in its debounce and a category ticked meanwhile all end in the query string, and
 * the tick stays ticked once the search lands.
 */
async function filtersInFlight(page: Page, language: Language) {
  const t = texts(language);
  const sidebar = page.getByRole('complementary', { name: t.catalog.filters.title });
  const tick = sidebar.getByRole('checkbox').last();
  await tick.waitFor();
  const category = (await tick.getAttribute('value')) ?? '';
  await sidebar.getByRole('searchbox', { name: t.catalog.filters.search }).fill('a');
  await sidebar.getByRole('textbox', { name: t.catalog.filters.age }).fill('8');
  // Within the search's debounce: the age commits as the click takes its focus, the tick lands at once.
  await tick.locator('xpath=ancestor::label[1]').click();
  const settled = (url: URL) =>
    url.searchParams.get('age') === '8' &&
    url.searchParams.get('search') === 'a' &&
    [...url.searchParams.values()].some((value) => value.split(',').includes(category));
  await page.waitForURL(settled);
  // Past every debounce, nothing took any of it back.
  await page.waitForTimeout(1_500);
  expect(settled(new URL(page.url())), page.url()).toBe(true);
  expect(await tick.isChecked()).toBe(true);
  await expectAccessible(page);
}

describeInChromium('catalogue filters and pagination in Chromium', { timeout: 240_000 }, (storefront) => {
  it('fr, desktop: pages through the cards, then narrows them with the sidebar search', async () => {
    const t = texts('fr');
    await inNewPage(storefront, 'desktop', 'catalogue-fr-desktop', async (page) => {
      await openReady(page, `${storefront.origin(FR_SITE)}/fr/stages`);
      const all = await resultCount(page, 'fr');
      expect(all).toBeGreaterThan(20);
      await expectAccessible(page);

      // Pagination: the second page, kept in the query string.
      const firstTitle = await page.locator('main article h3').first().textContent();
      await page.getByRole('button', { name: t.catalog.pagination.next }).click();
      await page.waitForURL((url) => url.searchParams.get('page_number') === '2');
      await expect.poll(() => page.locator('main article h3').first().textContent()).not.toBe(firstTitle);
      await expectAccessible(page);

      // Search: typed in the sidebar, applied after the debounce, back to page 1.
      await page.getByRole('searchbox', { name: t.catalog.filters.search }).fill(SEARCH);
      await page.waitForURL((url) => url.searchParams.get('search') === SEARCH);
      expect(new URL(page.url()).searchParams.get('page_number')).not.toBe('2');
      await expect.poll(() => resultCount(page, 'fr')).toBeLessThan(all);
      for (const title of await page.locator('main article h3').allTextContents())
        expect(title.toLowerCase()).toContain(SEARCH.toLowerCase());

      // Reloading keeps the filtered list.
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.getByRole('searchbox', { name: t.catalog.filters.search }).inputValue()).toBe(SEARCH);
    });
  });

  for (const language of ['fr', 'en'] as const) {
    it(`${language}, desktop: a tick made while the search waits, and the age just typed, both stay (issue 18 §16)`, async () => {
      await inNewPage(storefront, 'desktop', `filters-in-flight-${language}`, async (page) => {
        await openReady(page, `${storefront.origin(FR_SITE)}/${language}/stages`);
        await filtersInFlight(page, language);
      });
    });
  }

  it("en, mobile: filters in the dialog, 'Show results' applies them and 'Reset' clears them", async () => {
    const t = texts('en');
    await inNewPage(storefront, 'mobile', 'catalogue-en-mobile', async (page) => {
      await openReady(page, `${storefront.origin(FR_SITE)}/en/stages`);
      const all = await resultCount(page, 'en');

      const dialog = page.getByRole('dialog', { name: t.catalog.filters.title });
      // The filters section's code may still be arriving on a busy machine, and a tap on its server HTML is
      // lost until it has (noted on issue 18): tap again as a parent would, until the dialog opens.
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: t.catalog.filters.open, exact: true }).click();
            return dialog.waitFor({ timeout: 3_000 }).then(
              () => true,
              () => false,
            );
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      await expectAccessible(page);
      await dialog.getByRole('searchbox', { name: t.catalog.filters.search }).fill(SEARCH);
      // Nothing applies before 'Show results'.
      expect(new URL(page.url()).searchParams.get('search')).toBeNull();
      await dialog.getByRole('button', { name: t.catalog.filters.showResults }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForURL((url) => url.searchParams.get('search') === SEARCH);
      await expect.poll(() => resultCount(page, 'en')).toBeLessThan(all);

      // The open button counts the active filters; 'Reset' then 'Show results' brings every card back.
      await page.getByRole('button', { name: t.catalog.filters.openCount.replace('{{count}}', '1') }).click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: t.catalog.filters.reset }).click();
      await dialog.getByRole('button', { name: t.catalog.filters.showResults }).click();
      await page.waitForURL((url) => !url.searchParams.has('search'));
      await expect.poll(() => resultCount(page, 'en')).toBe(all);
      await expectAccessible(page);
    });
  });
});
