import type { Locator, Page } from 'playwright-core';
import type { VIEWPORTS } from './harness';
import { type Language, labelOf, texts } from './steps';

/** The cart drawer, which opens when something goes into the cart. */
export const cartDrawer = (page: Page, language: Language) =>
  page.getByRole('dialog', { name: texts(language).cart.drawer.title });

/** Waits for the cart drawer to open and returns it. */
export async function openedCartDrawer(page: Page, language: Language) {
  const drawer = cartDrawer(page, language);
  await drawer.waitFor();
  return drawer;
}

/** The drawer's way to the checkout: a link, or a button where the drawer renders one. */
export function drawerCheckout(drawer: Locator, language: Language) {
  const name = texts(language).cart.drawer.checkout;
  return drawer.getByRole('link', { name }).or(drawer.getByRole('button', { name }));
}

/**
 * On an availability's page, signed in: chooses `child`, waits for the price estimate and adds to the cart.
 * Returns the drawer once it opened.
 */
export async function addChildToCart(page: Page, language: Language, child: string) {
  await labelOf(page.getByRole('radio', { name: child })).click();
  return addToCart(page, language);
}

/** On an availability's page with a participant chosen: waits for the estimate, adds, returns the open drawer. */
export async function addToCart(page: Page, language: Language) {
  const t = texts(language);
  await page.getByText(t.catalog.estimate.base).waitFor();
  await page.getByRole('button', { name: t.catalog.form.submit }).click();
  return openedCartDrawer(page, language);
}

/**
 * Two camps of Les Petits Sportifs that Camille can book for one of her children: French at 1280 px,
 * English at 375 px (the English journey reads the French organiser's site under /en).
 */
export const CAMILLE_CAMPS: Array<{
  language: Language;
  viewport: keyof typeof VIEWPORTS;
  activity: string;
  availability: string;
  child: string;
}> = [
  {
    language: 'fr',
    viewport: 'desktop',
    activity: 'petits-peintres-6-9',
    availability: 'ps-av-noel-arts-s1',
    child: 'Hugo',
  },
  {
    language: 'en',
    viewport: 'mobile',
    activity: 'atelier-bd-manga-10-14',
    availability: 'ps-av-paques-bd-s2',
    child: 'Léa',
  },
];
