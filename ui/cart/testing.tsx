/**
 * Test harness for the cart and checkout screens: a memory router whose root route loads the same
 * `{ website, session }` the app's root loads, wrapped in the app's providers, shell machines and toast
 * region, with the cart drawer mounted. Every API answer goes through `createApi(fakeFetch)`, so it is validated by the
 * same zod contracts as in the browser.
 */
import type { AnyRoute } from '@tanstack/react-router';
import type { z } from 'zod';
import {
  type Cart,
  type CartItem,
  cartItemSchema,
  cartSchema,
  catalogueCalls,
  sessionAnswer,
} from '../../core/schemas/index';
import { customerFixture, fetchAnswering, organiser, websiteBase } from '../testing/fixtures';
import { renderWithStorefront } from '../testing/render';
import { CartDrawer } from './CartDrawer';

export type Website = z.output<NonNullable<typeof catalogueCalls.website.answer>>['website'];
export type SessionFixture = z.output<typeof sessionAnswer>;

export const website: Website = (
  catalogueCalls.website.answer as NonNullable<typeof catalogueCalls.website.answer>
).parse({
  website: {
    ...websiteBase,
    organiser: {
      ...organiser,
      settings: {
        formats: { ages: [] },
        methods: [
          { type: 'IMMEDIATE', priority: 1 },
          { type: 'DELAYED', priority: 2 },
        ],
        service_fees: { amount: 50, percentage: 1.5 },
      },
    },
    header: { content: { links: [] }, settings: {} },
  },
}).website;

const CREATED = '2025-01-10T09:00:00.000Z';

export const camille = customerFixture({ id: 1, phone: '+32470000000', created_at: CREATED });

export function session(options: {
  signedIn: boolean;
  wallet?: number;
  online?: boolean;
  bankTransfers?: boolean;
}): SessionFixture {
  return sessionAnswer.parse({
    customer: options.signedIn ? camille : null,
    counters: null,
    wallet: options.signedIn ? { amount: options.wallet ?? 0 } : null,
    payment_methods: {
      online: options.online ?? true,
      bank_transfers: options.bankTransfers ?? true,
      bank_account: 'BE71 0961 2345 6769',
    },
  });
}

export const lea = {
  id: 11,
  cuid: 'par-lea',
  firstname: 'Léa',
  lastname: 'Dupont',
  fullname: 'Léa Dupont',
  birthdate: '2014-03-02',
  custom_data: [],
  created_at: CREATED,
};

const activity = (title: string, slug: string) => ({
  id: 5,
  cuid: `act-${slug}`,
  title,
  slug,
  description: null,
  images: [{ id: 1, public_url: `/media/${slug}.jpg` }],
  instructions: null,
  age_minimum: 6,
  age_maximum: 12,
  default_capacity: 12,
  default_price: 12000,
  default_deposit: 0,
  categories: [],
  registration_flow: 'DIRECT',
  settings: { allow_registrations_after_start: false },
});

/** An availability of an activity, starting at `start`. */
export function availability(title: string, slug: string, cuid: string, start: string, end: string) {
  return {
    id: 50,
    cuid,
    status: 'OPEN',
    registrations_start_at: null,
    registrations_end_at: null,
    start_at: start,
    end_at: end,
    price: 12000,
    deposit: 0,
    capacity: 12,
    registered: 3,
    age_minimum: 6,
    age_maximum: 12,
    location: {
      name: 'Hall omnisports',
      title: null,
      street: null,
      number: null,
      postcode: null,
      city: 'Namur',
    },
    dates: [],
    categories: [],
    activity: activity(title, slug),
  };
}

/** A cart item checked against the entity schema. */
export function cartItem(fields: Record<string, unknown>): CartItem {
  return cartItemSchema.parse({
    deposit: null,
    expires_at: '2099-01-01T10:00:00.000Z',
    ...fields,
  });
}

export function registrationItem(
  id: number,
  title: string,
  slug: string,
  start: string,
  extra: Record<string, unknown> = {},
): CartItem {
  const end = new Date(new Date(start).getTime() + 3 * 3600_000).toISOString();
  return cartItem({
    id,
    cuid: `item-${id}`,
    type: 'REGISTRATION',
    price: 12000,
    participant: lea,
    availabilities: [{ start_at: start }],
    availability: availability(title, slug, `av-${id}`, start, end),
    availability_dates: [],
    ...extra,
  });
}

export function bookingItem(id: number, name: string, extra: Record<string, unknown> = {}): CartItem {
  return cartItem({
    id,
    cuid: `item-${id}`,
    type: 'BOOKING',
    price: 3000,
    resource: { id: 9, cuid: 'res-court', name, images: [], location: { name: 'Parc', title: null } },
    booking_dates: [{ start_at: '2099-03-01T09:00:00.000Z', end_at: '2099-03-01T10:00:00.000Z' }],
    ...extra,
  });
}

export function bundleItem(id: number, title: string, extra: Record<string, unknown> = {}): CartItem {
  return cartItem({
    id,
    cuid: `item-${id}`,
    type: 'BUNDLE',
    price: 5000,
    bundle: {
      id: 3,
      cuid: 'bun-10',
      title,
      price: 5000,
      images: [],
      description: null,
      capacity: 10,
      duration: null,
      expires_at: null,
      entity: 'PARTICIPANTS',
    },
    ...extra,
  });
}

/**
 * A registration request as the cart read sends it (issue 18 §9): two weekly availabilities of a REQUEST
 * activity, the first asked for one session, the second for three; the tier chosen; the estimate; price 0.
 */
export function requestItem(id: number, extra: Record<string, unknown> = {}): CartItem {
  const session = (day: string) => ({ start_at: `${day}T16:00:00.000Z`, end_at: `${day}T17:00:00.000Z` });
  return cartItem({
    id,
    cuid: `item-${id}`,
    type: 'REGISTRATION_REQUEST',
    price: 0,
    participant: lea,
    availabilities: [
      { cuid: 'av-lundi', ...session('2099-02-02'), price: 14000, dates: [session('2099-02-02')] },
      {
        cuid: 'av-mercredi',
        start_at: '2099-02-04T16:00:00.000Z',
        end_at: '2099-02-18T17:00:00.000Z',
        price: 14000,
        dates: [session('2099-02-04'), session('2099-02-11'), session('2099-02-18')],
      },
    ],
    request: {
      activity: {
        cuid: 'act-natation',
        slug: 'natation',
        title: 'Natation',
        images: [{ public_url: '/media/natation.jpg' }],
      },
      tier: {
        cuid: 'tier-2',
        name: '2 créneaux par semaine',
        minimum_availabilities: 2,
        maximum_availabilities: 2,
      },
      estimated_amount: 28000,
    },
    ...extra,
  });
}

export function cart(items: CartItem[], extra: Partial<Record<keyof Cart, unknown>> = {}): Cart {
  return cartSchema.parse({
    id: 77,
    cuid: 'cart-77',
    reference: '+++090/1234/56789+++',
    created_at: CREATED,
    processed_at: null,
    coupon_id: null,
    coupon: null,
    items,
    ...extra,
  });
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}
export type Handler = (request: {
  method: string;
  url: URL;
  body: unknown;
}) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A fetch answering `METHOD /path` from a table; unknown calls answer 404 with a code. Every call is
 * recorded for assertions.
 */
export function fakeFetch(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; path: string; query: URLSearchParams; body: unknown }> = [];
  const fetchImpl = fetchAnswering((request) => {
    const { method, url, body } = request;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    return routes[`${method} ${url.pathname}`]?.(request);
  });
  return { fetch: fetchImpl, calls };
}

/**
 * Renders the app's providers, shell machines and the cart drawer around `routes` (children of the test
 * root, built by the caller with `getParentRoute: () => root`).
 */
export async function renderWithApp(options: {
  path: string;
  session: SessionFixture;
  fetch: typeof fetch;
  routes: (root: AnyRoute) => AnyRoute[];
  language?: 'fr' | 'en';
}) {
  return renderWithStorefront(() => null, {
    path: options.path,
    session: options.session,
    fetch: options.fetch,
    language: options.language ?? 'fr',
    website,
    providers: 'shell+toasts',
    around: (outlet) => (
      <>
        <main id="main">{outlet}</main>
        <CartDrawer />
      </>
    ),
    routes: options.routes,
    router: ({ api, i18n, clock }) => ({ context: { api, i18n, language: null, clock } }),
    rootStaleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * axe-core on the whole document (the drawer renders in a portal), React Aria's live announcer included;
 * jsdom cannot compute colours.
 */
export async function axeViolations(): Promise<string[]> {
  const axe = (await import('axe-core')).default;
  const results = await axe.run(
    { include: [['body']] },
    {
      rules: { 'color-contrast': { enabled: false } },
    },
  );
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}
