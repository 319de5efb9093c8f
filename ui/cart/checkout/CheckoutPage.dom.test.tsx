// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, bundleItem, cart, registrationItem, session } from '../testing';
import { availableCoupon, renderCheckout, serve } from './testing';

vi.mock('./navigation', () => ({ goToPayment: vi.fn() }));
const { goToPayment } = await import('./navigation');

afterEach(() => {
  cleanup();
  vi.mocked(goToPayment).mockReset();
});

const twoItems = () => [
  registrationItem(1, 'Stage de foot', 'foot', '2099-07-07T08:00:00.000Z', { deposit: 4000 }),
  bundleItem(2, 'Carnet 10 séances'),
];

const processed = (bankTransfer: boolean) => ({
  cart: cart(twoItems(), { processed_at: '2025-01-10T10:00:00.000Z' }),
  result: {
    payment_strategy: 'DELAYED',
    items_total: 17000,
    wallet_amount: 0,
    service_fee: 305,
    total_amount: 17305,
    paid_amount: 0,
    outstanding_amount: 17305,
    payment_status: null,
    payment_retry: null,
    bank_transfer: bankTransfer
      ? { account: 'BE71 0961 2345 6769', reference: '+++090/1234/56789+++', amount: 17305 }
      : null,
  },
});

/**
 * Two items and an active coupon: `current()` is the cart as the server has it, `answer(attached)` the
 * coupon call that attaches (true) or detaches (false) the "Été 25" coupon and answers the cart.
 */
function couponCart() {
  let attached = false;
  const applied = { ...availableCoupon, title: 'Été 25', percentage: 10 };
  const current = () =>
    cart(twoItems(), attached ? { coupon_id: 4, coupon: applied } : { coupon: availableCoupon });
  const answer = (value: boolean) => () => {
    attached = value;
    return { body: { cart: current() } };
  };
  return { current, answer };
}

describe('CheckoutPage', () => {
  it('asks a visitor to sign in', async () => {
    await renderCheckout({ cart: null, session: session({ signedIn: false }) });
    expect(await screen.findByText('Connectez-vous pour passer commande')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmer la commande' })).toBeNull();
  });

  it('shows the cart items, the summary with the deposit line, and no coupon box without an active coupon', async () => {
    await renderCheckout({ cart: cart(twoItems()) });
    const items = await screen.findByRole('region', { name: 'Vos articles' });
    expect(within(items).getByText('Stage de foot')).toBeTruthy();
    expect(within(items).getByText('Carnet 10 séances')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Articles').nextElementSibling?.textContent).toMatch(/170,00/);
    expect(within(summary).getByText('Acompte').nextElementSibling?.textContent).toMatch(/40,00/);
    // Service fee: 0,50 € + 1,5 % of 170,00 € = 3,05 €, as the server will charge it.
    const fee = within(summary).getByText(/^Frais de service/);
    expect(fee.textContent).toMatch(/Frais de service \(0,50\s€ \+ 1,50\s%\)/);
    expect(fee.nextElementSibling?.textContent).toMatch(/3,05/);
    // Paid online in full by default: the recap says what is charged now, and nothing is left for later.
    expect(within(summary).getByText('Débité maintenant en ligne').nextElementSibling?.textContent).toMatch(
      /173,05/,
    );
    expect(within(summary).queryByText('Reste à payer ensuite')).toBeNull();
    expect(within(summary).getByText('Montant à payer').nextElementSibling?.textContent).toMatch(/173,05/);
    expect(screen.queryByRole('region', { name: 'Code promo' })).toBeNull();
  });

  it('shows the coupon box for an active coupon; attach stays disabled while the field is empty', async () => {
    const coupon = couponCart();
    const { calls } = await renderCheckout({
      cart: coupon.current(),
      handlers: {
        'GET /api/carts/current': serve(coupon.current),
        'POST /api/carts/coupons': coupon.answer(true),
      },
    });
    const box = await screen.findByRole('region', { name: 'Code promo' });
    const attach = within(box).getByRole('button', { name: 'Appliquer' });
    expect(attach.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(box).getByRole('textbox', { name: 'Code' }), 'ETE25');
    expect(attach.hasAttribute('disabled')).toBe(false);
    await userEvent.click(attach);
    // "coupon attached" is a form toast (part 2 §8): loading, then success.
    // On a busy machine the 350 ms of loading may be over before the first look: loading or already success
    // (ui/toasts/LoadingToast.dom.test.tsx pins the sequence with a held answer).
    const toast = await screen.findByRole('alertdialog');
    expect(['loading', 'success']).toContain(toast.getAttribute('data-tone'));
    await waitFor(() => expect(toast.getAttribute('data-tone')).toBe('success'));
    expect(within(toast).getByRole('alert').textContent).toBe('Votre code promo a été appliqué.');
    expect(await within(box).findByText('Code appliqué : Été 25')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ cart_id: 77, coupon: 'ETE25' });
    expect(within(box).getByRole('button', { name: 'Retirer le code' })).toBeTruthy();
  });

  it('holds a pending coupon button 350 ms once shown, however fast the answer (part 2 §9), then shows the outcome', async () => {
    const coupon = couponCart();
    await renderCheckout({
      cart: coupon.current(),
      handlers: {
        'GET /api/carts/current': serve(coupon.current),
        'POST /api/carts/coupons': coupon.answer(true),
        'DELETE /api/carts/coupons': coupon.answer(false),
      },
    });
    const box = await screen.findByRole('region', { name: 'Code promo' });
    await userEvent.type(within(box).getByRole('textbox', { name: 'Code' }), 'ETE25');
    let pressed = performance.now();
    await userEvent.click(within(box).getByRole('button', { name: 'Appliquer' }));
    await within(box).findByText('Code appliqué : Été 25');
    // A slow machine only makes this longer: the minimum is a lower bound.
    expect(performance.now() - pressed).toBeGreaterThanOrEqual(340);

    pressed = performance.now();
    await userEvent.click(within(box).getByRole('button', { name: 'Retirer le code' }));
    await within(box).findByRole('textbox', { name: 'Code' });
    expect(performance.now() - pressed).toBeGreaterThanOrEqual(340);
    expect(within(box).queryByText('Code appliqué : Été 25')).toBeNull();
  });

  it('offers the allowed strategies with the default selected', async () => {
    await renderCheckout({ cart: cart(twoItems()) });
    const group = await screen.findByRole('radiogroup', { name: 'Comment souhaitez-vous payer ?' });
    const radios = within(group).getAllByRole('radio');
    expect(
      radios.map((radio) => radio.closest('label')?.querySelector('.checkout-strategy__name')?.textContent),
    ).toEqual(['Payer en ligne maintenant', 'Virement bancaire']);
    expect((within(group).getByRole('radio', { name: /Payer en ligne/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(within(group).getByRole('radio', { name: /Virement bancaire/ }));
    expect(
      (within(group).getByRole('radio', { name: /Virement bancaire/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('offers only bank transfer when online payments are off, and the wallet when it covers the cart', async () => {
    await renderCheckout({ cart: cart(twoItems()), session: session({ signedIn: true, online: false }) });
    let group = await screen.findByRole('radiogroup');
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByRole('radio', { name: /Virement bancaire/ })).toBeTruthy();
    cleanup();

    await renderCheckout({ cart: cart(twoItems()), session: session({ signedIn: true, wallet: 20000 }) });
    group = await screen.findByRole('radiogroup');
    expect((within(group).getByRole('radio', { name: /portefeuille/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Portefeuille').nextElementSibling?.textContent).toMatch(/170,00/);
    expect(within(summary).getByText('Montant à payer').nextElementSibling?.textContent).toMatch(/0,00/);
    // Issue 18 §7: the organiser charges a fee, the wallet covers everything, and the summary says why none.
    expect(
      within(summary).getByText('Frais de service (aucun frais : votre portefeuille paie tout)')
        .nextElementSibling?.textContent,
    ).toMatch(/0,00/);
  });

  it('has no axe violations, with the terms error shown', async () => {
    await renderCheckout({ cart: cart(twoItems()) });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmer la commande' }));
    await screen.findByText('Veuillez accepter les conditions générales.');
    expect(await axeViolations()).toEqual([]);
  });

  it('requires the terms before submitting', async () => {
    const { calls } = await renderCheckout({ cart: cart(twoItems()) });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmer la commande' }));
    expect(await screen.findByText('Veuillez accepter les conditions générales.')).toBeTruthy();
    expect(
      screen
        .getByRole('checkbox', { name: 'J’accepte les conditions générales' })
        .getAttribute('aria-describedby'),
    ).toBe('checkout-terms-error');
    expect(calls.some((call) => call.path === '/api/carts/checkout')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'J’accepte les conditions générales' }));
    expect(screen.queryByText('Veuillez accepter les conditions générales.')).toBeNull();
  });

  it('sends the browser to the payment page when the answer asks for a payment', async () => {
    const { calls } = await renderCheckout({
      cart: cart(twoItems()),
      handlers: {
        'POST /api/carts/checkout': () => ({
          body: { next_action: 'payment', next_action_url: '/sandbox/pay/abc', cuid: 'cart-77' },
        }),
      },
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'J’accepte les conditions générales' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('/sandbox/pay/abc'));
    expect(calls.find((call) => call.path === '/api/carts/checkout')?.body).toEqual({
      cart_id: 77,
      coupon: null,
      payment_strategy: 'IMMEDIATE',
      terms: true,
    });
  });

  it('goes to the success page otherwise (WALLET is sent as DELAYED), showing the bank transfer', async () => {
    const { calls } = await renderCheckout({
      cart: cart(twoItems()),
      session: session({ signedIn: true, wallet: 20000 }),
      handlers: {
        'POST /api/carts/checkout': () => ({
          body: { next_action: null, next_action_url: null, cuid: 'cart-77' },
        }),
        'GET /api/carts/cart-77': () => ({ body: processed(true) }),
      },
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'J’accepte les conditions générales' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    expect(await screen.findByRole('heading', { name: 'Merci pour votre commande !' })).toBeTruthy();
    expect(await screen.findByText('BE71 0961 2345 6769')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/carts/checkout')?.body).toMatchObject({
      payment_strategy: 'DELAYED',
    });
    expect(goToPayment).not.toHaveBeenCalled();
  });

  it('shows the translated error of a refused checkout', async () => {
    await renderCheckout({
      cart: cart(twoItems()),
      handlers: {
        'POST /api/carts/checkout': () => ({ status: 410, body: { error: 'CART.ITEMS_EXPIRED' } }),
      },
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'J’accepte les conditions générales' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    const toast = await screen.findByRole('alertdialog');
    await waitFor(() => expect(toast.getAttribute('data-tone')).toBe('error'));
    expect(within(toast).getByRole('alert').textContent).toBe(
      'Les articles de votre panier ont expiré. Ajoutez-les à nouveau.',
    );
  });
});

describe('SuccessPage', () => {
  it('shows the bank transfer block: account, structured reference and amount', async () => {
    await renderCheckout({
      cart: null,
      path: '/checkout/cart-77/success',
      handlers: { 'GET /api/carts/cart-77': () => ({ body: processed(true) }) },
    });
    const transfer = await screen.findByRole('region', { name: 'Payer par virement' });
    expect(within(transfer).getByText('BE71 0961 2345 6769')).toBeTruthy();
    expect(within(transfer).getByText('+++090/1234/56789+++')).toBeTruthy();
    expect(within(transfer).getByText('Montant').nextElementSibling?.textContent).toMatch(/173,05/);
    const order = screen.getByRole('region', { name: 'Votre commande' });
    expect(within(order).getByRole('heading', { name: 'Inscriptions' })).toBeTruthy();
    expect(within(order).getByRole('heading', { name: 'Carnets' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    const totals = screen.getByRole('region', { name: 'Montants' });
    expect(within(totals).getByText('Frais de service').nextElementSibling?.textContent).toMatch(/3,05/);
  });

  it('says a cancelled payment did not go through, keeps the order, and offers to pay again (issue 18 §1)', async () => {
    const cancelled = processed(false);
    const { calls } = await renderCheckout({
      cart: null,
      path: '/checkout/cart-77/success?payment=cancelled',
      handlers: {
        'GET /api/carts/cart-77': () => ({
          body: {
            ...cancelled,
            result: {
              ...cancelled.result,
              payment_strategy: 'IMMEDIATE',
              payment_status: 'CANCELLED',
              payment_retry: { amount: 17305 },
            },
          },
        }),
        'POST /api/carts/cart-77/payment': () => ({ body: { checkout_url: '/sandbox/payments/again' } }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre paiement n’a pas abouti' }),
    ).toBeTruthy();
    expect(screen.queryByText('Merci pour votre commande !')).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/Vous avez annulé le paiement en ligne/);
    expect(screen.getByRole('alert').textContent).toMatch(/il reste 173,05\s€ à payer/);
    expect(screen.queryByRole('region', { name: 'Payer par virement' })).toBeNull();
    const payAgain = screen.getByRole('button', { name: /Payer 173,05\s€ en ligne/ });
    await userEvent.click(payAgain);
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('/sandbox/payments/again'));
    expect(calls.filter((call) => call.path === '/api/carts/cart-77/payment')).toHaveLength(1);
  });

  it('ignores an unknown payment outcome and explains a cart that is not found', async () => {
    await renderCheckout({ cart: null, path: '/checkout/nope/success?payment=weird' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cette commande est introuvable dans votre compte.',
    );
  });
});
