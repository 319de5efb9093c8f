// @vitest-environment jsdom
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '../cart/checkout/CheckoutPage';
import {
  bundleItem,
  cart,
  fakeFetch,
  type Handler,
  registrationItem,
  renderWithApp,
  session,
} from '../cart/testing';

vi.mock('../cart/checkout/navigation', () => ({ goToPayment: vi.fn() }));

afterEach(cleanup);

function routes(root: AnyRoute) {
  const checkout = createRoute({
    getParentRoute: () => root,
    path: '/checkout',
    loader: async ({ context }) => ({ cart: await context.api.cart.currentCart() }),
    component: () => <CheckoutPage cart={checkout.useLoaderData().cart} />,
  });
  return [checkout] as unknown as AnyRoute[];
}

const items = () => [
  registrationItem(1, 'Stage de foot', 'foot', '2099-07-07T08:00:00.000Z'),
  bundleItem(2, 'Carnet 10 séances'),
];

async function renderCheckout(handlers: Record<string, Handler>, current = cart(items())) {
  const { fetch, calls } = fakeFetch({
    'GET /api/carts/current': () => ({ body: { cart: current } }),
    ...handlers,
  });
  await renderWithApp({ path: '/checkout', session: session({ signedIn: true }), fetch, routes });
  return { calls };
}

/** The visible toasts as [tone, text], oldest first. */
const toasts = () =>
  screen
    .queryAllByRole('alertdialog')
    .map((toast) => [toast.getAttribute('data-tone'), within(toast).getByRole('alert').textContent]);

describe('outcomes shown as toasts', () => {
  it('reports a failed removal from the checkout page as a shell error toast', async () => {
    await renderCheckout({
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
    await renderCheckout({
      'DELETE /api/carts/items': () => ({ body: { cart: cart([bundleItem(2, 'Carnet')]) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Stage de foot' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'Votre panier a été mis à jour.']]));
  });

  it('keeps a refused coupon beside its field and announces it in a form toast', async () => {
    const available = {
      active: true,
      title: '',
      label: null,
      amount: null,
      percentage: null,
      min_total_amount: null,
    };
    await renderCheckout(
      {
        'POST /api/carts/coupons': () => ({
          status: 422,
          body: { error: 'COUPON.INVALID', fields: { coupon: 'COUPON.INVALID' } },
        }),
      },
      cart(items(), { coupon: available }),
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
