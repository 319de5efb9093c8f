import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { availabilitiesQuery, calls } from './index';

describe('the route table (part 2 §7)', () => {
  it('names each method and path once, under /api/', () => {
    const routes = Object.values(calls).map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(route).toMatch(/^(GET|POST|PUT|DELETE) \/api\//);
  });

  it('covers every call the specification lists', () => {
    const routes = new Set(Object.values(calls).map((call) => `${call.method} ${call.path}`));
    for (const route of [
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/register',
      'POST /api/auth/password/link',
      'POST /api/auth/password',
      'PUT /api/session',
      'DELETE /api/session',
      'POST /api/participants',
      'PUT /api/participants',
      'DELETE /api/participants',
      'GET /api/participants',
      'GET /api/mapbox/autofill',
      'POST /api/registrations/cancel',
      'POST /api/registrations/review',
      'PUT /api/registrations/review',
      'PUT /api/registrations',
      'POST /api/registrations/requests/cancel',
      'POST /api/registrations/waiting-list',
      'GET /api/vouchers/redeem',
      'PUT /api/vouchers/redeem',
      'GET /api/documents/download',
      'GET /api/activities/:cuid/registrations-requests-configuration',
      'POST /api/carts/items',
      'POST /api/carts/items/estimate',
      'DELETE /api/carts/items',
      'POST /api/carts/coupons',
      'DELETE /api/carts/coupons',
      'POST /api/carts/checkout',
      'POST /api/transactions/checkout',
      'POST /api/transactions/wallet',
      'GET /api/availabilities',
      'GET /api/availabilities/dates',
      'GET /api/availabilities/calendar',
      'GET /api/availabilities/periods',
      'GET /api/activities/periods',
      'GET /api/categories/groups',
      'GET /api/locations',
      'GET /api/activities',
      'GET /api/bundles',
      'GET /api/memberships',
      'GET /api/vouchers',
      'GET /api/blog/articles',
      'GET /api/resources',
      'GET /api/resources/availabilities',
      'POST /api/newsletters/unsubscribe',
    ]) {
      expect(routes.has(route), route).toBe(true);
    }
  });

  it('GET and DELETE calls read the query string, never a body', () => {
    for (const [name, call] of Object.entries(calls)) {
      if (call.method === 'GET' || call.method === 'DELETE') expect(call.requestIn, name).not.toBe('body');
    }
  });

  it('query strings are coerced: comma lists, default status OPEN, pagination defaults', () => {
    const query = availabilitiesQuery.parse({ activity: '1,2', search: '  tennis ', 'category-c1': 'a,b' });
    expect(query).toMatchObject({
      activity: [1, 2],
      status: ['OPEN'],
      search: 'tennis',
      page_number: 1,
      'category-c1': 'a,b',
    });
    expect(query.limit).toBeUndefined();
    expect(query.offset).toBeUndefined();
    expect(availabilitiesQuery.safeParse({ status: 'OPEN,SOLD' }).success).toBe(false);
    expect(availabilitiesQuery.safeParse({ limit: '-1' }).success).toBe(false);
    // Values a 32-bit column or a timestamp cannot hold are refused by the contract, not by the database.
    expect(availabilitiesQuery.safeParse({ activity: '2147483648' }).success).toBe(false);
    expect(availabilitiesQuery.safeParse({ after: '0000-01-01T00:00:00Z' }).success).toBe(false);
  });

  it('WALLET never goes on the wire: checkout accepts the three server strategies', () => {
    const request = calls.checkout.request;
    expect(request.safeParse({ cart_id: 1, payment_strategy: 'WALLET', terms: true }).success).toBe(false);
    expect(request.safeParse({ cart_id: 1, payment_strategy: 'DELAYED', terms: true }).success).toBe(true);
  });

  it('every answer is a zod schema, except the PDF and calendar downloads', () => {
    const downloads = ['downloadDocument', 'registrationCalendar', 'bookingCalendar', 'requestCalendar'];
    for (const [name, call] of Object.entries(calls)) {
      if (downloads.includes(name)) expect(call.answer).toBeNull();
      else expect(call.answer, name).toBeInstanceOf(z.ZodType);
    }
  });
});
