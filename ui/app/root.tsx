import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { catalogueCalls, sessionCalls } from '../../core/schemas/index';
import { NotFoundPage } from '../shell/NotFoundPage';
import { Shell } from '../shell/Shell';
import { ShellLoadError } from '../shell/ShellLoadError';
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
  // The shell stays while a child route's loader runs; a failed shell load (after the client's retries)
  // shows an error page whose "Try again" loads it again.
  staleTime: Number.POSITIVE_INFINITY,
  errorComponent: ShellLoadError,
  component: () => (
    <Shell>
      <Outlet />
    </Shell>
  ),
  notFoundComponent: NotFoundPage,
});
