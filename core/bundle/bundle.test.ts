import { describe, expect, it } from 'vitest';
import {
  bundleExpiresAt,
  bundlePricePerRegistration,
  bundleRemaining,
  isBundleExpired,
  isParticipantRequired,
  isUnlimited,
} from './index';

describe('bundle', () => {
  it.each([
    [{ price: 10000, capacity: 10 }, 1000],
    [{ price: 10000, capacity: 3 }, 3333],
    [{ price: 1001, capacity: 2 }, 500],
    [{ price: 999, capacity: 1 }, 999],
    [{ price: 5, capacity: 10 }, 0],
    [{ price: 10000, capacity: 0 }, null],
    [{ price: 10000, capacity: null }, null],
  ])('price per registration %j → %s (rounded down)', (bundle, expected) => {
    expect(bundlePricePerRegistration(bundle)).toBe(expected);
  });
  it('null capacity is unlimited', () => {
    expect(isUnlimited({ capacity: null })).toBe(true);
    expect(bundleRemaining({ capacity: null, used: 40 })).toBeNull();
    expect(bundleRemaining({ capacity: 10, used: 4 })).toBe(6);
    expect(bundleRemaining({ capacity: 10, used: 12 })).toBe(0);
  });
  it('expires at expires_at; null never expires', () => {
    expect(isBundleExpired({ expires_at: null }, '2030-01-01T00:00:00Z')).toBe(false);
    expect(isBundleExpired({ expires_at: '2026-06-01T00:00:00Z' }, '2026-06-01T00:00:00Z')).toBe(true);
    expect(isBundleExpired({ expires_at: '2026-06-01T00:00:00Z' }, '2026-05-31T23:59:59Z')).toBe(false);
  });
  it('expiry of a purchase: the earlier of expires_at and purchase + duration', () => {
    const bought = '2026-06-01T00:00:00.000Z';
    expect(bundleExpiresAt({ expires_at: null, duration: null }, bought)).toBeNull();
    expect(bundleExpiresAt({ expires_at: null, duration: 86_400 }, bought)).toBe('2026-06-02T00:00:00.000Z');
    expect(bundleExpiresAt({ expires_at: '2026-06-01T12:00:00Z', duration: 86_400 }, bought)).toBe(
      '2026-06-01T12:00:00.000Z',
    );
  });
  it('asks for a participant only for PARTICIPANTS bundles', () => {
    expect(isParticipantRequired({ entity: 'PARTICIPANTS' })).toBe(true);
    expect(isParticipantRequired({ entity: 'CUSTOMERS' })).toBe(false);
  });
});
