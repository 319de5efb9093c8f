import fc from 'fast-check';
import { describe, it } from 'vitest';
import { bookingEnd, isMobileDurationPickerShown, needsPriceOption, selectedPrice } from './booking.rules';

const start = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const price = fc.record({
  duration: fc.integer({ min: 60, max: 86_400 }),
  amount: fc.integer({ min: 0, max: 100_000 }),
});

describe('booking end over any durations', () => {
  it('end − start is exactly the duration in seconds', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 10 * 365 * 86_400 }), (startAt, seconds) => {
        return Date.parse(bookingEnd(startAt, seconds)) - Date.parse(startAt) === seconds * 1000;
      }),
    );
  });
});

describe('resource prices', () => {
  it('a price applies without choice iff there is exactly one', () => {
    fc.assert(
      fc.property(fc.array(price, { maxLength: 5 }), (prices) => {
        const withoutChoice = selectedPrice(prices, null);
        return (
          (withoutChoice !== null) === (prices.length === 1) && needsPriceOption(prices) === prices.length > 1
        );
      }),
    );
  });
  it('the mobile duration picker shows iff more than one distinct duration', () => {
    fc.assert(
      fc.property(fc.array(price, { maxLength: 6 }), (prices) => {
        return isMobileDurationPickerShown(prices) === new Set(prices.map((p) => p.duration)).size > 1;
      }),
    );
  });
});
