/**
 * Test harness of the schedules and the booking page: a memory router (with the app's query-string format)
 * whose root loads the website and the session, the shell machines, and a fake API answering by pathname
 * through the same zod contracts as the browser.
 */
import type { ReactNode } from 'react';
import type { Participant, Resource, ResourceSlot } from '../../core/schemas/index';
import type { Session } from '../app/context';
import { parseSearch, stringifySearch } from '../app/search';
import { ShellMachine } from '../shell/machines';
import { WEBSITE } from '../site/test-utils';
import { fetchAnswering, martinParticipants, martinSession } from '../testing/fixtures';
import { renderWithStorefront } from '../testing/render';

/** The tests' clock: Sunday 22 November 2026, 11:00 in Brussels. */
export const NOW = '2026-11-22T10:00:00.000Z';

export const participants: Participant[] = martinParticipants;

export const sessionFor: (signedIn: boolean) => Session = martinSession;

export const salle: Resource = {
  id: 1,
  cuid: 'res-salle',
  name: 'Salle polyvalente',
  images: [{ public_url: '/media/salle.jpg' }],
  location: { name: 'etterbeek', title: 'Salle Etterbeek' },
};
export const padel: Resource = {
  id: 2,
  cuid: 'res-padel',
  name: 'Terrain de padel',
  images: [],
  location: null,
};

const hour = { duration: 3600, amount: 3500 };
const longer = { duration: 5400, amount: 5000 };
/** Monday 23 November (10:00 free, 11:00 booked) for the salle; Wednesday 25 (18:00 held, 19:00 free) for padel. */
export const slots: ResourceSlot[] = [
  { id: 101, resource_id: 1, start_at: '2026-11-23T09:00:00.000Z', prices: [hour, longer], status: 'FREE' },
  { id: 102, resource_id: 1, start_at: '2026-11-23T10:00:00.000Z', prices: [hour], status: 'BOOKED' },
  { id: 201, resource_id: 2, start_at: '2026-11-25T17:00:00.000Z', prices: [hour], status: 'HELD' },
  {
    id: 202,
    resource_id: 2,
    start_at: '2026-11-25T18:00:00.000Z',
    prices: [{ duration: 3600, amount: 3200 }],
    status: 'FREE',
  },
];

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = { status?: number; body: unknown };
export type Handler = (url: URL, body: unknown) => Answer | Promise<Answer>;

/** A fetch answering `"METHOD /path"` (or "/path" for any method); unknown paths answer 404. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = fetchAnswering(
    (request) => {
      calls.push(request);
      const handler = routes[`${request.method} ${request.url.pathname}`] ?? routes[request.url.pathname];
      return handler?.(request.url, request.body);
    },
    { emptyBody: null },
  );
  return { fetch, calls };
}

/** The schedule reads over `resources` and `slots`: slots answer within [after, before) for the resources asked. */
export function scheduleRoutes(
  options: { resources?: Resource[]; slots?: ResourceSlot[]; freeDates?: string[] } = {},
): Record<string, Handler> {
  const resources = options.resources ?? [salle, padel];
  const all = options.slots ?? slots;
  return {
    '/api/resources': (url) => {
      const cuids = url.searchParams.get('cuid')?.split(',');
      return { body: { data: resources.filter((resource) => !cuids || cuids.includes(resource.cuid)) } };
    },
    '/api/resources/availabilities': (url) => {
      const cuids = url.searchParams.get('resource')?.split(',') ?? [];
      const ids = resources
        .filter((resource) => cuids.includes(resource.cuid))
        .map((resource) => resource.id);
      const after = url.searchParams.get('after') ?? '';
      const before = url.searchParams.get('before') ?? '9999';
      const statuses = (url.searchParams.get('status') ?? 'FREE').split(',');
      return {
        body: {
          data: all.filter(
            (slot) =>
              ids.includes(slot.resource_id) &&
              Date.parse(slot.start_at) >= Date.parse(after) &&
              (before === '9999' || Date.parse(slot.start_at) < Date.parse(before)) &&
              statuses.includes(slot.status),
          ),
        },
      };
    },
    '/api/resources/availabilities/calendar': () => ({
      body: {
        dates: (options.freeDates ?? ['2026-11-23', '2026-11-25', '2026-12-07']).map((date) => ({ date })),
      },
    }),
    '/api/carts/current': () => ({ body: { cart: null } }),
  };
}

/** Whether the shell says the cart drawer is open. */
export function CartOpenProbe() {
  const open = ShellMachine.useSelector((snapshot) => snapshot.context.cartOpen);
  return <output data-testid="cart-open">{open ? 'open' : 'closed'}</output>;
}

/** Renders `ui` at `path` (any pathname) with the providers a storefront page has. */
export async function renderWithApp(
  ui: () => ReactNode,
  options: { fetch: typeof fetch; path?: string; signedIn?: boolean },
) {
  return renderWithStorefront(ui, {
    path: options.path ?? '/page',
    website: WEBSITE,
    session: sessionFor(options.signedIn ?? true),
    fetch: options.fetch,
    // The schedules and the add page count from this instant, not the wall clock.
    now: NOW,
    providers: 'shell',
    around: (outlet) => (
      <>
        {outlet}
        <CartOpenProbe />
      </>
    ),
    router: () => ({ parseSearch, stringifySearch }),
  });
}
