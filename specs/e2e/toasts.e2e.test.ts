import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en as enCommon } from '../../ui/i18n/locales/en';
import { fr as frCommon } from '../../ui/i18n/locales/fr';
import { shellMessages } from '../../ui/shell/messages';
import { FR_SITE, newPage } from './harness';
import {
  CAMILLE,
  describeInChromium,
  expectAccessible,
  type Language,
  labelOf,
  openReady,
  settleToasts,
  texts,
  withFailureScreenshot,
} from './steps';

/**
 * Issue 18 §17: the outcomes the spec gives as toasts are toasts, and a form action shows a loading toast
 * that turns into its outcome (part 1 §4 "Form toast: loading (no auto-close), then success or error";
 * part 2 §7 "link-sent toast", "success toast (key logout.form.messages.success)"; part 2 §8 "coupon
 * attached, coupon detached"). In Chromium against the real server, French at 1280 px and English at 375 px,
 * with axe on the page while each toast shows (no rule excluded).
 */
const common = { fr: frCommon, en: enCommon } as const;
const AVAILABILITY = '/availabilities/petits-peintres-6-9/ps-av-noel-arts-s1';

/**
 * Waits for the form toast `text` (after its loading toast when `loading`), holds it by resting the pointer
 * on it (a toast's time stops while hovered, as a person reading it), runs axe, then lets it leave.
 */
async function expectToast(page: Page, text: string, loading = true) {
  if (loading) await page.locator('.toast[data-tone="loading"]').waitFor();
  const toast = page.locator('.toast[data-tone="success"]', { hasText: text });
  await toast.waitFor();
  await toast.hover();
  expect(await toast.getByRole('alert').textContent()).toBe(text);
  await expectAccessible(page);
  await settleToasts(page);
}

describeInChromium('form actions report with toasts', { timeout: 240_000 }, (storefront) => {
  async function journey(page: Page, language: Language) {
    const t = texts(language);
    const origin = storefront.origin(FR_SITE);

    // Password link sent: a toast (the card below still says where it went).
    await openReady(page, `${origin}/${language}/auth/password`);
    await page.getByLabel(t.auth.common.email, { exact: true }).fill(CAMILLE.email);
    await page.getByRole('button', { name: t.auth.password.submit }).click();
    await expectToast(page, t.auth.password.linkSentToast);

    // Signed in from the availability's login prompt, a camp in the cart (French) or already there
    // (English, the same customer a moment later), then the checkout.
    await openReady(page, `${origin}/${language}${AVAILABILITY}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const detailPath = new URL(page.url()).pathname;
    await page.locator('main').getByRole('link', { name: t.catalog.form.login }).click();
    await page.getByRole('heading', { level: 1, name: t.auth.login.title }).waitFor();
    await page.getByLabel(t.auth.common.email, { exact: true }).fill(CAMILLE.email);
    await page.getByLabel(t.auth.common.password, { exact: true }).fill(CAMILLE.password);
    await page.getByRole('button', { name: t.auth.login.submit }).click();
    await page.waitForURL((url) => url.pathname === detailPath);
    await settleToasts(page);
    if (language === 'fr') {
      await labelOf(page.getByRole('radio', { name: 'Hugo' })).click();
      await page.getByText(t.catalog.estimate.base).waitFor();
      await page.getByRole('button', { name: t.catalog.form.submit }).click();
      await page.getByRole('dialog', { name: t.cart.drawer.title }).waitFor();
      await settleToasts(page);
    }
    await openReady(page, `${origin}/${language}/checkout`);
    await page.getByRole('heading', { level: 1, name: t.checkout.title }).waitFor();

    // Coupon attached, then removed: loading, then the success toast of each.
    await page.getByLabel(t.checkout.coupon.label, { exact: true }).fill('HIVER10');
    await page.getByRole('button', { name: t.checkout.coupon.attach }).click();
    await expectToast(page, t.checkout.notices.CHECKOUT.COUPON_ATTACHED);
    await page.getByRole('button', { name: t.checkout.coupon.detach }).click();
    await expectToast(page, t.checkout.notices.CHECKOUT.COUPON_DETACHED);

    // Logout (on a phone, from the menu): loading, then "logout.form.messages.success".
    const shell = shellMessages[language].shell;
    if (language === 'en') await page.getByRole('button', { name: shell.header.openMenu }).click();
    await page.getByRole('button', { name: shell.topbar.logout }).click();
    await expectToast(page, common[language].logout.form.messages.success);
  }

  it('fr at 1280 px, then en at 375 px: password link, coupon applied and removed, logout', async () => {
    const fr = await newPage(storefront, 'desktop');
    await withFailureScreenshot(fr.page, 'toasts-fr', () => journey(fr.page, 'fr'));
    await fr.context.close();
    const en = await newPage(storefront, 'mobile');
    await withFailureScreenshot(en.page, 'toasts-en', () => journey(en.page, 'en'));
    await en.context.close();
  });
});
