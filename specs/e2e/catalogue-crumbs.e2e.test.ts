import { expect, it } from 'vitest';
import { productMessages } from '../../ui/catalogue/products/messages';
import { EN_SITE, FR_SITE } from './harness';
import {
  describeInChromium,
  expectAccessible,
  FR_DESKTOP_EN_MOBILE,
  inNewPage,
  labelOf,
  openReady,
  texts,
} from './steps';

/**
 * Issue 18 §18: a product opened from a catalogue page's cards grid says where it came from. The card
 * carries the page (`from`), and the product page's breadcrumb reads home, the catalogue page, the product
 * ("breadcrumb (home, catalogue page)", part 1 §2), the catalogue crumb a link back to the grid. A card
 * whose registrations open later says when ("Registrations open on …"), the open ones do not. And a grid
 * offers the filters its settings choose ("selectable properties and filters"): the French bundles grid a
 * search, the English academy's courses grid a search, an age and its category groups.
 */
describeInChromium('catalogue crumbs', { timeout: 180_000 }, (storefront) => {
  for (const { language, viewport } of FR_DESKTOP_EN_MOBILE) {
    it(`${language}, ${viewport}: a bundle opened from its grid shows the grid's page in its breadcrumb`, async () => {
      const label = productMessages[language].productPages.breadcrumb;
      await inNewPage(storefront, viewport, `catalogue-crumbs-${language}-${viewport}`, async (page) => {
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
    });

    it(`${language}, ${viewport}: a camp whose registrations open later says when on its card`, async () => {
      const opensAt = texts(language).catalog.card.opensAt.split('{{')[0] ?? '';
      await inNewPage(storefront, viewport, `catalogue-opens-at-${language}-${viewport}`, async (page) => {
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
    });

    it(`${language}, ${viewport}: a cards grid's own filters narrow its cards and stay in the address`, async () => {
      const filtersTitle = texts(language).catalog.filters.title;
      await inNewPage(storefront, viewport, `grid-filters-${language}-${viewport}`, async (page) => {
        if (language === 'fr') {
          await openReady(page, `${storefront.origin(FR_SITE)}/fr/formules`);
          const filters = page.getByRole('search', { name: filtersTitle });
          await page.getByRole('link', { name: 'Carte 10 séances' }).first().waitFor();
          await filters.getByRole('searchbox').fill('famille');
          await page.getByRole('link', { name: 'Carte 10 séances' }).waitFor({ state: 'detached' });
          await page.getByRole('link', { name: 'Pass famille illimité' }).waitFor();
          expect(new URL(page.url()).searchParams.get('search')).toBe('famille');
          await expectAccessible(page);
          // The address keeps the filter: a reload shows the same narrowed grid.
          await openReady(page, page.url());
          await page.getByRole('link', { name: 'Pass famille illimité' }).waitFor();
          expect(await page.getByRole('link', { name: 'Carte 10 séances' }).count()).toBe(0);
        } else {
          await openReady(page, `${storefront.origin(EN_SITE)}/en`);
          const filters = page.getByRole('search', { name: filtersTitle });
          await page
            .getByRole('link', { name: /Scratch coding club/ })
            .first()
            .waitFor();
          await labelOf(filters.getByRole('checkbox', { name: 'Music' })).click();
          await page.getByRole('link', { name: /Scratch coding club/ }).waitFor({ state: 'detached' });
          await page.getByRole('link', { name: /Piano for beginners/ }).waitFor();
          expect(new URL(page.url()).searchParams.get('category-ac-grp-subject')).toBe('ac-cat-music');
          await expectAccessible(page);
          const age = filters.getByRole('textbox', { name: texts(language).catalog.filters.age });
          await age.fill('15');
          await age.press('Tab');
          await page.getByRole('link', { name: /Piano for beginners/ }).waitFor({ state: 'detached' });
          await page.getByRole('link', { name: /Rock band workshop/i }).waitFor();
        }
      });
    });
  }
});
