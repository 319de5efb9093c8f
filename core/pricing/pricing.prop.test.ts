import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocatePayment,
  amountPayableNow,
  applyCartDiscount,
  couponDiscount,
  estimateRegistration,
  type PriceAdjustment,
  pickVolumeDiscount,
  registrationDeposit,
} from './index';

const cents = fc.integer({ min: 0, max: 1_000_000 });
const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);
const adjustment: fc.Arbitrary<PriceAdjustment> = fc.oneof(
  cents.map((amount) => ({ amount, percentage: null })),
  percent.map((percentage) => ({ amount: null, percentage })),
);
const pricingInput = fc
  .record({
    price: cents,
    deposit: cents,
    dateCount: fc.integer({ min: 1, max: 20 }),
    chosen: fc.integer({ min: 1, max: 20 }),
    partial: fc.option(
      cents.map((fee) => ({ fee })),
      { nil: null },
    ),
    options: fc.array(adjustment, { maxLength: 4 }),
    bundleCredit: fc.boolean(),
    discounts: fc.array(adjustment, { maxLength: 3 }),
    volumeDiscount: fc.option(adjustment, { nil: null }),
  })
  .map((input) => ({
    availability: { price: input.price, deposit: input.deposit },
    dateCount: input.dateCount,
    chosenDateCount: Math.min(input.chosen, input.dateCount),
    partialRegistration: input.partial,
    options: input.options,
    bundleCredit: input.bundleCredit,
    discounts: input.discounts,
    volumeDiscount: input.volumeDiscount,
  }));

describe('registration estimate properties', () => {
  it('the price is never negative and is exactly the sum of the lines', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const estimate = estimateRegistration(input);
        const { price, ...lines } = estimate;
        expect(price).toBeGreaterThanOrEqual(0);
        expect(Object.values(lines).reduce((a, b) => a + b, 0)).toBe(price);
        for (const value of Object.values(estimate)) expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });

  it('additions are never negative and reductions never positive', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const estimate = estimateRegistration(input);
        expect(estimate.partial_registration_total_fee).toBeGreaterThanOrEqual(0);
        expect(estimate.options_total).toBeGreaterThanOrEqual(0);
        expect(estimate.partial_registration_total_discount).toBeLessThanOrEqual(0);
        expect(estimate.bundle_total).toBeLessThanOrEqual(0);
        expect(estimate.discounts_total).toBeLessThanOrEqual(0);
        expect(estimate.volume_discounts_total).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('a bundle credit makes the registration free', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        expect(estimateRegistration({ ...input, bundleCredit: true }).price).toBe(0);
      }),
    );
  });

  it('choosing every date costs no partial fee and gives no partial discount', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const estimate = estimateRegistration({ ...input, chosenDateCount: input.dateCount });
        expect(estimate.partial_registration_total_fee).toBe(0);
        expect(estimate.partial_registration_total_discount).toBe(0);
      }),
    );
  });

  it('the partial discount never exceeds the share of the dropped dates (rounded down)', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const estimate = estimateRegistration(input);
        const dropped = input.dateCount - input.chosenDateCount;
        expect(-estimate.partial_registration_total_discount * input.dateCount).toBeLessThanOrEqual(
          input.availability.price * dropped,
        );
      }),
    );
  });

  it('the deposit never exceeds the price', () => {
    fc.assert(
      fc.property(cents, cents, (deposit, price) => {
        const value = registrationDeposit(deposit, price);
        expect(value).toBeLessThanOrEqual(price);
        expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('volume discounts and coupons', () => {
  it('the volume tier picked is reached and no reached tier has a higher minimum', () => {
    const tier = fc.record({
      amount: fc.option(cents, { nil: null }),
      percentage: fc.constant(null),
      minimum_registrations: fc.integer({ min: 2, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(tier, { maxLength: 5 }), fc.integer({ min: 0, max: 12 }), (tiers, count) => {
        const picked = pickVolumeDiscount(tiers, count);
        const reached = tiers.filter((candidate) => candidate.minimum_registrations <= count);
        expect(picked === null).toBe(reached.length === 0);
      }),
    );
  });

  it('a coupon discount is never above the total and spreading it keeps every cent', () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 1, maxLength: 6 }),
        adjustment,
        fc.option(cents, { nil: null }),
        (gross, terms, minimum) => {
          const total = gross.reduce((a, b) => a + b, 0);
          const discount = couponDiscount({ ...terms, min_total_amount: minimum }, total);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(total);
          if (minimum !== null && total < minimum) expect(discount).toBe(0);
          const net = applyCartDiscount(gross, discount);
          expect(net.reduce((a, b) => a + b, 0)).toBe(total - discount);
          net.forEach((price, index) => {
            expect(price).toBeGreaterThanOrEqual(0);
            expect(price).toBeLessThanOrEqual(gross[index] ?? 0);
          });
        },
      ),
    );
  });
});

describe('paying', () => {
  it('a payment allocation never over-pays a line and loses no cent', () => {
    const line = fc.record({ total: cents, paid: cents });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), cents, (lines, amount) => {
        const { added, leftover } = allocatePayment(lines, amount);
        expect(added.reduce((a, b) => a + b, 0) + leftover).toBe(amount);
        lines.forEach((current, index) => {
          expect(added[index]).toBeGreaterThanOrEqual(0);
          expect((added[index] ?? 0) + current.paid).toBeLessThanOrEqual(
            Math.max(current.total, current.paid),
          );
        });
      }),
    );
  });

  it('what is paid now is never above what is due, and a deposit checkout never above the full one', () => {
    fc.assert(
      fc.property(cents, cents, cents, (amountDue, serviceFee, depositDue) => {
        const summary = { amountDue, serviceFee, depositDue };
        const full = amountPayableNow(summary, 'IMMEDIATE');
        const deposit = amountPayableNow(summary, 'IMMEDIATE_DEPOSIT');
        expect(full).toBe(amountDue);
        expect(deposit).toBeLessThanOrEqual(full);
        expect(amountPayableNow(summary, 'DELAYED')).toBe(0);
      }),
    );
  });
});
