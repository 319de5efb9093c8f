import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { titledHead } from '../../app/document-head';
import { lazyPage, withPages } from '../../app/lazy-page';
import { AccountError, accountLayoutRoute, accountListRoute } from '../kit/account-route';
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

// Every loader answers null when nobody is signed in: the layout shows its sign-in prompt, the page nothing.

const cartsRoute = accountListRoute('carts', 'account.head.carts', loadCarts, CartListPage);

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

const bookingsRoute = accountListRoute('bookings', 'account.head.bookings', loadBookings, BookingListPage);

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

const requestsRoute = accountListRoute(
  'registrations-requests',
  'account.head.requests',
  loadRequests,
  RequestListPage,
);

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

const chargesRoute = accountListRoute(
  'attendance-charges',
  'account.head.charges',
  loadCharges,
  ChargeListPage,
);

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
