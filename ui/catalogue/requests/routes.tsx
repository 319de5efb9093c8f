import { createRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { parseAvailabilityList } from '../../../core/request/index';
import { catalogueCalls } from '../../../core/schemas/index';
import { headText, pageHead, titledHead } from '../../app/document-head';
import { lazyPage, withPages } from '../../app/lazy-page';
import { rootRoute } from '../../app/root';

const RequestPage = lazyPage(() => import('./RequestPage'), 'RequestPage');
const RequestActivityPage = lazyPage(() => import('./RequestPage'), 'RequestActivityPage');

const optionalText = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().min(1))
  .optional()
  .catch(undefined);

/**
 * `availabilities` (comma separated cuids), `tier`, `participant` (the participant just created from the form);
 * any other parameter the launcher carried along ("plus existing query params") is kept as it came.
 */
const requestSearch = z.looseObject({
  availabilities: optionalText,
  tier: optionalText,
  participant: optionalText,
});
const validateRequestSearch = (search: Record<string, unknown>) => requestSearch.parse(search);

/** "/cart/registrations/request: preview and form; empty when no availabilities" (part 1 §2). */
const requestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cart/registrations/request',
  head: titledHead('requests.head.request', { noindex: true }),
  validateSearch: validateRequestSearch,
  component: withPages(function RequestRouteComponent() {
    const { availabilities, participant, tier } = requestRoute.useSearch();
    return (
      <RequestPage
        availabilities={parseAvailabilityList(availabilities)}
        participantCuid={participant ?? null}
        tierCuid={tier ?? null}
      />
    );
  }, RequestPage),
});

/** "/cart/registrations/request/{activity}?tier=...": the activity's launcher, the tier preselected. */
const requestActivityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cart/registrations/request/$activity',
  validateSearch: validateRequestSearch,
  loader: async ({ context, params }) => {
    try {
      return (await context.api.call(catalogueCalls.activity, {}, { params: { cuid: params.activity } }))
        .activity;
    } catch (error) {
      if (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404) {
        throw notFound();
      }
      throw error;
    }
  },
  head: ({ match, loaderData }) => {
    const { t } = headText(match);
    return pageHead({
      title: loaderData
        ? t('requests.head.activity', { title: loaderData.title })
        : t('requests.head.request'),
      noindex: true,
    });
  },
  component: withPages(function RequestActivityRouteComponent() {
    const activity = requestActivityRoute.useLoaderData();
    const { tier } = requestActivityRoute.useSearch();
    return <RequestActivityPage key={activity.cuid} activity={activity} tierCuid={tier ?? null} />;
  }, RequestActivityPage),
});

export const requestRoutes = [requestRoute, requestActivityRoute] as const;
