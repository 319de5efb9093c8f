import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { titledHead } from '../../app/document-head';
import { lazyPage, withPages } from '../../app/lazy-page';
import { AccountError, accountLayoutRoute, accountListSearch } from '../kit/account-route';
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

const CartListPage = lazyPage(() => import('./CartPages'), 'CartListPage');
const CartDetailPage = lazyPage(() => import('./CartPages'), 'CartDetailPage');
const BookingListPage = lazyPage(() => import('./BookingPages'), 'BookingListPage');
const BookingDetailPage = lazyPage(() => import('./BookingPages'), 'BookingDetailPage');
const RequestListPage = lazyPage(() => import('./RequestPages'), 'RequestListPage');
const RequestDetailPage = lazyPage(() => import('./RequestPages'), 'RequestDetailPage');
const ChargeListPage = lazyPage(() => import('./ChargePages'), 'ChargeListPage');
const ChargeDetailPage = lazyPage(() => import('./ChargePages'), 'ChargeDetailPage');

const listSearch = {
  validateSearch: (search: Record<string, unknown>) => accountListSearch.parse(search),
  loaderDeps: ({ search }: { search: { page_number?: number | undefined } }) => ({
    page: search.page_number ?? 1,
  }),
};

// Every loader answers null when nobody is signed in: the layout shows its sign-in prompt, the page nothing.

const cartsRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'carts',
  head: titledHead('account.head.carts'),
  ...listSearch,
  loader: ({ context, deps }) => loadCarts(context.api, deps.page),
  component: withPages(function CartsRoute(): ReactNode {
    const list = cartsRoute.useLoaderData();
    const { page } = cartsRoute.useLoaderDeps();
    return list && <CartListPage list={list} page={page} />;
  }, CartListPage),
});

const cartRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'carts/$cart',
  head: titledHead('account.head.cart'),
  loader: ({ context, params }) => loadCart(context.api, params.cart),
  errorComponent: AccountError,
  component: withPages(function CartRoute(): ReactNode {
    const answer = cartRoute.useLoaderData();
    return answer && <CartDetailPage cart={answer.cart} result={answer.result} />;
  }, CartDetailPage),
});

const bookingsRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'bookings',
  head: titledHead('account.head.bookings'),
  ...listSearch,
  loader: ({ context, deps }) => loadBookings(context.api, deps.page),
  component: withPages(function BookingsRoute(): ReactNode {
    const list = bookingsRoute.useLoaderData();
    const { page } = bookingsRoute.useLoaderDeps();
    return list && <BookingListPage list={list} page={page} />;
  }, BookingListPage),
});

const bookingRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'bookings/$booking',
  head: titledHead('account.head.booking'),
  loader: ({ context, params }) => loadBooking(context.api, params.booking),
  errorComponent: AccountError,
  component: withPages(function BookingRoute(): ReactNode {
    const answer = bookingRoute.useLoaderData();
    return answer && <BookingDetailPage booking={answer.booking} />;
  }, BookingDetailPage),
});

const requestsRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'registrations-requests',
  head: titledHead('account.head.requests'),
  ...listSearch,
  loader: ({ context, deps }) => loadRequests(context.api, deps.page),
  component: withPages(function RequestsRoute(): ReactNode {
    const list = requestsRoute.useLoaderData();
    const { page } = requestsRoute.useLoaderDeps();
    return list && <RequestListPage list={list} page={page} />;
  }, RequestListPage),
});

const requestRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'registrations-requests/$request',
  head: titledHead('account.head.request'),
  loader: ({ context, params }) => loadRequest(context.api, params.request),
  errorComponent: AccountError,
  component: withPages(function RequestRoute(): ReactNode {
    const answer = requestRoute.useLoaderData();
    return answer && <RequestDetailPage request={answer.request} form={answer.form} />;
  }, RequestDetailPage),
});

const chargesRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'attendance-charges',
  head: titledHead('account.head.charges'),
  ...listSearch,
  loader: ({ context, deps }) => loadCharges(context.api, deps.page),
  component: withPages(function ChargesRoute(): ReactNode {
    const list = chargesRoute.useLoaderData();
    const { page } = chargesRoute.useLoaderDeps();
    return list && <ChargeListPage list={list} page={page} />;
  }, ChargeListPage),
});

const chargeRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'attendance-charges/$charge',
  head: titledHead('account.head.charge'),
  loader: ({ context, params }) => loadCharge(context.api, params.charge),
  errorComponent: AccountError,
  component: withPages(function ChargeRoute(): ReactNode {
    const answer = chargeRoute.useLoaderData();
    return answer && <ChargeDetailPage charge={answer.attendance_charge} />;
  }, ChargeDetailPage),
});

/**
 * Carts history, bookings, registration requests and attendance charges, each a paginated list
 * (`?page_number=`) and a detail (part 1 §2 "Account area" paths).
 */
export const orderRoutes = [
  cartsRoute,
  cartRoute,
  bookingsRoute,
  bookingRoute,
  requestsRoute,
  requestRoute,
  chargesRoute,
  chargeRoute,
] as const;
