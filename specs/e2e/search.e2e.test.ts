import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en as enSearch } from '../../ui/search/messages.en';
import { fr as frSearch } from '../../ui/search/messages.fr';
import { shellMessages } from '../../ui/shell/messages';
import { EN_SITE, FR_SITE } from './harness';
import { describeInChromium, expectAccessible, inNewPage, type Language, openReady } from './steps';

/**
 * Issue 20 §3 in Chromium against the real server and the demo data, keyboard only: the header's field
 * (French, 1280 px) and the mobile menu's (English, 375 px) find an activity by a word typed without its
 * accent or by its beginning, and by a word of its description through the results page; axe finds no
 * violation with the suggestions open nor on the results page.
 */
const search = { fr: frSearch.search, en: enSearch.search } as const;

/** Presses Tab until `target` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the search field');
}

/** Types `text` in the focused field and waits for the suggestion `title`, then runs axe with the list open. */
async function suggest(page: Page, language: Language, text: string, title: string) {
  await page.keyboard.type(text);
  const list = page.getByRole('listbox', { name: search[language].field.suggestions });
  // The activity's option (its sessions follow, under the same title).
  await list
    .getByRole('option', { name: `${title} ${search[language].types.activity}`, exact: true })
    .waitFor();
  await expectAccessible(page);
  return list;
}

/** From the focused field: the description's word, Enter, the results page that lists `title`. */
async function resultsFor(page: Page, language: Language, word: string, title: string) {
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await page.waitForURL(
    (url) => url.pathname === `/${language}/search` && url.searchParams.get('q') === word,
  );
  await page
    .getByRole('heading', { level: 1, name: search[language].page.heading.replace('{{query}}', word) })
    .waitFor();
  await page
    .locator('main')
    .getByRole('heading', { level: 2, name: search[language].groups.activity })
    .waitFor();
  // The activity's link comes first; its sessions with places left follow under their own heading.
  const link = page.locator('main').getByRole('link', { name: title, exact: true }).first();
  await link.waitFor();
  await expectAccessible(page);
  // The result opens its page from the keyboard too.
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

describeInChromium('site search', { timeout: 180_000 }, (storefront) => {
  it('finds "Éveil musical" by "eveil" and by "chanter" from the header (fr, 1280 px)', async () => {
    await inNewPage(storefront, 'desktop', 'search-fr', async (page) => {
      await openReady(page, `${storefront.origin(FR_SITE)}/fr/`);
      const field = page.getByRole('combobox', { name: search.fr.field.label });
      await field.waitFor();
      await tabTo(page, field);
      const title = 'Éveil musical (3–5 ans)';
      await suggest(page, 'fr', 'eveil', title);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/fr/activities/eveil-musical-3-5'));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      await tabTo(page, field);
      await resultsFor(page, 'fr', 'chanter', title);
      expect(new URL(page.url()).pathname).toBe('/fr/activities/eveil-musical-3-5/ps-act-eveil-musical');
    });
  });

  it('finds "Python" by "pyth" and "Piano" by "concert" from the mobile menu (en, 375 px)', async () => {
    await inNewPage(storefront, 'mobile', 'search-en', async (page) => {
      await openReady(page, `${storefront.origin(EN_SITE)}/en/`);
      const menuButton = page.getByRole('button', { name: shellMessages.en.shell.header.openMenu });
      const openMenuSearch = async () => {
        await tabTo(page, menuButton);
        await page.keyboard.press('Enter');
        const menu = page.getByRole('dialog', { name: shellMessages.en.shell.mobileMenu.title });
        const field = menu.getByRole('combobox', { name: search.en.field.label });
        await field.waitFor();
        await tabTo(page, field);
      };
      await openMenuSearch();
      const python = 'Python for teens (13–17)';
      await suggest(page, 'en', 'pyth', python);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: python }).waitFor();
      // Following a suggestion closes the menu (after its closing transition).
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await openMenuSearch();
      await resultsFor(page, 'en', 'concert', 'Piano for beginners (7–12)');
    });
  });
});
