import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { rootRoute } from '../app/root';
import { CheckoutPage } from './CheckoutPage';
import { loadProcessedCart, paymentReturnSearch } from './loaders';
import { SuccessPage } from './SuccessPage';

/** /checkout takes no search parameters; unknown ones are dropped. */
const checkoutSearch = z.object({}).catch({});

/** "checkout | /checkout" (part 1 §2): the customer's current cart, read fresh on every visit. */
const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  validateSearch: (search) => checkoutSearch.parse(search),
  loader: async ({ context }) => ({ cart: await context.api.cart.currentCart() }),
  staleTime: 0,
  component: function CheckoutRouteComponent() {
    const { cart } = checkoutRoute.useLoaderData();
    return <CheckoutPage cart={cart} />;
  },
});

/** "checkout success | /checkout/$cart/success": the processed cart, with `?payment=` from the payment page. */
const successRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout/$cart/success',
  validateSearch: (search) => paymentReturnSearch.parse(search),
  loader: ({ context, params }) => loadProcessedCart(context.api, params.cart),
  component: function SuccessRouteComponent() {
    const load = successRoute.useLoaderData();
    const { payment } = successRoute.useSearch();
    return <SuccessPage load={load} payment={payment} />;
  },
});

export const checkoutRoutes = [checkoutRoute, successRoute] as const;
