/**
 * Test harness of the orders screens: the same loaders and pages as ./routes.tsx under the test root (the
 * app's routes hang under the app's own root), the toast region, and fixtures checked against the contracts.
 */
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import {
  type AccountCart,
  type AttendanceCharge,
  accountCartSchema,
  attendanceChargeSchema,
  type Booking,
  bookingSchema,
  type RegistrationRequest,
  registrationRequestSchema,
  sessionAnswer,
} from '../../../core/schemas/index';
import type { Api } from '../../app/api';
import type { Session } from '../../app/context';
import { availability } from '../../cart/testing';
import { customerFixture } from '../../testing/fixtures';
import { renderWithStorefront } from '../../testing/render';
import { AccountError } from '../kit/AccountError';
import { accountListSearch } from '../kit/account-route';
import { BookingDetailPage, BookingListPage } from './BookingPages';
import { CartDetailPage, CartListPage } from './CartPages';
import { ChargeDetailPage, ChargeListPage } from './ChargePages';
import {
  loadBooking,
  loadBookings,
  loadCart,
  loadCarts,
  loadCharge,
  loadCharges,
  loadRequest,
  loadRequests,
} from './loaders';
import { RequestDetailPage, RequestListPage } from './RequestPages';

/** Camille (customer 5) with a wallet and online payments unless told. */
export function signedIn(options: { wallet?: number; online?: boolean } = {}): Session {
  return sessionAnswer.parse({
    customer: customerFixture({ id: 5, cuid: 'c-camille', fullname: 'Camille Martin' }),
    counters: null,
    wallet: { amount: options.wallet ?? 0 },
    payment_methods: {
      online: options.online ?? true,
      bank_transfers: true,
      bank_account: 'BE71 0961 2345 6769',
    },
  }) as Session;
}

export const CUSTOMER_ID = 5;

type Load<T> = (api: Api, key: string) => Promise<T | null>;

function listRoute<T>(
  root: AnyRoute,
  path: string,
  load: (api: Api, page: number) => Promise<T | null>,
  render: (data: T, page: number) => ReactNode,
): AnyRoute {
  const route = createRoute({
    getParentRoute: () => root,
    path,
    validateSearch: (search: Record<string, unknown>) => accountListSearch.parse(search),
    loaderDeps: ({ search }) => ({ page: search.page_number ?? 1 }),
    loader: ({ context, deps }) => load((context as { api: Api }).api, deps.page),
    component: (): ReactNode => {
      const data = route.useLoaderData() as T | null;
      const { page } = route.useLoaderDeps() as { page: number };
      return data === null ? null : render(data, page);
    },
  });
  return route as unknown as AnyRoute;
}

function detailRoute<T>(
  root: AnyRoute,
  path: string,
  load: Load<T>,
  render: (data: T) => ReactNode,
): AnyRoute {
  const route = createRoute({
    getParentRoute: () => root,
    path: `${path}/$cuid`,
    loader: ({ context, params }) => load((context as { api: Api }).api, (params as { cuid: string }).cuid),
    errorComponent: AccountError,
    component: (): ReactNode => {
      const data = route.useLoaderData() as T | null;
      return data === null ? null : render(data);
    },
  });
  return route as unknown as AnyRoute;
}

/** The routes of ./routes.tsx, under `root`. */
function orderRoutes(root: AnyRoute): AnyRoute[] {
  return [
    listRoute(root, '/account/carts', loadCarts, (list, page) => <CartListPage list={list} page={page} />),
    detailRoute(root, '/account/carts', loadCart, (answer) => (
      <CartDetailPage cart={answer.cart} result={answer.result} />
    )),
    listRoute(root, '/account/bookings', loadBookings, (list, page) => (
      <BookingListPage list={list} page={page} />
    )),
    detailRoute(root, '/account/bookings', loadBooking, (answer) => (
      <BookingDetailPage booking={answer.booking} />
    )),
    listRoute(root, '/account/registrations-requests', loadRequests, (list, page) => (
      <RequestListPage list={list} page={page} />
    )),
    detailRoute(root, '/account/registrations-requests', loadRequest, (answer) => (
      <RequestDetailPage request={answer.request} form={answer.form} />
    )),
    listRoute(root, '/account/attendance-charges', loadCharges, (list, page) => (
      <ChargeListPage list={list} page={page} />
    )),
    detailRoute(root, '/account/attendance-charges', loadCharge, (answer) => (
      <ChargeDetailPage charge={answer.attendance_charge} />
    )),
  ];
}

/** Renders the orders screen at `path` with the fake server `fetch`, signed in as Camille unless told. */
export function renderOrders(options: {
  path: string;
  fetch: typeof fetch;
  session?: Session;
  language?: 'fr' | 'en';
}) {
  return renderWithStorefront(() => null, {
    path: options.path,
    fetch: options.fetch,
    session: options.session ?? signedIn(),
    language: options.language ?? 'fr',
    providers: 'toasts',
    around: (outlet) => <main>{outlet}</main>,
    routes: orderRoutes,
    router: ({ api, i18n, clock }) => ({ context: { api, i18n, language: null, clock } }),
  });
}

/** Makes `(max-width: 600px)` match (or not) for the components reading window.matchMedia. */
export function setMobile(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width: 600px') ? matches : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

// ---- fixtures, each parsed by its contract ------------------------------------------------------------

export function accountCart(index: number, amounts: { total: number; paid: number }): AccountCart {
  return accountCartSchema.parse({
    id: index,
    cuid: `cart-${index}`,
    reference: `+++090/0000/0000${index}+++`,
    created_at: '2026-03-01T09:00:00.000Z',
    processed_at: '2026-03-01T09:05:00.000Z',
    items_count: index,
    total_amount: amounts.total,
    paid_amount: amounts.paid,
  });
}

export function booking(fields: {
  participations: Array<{ customer_id: number; fullname: string; total: number; paid: number }>;
  payment_split?: boolean;
  cancelled?: boolean;
  /** The booker's order reference; null when the signed-in customer only takes part in the booking. */
  order_reference?: string | null;
}): Booking {
  return bookingSchema.parse({
    id: 40,
    cuid: 'book-40',
    reference: 'B-0040',
    order_reference: fields.order_reference === undefined ? '+++000/0000/04040+++' : fields.order_reference,
    resource: {
      cuid: 'res-court',
      name: 'Terrain de padel',
      images: [{ public_url: '/media/padel.jpg' }],
      location: { name: 'Parc', title: 'Parc Reine Astrid' },
    },
    dates: [
      { start_at: '2026-04-04T08:00:00.000Z', end_at: '2026-04-04T09:00:00.000Z' },
      { start_at: '2026-04-11T08:00:00.000Z', end_at: '2026-04-11T09:00:00.000Z' },
    ],
    participations: fields.participations.map((entry) => ({
      participant: { customer_id: entry.customer_id, fullname: entry.fullname },
      total_amount: entry.total,
      paid_amount: entry.paid,
    })),
    payment_split: fields.payment_split ?? false,
    cancelled: fields.cancelled ?? false,
    created_at: '2026-03-20T10:00:00.000Z',
  });
}

const requested = (cuid: string, start: string, end: string) => {
  const { id: _id, ...rest } = availability('Stage de tennis', 'tennis', cuid, start, end);
  return { ...rest, id: Number(cuid.replace(/\D/g, '')) || 60 };
};

export function registrationRequest(
  status: RegistrationRequest['status'],
  amounts: { total: number; deposit: number; paid: number },
  fields: Partial<Record<'options' | 'questions' | 'order_reference', unknown>> = {},
): RegistrationRequest {
  return registrationRequestSchema.parse({
    id: 70,
    cuid: `req-${status.toLowerCase()}`,
    reference: `RQ-${status}`,
    order_reference: '+++000/0000/07070+++',
    status,
    total_amount: amounts.total,
    deposit_amount: amounts.deposit,
    paid_amount: amounts.paid,
    created_at: '2026-03-10T10:00:00.000Z',
    participant: { id: 11, cuid: 'p-lea', fullname: 'Léa Martin' },
    availabilities: [
      requested('av-61', '2026-05-02T07:00:00.000Z', '2026-05-02T10:00:00.000Z'),
      requested('av-62', '2026-05-09T07:00:00.000Z', '2026-05-09T10:00:00.000Z'),
    ],
    options: [],
    questions: [],
    ...fields,
  });
}

export function attendanceCharge(
  items: Array<{
    date: string;
    fullname: string;
    arrival: string | null;
    departure: string | null;
    duration: number;
    amount: number;
  }>,
  amounts: { total: number; paid: number },
): AttendanceCharge {
  return attendanceChargeSchema.parse({
    id: 90,
    cuid: 'charge-90',
    reference: 'AC-0090',
    total_amount: amounts.total,
    paid_amount: amounts.paid,
    created_at: '2026-04-01T06:00:00.000Z',
    billing_cycle: {
      start_at: '2026-02-28T23:00:00.000Z',
      end_at: '2026-03-31T21:59:59.000Z',
      configuration: {
        title: 'Garderie de mars',
        description: '<p>Présences facturées au quart d’heure.</p>',
        images: [{ public_url: '/media/garderie.jpg' }],
      },
    },
    items: items.map((item, index) => ({
      cuid: `item-${index}`,
      amount: item.amount,
      duration: item.duration,
      registration_date: {
        date: item.date,
        arrival: item.arrival,
        departure: item.departure,
        registration: { participant: { fullname: item.fullname } },
      },
    })),
  });
}
