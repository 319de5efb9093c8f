import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { catalogueCalls, sessionCalls } from '../../core/schemas/index';
import { NotFoundPage } from '../shell/NotFoundPage';
import { Shell } from '../shell/Shell';
import type { RouterContext } from './context';

/**
 * The root route: the organiser's website (theme, top bar, header, footer) and the visitor's session,
 * loaded once and re-validated after sign-in or sign-out (`router.invalidate()`).
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: async ({ context }) => {
    const [website, session] = await Promise.all([
      context.api.call(catalogueCalls.website, {}),
      context.api.call(sessionCalls.getSession, {}),
    ]);
    return { website: website.website, session };
  },
  // The shell stays while a child route's loader runs; a failed shell load shows the error page.
  staleTime: Number.POSITIVE_INFINITY,
  component: () => (
    <Shell>
      <Outlet />
    </Shell>
  ),
  notFoundComponent: NotFoundPage,
});
