import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { pdfText } from '../../adapters/server/documents/pdf-text';
import { accountOrderMessages } from '../../ui/account/orders/messages';
import { accountPaymentMessages } from '../../ui/account/payments/messages';
import { accountProductMessages } from '../../ui/account/products/messages';
import { accountProfileMessages } from '../../ui/account/profile/messages';
import { accountRegistrationMessages } from '../../ui/account/registrations/messages';
import { FR_SITE, VIEWPORTS } from './harness';
import {
  describeInChromium,
  expectAccessible,
  inNewPage,
  type Language,
  labelOf,
  openReady,
  settleToasts,
  submitLogin,
  texts,
} from './steps';

/**
 * The customer account, end to end in Chromium against the real server on the demo data (issue 6 tests):
 * cancel a registration, edit its dates, leave and edit a review, download a document's PDF and read it,
 * redeem a voucher, pay an outstanding amount from the wallet, delete a participant and then the account;
 * axe finds no violation on any account page at either width. The journeys share one storefront and run in
 * order: Camille's demo history (adapters/seed/demo/history.ts) is what they work on.
 */
const CAMILLE = { email: 'camille@example.be', password: 'demo-password', fullname: 'Camille Dubois' };

const account = (language: Language) => ({
  ...texts(language).account,
  registrations: accountRegistrationMessages[language].account.registrations,
  products: accountProductMessages[language].account.products,
  profile: accountProfileMessages[language].account.profile,
  orders: accountOrderMessages[language].account.orders,
  pay: accountPaymentMessages[language].account.pay,
});

async function signIn(page: Page, origin: string, language: Language) {
  await openReady(page, `${origin}/auth/login?redirect=${encodeURIComponent('/account/home')}`);
  await submitLogin(page, language, CAMILLE);
  await page.waitForURL((url) => url.pathname.endsWith('/account/home'));
  await page.getByRole('heading', { level: 1, name: account(language).layout.title }).waitFor();
  await settleToasts(page);
}

/** Waits for a form toast with `text`, then lets it go. */
async function expectToast(page: Page, text: string) {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
  await settleToasts(page);
}

/** Every account screen of Camille's demo history: each list, and one detail of each. */
const ACCOUNT_PAGES = [
  '/account/home',
  '/account/profile',
  '/account/profile/delete',
  '/account/participants',
  '/account/participants/create',
  '/account/carts',
  '/account/carts/ps-history-cart-2',
  '/account/registrations',
  '/account/registrations/ps-history-registration-past',
  '/account/registrations/ps-history-registration-unpaid/edit',
  '/account/registrations/ps-history-registration-past/documents/ps-doc-attestation',
  '/account/bookings',
  '/account/bookings/ps-history-booking',
  '/account/registrations-requests',
  '/account/registrations-requests/ps-history-request-pending',
  '/account/bundles',
  '/account/bundles/ps-history-bundle',
  '/account/vouchers',
  '/account/vouchers/ps-history-voucher-gift',
  '/account/vouchers/redeem',
  '/account/vouchers/redeem/DEMO-CADEAU-2026',
  '/account/memberships',
  '/account/memberships/ps-history-membership',
  '/account/attendance-charges',
  '/account/attendance-charges/ps-history-attendance-charge',
];

describeInChromium('the customer account', { timeout: 600_000 }, (storefront) => {
  for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
    it(`every account page has no axe violation (fr and en, ${viewport})`, async () => {
      await inNewPage(storefront, viewport, `account-pages-${viewport}`, async (page) => {
        const base = storefront.origin(FR_SITE);
        await signIn(page, `${base}/fr`, 'fr');
        for (const language of ['fr', 'en'] as const) {
          for (const path of ACCOUNT_PAGES) {
            await openReady(page, `${base}/${language}${path}`);
            await page.getByRole('heading', { level: 1, name: account(language).layout.title }).waitFor();
            await page.locator('.account__screen h2').first().waitFor();
            expect(
              await page
                .getByRole('alert')
                .filter({ hasText: /404|introuvable|not found/i })
                .count(),
            ).toBe(0);
            await expectAccessible(page);
          }
        }
      });
    });
  }

  it('fr, desktop: edits a registration’s dates, then cancels it with a message', async () => {
    const a = account('fr');
    await inNewPage(storefront, 'desktop', 'account-edit-cancel', async (page) => {
      const origin = `${storefront.origin(FR_SITE)}/fr`;
      await signIn(page, origin, 'fr');
      await openReady(page, `${origin}/account/registrations/ps-history-registration-unpaid`);
      // The "sorted dates" list under its heading ("Date" or "Dates (N)").
      const datesShown = () =>
        page
          .getByRole('heading', { level: 3, name: /^Dates?( \(\d+\))?$/ })
          .locator('xpath=following-sibling::ul[1]/li')
          .count();
      const before = await datesShown();
      expect(before).toBeGreaterThan(1);

      await page.getByRole('link', { name: a.registrations.detail.edit }).click();
      await page.getByRole('heading', { name: a.registrations.edit.title }).waitFor();
      const chosen = page.getByRole('checkbox', { checked: true, disabled: false });
      const choosable = await chosen.count();
      expect(choosable).toBeGreaterThan(1);
      await labelOf(chosen.last()).click();
      // "Choosing fewer dates than available shows a struck-through warning list of the dropped dates."
      await page.getByText(a.registrations.edit.dates.dropped_one).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: a.registrations.edit.submit }).click();
      await expectToast(page, a.registrations.edit.success);
      await page.waitForURL((url) =>
        url.pathname.endsWith('/account/registrations/ps-history-registration-unpaid'),
      );
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(datesShown).toBe(before - 1);

      await page.getByRole('button', { name: a.registrations.cancel.open }).click();
      const dialog = page.getByRole('dialog', { name: a.registrations.cancel.title });
      await dialog.waitFor();
      await expectAccessible(page);
      await dialog.getByLabel(a.registrations.cancel.message).fill('Hugo est malade cette semaine-là.');
      await dialog.getByRole('button', { name: a.registrations.cancel.confirm }).click();
      await expectToast(page, a.registrations.cancel.success);
      await page.getByText(a.registrations.badges.cancelled, { exact: true }).first().waitFor();
      await page.getByText('Hugo est malade cette semaine-là.', { exact: false }).waitFor();
      // Cancelled: no edit, no documents.
      expect(await page.getByRole('link', { name: a.registrations.detail.edit }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: a.registrations.documents.title }).count()).toBe(0);
    });
  });

  it('en, mobile: leaves a review, then edits it with the public switch locked', async () => {
    const a = account('en');
    await inNewPage(storefront, 'mobile', 'account-review', async (page) => {
      const origin = `${storefront.origin(FR_SITE)}/en`;
      await signIn(page, origin, 'en');
      await openReady(page, `${origin}/account/registrations/ps-history-registration-past`);
      await page.getByRole('button', { name: a.registrations.review.leave }).click();
      let dialog = page.getByRole('dialog', { name: a.registrations.review.title });
      await dialog.waitFor();
      const publicSwitch = dialog.getByRole('switch', { name: a.registrations.review.public });
      expect(await publicSwitch.isChecked()).toBe(true);
      await labelOf(
        dialog.getByRole('radio', { name: a.registrations.review.stars_other.replace('{{count}}', '4') }),
      ).click();
      await dialog.getByLabel(a.registrations.review.message).fill('Hugo loved the climbing wall.');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: a.registrations.review.submit }).click();
      await expectToast(page, a.registrations.review.success);
      await page.getByText('Hugo loved the climbing wall.').waitFor();

      await page.getByRole('button', { name: a.registrations.review.edit }).click();
      dialog = page.getByRole('dialog', { name: a.registrations.review.editTitle });
      await dialog.waitFor();
      expect(await dialog.getByRole('switch', { name: a.registrations.review.public }).isDisabled()).toBe(
        true,
      );
      await labelOf(
        dialog.getByRole('radio', { name: a.registrations.review.stars_other.replace('{{count}}', '5') }),
      ).click();
      await dialog
        .getByLabel(a.registrations.review.message)
        .fill('Hugo loved the climbing wall. Again next year!');
      await dialog.getByRole('button', { name: a.registrations.review.submit }).click();
      await expectToast(page, a.registrations.review.success);
      await page.getByText('Again next year!', { exact: false }).waitFor();
    });
  });

  it('fr, desktop: downloads the attendance certificate and reads it', async () => {
    const a = account('fr');
    await inNewPage(storefront, 'desktop', 'account-document', async (page) => {
      const origin = `${storefront.origin(FR_SITE)}/fr`;
      await signIn(page, origin, 'fr');
      await openReady(page, `${origin}/account/registrations/ps-history-registration-past`);
      await page
        .getByRole('link', {
          name: a.registrations.documents.openNamed.replace('{{title}}', 'Attestation de participation'),
        })
        .click();
      await page.getByRole('heading', { name: 'Attestation de participation' }).waitFor();
      await expectAccessible(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: a.registrations.documents.download }).click(),
      ]);
      const path = await download.path();
      const { text } = await pdfText(new Uint8Array(await readFile(path)));
      expect(text).toContain('Attestation de participation');
      expect(text).toContain('Hugo');
      expect(text).toMatch(/certifient que Hugo .* a participé à « .+ »/);
    });
  });

  it('fr, mobile: pays the outstanding balance of a registration from the wallet', async () => {
    const a = account('fr');
    await inNewPage(storefront, 'mobile', 'account-wallet', async (page) => {
      const origin = `${storefront.origin(FR_SITE)}/fr`;
      await signIn(page, origin, 'fr');
      await openReady(page, `${origin}/account/registrations/ps-history-registration-deposit`);
      const amount = page.getByRole('textbox', { name: a.pay.walletAmount });
      await amount.waitFor();
      // The wallet holds 40,00 €, less than the balance due: the amount defaults to the whole wallet.
      expect(await amount.inputValue()).toMatch(/40,00/);
      await amount.fill('55');
      await amount.press('Tab');
      await page.getByText('Ce montant dépasse le solde de votre portefeuille.').waitFor();
      await amount.fill('25');
      await amount.press('Tab');
      await page.getByRole('button', { name: a.pay.wallet }).click();
      await expectToast(page, 'Votre paiement par portefeuille a été enregistré.');
      await page.getByText(a.pay.walletBalance.replace('{{amount}}', '15,00 €')).waitFor();
      await expectAccessible(page);
    });
  });

  it('fr, desktop: redeems a gift voucher code', async () => {
    const a = account('fr');
    await inNewPage(storefront, 'desktop', 'account-redeem', async (page) => {
      const origin = `${storefront.origin(FR_SITE)}/fr`;
      await signIn(page, origin, 'fr');
      await openReady(page, `${origin}/account/vouchers`);
      await page.getByRole('link', { name: a.products.vouchers.redeemAction }).click();
      await page.getByLabel(a.products.vouchers.redeem.code).fill('DEMO-CADEAU-2026');
      await page.getByRole('button', { name: a.products.vouchers.redeem.submit }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/account/vouchers/redeem/DEMO-CADEAU-2026'));
      const redeem = page.getByRole('button', { name: a.products.vouchers.redeem.submitAction });
      await redeem.waitFor();
      await expectAccessible(page);
      await redeem.click();
      await expectToast(page, a.products.vouchers.redeem.success);
      await page.waitForURL(
        (url) => /\/account\/vouchers\/[^/]+$/.test(url.pathname) && !url.pathname.includes('redeem'),
      );
      await page.getByText(a.products.vouchers.status.redeemed).first().waitFor();

      // The same code a second time is refused before anything is sent: already redeemed.
      await openReady(page, `${origin}/account/vouchers/redeem/DEMO-CADEAU-2026`);
      await page.getByText(a.products.vouchers.redeem.invalid.redeemed).waitFor();
      expect(
        await page.getByRole('button', { name: a.products.vouchers.redeem.submitAction }).isDisabled(),
      ).toBe(true);
    });
  });

  it('fr, desktop: deletes a participant, then the account', async () => {
    const a = account('fr');
    await inNewPage(storefront, 'desktop', 'account-delete', async (page) => {
      const origin = `${storefront.origin(FR_SITE)}/fr`;
      await signIn(page, origin, 'fr');
      await openReady(page, `${origin}/account/participants`);
      await page
        .getByRole('link', { name: a.profile.participants.deleteLabel.replace('{{name}}', 'Léa Dubois') })
        .click();
      const confirmParticipant = page.getByLabel(a.profile.participants.remove.confirm);
      await confirmParticipant.waitFor();
      const removeButton = page.getByRole('button', {
        name: a.profile.participants.remove.submit.replace('{{name}}', 'Léa'),
      });
      expect(await removeButton.isDisabled()).toBe(true);
      // "compared after lowercasing and removing whitespace, exactly"
      await confirmParticipant.fill('  L É A'.replace('É', 'é'));
      expect(await removeButton.isDisabled()).toBe(false);
      await expectAccessible(page);
      await removeButton.click();
      await expectToast(page, a.profile.participants.remove.deleted.replace('{{name}}', 'Léa Dubois'));
      await page.waitForURL((url) => url.pathname.endsWith('/account/participants'));
      expect(await page.getByText('Léa Dubois').count()).toBe(0);

      await openReady(page, `${origin}/account/profile/delete`);
      const confirmAccount = page.getByLabel(a.profile.delete.confirm);
      const deleteButton = page.getByRole('button', { name: a.profile.delete.submit });
      await confirmAccount.fill('Camille');
      expect(await deleteButton.isDisabled()).toBe(true);
      await confirmAccount.fill('camilledubois');
      expect(await deleteButton.isDisabled()).toBe(false);
      await deleteButton.click();
      await expectToast(page, a.profile.delete.deleted);
      await page.waitForURL((url) => url.pathname === '/fr' || url.pathname === '/fr/');

      // The account is gone: signing in again fails.
      await openReady(page, `${origin}/auth/login`);
      await submitLogin(page, 'fr', CAMILLE);
      await page.locator('.toast[data-tone="error"]').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/fr/auth/login');
    });
  });
});
