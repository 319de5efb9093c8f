import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { setPaymentMethod } from '../../adapters/server/test-fixtures';
import { addChildToCart, CAMILLE_CAMPS, drawerCheckout } from './cart-steps';
import { FR_SITE, newPage } from './harness';
import {
  CAMILLE,
  describeInChromium,
  expectAccessible,
  followLoginPrompt,
  inNewPage,
  type Language,
  labelOf,
  openReady,
  signIn,
  signInBackTo,
  submitLogin,
  texts,
  withFailureScreenshot,
} from './steps';

/**
 * What a parent trips over when paying (issue 18 §1, §2, §5), in Chromium against the real server:
 * - §2: the parent browses the README's demo address (localhost, not the organiser's configured hostname),
 *   pays online and comes back to the same origin, still signed in;
 * - §1: a failed card payment is not thanked for: the page says it did not go through, that the order and
 *   its seats are kept and what is owed, and paying again (a new payment for the same order) succeeds;
 * - §5: an organiser who takes no bank transfers is not offered "Bank transfer" at checkout;
 * - §3: the cart drawer shows the service fee with its rule and the amount the checkout then asks;
 * - §7: a cart the wallet covers pays no service fee, and the summary says so.
 */
/** The French camp Camille books for Hugo in these journeys. */
const HUGO_CAMP = '/availabilities/petits-peintres-6-9/ps-av-noel-arts-s1';

const SANDBOX = {
  fr: { pay: 'Payer', fail: 'Simuler un échec' },
  en: { pay: 'Pay', fail: 'Simulate a failure' },
} as const;

describeInChromium('paying: failure, return, methods', { timeout: 240_000 }, (storefront) => {
  /** Signs in from the availability's login prompt and puts `child` in the cart; ends in the drawer. */
  async function bookAsCamille(page: Page, language: Language, origin: string, path: string, child: string) {
    const t = texts(language);
    await openReady(page, `${origin}/${language}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const detailPath = await followLoginPrompt(page, language);
    await signInBackTo(page, language, CAMILLE, detailPath);
    const drawer = await addChildToCart(page, language, child);
    // §3: the drawer already shows the service fee with its rule (or why there is none) and the amount to
    // pay, the same amount the checkout then shows.
    const drawerLine = (label: string | RegExp) =>
      drawer.locator('dt').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    const feeRule = new RegExp(`^${escapeRegExp(t.cart.drawer.serviceFee.split('{{')[0] ?? '')}`);
    expect(await drawer.locator('dt').filter({ hasText: feeRule }).count()).toBe(1);
    const drawerDue = await drawerLine(t.cart.drawer.amountDue).textContent();
    await expectAccessible(page);
    await drawerCheckout(drawer, language).click();
    await page.getByRole('heading', { level: 1, name: t.checkout.title }).waitFor();
    const recap = page.getByRole('region', { name: t.checkout.summary.title });
    const checkoutDue = recap
      .locator('dt')
      .filter({ hasText: t.checkout.summary.amountDue })
      .locator('xpath=following-sibling::dd[1]');
    expect(await checkoutDue.textContent()).toBe(drawerDue);
  }

  it('fr and en: no bank transfer offered when the organiser takes none; the coupon and what is charged now have their own lines', async () => {
    await setPaymentMethod(storefront.db, FR_SITE, 'bank_transfers', false);
    try {
      // French, on a phone: the parent puts a camp in the cart and reaches the checkout.
      const fr = await newPage(storefront, 'mobile');
      await withFailureScreenshot(fr.page, 'no-transfers-fr', async () => {
        await bookAsCamille(fr.page, 'fr', storefront.origin(FR_SITE), HUGO_CAMP, 'Hugo');
        await expectNoTransferOffered(fr.page, 'fr');
        // §6: the coupon's discount is a line of its own, beside the items before it (130 € − 10 %).
        const t = texts('fr');
        await fr.page.getByLabel(t.checkout.coupon.label, { exact: true }).fill('HIVER10');
        await fr.page.getByRole('button', { name: t.checkout.coupon.attach }).click();
        await expectRecapLines(fr.page, 'fr');
      });
      await fr.context.close();

      // English, on a laptop: the same cart, read again after signing in.
      const en = await newPage(storefront, 'desktop');
      await withFailureScreenshot(en.page, 'no-transfers-en', async () => {
        await openReady(en.page, `${storefront.origin(FR_SITE)}/en/auth/login`);
        await submitLogin(en.page, 'en', CAMILLE);
        await en.page.waitForURL((url) => !url.pathname.endsWith('/auth/login'));
        await openReady(en.page, `${storefront.origin(FR_SITE)}/en/checkout`);
        await expectNoTransferOffered(en.page, 'en');
        await expectRecapLines(en.page, 'en');
      });
      await en.context.close();
    } finally {
      await setPaymentMethod(storefront.db, FR_SITE, 'bank_transfers', true);
      // Nothing was ordered: the cart goes, so the journeys below start from an empty one.
      await storefront.db.deleteFrom('carts').where('processed_at', 'is', null).execute();
    }
  });

  // Before the journeys below: they book Hugo's camp for good; this one only fills a cart and empties it.
  it('fr and en: a cart the wallet covers says it pays no service fee (issue 18 §7, book CHK-18)', async () => {
    const camille = await storefront.db
      .selectFrom('customers')
      .select(['id', 'wallet_amount'])
      .where('email', '=', CAMILLE.email)
      .executeTakeFirstOrThrow();
    await storefront.db
      .updateTable('customers')
      .set({ wallet_amount: 100_000 })
      .where('id', '=', camille.id)
      .execute();
    try {
      const fr = await newPage(storefront, 'desktop');
      await withFailureScreenshot(fr.page, 'wallet-covers-fr', async () => {
        await bookAsCamille(fr.page, 'fr', storefront.origin(FR_SITE), HUGO_CAMP, 'Hugo');
        await expectFeeWaived(fr.page, 'fr');
      });
      await fr.context.close();
      const en = await newPage(storefront, 'mobile');
      await withFailureScreenshot(en.page, 'wallet-covers-en', async () => {
        await signIn(en.page, `${storefront.origin(FR_SITE)}/en`, 'en', CAMILLE, '/checkout');
        await expectFeeWaived(en.page, 'en');
      });
      await en.context.close();
    } finally {
      await storefront.db
        .updateTable('customers')
        .set({ wallet_amount: camille.wallet_amount })
        .where('id', '=', camille.id)
        .execute();
      await storefront.db.deleteFrom('carts').where('processed_at', 'is', null).execute();
    }
  });

  for (const { language, viewport, activity, availability, child } of CAMILLE_CAMPS) {
    it(`${language}, ${viewport}: a failed payment on localhost says so, keeps the order, and paying again works`, async () => {
      const t = texts(language);
      await inNewPage(storefront, viewport, `payment-failure-${language}-${viewport}`, async (page) => {
        // The README's demo address: the default organiser served on localhost.
        const origin = storefront.origin('localhost');
        await bookAsCamille(page, language, origin, `/availabilities/${activity}/${availability}`, child);
        await labelOf(page.getByRole('radio', { name: t.checkout.payment.strategies.IMMEDIATE })).click();
        await labelOf(page.getByRole('checkbox', { name: t.checkout.terms.label })).click();
        await page.getByRole('button', { name: t.checkout.submit }).click();

        // The sandbox page is served where the parent is, and the card fails.
        await page.waitForURL(/\/sandbox\/payments\//);
        expect(new URL(page.url()).origin).toBe(origin);
        await page.getByRole('button', { name: SANDBOX[language].fail, exact: true }).click();

        // Back on the same origin, still signed in: the order, not a thank-you.
        await page.waitForURL((url) => /\/checkout\/[^/]+\/success/.test(url.pathname));
        expect(new URL(page.url()).origin).toBe(origin);
        await page.getByRole('heading', { level: 1, name: t.checkout.success.notPaid.title }).waitFor();
        expect(await page.getByRole('heading', { level: 1, name: t.checkout.success.title }).count()).toBe(0);
        await page.getByText(t.checkout.success.notPaid.FAILED).waitFor();
        await expectAccessible(page);

        // Paying again opens a new payment for the same order, and this time the card goes through.
        const successPath = new URL(page.url()).pathname;
        await page
          .getByRole('button', {
            name: new RegExp(escapeRegExp(t.checkout.success.notPaid.payOnline.split('{{')[0] ?? '')),
          })
          .click();
        await page.waitForURL(/\/sandbox\/payments\//);
        await page.getByRole('button', { name: SANDBOX[language].pay, exact: true }).click();
        await page.waitForURL((url) => url.pathname === successPath);
        expect(new URL(page.url()).origin).toBe(origin);
        await page.getByRole('heading', { level: 1, name: t.checkout.success.title }).waitFor();
        await page.getByText(t.checkout.success.returns.paid).waitFor();
        await expectAccessible(page);
      });
    });
  }

  /** The recap of a cart the wallet pays entirely: nothing due, and a fee line saying why there is none. */
  async function expectFeeWaived(page: Page, language: Language) {
    const t = texts(language);
    const recap = page.getByRole('region', { name: t.checkout.summary.title });
    const line = (label: string) =>
      recap.locator('dt').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    await recap.locator('dt').filter({ hasText: t.checkout.summary.serviceFeeWaived }).waitFor();
    expect(await line(t.checkout.summary.serviceFeeWaived).textContent()).toMatch(/^(€)?0[,.]00/);
    expect(await line(t.checkout.summary.amountDue).textContent()).toMatch(/^(€)?0[,.]00/);
    await expectAccessible(page);
  }

  /**
   * The recap of a 130 € camp with the 10 % coupon, paid online in full (issue 18 §3, §6): items 130 €, the
   * coupon −13 €, the service fee with its rule, and what is charged now (the whole amount due).
   */
  async function expectRecapLines(page: Page, language: Language) {
    const t = texts(language);
    const recap = page.getByRole('region', { name: t.checkout.summary.title });
    const line = (label: string | RegExp) =>
      recap.locator('dt').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    await recap
      .locator('dt')
      .filter({ hasText: t.checkout.summary.discount.split('{{')[0] ?? '' })
      .waitFor();
    const cents = async (label: string | RegExp) =>
      Number(((await line(label).textContent()) ?? '').replace(/[^\d]/g, ''));
    const items = await cents(new RegExp(`^${t.checkout.summary.itemsTotal}$`));
    const discount = await cents(t.checkout.summary.discount.split('{{')[0] ?? '');
    const fee = await cents(/^(Frais de service|Service fee)/);
    const due = await cents(t.checkout.summary.amountDue);
    // HIVER10: 10 % of the items before it, rounded to the cent.
    expect(Math.abs(discount - items / 10)).toBeLessThanOrEqual(1);
    // The demo parent's wallet pays part of it, when it shows.
    const walletLine = recap.locator('dt').filter({ hasText: new RegExp(`^${t.checkout.summary.wallet}$`) });
    const wallet =
      (await walletLine.count()) > 0 ? await cents(new RegExp(`^${t.checkout.summary.wallet}$`)) : 0;
    expect(items - discount - wallet + fee).toBe(due);
    expect(await cents(t.checkout.summary.chargedNow)).toBe(due);
    await expectAccessible(page);
  }

  async function expectNoTransferOffered(page: Page, language: Language) {
    const t = texts(language);
    const strategies = page.getByRole('radiogroup', { name: t.checkout.payment.strategy });
    await strategies.getByRole('radio', { name: t.checkout.payment.strategies.IMMEDIATE }).waitFor();
    expect(await strategies.getByRole('radio', { name: t.checkout.payment.strategies.DELAYED }).count()).toBe(
      0,
    );
    await expectAccessible(page);
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
