import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Database } from '../../adapters/db/index';
import { hashPassword } from '../../adapters/server/passwords';
import { accountMessages } from '../../ui/account/messages';
import { accountProductMessages } from '../../ui/account/products/messages';
import { authMessages } from '../../ui/auth/messages';
import { checkoutMessages } from '../../ui/cart/checkout/messages';
import { cartMessages } from '../../ui/cart/messages';
import { catalogueMessages } from '../../ui/catalogue/messages';
import { productMessages } from '../../ui/catalogue/products/messages';
import { en as enCommon } from '../../ui/i18n/locales/en';
import { fr as frCommon } from '../../ui/i18n/locales/fr';
import {
  axeViolations,
  describeViolations,
  e2eProblem,
  FR_SITE,
  newPage,
  type Storefront,
  startStorefront,
  type VIEWPORTS,
} from './harness';

/** What a person does and checks in the journeys, written once. Texts come from the resource files. */
export type Language = 'fr' | 'en';

/** The two runs a journey makes when it needs no more: French on a laptop, English on a 375 px phone. */
export const FR_DESKTOP_EN_MOBILE: ReadonlyArray<{ language: Language; viewport: keyof typeof VIEWPORTS }> = [
  { language: 'fr', viewport: 'desktop' },
  { language: 'en', viewport: 'mobile' },
];

export const texts = (language: Language) => ({
  auth: authMessages[language].auth,
  account: accountMessages[language].account,
  cart: cartMessages[language].cart,
  catalog: catalogueMessages[language].catalog,
  checkout: checkoutMessages[language].checkout,
});

/** React Aria hides the native input of a checkbox or radio: people click its label, and so do we. */
export const labelOf = (control: Locator) => control.locator('xpath=ancestor::label[1]');

/** A React Aria date field, typed segment by segment as a person does (day, month, year in fr-BE and en-IE). */
export async function typeDate(page: Page, field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** axe-core on the page as it is now: zero violations of the WCAG 2.x A and AA rules. */
export async function expectAccessible(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, `${page.url()}\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * The checkout success page of a bank-transfer payment: it shows the structured reference
 * (+++123/4567/89012+++), and axe finds no violation on it.
 */
export async function expectTransferSuccess(page: Page) {
  await page.waitForURL(/\/checkout\/[^/]+\/success/);
  await page
    .getByText(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/)
    .first()
    .waitFor();
  await expectAccessible(page);
}

/** Runs a journey; on failure leaves a full-page screenshot for the one reading the CI log. */
export async function withFailureScreenshot(page: Page, name: string, journey: () => Promise<void>) {
  try {
    await journey();
  } catch (error) {
    await page.screenshot({ path: `journey-failure-${name}.png`, fullPage: true }).catch(() => {});
    throw error;
  }
}

/**
 * Runs a journey on a page of its own (a new browser context at `viewport`), with a failure screenshot named
 * `name`, and closes the context after it.
 */
export async function inNewPage(
  storefront: Storefront,
  viewport: keyof typeof VIEWPORTS,
  name: string,
  journey: (page: Page) => Promise<void>,
) {
  const { context, page } = await newPage(storefront, viewport);
  await withFailureScreenshot(page, name, () => journey(page));
  await context.close();
}

/**
 * Lets the toasts leave. A toast pauses while the pointer rests on it (as React Aria's toasts do), and a
 * test's pointer rests wherever it last clicked: move it away as a person would, then wait.
 */
export async function settleToasts(page: Page) {
  await page.mouse.move(0, 0);
  await page.locator('.toast').first().waitFor({ state: 'detached', timeout: 10_000 });
}

/**
 * A describe block of journeys in Chromium against one storefront, started before its tests and stopped
 * after them. Without Chromium or the built app (e2eProblem) the block is skipped on a developer's machine
 * and fails the run in CI. `body` gets the storefront: use it inside tests, once it has started.
 */
export function describeInChromium(
  name: string,
  options: { timeout: number },
  body: (storefront: Storefront) => void,
): void {
  const problem = e2eProblem();
  if (problem && process.env.CI) throw new Error(`end-to-end journeys cannot run in CI: ${problem}`);
  describe.skipIf(problem !== null)(name, options, () => {
    let started: Storefront | undefined;
    const current = (): Storefront => {
      if (!started) throw new Error('the storefront is used before beforeAll started it');
      return started;
    };
    beforeAll(async () => {
      started = await startStorefront();
    });
    afterAll(async () => {
      await started?.close();
    });
    body({
      origin: (host) => current().origin(host),
      get browser() {
        return current().browser;
      },
      get db() {
        return current().db;
      },
      outbox: () => current().outbox(),
      close: () => current().close(),
    });
  });
}

/**
 * Opens a page and waits until it is interactive: the network quiet (lazy sections have their code, so
 * they hydrate and a click on them is not lost) and the page marked `<html data-ready>` (ui/app/main.tsx:
 * hydrated, or rendered, and holding the visitor's own session). `data-ready` alone comes too early for a
 * section whose code is still on its way: a click there was lost in CI.
 */
export async function openReady(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  // A lazy section hydrates after `data-ready` once its code has arrived, in a transition React splits
  // into many small tasks: on a busy machine that work can outlast the quiet network, and what a script
  // types into the section's server HTML meanwhile is reset by its hydration. The main thread going
  // idle twice in a row means no hydration work is left.
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
    );
  }
}

/**
 * How most signed-in journeys start: a page of its own (inNewPage), signed in on the storefront of `host`
 * (the French organiser's unless said) in `language` as `who` (Camille unless said), landing on `redirect`.
 * The journey gets the page and the storefront's origin in that language (`http://host:port/fr`).
 */
export async function inSignedInPage(
  storefront: Storefront,
  viewport: keyof typeof VIEWPORTS,
  name: string,
  as: {
    language: Language;
    who?: { email: string; password: string };
    redirect?: string;
    host?: string;
  },
  journey: (page: Page, origin: string) => Promise<void>,
) {
  await inNewPage(storefront, viewport, name, async (page) => {
    const origin = `${storefront.origin(as.host ?? FR_SITE)}/${as.language}`;
    await signIn(page, origin, as.language, as.who ?? CAMILLE, as.redirect);
    await journey(page, origin);
  });
}

/** Signs in from the login page and lands on `redirect` (a path under the language prefix). */
export async function signIn(
  page: Page,
  origin: string,
  language: Language,
  who: { email: string; password: string },
  redirect = '/account/home',
) {
  await openReady(page, `${origin}/auth/login?redirect=${encodeURIComponent(redirect)}`);
  await submitLogin(page, language, who);
  await page.waitForURL((url) => url.pathname.endsWith(redirect.split('?')[0] ?? redirect));
  await settleToasts(page);
}

/** On the login page: types the email and password and submits them. */
export async function submitLogin(page: Page, language: Language, who: { email: string; password: string }) {
  const t = texts(language);
  await page.getByLabel(t.auth.common.email, { exact: true }).fill(who.email);
  await page.getByLabel(t.auth.common.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: t.auth.login.submit }).click();
}

/**
 * On an availability's page, signed out: follows the add form's login prompt to the login page. Returns the
 * availability's path, where signing in leads back (signInBackTo).
 */
export async function followLoginPrompt(page: Page, language: Language) {
  const t = texts(language);
  const detailPath = new URL(page.url()).pathname;
  await page.locator('main').getByRole('link', { name: t.catalog.form.login }).click();
  await page.getByRole('heading', { level: 1, name: t.auth.login.title }).waitFor();
  return detailPath;
}

/** On the login page reached from a prompt: signs in and waits to be back on `path`, the toasts gone. */
export async function signInBackTo(
  page: Page,
  language: Language,
  who: { email: string; password: string },
  path: string,
) {
  await submitLogin(page, language, who);
  await page.waitForURL((url) => url.pathname === path);
  await settleToasts(page);
}

/**
 * On the register page: types a street into the address field until a suggestion is active (the caller
 * picks it). Scrolled first: React Aria closes an open suggestion list when its field scrolls, which on a
 * phone viewport can happen between typing and the answer. ArrowDown (re)opens the list with its first
 * suggestion focused, whichever way the list was left: a parent at a keyboard does the same.
 */
export async function typeAddressUntilSuggested(page: Page, language: Language) {
  const address = page.getByRole('combobox', { name: texts(language).auth.register.address });
  await address.scrollIntoViewIfNeeded();
  const answered = page.waitForResponse((response) => response.url().includes('/api/mapbox/autofill'));
  await address.fill('Rue Neuve');
  await answered;
  // The answer renders a moment after it arrives: until a suggestion is active, ArrowDown again.
  for (let tries = 0; !(await address.getAttribute('aria-activedescendant')); tries += 1) {
    if (tries === 20) throw new Error('no address suggestion became active');
    await address.press('ArrowDown');
    await page.waitForTimeout(250);
  }
  return address;
}

/** From the checkout page: bank transfer, terms accepted, submitted, the success page checked by axe. */
export async function checkoutByTransfer(page: Page, language: Language) {
  const t = texts(language);
  await page.getByRole('heading', { level: 1, name: t.checkout.title }).waitFor();
  await labelOf(page.getByRole('radio', { name: t.checkout.payment.strategies.DELAYED })).click();
  await labelOf(page.getByRole('checkbox', { name: t.checkout.terms.label })).click();
  await page.getByRole('button', { name: t.checkout.submit }).click();
  await expectTransferSuccess(page);
}

/** A React Aria select: opens it by its label, then picks the option. */
export async function chooseOption(page: Page, label: string, option: string) {
  await page
    .locator('.field', { has: page.getByText(label, { exact: true }) })
    .getByRole('button')
    .click();
  await page.getByRole('option', { name: option }).click();
}

/** Camille Dubois, the French organiser's demo customer (adapters/seed/demo/petits-sportifs.ts). */
export const CAMILLE = { email: 'camille@example.be', password: 'demo-password' };

/** With E2E_SNAPSHOT_DIR set, the product journeys leave a picture of each page there for a person to look at. */
export async function snapshot(page: Page, name: string) {
  const folder = process.env.E2E_SNAPSHOT_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/**
 * A second customer of Camille's organiser, with one child, written straight into the database: the
 * journeys are about the products, not the sign-up form (journeys.e2e.test.ts walks that one).
 */
export async function seedCustomer(
  db: Database,
  who: { firstname: string; email: string; child: string; birthdate?: string },
) {
  const camille = await db
    .selectFrom('customers')
    .select('organiser_id')
    .where('email', '=', CAMILLE.email)
    .executeTakeFirstOrThrow();
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = await db
    .insertInto('customers')
    .values({
      cuid: `e2e-customer-${stamp}`,
      organiser_id: camille.organiser_id,
      firstname: who.firstname,
      lastname: 'Lambert',
      email: who.email,
      phone: '+32 470 98 76 54',
      address: JSON.stringify(null),
      custom_data: JSON.stringify([]),
      password_hash: await hashPassword(CAMILLE.password),
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('participants')
    .values({
      cuid: `e2e-participant-${stamp}`,
      organiser_id: camille.organiser_id,
      customer_id: customer.id,
      firstname: who.child,
      lastname: 'Lambert',
      birthdate: who.birthdate ?? '2018-06-01',
      custom_data: JSON.stringify([]),
      deleted_at: null,
    })
    .execute();
  return { email: who.email, password: CAMILLE.password };
}

const cartUpdated = { en: enCommon.cart.messages.updated, fr: frCommon.cart.messages.updated };

export const products = (language: Language) => ({
  page: productMessages[language].productPages,
  account: accountProductMessages[language].account.products,
});

/** On a bundle, membership or voucher page: adds it to the cart and waits for the form toast. */
export async function addProduct(page: Page, language: Language) {
  await page.getByRole('button', { name: products(language).page.form.submit }).click();
  await page.locator('.toast').filter({ hasText: cartUpdated[language] }).first().waitFor();
  await settleToasts(page);
}
