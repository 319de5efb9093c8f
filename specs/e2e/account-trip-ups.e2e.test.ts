import { expect, it } from 'vitest';
import { accountRegistrationMessages } from '../../ui/account/registrations/messages';
import { FR_SITE, newPage, type VIEWPORTS } from './harness';
import {
  CAMILLE,
  describeInChromium,
  expectAccessible,
  type Language,
  signIn,
  withFailureScreenshot,
} from './steps';

/**
 * What a parent trips over in the account (issue 18 §8, §19), in Chromium on the demo data: an amount still
 * due reads as money owed ("Reste à payer : 24,00 €", never "-24,00 €"), and a camp still ahead offers no
 * "Leave a review". Both languages, desktop and 375 px, axe on each page.
 */
describeInChromium('account: amounts owed and reviews', { timeout: 240_000 }, (storefront) => {
  const journeys: Array<{ language: Language; viewport: keyof typeof VIEWPORTS }> = [
    { language: 'fr', viewport: 'desktop' },
    { language: 'en', viewport: 'mobile' },
  ];
  for (const { language, viewport } of journeys) {
    it(`${language}, ${viewport}: amounts still due read as owed; no review offered before the camp`, async () => {
      const t = accountRegistrationMessages[language].account.registrations;
      const { context, page } = await newPage(storefront, viewport);
      await withFailureScreenshot(page, `account-trip-ups-${language}-${viewport}`, async () => {
        const origin = `${storefront.origin(FR_SITE)}/${language}`;
        await signIn(page, origin, language, CAMILLE, '/account/registrations');
        const list = page.getByRole('main');
        await list.getByRole('heading', { name: t.list.title }).first().waitFor();
        const owedLabel = t.badges.outstanding.split('{{')[0] ?? '';
        const owed = list.getByText(owedLabel, { exact: false });
        await owed.first().waitFor();
        for (const text of await owed.allTextContents()) {
          // The amount after the label, shown as a positive amount owed.
          const amount = text.slice(text.indexOf(owedLabel) + owedLabel.length);
          expect(amount, text).toMatch(/\d/);
          expect(amount, text).not.toMatch(/[-−]/);
        }
        await expectAccessible(page);

        // Hugo's nature camp is ahead: it can be changed or cancelled, not reviewed yet.
        await list
          .getByRole('link', { name: /nature/i })
          .first()
          .click();
        await page.getByRole('link', { name: t.detail.edit }).waitFor();
        expect(await page.getByRole('button', { name: t.review.leave }).count()).toBe(0);
        await expectAccessible(page);
      });
      await context.close();
    });
  }
});
