import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { FR_SITE, newPage } from './harness';
import {
  CAMILLE,
  describeInChromium,
  type Language,
  openReady,
  products,
  settleToasts,
  signIn,
  texts,
  withFailureScreenshot,
} from './steps';

/**
 * The cart drawer opens when the count of unexpired items rises (part 1 §2), that is when the customer adds
 * something: never by itself when a page loads or she signs in with items already in her cart (issue 18
 * §15, where it popped open on every full page load).
 */
const CART_BUTTON = /^(Panier|Cart), [1-9]/;

/** Waits until the header's badge shows the cart's items: the cart has been read for this page. */
async function cartRead(page: Page) {
  await page.getByRole('button', { name: CART_BUTTON }).first().waitFor();
}

describeInChromium('the cart drawer in Chromium', { timeout: 180_000 }, (storefront) => {
  for (const language of ['fr', 'en'] as const satisfies Language[]) {
    it(`${language}: opens when the customer adds something, not when a page loads or she signs in`, async () => {
      const t = texts(language);
      const origin = `${storefront.origin(FR_SITE)}/${language}`;
      const first = await newPage(storefront);
      const drawer = first.page.getByRole('dialog', { name: t.cart.drawer.title });
      await withFailureScreenshot(first.page, `cart-drawer-${language}`, async () => {
        await signIn(first.page, origin, language, CAMILLE, '/memberships/ps-membership-club');
        await first.page.getByRole('heading', { level: 1 }).first().waitFor();
        await first.page.getByRole('button', { name: products(language).page.form.submit }).click();
        // Adding raises the count: the drawer opens.
        await drawer.waitFor();
        await first.page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
        await settleToasts(first.page);

        // A full page load with the item in the cart: the badge counts it, the drawer stays closed.
        for (const path of ['/', '/blog', '/account/home']) {
          await openReady(first.page, `${origin}${path === '/' ? '' : path}`);
          await cartRead(first.page);
          expect(await drawer.count(), path).toBe(0);
        }
      });
      await first.context.close();

      // Signing in again (a new browser) with that item waiting: the drawer stays closed too.
      const second = await newPage(storefront, 'mobile');
      await withFailureScreenshot(second.page, `cart-drawer-sign-in-${language}`, async () => {
        await signIn(second.page, origin, language, CAMILLE);
        await second.page.locator('html[data-ready]').waitFor({ state: 'attached' });
        await cartRead(second.page);
        expect(await second.page.getByRole('dialog', { name: t.cart.drawer.title }).count()).toBe(0);
      });
      await second.context.close();
    });
  }
});
