import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount } from '../cart/index';
import { amountPayableNow } from '../pricing/index';
import { chargedAtCheckout, PAYMENT_STRATEGIES } from './checkout.rules';

const cents = fc.integer({ min: 0, max: 10_000_000 });

describe('what the recap says is charged now and later (issue 18 §3)', () => {
  it('online in full: everything now; deposit: deposit and fee now, the rest later; otherwise nothing online now', () => {
    const summary = { amountDue: 15_376, serviceFee: 226, deposit: 4000 };
    expect(chargedAtCheckout(summary, 'IMMEDIATE')).toEqual({ now: 15_376, later: 0 });
    expect(chargedAtCheckout(summary, 'IMMEDIATE_DEPOSIT')).toEqual({ now: 4226, later: 11_150 });
    expect(chargedAtCheckout(summary, 'DELAYED')).toEqual({ now: 0, later: 15_376 });
    expect(chargedAtCheckout(summary, 'WALLET')).toEqual({ now: 0, later: 15_376 });
  });

  it('now + later is the amount due, and "now" is exactly what the server charges', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.option(cents, { nil: null }),
        fc.constantFrom(...PAYMENT_STRATEGIES),
        (amountDue, serviceFee, deposit, strategy) => {
          const { now, later } = chargedAtCheckout({ amountDue, serviceFee, deposit }, strategy);
          const server =
            strategy === 'IMMEDIATE' || strategy === 'IMMEDIATE_DEPOSIT'
              ? amountPayableNow({ amountDue, serviceFee, depositDue: deposit ?? 0 }, strategy)
              : 0;
          return now + later === amountDue && now === server && now >= 0 && later >= 0;
        },
      ),
    );
  });
});

describe("the coupon's discount line (issue 18 §6)", () => {
  it('sums what the coupon took off each item; items without a gross price count nothing', () => {
    expect(
      couponDiscount([{ price: 9000, gross_price: 10_000 }, { price: 5000 }, { price: 0, gross_price: 0 }]),
    ).toBe(1000);
  });

  it('is never negative and never more than the prices before the coupon', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ price: cents, gross_price: cents })), (items) => {
        const discount = couponDiscount(items);
        const gross = items.reduce((total, item) => total + Math.max(item.gross_price, item.price), 0);
        return discount >= 0 && discount <= gross;
      }),
    );
  });
});
