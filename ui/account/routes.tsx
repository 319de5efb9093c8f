import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../app/root';
import { ParticipantCreatePage, participantCreateSearch } from './ParticipantCreatePage';

/** The account routes the storefront's journeys need now; the account area adds the rest. */
const participantCreateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/participants/create',
  validateSearch: (search) => participantCreateSearch.parse(search),
  component: function ParticipantCreateRoute() {
    const { redirect } = participantCreateRoute.useSearch();
    return <ParticipantCreatePage redirect={redirect} />;
  },
});

export const accountRoutes = [participantCreateRoute] as const;
