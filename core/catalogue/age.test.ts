import { describe, expect, it } from 'vitest';
import {
  type AgeDisplayRule,
  ageDisplay,
  ageDisplayRulesSchema,
  ageInDays,
  ageRange,
  ageRangeFromYears,
  roundToInterval,
} from './index';

const DAY = 86_400;
const at = (birthdate: string, reference_date: string) => ageDisplay({ birthdate, reference_date });

describe('age display with the default rules', () => {
  it.each([
    ['2026-05-10', '2026-05-10', { unit: 'days', value: 0 }],
    ['2026-04-10', '2026-05-10', { unit: 'days', value: 30 }],
    ['2026-04-09', '2026-05-10', { unit: 'weeks', value: 4 }],
    ['2026-02-15', '2026-05-10', { unit: 'weeks', value: 12 }],
    ['2026-02-14', '2026-05-10', { unit: 'months', value: 2.5 }],
    ['2025-05-10', '2026-05-10', { unit: 'months', value: 11.5 }],
    ['2025-05-09', '2026-05-10', { unit: 'months', value: 12 }],
    ['2023-05-11', '2026-05-10', { unit: 'months', value: 35.5 }],
    ['2023-04-01', '2026-05-10', { unit: 'years', value: 3 }],
    ['2020-01-01', '2026-07-10', { unit: 'years', value: 6.5 }],
    ['2008-05-09', '2026-05-10', { unit: 'years', value: 18 }],
    ['2000-01-01', '2026-05-10', { unit: 'years', value: 26 }],
    ['2027-01-01', '2026-05-10', { unit: 'days', value: 0 }],
  ] as const)('born %s, on %s', (birthdate, reference, expected) => {
    expect(at(birthdate, reference)).toEqual(expected);
  });

  it('reads ISO date-times in Brussels', () => {
    expect(ageInDays({ birthdate: '2026-05-01T23:30:00.000Z', reference_date: '2026-05-10' })).toBe(8);
  });

  it('takes an age in seconds; years are 365.25 days', () => {
    expect(ageDisplay({ seconds: 10 * DAY })).toEqual({ unit: 'days', value: 10 });
    expect(ageDisplay({ seconds: 30.5 * DAY })).toEqual({ unit: 'weeks', value: 4 });
    expect(ageDisplay({ seconds: 3 * 365.25 * DAY })).toEqual({ unit: 'months', value: 36 });
    expect(ageDisplay({ seconds: 5 * 365.25 * DAY })).toEqual({ unit: 'years', value: 5 });
    expect(ageDisplay({ seconds: 5 * 365.25 * DAY - 1 })).toEqual({ unit: 'years', value: 4.5 });
    expect(ageDisplay({ seconds: -5 })).toEqual({ unit: 'days', value: 0 });
  });

  it('rejects text that is not a date', () => {
    expect(() => at('not a date', '2026-01-01')).toThrow(RangeError);
  });
});

describe('organiser rules', () => {
  it('follows custom limits, intervals and methods; empty rules fall back to whole years', () => {
    const rules: AgeDisplayRule[] = [
      { type: 'months', limit: 24, rounding_interval: 1, rounding_method: 'nearest' },
      { type: 'years', limit: null, rounding_interval: 0.25, rounding_method: 'up' },
    ];
    expect(ageDisplay({ seconds: 100 * DAY }, rules)).toEqual({ unit: 'months', value: 3 });
    expect(ageDisplay({ seconds: 3 * 365.25 * DAY + 1 }, rules)).toEqual({ unit: 'years', value: 3.25 });
    expect(ageDisplay({ seconds: 800 * DAY }, [])).toEqual({ unit: 'years', value: 2 });
    expect(ageDisplay({ seconds: 40 * DAY }, [{ type: 'days', limit: 30 }])).toEqual({
      unit: 'days',
      value: 40,
    });
  });

  it('parses rules with zod', () => {
    expect(
      ageDisplayRulesSchema.safeParse([{ type: 'weeks', limit: 12, rounding_method: 'down' }]).success,
    ).toBe(true);
    expect(ageDisplayRulesSchema.safeParse([{ type: 'hours' }]).success).toBe(false);
    expect(ageDisplayRulesSchema.safeParse([{ type: 'years', rounding_method: 'sideways' }]).success).toBe(
      false,
    );
  });

  it('rounds to an interval', () => {
    expect(roundToInterval(2.74, 0.5, 'down')).toBe(2.5);
    expect(roundToInterval(2.74, 0.5, 'up')).toBe(3);
    expect(roundToInterval(2.74, 0.5, 'nearest')).toBe(2.5);
    expect(roundToInterval(2.75, 0.5, 'nearest')).toBe(3);
    expect(roundToInterval(0.3, 0.1, 'down')).toBe(0.3);
    expect(roundToInterval(7, 0, 'down')).toBe(7);
  });
});

describe('age range', () => {
  const year = 365.25 * DAY;
  it('text parts from age_minimum and age_maximum in seconds', () => {
    expect(ageRange({ age_minimum: 3 * year, age_maximum: 12 * year })).toEqual({
      kind: 'between',
      minimum: { unit: 'months', value: 36 },
      maximum: { unit: 'years', value: 12 },
    });
    expect(ageRange({ age_minimum: 20 * year })).toEqual({
      kind: 'from',
      minimum: { unit: 'years', value: 20 },
    });
    expect(ageRange({ age_minimum: 0, age_maximum: 60 * DAY })).toEqual({
      kind: 'up-to',
      maximum: { unit: 'weeks', value: 8 },
    });
    expect(ageRange({ age_minimum: null, age_maximum: null })).toEqual({ kind: 'any' });
  });
});

describe('age range from whole years', () => {
  it('reads the limits as years and uses the default rules when the organiser has none', () => {
    expect(ageRangeFromYears({ age_minimum: 12, age_maximum: 17 })).toEqual({
      kind: 'between',
      minimum: { unit: 'years', value: 12 },
      maximum: { unit: 'years', value: 17 },
    });
    expect(ageRangeFromYears({ age_minimum: 3, age_maximum: null })).toEqual({
      kind: 'from',
      minimum: { unit: 'months', value: 36 },
    });
    expect(ageRangeFromYears({ age_minimum: 0, age_maximum: null })).toEqual({ kind: 'any' });
  });

  it('uses the organiser rules when given', () => {
    expect(ageRangeFromYears({ age_minimum: 3 }, [{ type: 'years', limit: null }])).toEqual({
      kind: 'from',
      minimum: { unit: 'years', value: 3 },
    });
  });
});
