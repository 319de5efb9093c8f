import type { Locator, Page } from 'playwright-core';
import { it } from 'vitest';
import { drawerCheckout, openedCartDrawer } from './cart-steps';
import { FR_SITE } from './harness';
import { describeInChromium, expectTransferSuccess, inNewPage, openReady, texts } from './steps';

/**
 * Catalogue to checkout success with the keyboard only (issue 5 tests): no click, no fill; Tab moves the
 * focus, Enter follows links and presses buttons, Space ticks, arrows choose within a radio group, and
 * characters are typed into the focused field. A control that cannot be reached by Tab fails the journey.
 */
const MAX_TABS = 120;

const isFocused = (target: Locator) =>
  target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );

/** Presses Tab until `target` has the focus; fails when a whole round of the page never reaches it. */
async function tabTo(page: Page, target: Locator) {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reachable with Tab in ${MAX_TABS} presses`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

describeInChromium('keyboard only, catalogue to checkout success', { timeout: 240_000 }, (storefront) => {
  it('fr, desktop: browses, signs in, books a child and pays by bank transfer without a pointer', async () => {
    const t = texts('fr');
    await inNewPage(storefront, 'desktop', 'keyboard-fr-desktop', async (page) => {
      await openReady(page, `${storefront.origin(FR_SITE)}/fr/activities/petits-peintres-6-9`);
      // The first card's link.
      await tabTo(page, page.locator('main article a').first());
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1 }).waitFor();

      await tabTo(page, page.locator('main').getByRole('link', { name: t.catalog.form.login }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: t.auth.login.title }).waitFor();
      await typeInto(page, page.getByLabel(t.auth.common.email, { exact: true }), 'camille@example.be');
      await typeInto(page, page.getByLabel(t.auth.common.password, { exact: true }), 'demo-password');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: t.catalog.form.submit }).waitFor();

      // The participant radio group: Tab enters it on the first choice, arrows move to Hugo (7).
      const hugo = page.getByRole('radio', { name: 'Hugo' });
      await tabTo(page, page.getByRole('radiogroup', { name: t.catalog.form.participant }));
      for (let step = 0; step < 4 && !(await isFocused(hugo)); step += 1)
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await page.getByText(t.catalog.estimate.base).waitFor();
      await tabTo(page, page.getByRole('button', { name: t.catalog.form.submit }));
      await page.keyboard.press('Enter');

      const drawer = await openedCartDrawer(page, 'fr');
      await tabTo(page, drawerCheckout(drawer, 'fr'));
      await page.keyboard.press('Enter');

      await page.getByRole('heading', { level: 1, name: t.checkout.title }).waitFor();
      const transfer = page.getByRole('radio', { name: t.checkout.payment.strategies.DELAYED });
      await tabTo(page, page.getByRole('radiogroup').filter({ has: transfer }));
      for (let step = 0; step < 4 && !(await isFocused(transfer)); step += 1)
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await tabTo(page, page.getByRole('checkbox', { name: t.checkout.terms.label }));
      await page.keyboard.press('Space');
      await tabTo(page, page.getByRole('button', { name: t.checkout.submit }));
      await page.keyboard.press('Enter');

      await expectTransferSuccess(page);
    });
  });
});
