import fc from 'fast-check';
import { describe, it } from 'vitest';
import { Temporal } from '../time/index';
import { AGE_UNITS, ageDisplay, ageInDays, DEFAULT_AGE_DISPLAY_RULES } from './index';

const DAY = 86_400;
const date = fc
  .integer({ min: 0, max: 60_000 })
  .map((days) => Temporal.PlainDate.from('1940-01-01').add({ days }).toString());
const seconds = fc.integer({ min: 0, max: 120 * 366 * DAY });
const LIMITS = { days: 30, weeks: 12, months: 36, years: Number.POSITIVE_INFINITY } as const;
const LENGTH = { days: 1, weeks: 7, months: 365.25 / 12, years: 365.25 } as const;

describe('age display properties (default rules)', () => {
  it('the unit follows the age: days up to 30, weeks up to 12, months up to 36, then years', () => {
    fc.assert(
      fc.property(seconds, (s) => {
        const days = s / DAY;
        const { unit } = ageDisplay({ seconds: s });
        const expected =
          days <= 30 ? 'days' : days / 7 <= 12 ? 'weeks' : days / (365.25 / 12) <= 36 ? 'months' : 'years';
        return unit === expected;
      }),
    );
  });

  it('the value is the age in that unit rounded down to 0.5 (months, years ≤ 18) or 1, within the limit', () => {
    fc.assert(
      fc.property(seconds, (s) => {
        const { unit, value } = ageDisplay({ seconds: s });
        const raw = s / DAY / LENGTH[unit];
        const interval = unit === 'months' || (unit === 'years' && raw <= 18) ? 0.5 : 1;
        return (
          value <= raw + 1e-9 &&
          raw - value < interval &&
          Number.isInteger(value / interval) &&
          value <= LIMITS[unit]
        );
      }),
    );
  });

  it('an older person never shows a smaller unit, nor a smaller value in the same unit', () => {
    fc.assert(
      fc.property(seconds, seconds, (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        const x = ageDisplay({ seconds: young });
        const y = ageDisplay({ seconds: old });
        const rank = (unit: string) => AGE_UNITS.indexOf(unit as (typeof AGE_UNITS)[number]);
        return rank(x.unit) < rank(y.unit) || (x.unit === y.unit && x.value <= y.value);
      }),
    );
  });

  it('a birthdate and reference date give the same display as the whole days between them', () => {
    fc.assert(
      fc.property(date, date, (birthdate, reference_date) => {
        const days = ageInDays({ birthdate, reference_date });
        const byDates = ageDisplay({ birthdate, reference_date });
        const bySeconds = ageDisplay({ seconds: days * DAY });
        return days >= 0 && Number.isInteger(days) && JSON.stringify(byDates) === JSON.stringify(bySeconds);
      }),
    );
  });

  it('the defaults are the spec list', () => {
    fc.assert(
      fc.property(
        fc.constant(DEFAULT_AGE_DISPLAY_RULES),
        (rules) =>
          JSON.stringify(rules.map((r) => [r.type, r.limit, r.rounding_interval, r.rounding_method])) ===
          JSON.stringify([
            ['days', 30, 1, 'down'],
            ['weeks', 12, 1, 'down'],
            ['months', 36, 0.5, 'down'],
            ['years', 18, 0.5, 'down'],
            ['years', null, 1, 'down'],
          ]),
      ),
    );
  });
});
