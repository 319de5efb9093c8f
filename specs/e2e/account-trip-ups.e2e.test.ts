import { expect, it } from 'vitest';
import { accountRegistrationMessages } from '../../ui/account/registrations/messages';
import type { VIEWPORTS } from './harness';
import {
  describeInChromium,
  expectAccessible,
  FR_DESKTOP_EN_MOBILE,
  inSignedInPage,
  type Language,
} from './steps';

/**
 * What a parent trips over in the account (issue 18 §8, §19), in Chromium on the demo data: an amount still
 * due reads as money owed ("Reste à payer : 24,00 €", never "-24,00 €"), and a camp still ahead offers no
 * "Leave a review"; cancelling tells what happens to the money paid and owed. Both languages, desktop and
 * 375 px, axe on each page.
 */
describeInChromium('account: amounts owed and reviews', { timeout: 240_000 }, (storefront) => {
  for (const { language, viewport } of FR_DESKTOP_EN_MOBILE) {
    it(`${language}, ${viewport}: amounts still due read as owed; no review offered before the camp`, async () => {
      const t = accountRegistrationMessages[language].account.registrations;
      await inSignedInPage(
        storefront,
        viewport,
        `account-trip-ups-${language}-${viewport}`,
        { language, redirect: '/account/registrations' },
        async (page) => {
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
        },
      );
    });
  }

  // Cancelling says what happens to the money (issue 18 §8): Léa's robotics camp has its deposit paid and
  // its balance owed; Hugo's nature camp has nothing paid.
  const cancels: Array<{
    language: Language;
    viewport: keyof typeof VIEWPORTS;
    camp: RegExp;
    paid: boolean;
  }> = [
    { language: 'fr', viewport: 'desktop', camp: /robot/i, paid: true },
    { language: 'en', viewport: 'mobile', camp: /nature/i, paid: false },
  ];
  for (const { language, viewport, camp, paid } of cancels) {
    it(`${language}, ${viewport}: cancelling a camp says what happens to the money paid and owed`, async () => {
      const t = accountRegistrationMessages[language].account.registrations;
      const before = (text: string) => text.split('{{')[0] ?? text;
      await inSignedInPage(
        storefront,
        viewport,
        `account-cancel-money-${language}-${viewport}`,
        { language, redirect: '/account/registrations' },
        async (page) => {
          const main = page.getByRole('main');
          await main.getByRole('link', { name: camp }).first().click();
          await page.getByRole('button', { name: t.cancel.open }).click();
          const dialog = page.getByRole('dialog', { name: t.cancel.title });
          await dialog.getByText(before(t.cancel.money.before.waived)).waitFor();
          expect(await dialog.getByText(before(t.cancel.money.before.paid)).count()).toBe(paid ? 1 : 0);
          expect(await dialog.getByRole('link', { name: t.cancel.money.terms }).count()).toBe(paid ? 1 : 0);
          await expectAccessible(page);
          await dialog.getByRole('textbox', { name: t.cancel.message }).fill('Plans changed');
          await dialog.getByRole('button', { name: t.cancel.confirm }).click();
          await dialog.waitFor({ state: 'detached' });
          await main.getByText(before(t.cancel.money.after.waived)).waitFor();
          expect(await main.getByText(before(t.cancel.money.after.paid)).count()).toBe(paid ? 1 : 0);
          expect(await page.getByRole('button', { name: t.cancel.open }).count()).toBe(0);
          await expectAccessible(page);
        },
      );
    });
  }
});
