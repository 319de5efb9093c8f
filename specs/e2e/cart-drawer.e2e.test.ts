import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  describeInChromium,
  inSignedInPage,
  type Language,
  openReady,
  products,
  settleToasts,
  texts,
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
      const drawer = (page: Page) => page.getByRole('dialog', { name: t.cart.drawer.title });
      await inSignedInPage(
        storefront,
        'desktop',
        `cart-drawer-${language}`,
        { language, redirect: '/memberships/ps-membership-club' },
        async (page, origin) => {
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.getByRole('button', { name: products(language).page.form.submit }).click();
          // Adding raises the count: the drawer opens.
          await drawer(page).waitFor();
          await page.keyboard.press('Escape');
          await drawer(page).waitFor({ state: 'detached' });
          await settleToasts(page);

          // A full page load with the item in the cart: the badge counts it, the drawer stays closed.
          for (const path of ['/', '/blog', '/account/home']) {
            await openReady(page, `${origin}${path === '/' ? '' : path}`);
            await cartRead(page);
            expect(await drawer(page).count(), path).toBe(0);
          }
        },
      );

      // Signing in again (a new browser) with that item waiting: the drawer stays closed too.
      await inSignedInPage(
        storefront,
        'mobile',
        `cart-drawer-sign-in-${language}`,
        { language },
        async (page) => {
          await page.locator('html[data-ready]').waitFor({ state: 'attached' });
          await cartRead(page);
          expect(await drawer(page).count()).toBe(0);
        },
      );
    });
  }
});
