import { createRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import { accountRoutes } from '../account/routes';
import { authRoutes } from '../auth/routes';
import { bookingRoutes } from '../bookings/routes';
import { checkoutRoutes } from '../cart/checkout/routes';
import { requestRoutes } from '../catalogue/requests/routes';
import { catalogueRoutes } from '../catalogue/routes';
import { searchRoutes } from '../search/routes';
import { NotFoundPage } from '../shell/NotFoundPage';
import { siteRoutes } from '../site/routes';
import type { RouterContext } from './context';
import { titledHead } from './document-head';
import { rootRoute } from './root';
import { parseSearch, stringifySearch } from './search';

/** "page not found | /page-not-found" (part 1 §2); any other unknown path renders the same page. */
const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/page-not-found',
  head: titledHead('pages.notFound.title', { noindex: true }),
  component: NotFoundPage,
});

// Site routes come last: their `/$availability` (pages of type AVAILABILITY) matches any single segment,
// and the router ranks static segments first anyway.
export const routeTree = rootRoute.addChildren([
  ...catalogueRoutes,
  ...checkoutRoutes,
  ...requestRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...bookingRoutes,
  ...searchRoutes,
  notFoundRoute,
  ...siteRoutes,
]);

/**
 * The storefront's router. The URL's language prefix is its basepath, so every internal link keeps the
 * language ("Links are prefixed with the current language code", part 1 §2).
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    // The server renders at the request's URL (memory history); the browser follows its address bar.
    ...(history ? { history } : {}),
    basepath: context.language ? `/${context.language}` : '/',
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    // In the browser only: on the server it would write an inline script the CSP forbids.
    scrollRestoration: history === undefined,
    parseSearch,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
