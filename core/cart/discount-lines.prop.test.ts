import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, couponSummaryLines } from './index';

const minor = fc.integer({ min: 0, max: 1_000_000 });
const item = fc.record({ price: minor, gross_price: fc.option(minor, { nil: null }) });

describe('couponSummaryLines', () => {
  it('the items before the coupon less its discount is the total checkout fixed; the discount is never negative', () => {
    fc.assert(
      fc.property(minor, fc.array(item, { maxLength: 8 }), (itemsTotal, items) => {
        const lines = couponSummaryLines(itemsTotal, items);
        expect(lines.discount).toBe(couponDiscount(items));
        expect(lines.discount).toBeGreaterThanOrEqual(0);
        expect(lines.itemsBeforeDiscount - lines.discount).toBe(itemsTotal);
      }),
    );
  });

  it('without any gross price above the price there is no discount line to show', () => {
    fc.assert(
      fc.property(minor, fc.array(minor, { maxLength: 8 }), (itemsTotal, prices) => {
        const lines = couponSummaryLines(
          itemsTotal,
          prices.map((price) => ({ price, gross_price: price })),
        );
        expect(lines).toEqual({ itemsBeforeDiscount: itemsTotal, discount: 0 });
      }),
    );
  });
});
