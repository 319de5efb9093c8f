import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { accountMessages } from '../../ui/account/messages';
import { authMessages } from '../../ui/auth/messages';
import { cartMessages } from '../../ui/cart/messages';
import { catalogMessages } from '../../ui/catalog/messages';
import { checkoutMessages } from '../../ui/checkout/messages';
import { axeViolations, describeViolations, e2eProblem, type Storefront, startStorefront } from './harness';

/** What a person does and checks in the journeys, written once. Texts come from the resource files. */
export type Language = 'fr' | 'en';

export const texts = (language: Language) => ({
  auth: authMessages[language].auth,
  account: accountMessages[language].account,
  cart: cartMessages[language].cart,
  catalog: catalogMessages[language].catalog,
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
      close: () => current().close(),
    });
  });
}
