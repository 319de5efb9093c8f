import { createRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { type ActivityReviews, catalogueCalls, REVIEWS_PAGE_SIZE } from '../../core/schemas/index';
import type { Api } from '../app/api';
import { headText, pageHead, websiteOf } from '../app/document-head';
import { lazyPage, withPages } from '../app/lazy-page';
import { rootRoute } from '../app/root';
import { activityJsonLd, availabilityJsonLd } from '../app/structured-data';
import { validateCatalogueSearch } from '../kit/catalogue-filters/filters';
import { formatsFor } from '../kit/format/index';
import { productRoutes } from './products/routes';

const CataloguePage = lazyPage(() => import('./listing/CataloguePage'), 'CataloguePage');
const CatalogueNotFound = lazyPage(() => import('./listing/CataloguePage'), 'CatalogueNotFound');
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

/**
 * The first page of the activity's reviews (issue 20 §2), read with the page so the server render and its
 * structured data carry them. The page stands without them: a failed read shows no reviews.
 */
const loadReviews = (api: Api, activityCuid: string): Promise<ActivityReviews | null> =>
  api
    .call(
      catalogueCalls.activityReviews,
      { page_number: 1, page_size: REVIEWS_PAGE_SIZE },
      { params: { cuid: activityCuid } },
    )
    .catch(() => null);

const loadActivityPage = async (api: Api, key: string) => {
  const activity = await loadActivity(api, key);
  return { activity, reviews: await loadReviews(api, activity.cuid) };
};

/** The activity's catalogue page at `path`, read by the `activity` parameter (a slug or a cuid). */
function activityRouteAt<Path extends '/activities/$activity' | '/activities/$slug/$activity'>(path: Path) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateCatalogueSearch,
    loader: ({ context, params }) => loadActivityPage(context.api, (params as { activity: string }).activity),
    head: ({ match, matches, loaderData }) => {
      const page = loaderData as Awaited<ReturnType<typeof loadActivityPage>> | undefined;
      const activity = page?.activity;
      return pageHead({
        title: activity?.title ?? headText(match).t('catalog.head.activity'),
        description: activity?.description,
        image: activity?.images[0]?.public_url,
        jsonLd: activity ? [activityJsonLd(activity, websiteOf(matches), page?.reviews)] : [],
      });
    },
    component: withPages(function ActivityCataloguePage() {
      const page = route.useLoaderData() as Awaited<ReturnType<typeof loadActivityPage>>;
      return <CataloguePage activity={page.activity} reviews={page.reviews} />;
    }, CataloguePage),
    notFoundComponent: CatalogueNotFound,
  });
  return route;
}

/** The activity's catalogue page (part 1 §2 "/activities/$activity"), by slug or cuid. */
const activityRoute = activityRouteAt('/activities/$activity');

/** The activity cards' links (part 1 §2 "/activities/{slug}/{cuid}"): the same page, read by cuid. */
const activityBySlugRoute = activityRouteAt('/activities/$slug/$activity');

/** `participant=<cuid>`: the participant just created from the form (part 1 §2 participant create screen). */
const detailSearchSchema = z.object({
  participant: z.string().min(1).optional().catch(undefined),
});
const validateDetailSearch = (search: Record<string, unknown>) => detailSearchSchema.parse(search);

const loadAvailability = async (api: Api, cuid: string) => {
  const { availability } = await orNotFound(api.call(catalogueCalls.availability, {}, { params: { cuid } }));
  return { availability, reviews: await loadReviews(api, availability.activity.cuid) };
};

/** The availability detail at `path`, read by the `availability` parameter. */
function availabilityRouteAt<
  Path extends '/availabilities/$availability' | '/availabilities/$activity/$availability',
>(path: Path) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateDetailSearch,
    loader: ({ context, params }) =>
      loadAvailability(context.api, (params as { availability: string }).availability),
    head: ({ match, matches, loaderData }) => {
      const page = loaderData as Awaited<ReturnType<typeof loadAvailability>> | undefined;
      const availability = page?.availability;
      const { t, language } = headText(match);
      return pageHead({
        title: availability
          ? t('catalog.head.availability', {
              title: availability.activity.title,
              date: formatsFor(language).instant(availability.start_at, 'date'),
            })
          : t('catalog.head.availabilityUnknown'),
        description: availability?.activity.description,
        image: availability?.activity.images[0]?.public_url,
        jsonLd: availability ? [availabilityJsonLd(availability, websiteOf(matches), page?.reviews)] : [],
      });
    },
    component: withPages(function AvailabilityPage() {
      // The loader and validateSearch above give these types; a generic path hides them from the router's.
      const { availability, reviews } = route.useLoaderData() as Awaited<ReturnType<typeof loadAvailability>>;
      const { participant } = route.useSearch() as z.output<typeof detailSearchSchema>;
      return (
        <AvailabilityDetail
          key={availability.id}
          availability={availability}
          reviews={reviews}
          participantCuid={participant ?? null}
        />
      );
    }, AvailabilityDetail),
    notFoundComponent: AvailabilityNotFound,
  });
  return route;
}

/** The availability detail (part 1 §2 "/availabilities/$availability"). */
const availabilityRoute = availabilityRouteAt('/availabilities/$availability');

/** The cart items' links (part 1 §2 "/availabilities/{activity slug}/{availability cuid}"). */
const availabilityOfActivityRoute = availabilityRouteAt('/availabilities/$activity/$availability');

export const catalogueRoutes = [
  activityRoute,
  activityBySlugRoute,
  availabilityRoute,
  availabilityOfActivityRoute,
  ...productRoutes,
] as const;
