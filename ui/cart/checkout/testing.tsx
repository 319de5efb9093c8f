import { type AnyRoute, createRoute } from '@tanstack/react-router';
import type { Cart } from '../../../core/schemas/index';
import { fakeFetch, type Handler, renderWithApp, type SessionFixture, session } from '../testing';
import { CheckoutPage } from './CheckoutPage';
import { loadProcessedCart, paymentReturnSearch } from './loaders';
import { SuccessPage } from './SuccessPage';

/** The checkout and success routes of ui/cart/checkout/routes.tsx under a test root, the pages not lazy. */
export function checkoutTestRoutes(root: AnyRoute) {
  const checkout = createRoute({
    getParentRoute: () => root,
    path: '/checkout',
    loader: async ({ context }) => ({ cart: await context.api.cart.currentCart() }),
    component: () => <CheckoutPage cart={checkout.useLoaderData().cart} />,
  });
  const success = createRoute({
    getParentRoute: () => root,
    path: '/checkout/$cart/success',
    validateSearch: (search) => paymentReturnSearch.parse(search),
    loader: ({ context, params }) => loadProcessedCart(context.api, params.cart),
    component: () => <SuccessPage load={success.useLoaderData()} payment={success.useSearch().payment} />,
  });
  return [checkout, success] as unknown as AnyRoute[];
}

/** An active coupon with no code attached yet: the checkout shows its code box. */
export const availableCoupon = {
  active: true,
  title: '',
  label: null,
  amount: null,
  percentage: null,
  min_total_amount: null,
};

/** The fake server's answer with the cart `current()` returns. */
export const serve =
  (current: () => Cart | null): Handler =>
  () => ({ body: { cart: current() } });

/**
 * Renders `path` (/checkout unless told) in the app with the checkout routes, signed in unless told, over a fake
 * server whose current cart is `cart`; `handlers` answer the other calls.
 */
export async function renderCheckout(options: {
  cart: Cart | null;
  session?: SessionFixture;
  handlers?: Record<string, Handler>;
  path?: string;
}) {
  const { fetch, calls } = fakeFetch({
    'GET /api/carts/current': serve(() => options.cart),
    ...options.handlers,
  });
  const view = await renderWithApp({
    path: options.path ?? '/checkout',
    session: options.session ?? session({ signedIn: true }),
    fetch,
    routes: checkoutTestRoutes,
  });
  return { ...view, calls };
}
