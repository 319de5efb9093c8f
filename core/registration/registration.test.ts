import { describe, expect, it } from 'vitest';
import {
  areDocumentsShown,
  canCancelRegistration,
  documentEligibility,
  isValidReviewScore,
  listPaymentBadge,
  REVIEW_SCORE_CHOICES,
  registrationBadges,
  registrationPaymentBadge,
  reviewPublicSwitch,
} from './registration.rules';

const registration = {
  cancelled: false,
  deposit_amount: 3000,
  total_amount: 10000,
  paid_amount: 0,
  availability: { start_at: '2026-06-01T08:00:00.000Z', end_at: '2026-06-05T16:00:00.000Z' },
};
const doc = (
  payment_requirement: 'DEPOSIT' | 'TOTAL',
  date_requirement?: 'AVAILABILITY_START' | 'AVAILABILITY_END',
) => ({
  settings: { payment_requirement, date_requirement: date_requirement ?? null },
});

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

describe('document download', () => {
  const now = '2026-06-03T12:00:00.000Z';
  it('is hidden for a cancelled registration', () => {
    expect(
      documentEligibility({ ...registration, cancelled: true, paid_amount: 10000 }, doc('DEPOSIT'), now),
    ).toEqual({
      kind: 'hidden',
    });
    expect(areDocumentsShown({ cancelled: true })).toBe(false);
  });
  it('shows the amount due against the deposit or the total', () => {
    expect(documentEligibility({ ...registration, paid_amount: 1000 }, doc('DEPOSIT'), now)).toEqual({
      kind: 'amount-due',
      amount: 2000,
    });
    expect(documentEligibility({ ...registration, paid_amount: 3000 }, doc('TOTAL'), now)).toEqual({
      kind: 'amount-due',
      amount: 7000,
    });
  });
  it('waits for the availability start or end', () => {
    const paid = { ...registration, paid_amount: 10000 };
    expect(documentEligibility(paid, doc('TOTAL', 'AVAILABILITY_START'), now)).toEqual({ kind: 'allowed' });
    expect(documentEligibility(paid, doc('TOTAL', 'AVAILABILITY_END'), now)).toEqual({
      kind: 'available-from',
      date: '2026-06-05T16:00:00.000Z',
    });
    expect(documentEligibility(paid, doc('TOTAL', 'AVAILABILITY_END'), '2026-06-05T16:00:00.000Z')).toEqual({
      kind: 'allowed',
    });
  });
  it('shows the amount due before the date when both are missing', () => {
    expect(
      documentEligibility(registration, doc('DEPOSIT', 'AVAILABILITY_END'), '2026-01-01T00:00:00Z'),
    ).toEqual({
      kind: 'amount-due',
      amount: 3000,
    });
  });
});

describe('cancel and review', () => {
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
  it('scores 0 to 5, selector 1 to 5', () => {
    expect([0, 2.5, 5].map(isValidReviewScore)).toEqual([true, true, true]);
    expect([-1, 5.5, Number.NaN].map(isValidReviewScore)).toEqual([false, false, false]);
    expect(REVIEW_SCORE_CHOICES).toEqual([1, 2, 3, 4, 5]);
  });
  it('public switch defaults on and is disabled when editing', () => {
    expect(reviewPublicSwitch(null)).toEqual({ checked: true, disabled: false });
    expect(reviewPublicSwitch({ private: true })).toEqual({ checked: false, disabled: true });
    expect(reviewPublicSwitch({ private: false })).toEqual({ checked: true, disabled: true });
  });
});
