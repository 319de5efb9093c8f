import { it } from 'vitest';
import { FR_SITE, newPage, type VIEWPORTS } from './harness';
import {
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
 * The sandbox online payment, end to end in Chromium (issue 5 tests: "the same with the sandbox online
 * payment; both languages"): a returning customer signs in from the add form's login prompt, adds a child
 * to an availability, chooses to pay online, pays on the sandbox page and lands on the success page with
 * the payment received. The French organiser takes online payments; the English journey reads its site
 * under /en.
 */
const DEMO_CUSTOMER = { email: 'camille@example.be', password: 'demo-password' };

describeInChromium('online payment through the sandbox provider', { timeout: 240_000 }, (storefront) => {
  const journeys: Array<{
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
  for (const { language, viewport, activity, availability, child } of journeys) {
    it(`${language}, ${viewport}: signs in, books, pays online on the sandbox page, sees the payment received`, async () => {
      const t = texts(language);
      const { context, page } = await newPage(storefront, viewport);
      await withFailureScreenshot(page, `payment-${language}-${viewport}`, async () => {
        const origin = `${storefront.origin(FR_SITE)}/${language}`;
        await openReady(page, `${origin}/availabilities/${activity}/${availability}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const detailPath = new URL(page.url()).pathname;

        // The login prompt keeps the way back to the availability.
        await page.locator('main').getByRole('link', { name: t.catalog.form.login }).click();
        await page.getByRole('heading', { level: 1, name: t.auth.login.title }).waitFor();
        await expectAccessible(page);
        await page.getByLabel(t.auth.common.email, { exact: true }).fill(DEMO_CUSTOMER.email);
        await page.getByLabel(t.auth.common.password, { exact: true }).fill(DEMO_CUSTOMER.password);
        await page.getByRole('button', { name: t.auth.login.submit }).click();
        await page.waitForURL((url) => url.pathname === detailPath);
        await settleToasts(page);

        await labelOf(page.getByRole('radio', { name: child })).click();
        await page.getByText(t.catalog.estimate.base).waitFor();
        await page.getByRole('button', { name: t.catalog.form.submit }).click();
        const drawer = page.getByRole('dialog', { name: t.cart.drawer.title });
        await drawer.waitFor();
        await drawer
          .getByRole('link', { name: t.cart.drawer.checkout })
          .or(drawer.getByRole('button', { name: t.cart.drawer.checkout }))
          .click();

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
      await context.close();
    });
  }
});
