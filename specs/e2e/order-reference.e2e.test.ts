import { expect, it } from 'vitest';
import { accountPaymentMessages } from '../../ui/account/payments/messages';
import { accountRegistrationMessages } from '../../ui/account/registrations/messages';
import { addChildToCart, CAMILLE_CAMPS, drawerCheckout } from './cart-steps';
import {
  checkoutByTransfer,
  describeInChromium,
  expectAccessible,
  inSignedInPage,
  openReady,
  snapshot,
  texts,
} from './steps';

/**
 * One bank-transfer reference per order, everywhere (issue 18 item 4): Camille books a camp and checks out by
 * bank transfer, reads the order's structured reference on the success page, opens the registration in her
 * account and finds that same reference in its transfer instructions, never the registration's own number
 * ("5-1"), which stays only as the line's reference. French and English, desktop and 375 px; axe on each page.
 */
const STRUCTURED_REFERENCE = /\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/;
/** A line's own reference, `{cart id}-{n}` (adapters/server/cart/checkout.ts). */
const LINE_REFERENCE = /\b\d+-\d+\b/;

/** A message whose one `{{placeholder}}` holds text matching `value`, e.g. "Référence 5-1". */
const filled = (message: string, value: RegExp) => {
  const [before = '', after = ''] = message.split(/\{\{\w+\}\}/);
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal(before)}${value.source}${literal(after)}$`);
};

describeInChromium('one transfer reference per order', { timeout: 240_000 }, (storefront) => {
  for (const { language, viewport, activity, availability, child } of CAMILLE_CAMPS) {
    it(`${language}, ${viewport}: the registration's transfer instructions carry the success page's reference`, async () => {
      const t = texts(language);
      const pay = accountPaymentMessages[language].account.pay;
      const detail = accountRegistrationMessages[language].account.registrations.detail;
      await inSignedInPage(
        storefront,
        viewport,
        `order-reference-${language}-${viewport}`,
        { language },
        async (page, origin) => {
          // Books a camp for a child and checks out by bank transfer ("Virement bancaire").
          await openReady(page, `${origin}/availabilities/${activity}/${availability}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          const drawer = await addChildToCart(page, language, child);
          await drawerCheckout(drawer, language).click();
          await checkoutByTransfer(page, language);

          // The success page's structured reference, from its bank transfer details.
          const transfer = page.getByRole('region', { name: t.checkout.success.transfer.title });
          const reference = (await transfer.textContent())?.match(STRUCTURED_REFERENCE)?.[0];
          expect(reference, 'the success page gives a structured reference').toBeTruthy();
          const cartCuid = new URL(page.url()).pathname.split('/').at(-2) ?? '';

          // The newest registration of the account is the one just ordered.
          await openReady(page, `${origin}/account/registrations`);
          await page.locator('.account-card__title a').first().click();
          await page.waitForURL((url) => /\/account\/registrations\/[^/]+$/.test(url.pathname));
          const registrationCuid = new URL(page.url()).pathname.split('/').at(-1) ?? '';
          const ordered = await storefront.db
            .selectFrom('registrations as r')
            .innerJoin('carts as c', 'c.id', 'r.cart_id')
            .select('r.cuid')
            .where('c.cuid', '=', cartCuid)
            .execute();
          expect(ordered.map((row) => row.cuid)).toContain(registrationCuid);

          // The line keeps its own number; the order's reference is the payment reference, labelled as such.
          await page.getByText(filled(detail.reference, /\d+-\d+/)).waitFor();
          await page.getByText(pay.orderReference.replace('{{reference}}', reference ?? '')).waitFor();

          // The transfer instructions give the success page's reference, and no line reference.
          const panel = page.getByRole('region', { name: pay.title });
          const instructions = panel.locator('p').filter({ hasText: reference ?? '' });
          await instructions.waitFor();
          expect(await instructions.textContent()).toMatch(/BE\d{2}( \d{4}){3}/);
          expect(await panel.textContent()).not.toMatch(LINE_REFERENCE);
          await snapshot(page, `order-reference-${language}-${viewport}`);
          await expectAccessible(page);
        },
      );
    });
  }
});
