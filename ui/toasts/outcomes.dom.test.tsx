// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableCoupon, renderCheckout } from '../cart/checkout/testing';
import { bundleItem, cart, type Handler, registrationItem } from '../cart/testing';

vi.mock('../cart/checkout/navigation', () => ({ goToPayment: vi.fn() }));

afterEach(cleanup);

const items = () => [
  registrationItem(1, 'Stage de foot', 'foot', '2099-07-07T08:00:00.000Z'),
  bundleItem(2, 'Carnet 10 séances'),
];

/** The checkout of the two items (or of `current`), the other calls answered by `handlers`. */
const renderItemsCheckout = (handlers: Record<string, Handler>, current = cart(items())) =>
  renderCheckout({ cart: current, handlers });

/** The visible toasts as [tone, text], oldest first. */
const toasts = () =>
  screen
    .queryAllByRole('alertdialog')
    .map((toast) => [toast.getAttribute('data-tone'), within(toast).getByRole('alert').textContent]);

describe('outcomes shown as toasts', () => {
  it('reports a failed removal from the checkout page as a shell error toast', async () => {
    await renderItemsCheckout({
      'DELETE /api/carts/items': () => ({ status: 410, body: { error: 'CART.ITEMS_EXPIRED' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Carnet 10 séances' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['error', 'Les articles de votre panier ont expiré. Ajoutez-les à nouveau.'],
      ]),
    );
    expect(screen.getByRole('alertdialog').getAttribute('data-scope')).toBe('shell');
  });

  it('reports a successful removal as a shell success toast', async () => {
    await renderItemsCheckout({
      'DELETE /api/carts/items': () => ({ body: { cart: cart([bundleItem(2, 'Carnet')]) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Stage de foot' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'Votre panier a été mis à jour.']]));
  });

  it('keeps a refused coupon beside its field and announces it in a form toast', async () => {
    await renderItemsCheckout(
      {
        'POST /api/carts/coupons': () => ({
          status: 422,
          body: { error: 'COUPON.INVALID', fields: { coupon: 'COUPON.INVALID' } },
        }),
      },
      cart(items(), { coupon: availableCoupon }),
    );
    const box = await screen.findByRole('region', { name: 'Code promo' });
    await userEvent.type(within(box).getByRole('textbox', { name: 'Code' }), 'NOPE');
    await userEvent.click(within(box).getByRole('button', { name: 'Appliquer' }));
    const text = 'Ce code promo n’est pas valide.';
    await waitFor(() => expect(toasts()).toEqual([['error', text]]));
    expect(within(box).getByText(text)).toBeTruthy();
    expect(screen.getByRole('alertdialog').getAttribute('data-scope')).toBe('form');
  });
});
