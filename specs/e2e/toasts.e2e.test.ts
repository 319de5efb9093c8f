import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en as enCommon } from '../../ui/i18n/locales/en';
import { fr as frCommon } from '../../ui/i18n/locales/fr';
import { shellMessages } from '../../ui/shell/messages';
import { addChildToCart } from './cart-steps';
import { FR_SITE, newPage } from './harness';
import {
  CAMILLE,
  describeInChromium,
  expectAccessible,
  followLoginPrompt,
  type Language,
  openReady,
  settleToasts,
  signInBackTo,
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
    const detailPath = await followLoginPrompt(page, language);
    await signInBackTo(page, language, CAMILLE, detailPath);
    if (language === 'fr') {
      await addChildToCart(page, language, 'Hugo');
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
