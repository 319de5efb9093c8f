import { describe, expect, it } from 'vitest';
import {
  firstStartAt,
  isCheckoutPath,
  isUnexpired,
  nextExpiry,
  sortCartItems,
  unexpiredCount,
  visibleCartItems,
} from './cart.rules';

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

// The totals, the deposit total and when it shows are the book's CART-03 (specs/areas/cart.spec.ts).

describe('drawer', () => {
  it('recognises /checkout with or without a language prefix', () => {
    expect(['/checkout', '/fr/checkout', '/en/checkout', '/checkout/'].every(isCheckoutPath)).toBe(true);
    expect(['/', '/checkout/abc/success', '/de/checkout', '/checkouts', '/fr'].some(isCheckoutPath)).toBe(
      false,
    );
  });

  // Opening on a rise but not on /checkout, the checkout button, the login prompt, the empty state and the
  // item links are the book's CART-01 and CART-03 to CART-06, with these examples.
});
