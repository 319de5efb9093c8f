import { expect, it } from 'vitest';
import { productMessages } from '../../ui/catalog/products/messages';
import { FR_SITE, newPage, type VIEWPORTS } from './harness';
import {
  describeInChromium,
  expectAccessible,
  type Language,
  openReady,
  texts,
  withFailureScreenshot,
} from './steps';

/**
 * Issue 18 §18: a product opened from a catalogue page's cards grid says where it came from. The card
 * carries the page (`from`), and the product page's breadcrumb reads home, the catalogue page, the product
 * ("breadcrumb (home, catalogue page)", part 1 §2), the catalogue crumb a link back to the grid. And a card
 * whose registrations open later says when ("Registrations open on …"), the open ones do not.
 */
describeInChromium('catalogue crumbs', { timeout: 180_000 }, (storefront) => {
  const journeys: Array<{ language: Language; viewport: keyof typeof VIEWPORTS }> = [
    { language: 'fr', viewport: 'desktop' },
    { language: 'en', viewport: 'mobile' },
  ];
  for (const { language, viewport } of journeys) {
    it(`${language}, ${viewport}: a bundle opened from its grid shows the grid's page in its breadcrumb`, async () => {
      const label = productMessages[language].productPages.breadcrumb;
      const { context, page } = await newPage(storefront, viewport);
      await withFailureScreenshot(page, `catalogue-crumbs-${language}-${viewport}`, async () => {
        await openReady(page, `${storefront.origin(FR_SITE)}/${language}/formules`);
        const title = await page.getByRole('heading', { level: 1 }).first().textContent();
        await page.getByRole('link', { name: 'Carte 10 séances' }).first().click();
        await page.getByRole('heading', { level: 1, name: 'Carte 10 séances' }).waitFor();
        const crumbs = page.getByRole('navigation', { name: label });
        const back = crumbs.getByRole('link', { name: title ?? '' });
        await back.waitFor();
        expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Carte 10 séances');
        await expectAccessible(page);
        await back.click();
        await page.waitForURL((url) => url.pathname === `/${language}/formules`);
      });
      await context.close();
    });

    it(`${language}, ${viewport}: a camp whose registrations open later says when on its card`, async () => {
      const opensAt = texts(language).catalog.card.opensAt.split('{{')[0] ?? '';
      const { context, page } = await newPage(storefront, viewport);
      await withFailureScreenshot(page, `catalogue-opens-at-${language}-${viewport}`, async () => {
        // The multisport camps: Easter's takes registrations in two weeks, earlier ones are open now.
        await openReady(
          page,
          `${storefront.origin(FR_SITE)}/${language}/activities/multisport-aventure-6-9?view=list`,
        );
        const hint = page.locator('main article').getByText(opensAt);
        await hint.first().waitFor();
        expect(await page.locator('main article').count()).toBeGreaterThan(await hint.count());
        await expectAccessible(page);
      });
      await context.close();
    });
  }
});
