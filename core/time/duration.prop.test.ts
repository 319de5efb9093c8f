import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DURATION_UNITS, durationInLargestUnit, rollingPeriodDuration, UNIT_SECONDS } from './index';

const seconds = fc.oneof(
  fc.nat({ max: 10 * UNIT_SECONDS.years }),
  // Whole counts of a unit: what organisers write (1 year, 30 days, 2 hours).
  fc
    .tuple(fc.constantFrom(...DURATION_UNITS), fc.integer({ min: 1, max: 500 }))
    .map(([unit, count]) => count * UNIT_SECONDS[unit]),
);

describe('durationInLargestUnit (one rule for cards and pages, issue 18 §19)', () => {
  it('says exactly the seconds it was given, as a whole number of its unit', () => {
    fc.assert(
      fc.property(seconds, (value) => {
        const duration = durationInLargestUnit(value);
        expect(duration).not.toBeNull();
        if (!duration) return;
        expect(Number.isSafeInteger(duration.value)).toBe(true);
        expect(duration.value * UNIT_SECONDS[duration.unit]).toBe(value);
      }),
    );
  });

  it('uses the largest unit that counts it exactly: no larger unit divides it', () => {
    fc.assert(
      fc.property(
        seconds.filter((value) => value > 0),
        (value) => {
          const duration = durationInLargestUnit(value);
          if (!duration) throw new Error('a count of seconds has a duration');
          const larger = DURATION_UNITS.slice(0, DURATION_UNITS.indexOf(duration.unit));
          for (const unit of larger) expect(value % UNIT_SECONDS[unit]).not.toBe(0);
        },
      ),
    );
  });

  it('reads a whole count of a unit in that unit or a larger one, never a smaller one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DURATION_UNITS), fc.integer({ min: 1, max: 1000 }), (unit, count) => {
        const duration = durationInLargestUnit(count * UNIT_SECONDS[unit]);
        if (!duration) throw new Error('a count of seconds has a duration');
        expect(DURATION_UNITS.indexOf(duration.unit)).toBeLessThanOrEqual(DURATION_UNITS.indexOf(unit));
      }),
    );
  });

  it('refuses negative and fractional counts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: -1 }),
          fc.double({ noNaN: true }).filter((value) => !Number.isInteger(value)),
        ),
        (value) => {
          expect(() => durationInLargestUnit(value)).toThrow(RangeError);
        },
      ),
    );
  });
});

describe('rollingPeriodDuration', () => {
  it('is at least one whole period, in a unit of the scale, whatever the stored values', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.constantFrom('DAY', 'WEEK', 'MONTH', 'YEAR'), fc.string())),
        fc.option(fc.integer({ min: -5, max: 1000 })),
        (type, count) => {
          const duration = rollingPeriodDuration(type, count);
          expect(DURATION_UNITS).toContain(duration.unit);
          expect(duration.value).toBe(Math.max(1, count ?? 1));
        },
      ),
    );
  });
});
