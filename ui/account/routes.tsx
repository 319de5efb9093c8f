import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { lazyPage, withPages } from '../app/lazy-page';
import { rootRoute } from '../app/root';

const ParticipantCreatePage = lazyPage(() => import('./ParticipantCreatePage'), 'ParticipantCreatePage');

/** `/account/participants/create?redirect=…`: the query the page was opened with, redirect validated later. */
const participantCreateSearch = z.object({
  redirect: z.string().optional().catch(undefined),
});

/** The account routes the storefront's journeys need now; the account area adds the rest. */
const participantCreateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/participants/create',
  validateSearch: (search) => participantCreateSearch.parse(search),
  component: withPages(function ParticipantCreateRoute() {
    const { redirect } = participantCreateRoute.useSearch();
    return <ParticipantCreatePage redirect={redirect} />;
  }, ParticipantCreatePage),
});

export const accountRoutes = [participantCreateRoute] as const;
