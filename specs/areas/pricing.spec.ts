import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  applyCartDiscount,
  couponDiscount,
  ELIGIBILITY_ERRORS,
  type EligibilityInput,
  estimateRegistration,
  registrationEligibility,
} from '../../core/pricing/index';
import { defineArea } from '../book';

const now = '2026-11-22T10:00:00.000Z';
const cents = fc.integer({ min: 0, max: 1_000_000 });
const adjustment = fc.oneof(
  cents.map((amount) => ({ amount, percentage: null })),
  fc.integer({ min: 1, max: 10_000 }).map((basisPoints) => ({ amount: null, percentage: basisPoints / 100 })),
);

const dates = [
  { id: 1, status: 'OPEN' as const, start_at: '2026-11-20T08:00:00.000Z', capacity: 10, taken: 0 },
  { id: 2, status: 'OPEN' as const, start_at: '2026-12-01T08:00:00.000Z', capacity: 10, taken: 0 },
  { id: 3, status: 'OPEN' as const, start_at: '2026-12-02T08:00:00.000Z', capacity: 10, taken: 0 },
];
const eligibility = (overrides: Partial<EligibilityInput>): EligibilityInput => ({
  availability: {
    status: 'OPEN',
    start_at: '2026-11-20T08:00:00.000Z',
    end_at: '2026-12-02T16:00:00.000Z',
    activity: { settings: { allow_registrations_after_start: true } },
    capacity: 10,
    taken: 0,
    age_minimum: null,
    age_maximum: null,
  },
  activity: { age_minimum: null, age_maximum: null, partial_registration: false },
  participant: { birthdate: '2018-01-01' },
  dates,
  chosenDateIds: dates.map((date) => date.id),
  seats: 1,
  options: [],
  chosenPriceIds: [],
  questions: [],
  answers: [],
  now,
  ...overrides,
});

export default defineArea({
  area: 'PRICE',
  title: 'Pricing and registration eligibility (server and browser alike)',
  rules: [
    {
      id: 'PRICE-01',
      source: 'part 2 §7',
      sentence:
        'returns the price estimate (base_price, partial_registration_total_fee, partial_registration_total_discount, options_total, bundle_total, discounts_total, volume_discounts_total, price)',
      kind: 'property',
      check: () => {
        // Decision: reductions are negative lines, so the price is exactly their sum, and never below 0.
        fc.assert(
          fc.property(
            cents,
            fc.integer({ min: 1, max: 10 }),
            fc.integer({ min: 1, max: 10 }),
            fc.option(
              cents.map((fee) => ({ fee })),
              { nil: null },
            ),
            fc.array(adjustment, { maxLength: 3 }),
            fc.boolean(),
            fc.array(adjustment, { maxLength: 3 }),
            fc.option(adjustment, { nil: null }),
            (price, dateCount, chosen, partial, options, bundleCredit, discounts, volumeDiscount) => {
              const { price: total, ...lines } = estimateRegistration({
                availability: { price, deposit: 0 },
                dateCount,
                chosenDateCount: Math.min(chosen, dateCount),
                partialRegistration: partial,
                options,
                bundleCredit,
                discounts,
                volumeDiscount,
              });
              assert.ok(total >= 0);
              assert.equal(
                Object.values(lines).reduce((a, b) => a + b, 0),
                total,
              );
            },
          ),
        );
      },
    },
    {
      id: 'PRICE-02',
      source: 'part 1 §4',
      sentence: 'A date is selectable/bookable only when OPEN and capacity is null or above registered.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.constantFrom('OPEN', 'CLOSED', 'FULL', 'OVERLAP'),
            fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
            fc.integer({ min: 0, max: 12 }),
            (status, capacity, taken) => {
              const changed = dates.map((date) =>
                date.id === 3 ? { ...date, status, capacity, taken } : date,
              );
              const verdict = registrationEligibility(eligibility({ dates: changed }));
              const selectable = status === 'OPEN' && (capacity === null || capacity > taken);
              assert.equal(verdict.ok, selectable);
            },
          ),
        );
      },
    },
    {
      id: 'PRICE-03',
      source: 'part 1 §4',
      sentence:
        'Unless the customer is eligible for partial registrations all dates are offered; when eligible only future dates.',
      kind: 'examples',
      check: () => {
        const code = (input: EligibilityInput) => {
          const verdict = registrationEligibility(input);
          return verdict.ok ? 'ok' : verdict.code;
        };
        assert.equal(code(eligibility({})), 'ok');
        assert.equal(code(eligibility({ chosenDateIds: [2, 3] })), ELIGIBILITY_ERRORS.ALL_DATES_REQUIRED);
        const partial = { age_minimum: null, age_maximum: null, partial_registration: true };
        assert.equal(code(eligibility({ activity: partial, chosenDateIds: [2, 3] })), 'ok');
        assert.equal(
          code(eligibility({ activity: partial, chosenDateIds: [1, 2] })),
          ELIGIBILITY_ERRORS.DATE_NOT_SELECTABLE,
        );
      },
    },
    {
      id: 'PRICE-04',
      source: 'part 1 §4',
      sentence: "Coupon: none, attached, detached; coupon box shown only when the cart's coupon is active.",
      kind: 'property',
      check: () => {
        // The attached coupon's discount is spread over the items: never above the total, no cent lost.
        fc.assert(
          fc.property(
            fc.array(cents, { minLength: 1, maxLength: 5 }),
            adjustment,
            fc.option(cents, { nil: null }),
            (gross, terms, minimum) => {
              const total = gross.reduce((a, b) => a + b, 0);
              const discount = couponDiscount({ ...terms, min_total_amount: minimum }, total);
              assert.ok(discount >= 0 && discount <= total);
              assert.equal(
                applyCartDiscount(gross, discount).reduce((a, b) => a + b, 0),
                total - discount,
              );
            },
          ),
        );
      },
    },
  ],
});
