import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isoInstantBetween } from '../time/test-support';
import {
  bookingEnd,
  hasOverlappingSpans,
  isMobileDurationPickerShown,
  needsPriceOption,
  selectedPrice,
  spansOverlap,
} from './booking.rules';

const start = isoInstantBetween(Date.UTC(2000, 0, 1), Date.UTC(2100, 0, 1));
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

const hour = 3_600_000;
const span = fc
  .record({ startHour: fc.integer({ min: 0, max: 48 }), seconds: fc.integer({ min: 1, max: 4 * 5400 }) })
  .map(({ startHour, seconds }) => {
    const startAt = new Date(Date.UTC(2030, 0, 1) + startHour * hour).toISOString();
    return { start_at: startAt, end_at: bookingEnd(startAt, seconds) };
  });
const ms = (value: string) => Date.parse(value);

describe('booking spans on one resource', () => {
  it('two spans overlap iff each starts before the other ends, whichever is named first', () => {
    fc.assert(
      fc.property(span, span, (a, b) => {
        const expected = ms(a.start_at) < ms(b.end_at) && ms(b.start_at) < ms(a.end_at);
        return spansOverlap(a, b) === expected && spansOverlap(b, a) === expected;
      }),
    );
  });
  it('a request clashes with itself iff some pair of its spans overlaps', () => {
    fc.assert(
      fc.property(fc.array(span, { maxLength: 5 }), (spans) => {
        const pairs = spans.flatMap((a, i) => spans.slice(i + 1).map((b) => spansOverlap(a, b)));
        return hasOverlappingSpans(spans) === pairs.some(Boolean);
      }),
    );
  });

  describe('counter examples', () => {
    it('back to back bookings do not clash', () => {
      const ten = '2030-01-01T09:00:00.000Z';
      const ninety = { start_at: ten, end_at: bookingEnd(ten, 5400) };
      if (spansOverlap(ninety, { start_at: ninety.end_at, end_at: bookingEnd(ninety.end_at, 3600) }))
        throw new Error('back to back spans clash');
    });
  });
});
