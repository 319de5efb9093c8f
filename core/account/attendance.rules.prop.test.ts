import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attendanceTotals, hoursAndMinutes } from './index';

const item = fc.record({
  amount: fc.integer({ min: 0, max: 1_000_000 }),
  duration: fc.integer({ min: 0, max: 24 * 60 }),
});

describe('attendance charge totals', () => {
  it('the totals row is the sum of the items, and adding an item adds exactly its amount and duration', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), item, (items, extra) => {
        const before = attendanceTotals(items);
        const after = attendanceTotals([...items, extra]);
        expect(after.amount - before.amount).toBe(extra.amount);
        expect(after.duration - before.duration).toBe(extra.duration);
        expect(before.amount).toBe(items.reduce((total, entry) => total + entry.amount, 0));
      }),
    );
  });

  it('the totals do not depend on the order of the items', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), (items) => {
        expect(attendanceTotals([...items].reverse())).toEqual(attendanceTotals(items));
      }),
    );
  });

  it('no items total 0 and 0 minutes', () => {
    expect(attendanceTotals([])).toEqual({ amount: 0, duration: 0 });
  });
});

describe('hours and minutes', () => {
  it('splits whole minutes into hours and 0–59 minutes that add back up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (total) => {
        const { hours, minutes } = hoursAndMinutes(total);
        expect(hours * 60 + minutes).toBe(total);
        expect(minutes).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeLessThan(60);
        expect(Number.isInteger(hours)).toBe(true);
      }),
    );
  });

  it('refuses negative or fractional minutes', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -10_000, max: -1 }),
          fc.double({ min: 0.01, max: 1000, noInteger: true }),
          fc.constant(Number.NaN),
        ),
        (bad) => {
          expect(() => hoursAndMinutes(bad)).toThrow(RangeError);
        },
      ),
    );
  });

  describe('examples', () => {
    it('150 minutes is 2 h 30 min; 59 is 0 h 59 min; 60 is 1 h 0 min', () => {
      expect(hoursAndMinutes(150)).toEqual({ hours: 2, minutes: 30 });
      expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 59 });
      expect(hoursAndMinutes(60)).toEqual({ hours: 1, minutes: 0 });
    });
  });
});
