import { describe, expect, it } from 'vitest';
import {
  areDocumentsShown,
  canCancelRegistration,
  listPaymentBadge,
  registrationBadges,
  registrationPaymentBadge,
} from './registration.rules';

describe('registration payment badge', () => {
  it.each([
    [{ total_amount: 0, paid_amount: 0 }, { kind: 'none' }],
    [{ total_amount: -100, paid_amount: 0 }, { kind: 'none' }],
    [
      { total_amount: 10000, paid_amount: 2500 },
      { kind: 'outstanding', remaining: -7500 },
    ],
    [{ total_amount: 10000, paid_amount: 10000 }, { kind: 'complete' }],
    [{ total_amount: 10000, paid_amount: 12000 }, { kind: 'complete' }],
  ])('%j → %j', (input, expected) => {
    expect(registrationPaymentBadge(input)).toEqual(expected);
  });
});

describe('other registration badges', () => {
  it('shows cancelled, bundle_capacity_refunded only with a bundle, and bundle', () => {
    expect(registrationBadges({ cancelled: true, bundle_id: null, bundle_capacity_refunded: true })).toEqual([
      'cancelled',
    ]);
    expect(registrationBadges({ cancelled: false, bundle_id: 4, bundle_capacity_refunded: true })).toEqual([
      'bundle_capacity_refunded',
      'bundle',
    ]);
    expect(registrationBadges({ cancelled: false, bundle_id: 4, bundle_capacity_refunded: false })).toEqual([
      'bundle',
    ]);
    expect(
      registrationBadges({ cancelled: false, bundle_id: undefined, bundle_capacity_refunded: null }),
    ).toEqual([]);
  });
});

describe('other lists badge', () => {
  it.each([
    [{ total_amount: 0, paid_amount: 0 }, null],
    [{ total_amount: 500, paid_amount: 0 }, 'outstanding'],
    [{ total_amount: 500, paid_amount: 500 }, 'complete'],
  ])('%j → %s', (input, expected) => {
    expect(listPaymentBadge(input)).toBe(expected);
  });
});

// Document eligibility (cancelled: hidden; the payment, then the date requirement) is the book's REG-04 and
// REG-05, specs/areas/registration.spec.ts.
describe('documents', () => {
  it('are not shown for a cancelled registration', () => {
    expect(areDocumentsShown({ cancelled: true })).toBe(false);
    expect(areDocumentsShown({ cancelled: false })).toBe(true);
  });
});

// The review score (0 to 5, selector 1 to 5) and its public switch are the book's REG-06.
describe('cancel', () => {
  it('cancels only registrations not already cancelled', () => {
    const now = '2026-11-25T10:00:00Z';
    const ending = (end_at: string) => ({ end_at });
    expect(
      canCancelRegistration({ cancelled: false, availability: ending('2026-11-25T10:00:01Z') }, now),
    ).toBe(true);
    expect(
      canCancelRegistration({ cancelled: true, availability: ending('2026-12-01T10:00:00Z') }, now),
    ).toBe(false);
    // Once the availability has ended, the registration is history.
    expect(
      canCancelRegistration({ cancelled: false, availability: ending('2026-11-25T09:59:59Z') }, now),
    ).toBe(false);
  });
});
