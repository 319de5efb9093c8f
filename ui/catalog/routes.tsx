import { createRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { catalogueCalls } from '../../core/schemas/index';
import type { Api } from '../app/api';
import { lazyPage, withPages } from '../app/lazy-page';
import { rootRoute } from '../app/root';
import { validateCatalogueSearch } from './catalogue/filters';
import { productRoutes } from './products/routes';

const CataloguePage = lazyPage(() => import('./catalogue/CataloguePage'), 'CataloguePage');
const CatalogueNotFound = lazyPage(() => import('./catalogue/CataloguePage'), 'CatalogueNotFound');
const AvailabilityDetail = lazyPage(() => import('./availability/AvailabilityDetail'), 'AvailabilityDetail');
const AvailabilityNotFound = lazyPage(
  () => import('./availability/AvailabilityDetail'),
  'AvailabilityNotFound',
);

/** A 404 answer becomes the router's not-found; other failures stay errors. */
async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404) {
      throw notFound();
    }
    throw error;
  }
}

const loadActivity = (api: Api, key: string) =>
  orNotFound(api.call(catalogueCalls.activity, {}, { params: { cuid: key } })).then(
    (answer) => answer.activity,
  );

/** The activity's catalogue page (part 1 §2 "/activities/$activity"), by slug or cuid. */
const activityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/activities/$activity',
  validateSearch: validateCatalogueSearch,
  loader: ({ context, params }) => loadActivity(context.api, params.activity),
  component: withPages(function ActivityCataloguePage() {
    return <CataloguePage activity={activityRoute.useLoaderData()} />;
  }, CataloguePage),
  notFoundComponent: CatalogueNotFound,
});

/** The activity cards' links (part 1 §2 "/activities/{slug}/{cuid}"): the same page, read by cuid. */
const activityBySlugRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/activities/$slug/$activity',
  validateSearch: validateCatalogueSearch,
  loader: ({ context, params }) => loadActivity(context.api, params.activity),
  component: withPages(function ActivityCardPage() {
    return <CataloguePage activity={activityBySlugRoute.useLoaderData()} />;
  }, CataloguePage),
  notFoundComponent: CatalogueNotFound,
});

/** `participant=<cuid>`: the participant just created from the form (part 1 §2 participant create screen). */
const detailSearchSchema = z.object({
  participant: z.string().min(1).optional().catch(undefined),
});
const validateDetailSearch = (search: Record<string, unknown>) => detailSearchSchema.parse(search);

const loadAvailability = (api: Api, cuid: string) =>
  orNotFound(api.call(catalogueCalls.availability, {}, { params: { cuid } })).then(
    (answer) => answer.availability,
  );

/** The availability detail (part 1 §2 "/availabilities/$availability"). */
const availabilityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/availabilities/$availability',
  validateSearch: validateDetailSearch,
  loader: ({ context, params }) => loadAvailability(context.api, params.availability),
  component: withPages(function AvailabilityPage() {
    const availability = availabilityRoute.useLoaderData();
    const { participant } = availabilityRoute.useSearch();
    return (
      <AvailabilityDetail
        key={availability.id}
        availability={availability}
        participantCuid={participant ?? null}
      />
    );
  }, AvailabilityDetail),
  notFoundComponent: AvailabilityNotFound,
});

/** The cart items' links (part 1 §2 "/availabilities/{activity slug}/{availability cuid}"). */
const availabilityOfActivityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/availabilities/$activity/$availability',
  validateSearch: validateDetailSearch,
  loader: ({ context, params }) => loadAvailability(context.api, params.availability),
  component: withPages(function AvailabilityOfActivityPage() {
    const availability = availabilityOfActivityRoute.useLoaderData();
    const { participant } = availabilityOfActivityRoute.useSearch();
    return (
      <AvailabilityDetail
        key={availability.id}
        availability={availability}
        participantCuid={participant ?? null}
      />
    );
  }, AvailabilityDetail),
  notFoundComponent: AvailabilityNotFound,
});

export const catalogRoutes = [
  activityRoute,
  activityBySlugRoute,
  availabilityRoute,
  availabilityOfActivityRoute,
  ...productRoutes,
] as const;
