import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { type BookingTarget, bookingAddSearchSchema, bookingTarget } from '../../core/booking/index';
import { catalogueCalls } from '../../core/schemas/index';
import { addSeconds, formatInstant } from '../../core/time/index';
import type { Api } from '../app/api';
import { rootRoute } from '../app/root';
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
  validateSearch: (search: Record<string, unknown>) => bookingAddSearchSchema.parse(search),
  loaderDeps: ({ search }) => ({ target: bookingTarget(search) }),
  loader: ({ context, deps }) => loadBookingAdd(context.api, deps.target, new Date().toISOString()),
  // The page is fetched on first use, with the loader's data (the router preloads a lazy component).
  component: lazyRouteComponent(() => import('./BookingAddRoute'), 'BookingAddRoute'),
});

export const bookingRoutes = [bookingAddRoute] as const;
