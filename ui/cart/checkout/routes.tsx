import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { titledHead } from '../../app/document-head';
import { lazyPage, withPages } from '../../app/lazy-page';
import { rootRoute } from '../../app/root';
import { loadProcessedCart, paymentReturnSearch } from './loaders';

const CheckoutPage = lazyPage(() => import('./CheckoutPage'), 'CheckoutPage');
const SuccessPage = lazyPage(() => import('./SuccessPage'), 'SuccessPage');

/** /checkout takes no search parameters; unknown ones are dropped. */
const checkoutSearch = z.object({}).catch({});

/** "checkout | /checkout" (part 1 §2): the customer's current cart, read fresh on every visit. */
const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  head: titledHead('checkout.head.checkout', { noindex: true }),
  validateSearch: (search) => checkoutSearch.parse(search),
  loader: async ({ context }) => ({ cart: await context.api.cart.currentCart() }),
  staleTime: 0,
  component: withPages(function CheckoutRouteComponent() {
    const { cart } = checkoutRoute.useLoaderData();
    return <CheckoutPage cart={cart} />;
  }, CheckoutPage),
});

/** "checkout success | /checkout/$cart/success": the processed cart, with `?payment=` from the payment page. */
const successRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout/$cart/success',
  head: titledHead('checkout.head.success', { noindex: true }),
  validateSearch: (search) => paymentReturnSearch.parse(search),
  loader: ({ context, params }) => loadProcessedCart(context.api, params.cart),
  component: withPages(function SuccessRouteComponent() {
    const load = successRoute.useLoaderData();
    const { payment } = successRoute.useSearch();
    return <SuccessPage load={load} payment={payment} />;
  }, SuccessPage),
});

export const checkoutRoutes = [checkoutRoute, successRoute] as const;
