import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { accountMessages } from '../../ui/account/messages';
import { authMessages } from '../../ui/auth/messages';
import { cartMessages } from '../../ui/cart/messages';
import { catalogMessages } from '../../ui/catalog/messages';
import { checkoutMessages } from '../../ui/checkout/messages';
import { axeViolations, describeViolations } from './harness';

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
