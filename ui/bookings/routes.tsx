import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { type BookingTarget, bookingAddSearchSchema, bookingTarget } from '../../core/booking/index';
import { catalogueCalls, type Resource } from '../../core/schemas/index';
import { addSeconds, formatInstant } from '../../core/time/index';
import type { Api } from '../app/api';
import { headText, pageHead, titledHead } from '../app/document-head';
import { lazyPage, withPages } from '../app/lazy-page';
import { rootRoute } from '../app/root';
import { useWebsite } from '../shell/website';
import type { BookingAddData } from './BookingAddPage';

/**
 * What /cart/bookings/add shows for a link: the resource by its cuid and the slot starting at start_at
 * (whatever its status, so a taken slot can be said to be taken). `now` is when the page was loaded.
 */
export async function loadBookingAdd(
  api: Api,
  target: BookingTarget | null,
  now: string,
): Promise<BookingAddData> {
  if (target === null) return { kind: 'invalid' };
  const [resources, slots] = await Promise.all([
    api.call(catalogueCalls.resources, { cuid: target.resource }),
    api.call(catalogueCalls.resourceAvailabilities, {
      resource: target.resource,
      status: 'FREE,BOOKED,HELD,PAST',
      after: target.start_at,
      before: formatInstant(addSeconds(target.start_at, 1)),
    }),
  ]);
  const resource = resources.data.find((candidate) => candidate.cuid === target.resource);
  if (!resource) return { kind: 'not-found', target };
  const start = formatInstant(target.start_at);
  const slot =
    slots.data.find(
      (candidate) => candidate.resource_id === resource.id && formatInstant(candidate.start_at) === start,
    ) ?? null;
  return { kind: 'ready', target, resource, slot, now };
}

/** "add resource bookings to cart | /cart/bookings/add" (part 1 §2): resource, start_at, duration, amount. */
export const bookingAddRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cart/bookings/add',
  head: titledHead('bookings.head.add', { noindex: true }),
  validateSearch: (search: Record<string, unknown>) => bookingAddSearchSchema.parse(search),
  loaderDeps: ({ search }) => ({ target: bookingTarget(search) }),
  loader: ({ context, deps }) => loadBookingAdd(context.api, deps.target, context.clock.renderNow()),
  // The page is fetched on first use, with the loader's data (the router preloads a lazy component).
  component: lazyRouteComponent(() => import('./BookingAddRoute'), 'BookingAddRoute'),
});

/**
 * The resource a /resources/$resource path names, or the router's not-found. The call takes a comma list of
 * cuids, so a parameter holding a comma (or too long to be a cuid) names no resource and is not sent.
 */
export async function loadResource(api: Api, cuid: string): Promise<Resource> {
  if (cuid === '' || cuid.includes(',') || cuid.length > 64) throw notFound();
  const answer = await api.call(catalogueCalls.resources, { cuid });
  const resource = answer.data.find((candidate) => candidate.cuid === cuid);
  if (!resource) throw notFound();
  return resource;
}

const ResourcePage = lazyPage(() => import('./ResourcePage'), 'ResourcePage');
const ResourceNotFound = lazyPage(() => import('./ResourcePage'), 'ResourceNotFound');

/** `date`: the day whose week the schedule shows (core `scheduleDate` reads it; anything else is dropped). */
const resourceSearchSchema = z.object({ date: z.string().optional().catch(undefined) });

/** "/resources/{resource cuid}" (part 1 §2): the resource and its schedule; the cart's booking items link here. */
export const resourceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resources/$resource',
  validateSearch: (search: Record<string, unknown>) => resourceSearchSchema.parse(search),
  loader: ({ context, params }) => loadResource(context.api, params.resource),
  head: ({ match, loaderData }) =>
    pageHead({
      title: loaderData?.name ?? headText(match).t('bookings.head.resource'),
      image: loaderData?.images[0]?.public_url,
    }),
  component: withPages(function ResourceRoute() {
    const resource = resourceRoute.useLoaderData();
    const website = useWebsite();
    return <ResourcePage key={resource.id} resource={resource} homeLabel={website.organiser.name} />;
  }, ResourcePage),
  notFoundComponent: ResourceNotFound,
});

export const bookingRoutes = [bookingAddRoute, resourceRoute] as const;
