import { describe, expect, it } from 'vitest';
import {
  allocatePayment,
  applyCartDiscount,
  couponApplies,
  couponDiscount,
  estimateRegistration,
  isStructuredReference,
  pickVolumeDiscount,
  structuredReference,
} from './index';
import { plainEstimate } from './test-support';

const base = {
  availability: { price: 10_000, deposit: 2_000 },
  dateCount: 4,
  chosenDateCount: 4,
  partialRegistration: null,
  options: [],
  bundleCredit: false,
  discounts: [],
  volumeDiscount: null,
};

describe('estimateRegistration', () => {
  it('charges the base price when nothing else applies', () => {
    expect(estimateRegistration(base)).toEqual(plainEstimate(10_000));
  });

  it('takes the dropped dates off and adds the fee for a partial registration', () => {
    const estimate = estimateRegistration({ ...base, chosenDateCount: 3, partialRegistration: { fee: 500 } });
    expect(estimate.partial_registration_total_discount).toBe(-2_500);
    expect(estimate.partial_registration_total_fee).toBe(500);
    expect(estimate.price).toBe(8_000);
  });

  it('rounds a third of a price down so the discount never exceeds the dates’ share', () => {
    const estimate = estimateRegistration({
      ...base,
      availability: { price: 1_000, deposit: 0 },
      dateCount: 3,
      chosenDateCount: 2,
      partialRegistration: { fee: 0 },
    });
    expect(estimate.partial_registration_total_discount).toBe(-333);
    expect(estimate.price).toBe(667);
  });

  it('prices options as amounts or percentages of the base price, then discounts in order', () => {
    const estimate = estimateRegistration({
      ...base,
      options: [
        { amount: 1_500, percentage: null },
        { amount: null, percentage: 12.5 },
      ],
      discounts: [
        { amount: null, percentage: 10 },
        { amount: 1_000, percentage: null },
      ],
      volumeDiscount: { amount: null, percentage: 5 },
    });
    expect(estimate.options_total).toBe(2_750);
    // 12 750 − 1 275 − 1 000 = 10 475; volume 5 % of that rounded down = 523.
    expect(estimate.discounts_total).toBe(-2_275);
    expect(estimate.volume_discounts_total).toBe(-523);
    expect(estimate.price).toBe(9_952);
  });

  it('caps a discount larger than the price at the price', () => {
    const estimate = estimateRegistration({ ...base, discounts: [{ amount: 50_000, percentage: null }] });
    expect(estimate.discounts_total).toBe(-10_000);
    expect(estimate.price).toBe(0);
  });
});

describe('volume discounts and coupons', () => {
  it('picks the highest tier reached', () => {
    const tiers = [
      { amount: 500, percentage: null, minimum_registrations: 2 },
      { amount: 1_000, percentage: null, minimum_registrations: 3 },
    ];
    expect(pickVolumeDiscount(tiers, 1)).toBeNull();
    expect(pickVolumeDiscount(tiers, 2)).toEqual({ amount: 500, percentage: null });
    expect(pickVolumeDiscount(tiers, 5)).toEqual({ amount: 1_000, percentage: null });
  });

  it('applies a coupon only from its minimum total', () => {
    const coupon = { amount: null, percentage: 20, min_total_amount: 5_000 };
    expect(couponApplies(coupon, 4_999)).toBe(false);
    expect(couponDiscount(coupon, 4_999)).toBe(0);
    expect(couponDiscount(coupon, 5_000)).toBe(1_000);
    expect(couponApplies({ ...coupon, min_total_amount: null }, 0)).toBe(false);
  });

  it('spreads a cart discount in proportion to the lines', () => {
    expect(applyCartDiscount([3_000, 1_000], 1_000)).toEqual([2_250, 750]);
    expect(applyCartDiscount([1, 1, 1], 2)).toEqual([0, 0, 1]);
    expect(applyCartDiscount([500, 0], 2_000)).toEqual([0, 0]);
  });

  it('allocates a payment line after line', () => {
    expect(
      allocatePayment(
        [
          { total: 1_000, paid: 400 },
          { total: 500, paid: 0 },
        ],
        1_000,
      ),
    ).toEqual({ added: [600, 400], leftover: 0 });
    expect(allocatePayment([{ total: 100, paid: 0 }], 150)).toEqual({ added: [100], leftover: 50 });
  });
});

describe('structured reference', () => {
  it('formats ten digits and their modulo-97 check digits', () => {
    expect(structuredReference(1)).toBe('+++000/0000/00101+++');
    expect(structuredReference(97)).toBe('+++000/0000/09797+++');
    expect(isStructuredReference(structuredReference(123_456_789))).toBe(true);
    expect(isStructuredReference('+++000/0000/00102+++')).toBe(false);
    expect(() => structuredReference(-1)).toThrow(RangeError);
  });
});
