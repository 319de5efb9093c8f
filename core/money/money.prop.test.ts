import fc from 'fast-check';
import { describe, it } from 'vitest';
import { allocate, fromMinor, percentage, sumMinor, toMinor } from './money';

const cents = fc.integer({ min: -10_000_000, max: 10_000_000 });
const positiveCents = fc.integer({ min: 0, max: 10_000_000 });
// Percentages as organisers enter them: up to 2 decimals, 0 to 100.
const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);

describe('money properties', () => {
  it('minor units round-trip', () => {
    fc.assert(fc.property(cents, (amount) => toMinor(fromMinor(amount)) === amount));
  });

  it('a sum equals the integer sum', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 30 }), (amounts) => {
        return sumMinor(amounts) === amounts.reduce((total, amount) => total + amount, 0);
      }),
    );
  });

  it('a percentage rounded down is the floor of the exact value, up is the ceiling', () => {
    fc.assert(
      fc.property(positiveCents, percent, (amount, rate) => {
        const exactTimes100 = amount * Math.round(rate * 100); // exact integer: amount × rate × 100
        const down = toMinor(percentage(fromMinor(amount), rate, 'down'));
        const up = toMinor(percentage(fromMinor(amount), rate, 'up'));
        return down === Math.floor(exactTimes100 / 10_000) && up === Math.ceil(exactTimes100 / 10_000);
      }),
    );
  });

  it('allocation keeps every cent', () => {
    fc.assert(
      fc.property(
        positiveCents,
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 10 }),
        (amount, ratios) => {
          const parts = allocate(fromMinor(amount), ratios).map(toMinor);
          return (
            parts.reduce((total, part) => total + part, 0) === amount && parts.every((part) => part >= 0)
          );
        },
      ),
    );
  });

  // Amount inputs round-tripping through decimal text is the book's MONEY-03 (specs/areas/money.spec.ts).
});
