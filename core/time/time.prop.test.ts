import fc from 'fast-check';
import { describe, it } from 'vitest';
import { addSeconds, formatInstant, isInFuture, secondsBetween, startOfWeek, Temporal } from './index';

const instantMs = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const iso = instantMs.map((ms) => new Date(ms).toISOString());
const plainDate = fc
  .integer({ min: 0, max: 36_500 })
  .map((days) => Temporal.PlainDate.from('2000-01-01').add({ days }));

describe('time properties', () => {
  it('the start of a week is a Monday within the 6 days before', () => {
    fc.assert(
      fc.property(plainDate, (date) => {
        const monday = startOfWeek(date);
        const gap = date.since(monday).days;
        return monday.dayOfWeek === 1 && gap >= 0 && gap <= 6;
      }),
    );
  });

  it('ISO printing round-trips', () => {
    fc.assert(fc.property(iso, (text) => formatInstant(text) === text));
  });

  it('exactly one of a, b is in the future of the other unless they are equal', () => {
    fc.assert(
      fc.property(iso, iso, (a, b) => {
        const ab = isInFuture(a, b);
        const ba = isInFuture(b, a);
        return a === b ? !ab && !ba : ab !== ba;
      }),
    );
  });

  it('adding seconds moves an instant by exactly that many seconds', () => {
    fc.assert(
      fc.property(iso, fc.integer({ min: 0, max: 10 * 365 * 86_400 }), (start, seconds) => {
        return secondsBetween(start, addSeconds(start, seconds)) === seconds;
      }),
    );
  });

  describe('counter examples', () => {
    it('sub-second instants: dividing before subtracting lost precision', () => {
      const start = '2000-01-01T00:00:00.123Z';
      if (secondsBetween(start, addSeconds(start, 7)) !== 7) throw new Error('secondsBetween is not exact');
    });
  });
});
