import { createRoute, createRouter } from '@tanstack/react-router';
import { accountRoutes } from '../account/routes';
import { authRoutes } from '../auth/routes';
import { bookingRoutes } from '../bookings/routes';
import { catalogRoutes } from '../catalog/routes';
import { checkoutRoutes } from '../checkout/routes';
import { requestRoutes } from '../requests/routes';
import { NotFoundPage } from '../shell/NotFoundPage';
import { siteRoutes } from '../site/routes';
import type { RouterContext } from './context';
import { rootRoute } from './root';
import { parseSearch, stringifySearch } from './search';

/** "page not found | /page-not-found" (part 1 §2); any other unknown path renders the same page. */
const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/page-not-found',
  component: NotFoundPage,
});

// Site routes come last: their `/$availability` (pages of type AVAILABILITY) matches any single segment,
// and the router ranks static segments first anyway.
export const routeTree = rootRoute.addChildren([
  ...catalogRoutes,
  ...checkoutRoutes,
  ...requestRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...bookingRoutes,
  notFoundRoute,
  ...siteRoutes,
]);

/**
 * The storefront's router. The URL's language prefix is its basepath, so every internal link keeps the
 * language ("Links are prefixed with the current language code", part 1 §2).
 */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    basepath: context.language ? `/${context.language}` : '/',
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
