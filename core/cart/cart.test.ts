import { describe, expect, it } from 'vitest';
import {
  cartItemHref,
  cartTotal,
  checkoutButtonEffect,
  depositTotal,
  drawerOpenAfterCount,
  drawerView,
  firstStartAt,
  isCheckoutPath,
  isUnexpired,
  loginHref,
  nextExpiry,
  showsDepositTotal,
  sortCartItems,
  unexpiredCount,
  visibleCartItems,
} from './index';

const now = '2026-03-01T10:00:00.000Z';
const later = '2026-03-01T10:15:00.000Z';
const earlier = '2026-03-01T09:45:00.000Z';

describe('expiry', () => {
  it('counts only items whose expires_at is strictly after now', () => {
    expect(isUnexpired({ expires_at: later }, now)).toBe(true);
    expect(isUnexpired({ expires_at: now }, now)).toBe(false);
    expect(isUnexpired({ expires_at: earlier }, now)).toBe(false);
    expect(unexpiredCount([{ expires_at: later }, { expires_at: now }, { expires_at: earlier }], now)).toBe(
      1,
    );
  });

  it('accepts offsets and Instants alike', () => {
    expect(isUnexpired({ expires_at: '2026-03-01T11:00:01+01:00' }, now)).toBe(true);
    expect(isUnexpired({ expires_at: '2026-03-01T11:00:00+01:00' }, now)).toBe(false);
  });

  it('next expiry is the earliest future expires_at, in Z form', () => {
    expect(nextExpiry([{ expires_at: later }, { expires_at: '2026-03-01T11:05:00+01:00' }], now)).toBe(
      '2026-03-01T10:05:00.000Z',
    );
    expect(nextExpiry([{ expires_at: earlier }], now)).toBeNull();
    expect(nextExpiry([], now)).toBeNull();
  });
});

describe('sort order', () => {
  const bundle = { type: 'BUNDLE', id: 'b' };
  const voucher = { type: 'VOUCHER', id: 'v' };
  const late = { type: 'REGISTRATION', id: 'late', availabilities: [{ start_at: '2026-05-01T08:00:00Z' }] };
  const soon = {
    type: 'REGISTRATION',
    id: 'soon',
    availabilities: [{ start_at: '2026-06-01T08:00:00Z' }, { start_at: '2026-04-01T08:00:00Z' }],
  };
  const undated = { type: 'REGISTRATION', id: 'undated', availabilities: [] };

  it('puts registrations after the others, by first availability start_at', () => {
    expect(sortCartItems([late, bundle, undated, soon, voucher]).map((item) => item.id)).toEqual([
      'b',
      'v',
      'soon',
      'late',
      'undated',
    ]);
  });

  it('first start is the earliest availability', () => {
    expect(firstStartAt(soon)).toBe('2026-04-01T08:00:00Z');
    expect(firstStartAt(undated)).toBeNull();
    expect(firstStartAt({ type: 'REGISTRATION' })).toBeNull();
  });

  it('the drawer list is filtered then sorted', () => {
    const items = [
      { ...late, expires_at: later },
      { ...bundle, expires_at: earlier },
      { ...voucher, expires_at: later },
    ];
    expect(visibleCartItems(items, now).map((item) => item.id)).toEqual(['v', 'late']);
  });
});

describe('totals', () => {
  const items = [
    { price: 1250, deposit: 500, expires_at: later },
    { price: 999, deposit: null, expires_at: later },
    { price: 4000, deposit: 2000, expires_at: earlier },
  ];

  it('sums unexpired prices and deposits in minor units', () => {
    expect(cartTotal(items, now)).toBe(2249);
    expect(depositTotal(items, now)).toBe(500);
    expect(cartTotal([], now)).toBe(0);
  });

  it('shows the deposit total only if an unexpired item has a deposit above 0', () => {
    expect(showsDepositTotal(items, now)).toBe(true);
    expect(showsDepositTotal([{ price: 1, deposit: 0, expires_at: later }], now)).toBe(false);
    expect(showsDepositTotal([{ price: 1, deposit: 300, expires_at: earlier }], now)).toBe(false);
  });
});

describe('drawer', () => {
  it('recognises /checkout with or without a language prefix', () => {
    expect(['/checkout', '/fr/checkout', '/en/checkout', '/checkout/'].every(isCheckoutPath)).toBe(true);
    expect(['/', '/checkout/abc/success', '/de/checkout', '/checkouts', '/fr'].some(isCheckoutPath)).toBe(
      false,
    );
  });

  it('opens on a rise except on /checkout, closes at 0, else keeps its state', () => {
    expect(drawerOpenAfterCount({ open: false, previousCount: 0, count: 1, pathname: '/' })).toBe(true);
    expect(drawerOpenAfterCount({ open: false, previousCount: 0, count: 1, pathname: '/fr/checkout' })).toBe(
      false,
    );
    expect(drawerOpenAfterCount({ open: true, previousCount: 2, count: 0, pathname: '/' })).toBe(false);
    expect(drawerOpenAfterCount({ open: true, previousCount: 2, count: 1, pathname: '/' })).toBe(true);
    expect(drawerOpenAfterCount({ open: false, previousCount: 2, count: 2, pathname: '/' })).toBe(false);
  });

  it('checkout button navigates elsewhere and closes itself on /checkout', () => {
    expect(checkoutButtonEffect('/en/checkout')).toEqual({ navigate: false, close: true });
    expect(checkoutButtonEffect('/activities/x')).toEqual({ navigate: true, close: true });
  });

  it('shows a login prompt without a session, else empty or items', () => {
    expect(drawerView({ signedIn: false, items: [{ expires_at: later }], now })).toBe('login');
    expect(drawerView({ signedIn: true, items: [{ expires_at: earlier }], now })).toBe('empty');
    expect(drawerView({ signedIn: true, items: [{ expires_at: later }], now })).toBe('items');
    expect(loginHref('/activities/yoga?date=2026-03-01')).toBe(
      '/auth/login?redirect=%2Factivities%2Fyoga%3Fdate%3D2026-03-01',
    );
  });

  it('links availability items and resource bookings', () => {
    expect(
      cartItemHref({ type: 'REGISTRATION', availability: { cuid: 'av1', activity: { slug: 'yoga' } } }),
    ).toBe('/availabilities/yoga/av1');
    expect(cartItemHref({ type: 'BOOKING', resource: { cuid: 'r1' } })).toBe('/resources/r1');
    expect(cartItemHref({ type: 'VOUCHER' })).toBeNull();
  });
});
