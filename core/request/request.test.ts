import { describe, expect, it } from 'vitest';
import {
  autoSelectedTier,
  canCancelRequest,
  requestBadge,
  requestValidatePath,
  selectionBound,
  shiftWeekStart,
  toggleAvailability,
  weekStartOf,
} from './request.rules';

const tier = { cuid: 't1', name: 'Two to four', minimum_availabilities: 2, maximum_availabilities: 4 };

describe('request badges', () => {
  it.each([
    [{ total_amount: 1000, deposit_amount: 300, paid_amount: 1000 }, 'complete'],
    [{ total_amount: 1000, deposit_amount: 300, paid_amount: 300 }, 'deposited'],
    [{ total_amount: 1000, deposit_amount: 300, paid_amount: 999 }, 'deposited'],
    [{ total_amount: 1000, deposit_amount: 300, paid_amount: 299 }, 'outstanding'],
    [{ total_amount: 0, deposit_amount: 0, paid_amount: 0 }, null],
    [{ total_amount: 1000, deposit_amount: 0, paid_amount: 0 }, null],
  ])('%j → %s', (input, expected) => {
    expect(requestBadge(input)).toBe(expected);
  });
});

describe('request status', () => {
  it('only PENDING can be cancelled', () => {
    expect(canCancelRequest({ status: 'PENDING' })).toBe(true);
    for (const status of ['APPROVED', 'REJECTED', 'CANCELLED'] as const)
      expect(canCancelRequest({ status })).toBe(false);
  });
});

describe('tiers and selection', () => {
  it('auto-selects the only tier, or the route tier when it exists', () => {
    expect(autoSelectedTier([tier])).toBe('t1');
    expect(autoSelectedTier([tier, { ...tier, cuid: 't2' }])).toBeNull();
    expect(autoSelectedTier([tier, { ...tier, cuid: 't2' }], 't2')).toBe('t2');
    expect(autoSelectedTier([tier, { ...tier, cuid: 't2' }], 'gone')).toBeNull();
    expect(autoSelectedTier([])).toBeNull();
  });
  it('is too few, valid or too many against the bounds (inclusive)', () => {
    expect([0, 1, 2, 3, 4, 5].map((count) => selectionBound(count, tier))).toEqual([
      'too-few',
      'too-few',
      'valid',
      'valid',
      'valid',
      'too-many',
    ]);
  });
  it('toggles availabilities', () => {
    expect(toggleAvailability(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleAvailability(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('builds the validate path keeping the existing query parameters', () => {
    expect(requestValidatePath(['c1', 'c2'], '')).toBe('/cart/registrations/request?availabilities=c1,c2');
    expect(requestValidatePath(['c1'], '?tier=t1&week=2026-06-01')).toBe(
      '/cart/registrations/request?availabilities=c1&tier=t1&week=2026-06-01',
    );
    expect(requestValidatePath(['c3'], 'availabilities=old&tier=t1')).toBe(
      '/cart/registrations/request?availabilities=c3&tier=t1',
    );
  });
  it('moves the week from its Monday', () => {
    expect(weekStartOf('2026-06-04')).toBe('2026-06-01');
    expect(shiftWeekStart('2026-06-01', 1)).toBe('2026-06-08');
    expect(shiftWeekStart('2026-06-01', -1)).toBe('2026-05-25');
  });
});
