import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestEstimatedTotal } from './index';

/**
 * The estimate of a request (issue 18 §9: the request page, the cart item and the success page say the same
 * amount because they all use this one rule): the sum of the chosen availabilities' prices.
 */
const prices = fc.array(fc.record({ price: fc.integer({ min: 0, max: 10_000_000 }) }), { maxLength: 12 });

describe('requestEstimatedTotal', () => {
  it('is 0 without availabilities and the price of a single one', () => {
    expect(requestEstimatedTotal([])).toBe(0);
    expect(requestEstimatedTotal([{ price: 14000 }])).toBe(14000);
    expect(requestEstimatedTotal([{ price: 14000 }, { price: 14000 }])).toBe(28000);
  });

  it('adds up: whole minor units, never negative, whatever the order, and split anywhere', () => {
    fc.assert(
      fc.property(prices, fc.nat(), (availabilities, cut) => {
        const total = requestEstimatedTotal(availabilities);
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(requestEstimatedTotal([...availabilities].reverse())).toBe(total);
        const at = availabilities.length === 0 ? 0 : cut % (availabilities.length + 1);
        expect(
          requestEstimatedTotal(availabilities.slice(0, at)) +
            requestEstimatedTotal(availabilities.slice(at)),
        ).toBe(total);
      }),
    );
  });
});
