/**
 * Age display (part 1 §3 "Age display rules", part 2 §9 "Age display"). An age is shown in one unit chosen
 * by a list of rules, each with its unit (`type`), the length of the unit in days (`number_of_days`), the
 * largest value shown in that unit (`limit`, null = no limit) and how the value is rounded
 * (`rounding_interval`, `rounding_method`). The age comes from a birthdate and a reference date, or from a
 * number of seconds (as availabilities give `age_minimum` / `age_maximum`).
 */
import { parseDate } from '../time/index';

export const AGE_UNITS = ['days', 'weeks', 'months', 'years'] as const;
export type AgeUnit = (typeof AGE_UNITS)[number];
export const ROUNDING_METHODS = ['up', 'down', 'nearest'] as const;
export type RoundingMethod = (typeof ROUNDING_METHODS)[number];

/** One age display rule (part 1 §3). Missing fields take the defaults below. */
export interface AgeDisplayRule {
  type: AgeUnit;
  number_of_days?: number | null;
  limit?: number | null;
  rounding_interval?: number | null;
  rounding_method?: RoundingMethod | null;
}

/** "Default years of 365.25 days" (part 2 §9). */
export const DAYS_PER_YEAR = 365.25;
export const SECONDS_PER_DAY = 86_400;

/** Length of each unit in days when a rule does not give `number_of_days`: a month is a twelfth of a year. */
export const DEFAULT_NUMBER_OF_DAYS: Readonly<Record<AgeUnit, number>> = {
  days: 1,
  weeks: 7,
  months: DAYS_PER_YEAR / 12,
  years: DAYS_PER_YEAR,
};

/** "rounded down" is the default method; the default interval is 1. */
export const DEFAULT_ROUNDING_METHOD: RoundingMethod = 'down';
export const DEFAULT_ROUNDING_INTERVAL = 1;

/**
 * "Age display: days up to 30, weeks up to 12, months up to 36 (rounded down to 0.5), years up to 18 (0.5),
 * then years (1). Default years of 365.25 days, rounded down." (part 2 §9). "Up to" is inclusive and compares
 * the unrounded age in the rule's unit.
 */
export const DEFAULT_AGE_DISPLAY_RULES: readonly AgeDisplayRule[] = [
  { type: 'days', number_of_days: 1, limit: 30, rounding_interval: 1, rounding_method: 'down' },
  { type: 'weeks', number_of_days: 7, limit: 12, rounding_interval: 1, rounding_method: 'down' },
  {
    type: 'months',
    number_of_days: DAYS_PER_YEAR / 12,
    limit: 36,
    rounding_interval: 0.5,
    rounding_method: 'down',
  },
  {
    type: 'years',
    number_of_days: DAYS_PER_YEAR,
    limit: 18,
    rounding_interval: 0.5,
    rounding_method: 'down',
  },
  {
    type: 'years',
    number_of_days: DAYS_PER_YEAR,
    limit: null,
    rounding_interval: 1,
    rounding_method: 'down',
  },
];

/** The rule used when an organiser's list is empty: whole years of 365.25 days, rounded down. */
export const FALLBACK_AGE_DISPLAY_RULE: AgeDisplayRule = {
  type: 'years',
  number_of_days: DAYS_PER_YEAR,
  limit: null,
  rounding_interval: 1,
  rounding_method: 'down',
};

/** An age: a birthdate with the date it is measured at (dates or ISO date-times, read in Brussels), or seconds. */
export type AgeInput = { birthdate: string; reference_date: string } | { seconds: number };

export interface AgeDisplay {
  unit: AgeUnit;
  value: number;
}

/** Age in days (fractional for seconds); never negative (a birthdate after the reference date is 0). */
export function ageInDays(input: AgeInput): number {
  if ('seconds' in input) {
    return Number.isFinite(input.seconds) ? Math.max(0, input.seconds / SECONDS_PER_DAY) : 0;
  }
  const birth = parseDate(input.birthdate);
  const reference = parseDate(input.reference_date);
  if (!birth || !reference)
    throw new RangeError(`not a date: ${!birth ? input.birthdate : input.reference_date}`);
  return Math.max(0, birth.until(reference, { largestUnit: 'days' }).days);
}

const positive = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

/** Removes binary noise (0.1 + 0.2) so values are exact multiples of their interval. */
const clean = (value: number): number => Math.round(value * 1e9) / 1e9;

/** Rounds to a multiple of `interval` ("rounded down to 0.5"); nearest rounds halves up. */
export function roundToInterval(value: number, interval: number, method: RoundingMethod): number {
  const step = positive(interval, DEFAULT_ROUNDING_INTERVAL);
  const units = clean(value / step);
  const rounded =
    method === 'up' ? Math.ceil(units) : method === 'nearest' ? Math.round(units) : Math.floor(units);
  return clean(rounded * step);
}

/** The age in a rule's unit, unrounded. */
export function ageInUnit(days: number, rule: AgeDisplayRule): number {
  return days / positive(rule.number_of_days, DEFAULT_NUMBER_OF_DAYS[rule.type]);
}

/** The first rule whose limit the age does not exceed; the last rule when the age exceeds every limit. */
export function ageDisplayRuleFor(days: number, rules: readonly AgeDisplayRule[]): AgeDisplayRule {
  for (const rule of rules) {
    if (rule.limit == null || ageInUnit(days, rule) <= rule.limit) return rule;
  }
  return rules.at(-1) ?? FALLBACK_AGE_DISPLAY_RULE;
}

/** The age as shown: a unit and a value rounded per the rule that applies. */
export function ageDisplay(
  input: AgeInput,
  rules: readonly AgeDisplayRule[] = DEFAULT_AGE_DISPLAY_RULES,
): AgeDisplay {
  const days = ageInDays(input);
  const rule = ageDisplayRuleFor(days, rules);
  return {
    unit: rule.type,
    value: roundToInterval(
      ageInUnit(days, rule),
      positive(rule.rounding_interval, DEFAULT_ROUNDING_INTERVAL),
      rule.rounding_method ?? DEFAULT_ROUNDING_METHOD,
    ),
  };
}

/** Age limits of an availability or activity, in seconds (null or 0 = no limit). */
export interface AgeLimits {
  age_minimum?: number | null;
  age_maximum?: number | null;
}

export type AgeRange =
  | { kind: 'any' }
  | { kind: 'from'; minimum: AgeDisplay }
  | { kind: 'up-to'; maximum: AgeDisplay }
  | { kind: 'between'; minimum: AgeDisplay; maximum: AgeDisplay };

/**
 * The parts of an age-range text ("from 3 years", "up to 18 months", "3 to 12 years"): age_minimum and
 * age_maximum are read as ages in seconds and shown with the age display rules. A minimum of 0 is no minimum.
 */
export function ageRange(
  limits: AgeLimits,
  rules: readonly AgeDisplayRule[] = DEFAULT_AGE_DISPLAY_RULES,
): AgeRange {
  const has = (value: number | null | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0;
  const minimum = has(limits.age_minimum) ? ageDisplay({ seconds: limits.age_minimum }, rules) : null;
  const maximum = has(limits.age_maximum) ? ageDisplay({ seconds: limits.age_maximum }, rules) : null;
  if (minimum && maximum) return { kind: 'between', minimum, maximum };
  if (minimum) return { kind: 'from', minimum };
  if (maximum) return { kind: 'up-to', maximum };
  return { kind: 'any' };
}

/** Seconds in a year of the age display (365.25 days). */
export const SECONDS_PER_YEAR = DAYS_PER_YEAR * SECONDS_PER_DAY;

/**
 * The age range of an availability or activity whose limits are whole years, as the API and the organisers'
 * data carry them (see core/pricing `AgeLimitsInYears`; null or 0 is no limit), shown with the organiser's
 * display rules, or the default rules of part 2 §9 when the organiser has none.
 */
export function ageRangeFromYears(limits: AgeLimits, rules: readonly AgeDisplayRule[] = []): AgeRange {
  const seconds = (years: number | null | undefined) =>
    typeof years === 'number' && Number.isFinite(years) ? years * SECONDS_PER_YEAR : null;
  return ageRange(
    { age_minimum: seconds(limits.age_minimum), age_maximum: seconds(limits.age_maximum) },
    rules.length > 0 ? rules : DEFAULT_AGE_DISPLAY_RULES,
  );
}

/**
 * The age limits that apply to an availability: each of its own limits, or its activity's where it sets none
 * (null: no limit). The detail page shows them and the catalogue answers carry them.
 */
export function effectiveAgeLimits(
  availability: AgeLimits,
  activity: AgeLimits,
): { age_minimum: number | null; age_maximum: number | null } {
  return {
    age_minimum: availability.age_minimum ?? activity.age_minimum ?? null,
    age_maximum: availability.age_maximum ?? activity.age_maximum ?? null,
  };
}
