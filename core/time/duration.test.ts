import { describe, expect, it } from 'vitest';
import { durationInLargestUnit, rollingPeriodDuration } from './index';

describe('durationInLargestUnit', () => {
  it('counts a validity in its largest exact unit', () => {
    expect(durationInLargestUnit(31_536_000)).toEqual({ unit: 'years', value: 1 });
    expect(durationInLargestUnit(182 * 86_400)).toEqual({ unit: 'weeks', value: 26 });
    expect(durationInLargestUnit(90 * 86_400)).toEqual({ unit: 'months', value: 3 });
    expect(durationInLargestUnit(14 * 86_400)).toEqual({ unit: 'weeks', value: 2 });
    expect(durationInLargestUnit(5400)).toEqual({ unit: 'minutes', value: 90 });
    expect(durationInLargestUnit(61)).toEqual({ unit: 'seconds', value: 61 });
    expect(durationInLargestUnit(0)).toEqual({ unit: 'seconds', value: 0 });
    expect(durationInLargestUnit(null)).toBeNull();
  });

  it('refuses what is not a count of seconds', () => {
    expect(() => durationInLargestUnit(-1)).toThrow(RangeError);
    expect(() => durationInLargestUnit(1.5)).toThrow(RangeError);
    expect(() => durationInLargestUnit(Number.NaN)).toThrow(RangeError);
  });
});

describe('rollingPeriodDuration', () => {
  it.each([
    ['DAY', 10, { unit: 'days', value: 10 }],
    ['WEEK', 2, { unit: 'weeks', value: 2 }],
    ['MONTH', 1, { unit: 'months', value: 1 }],
    ['YEAR', 1, { unit: 'years', value: 1 }],
    [null, null, { unit: 'years', value: 1 }],
    ['FORTNIGHT', 3, { unit: 'years', value: 3 }],
    ['constructor', 2, { unit: 'years', value: 2 }],
    ['MONTH', 0, { unit: 'months', value: 1 }],
  ] as const)('%s × %s', (type, count, expected) => {
    expect(rollingPeriodDuration(type, count)).toEqual(expected);
  });
});
