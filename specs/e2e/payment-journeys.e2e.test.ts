import { it } from 'vitest';
import { addChildToCart, CAMILLE_CAMPS, drawerCheckout } from './cart-steps';
import { FR_SITE } from './harness';
import {
  CAMILLE,
  describeInChromium,
  expectAccessible,
  followLoginPrompt,
  inNewPage,
  labelOf,
  openReady,
  signInBackTo,
  texts,
} from './steps';

/**
 * The sandbox online payment, end to end in Chromium (issue 5 tests: "the same with the sandbox online
 * payment; both languages"): a returning customer signs in from the add form's login prompt, adds a child
 * to an availability, chooses to pay online, pays on the sandbox page and lands on the success page with
 * the payment received. The French organiser takes online payments; the English journey reads its site
 * under /en.
 */
describeInChromium('online payment through the sandbox provider', { timeout: 240_000 }, (storefront) => {
  for (const { language, viewport, activity, availability, child } of CAMILLE_CAMPS) {
    it(`${language}, ${viewport}: signs in, books, pays online on the sandbox page, sees the payment received`, async () => {
      const t = texts(language);
      await inNewPage(storefront, viewport, `payment-${language}-${viewport}`, async (page) => {
        const origin = `${storefront.origin(FR_SITE)}/${language}`;
        await openReady(page, `${origin}/availabilities/${activity}/${availability}`);
        await page.getByRole('heading', { level: 1 }).waitFor();

        // The login prompt keeps the way back to the availability.
        const detailPath = await followLoginPrompt(page, language);
        await expectAccessible(page);
        await signInBackTo(page, language, CAMILLE, detailPath);

        const drawer = await addChildToCart(page, language, child);
        await drawerCheckout(drawer, language).click();

        await page.getByRole('heading', { level: 1, name: t.checkout.title }).waitFor();
        await labelOf(page.getByRole('radio', { name: t.checkout.payment.strategies.IMMEDIATE })).click();
        await labelOf(page.getByRole('checkbox', { name: t.checkout.terms.label })).click();
        await page.getByRole('button', { name: t.checkout.submit }).click();

        // The sandbox provider's page, served by our server: pay.
        await page.waitForURL(/\/sandbox\/payments\//);
        await expectAccessible(page);
        await page.getByRole('button', { name: language === 'fr' ? 'Payer' : 'Pay', exact: true }).click();

        await page.waitForURL((url) => /\/checkout\/[^/]+\/success/.test(url.pathname));
        await page.getByText(t.checkout.success.returns.paid).waitFor();
        await expectAccessible(page);
      });
    });
  }
});
