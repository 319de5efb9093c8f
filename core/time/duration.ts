/**
 * How long a product lasts, in the words a parent reads (issue 18 §19: the same bundle read "365 jours" on its
 * page and "Valable 1 an" on its card). One rule for every place that shows a validity or a rolling period;
 * the UI only puts the unit and the number into words.
 */

/** "Time units seconds to years" (part 2 §9), largest first. */
export const DURATION_UNITS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** A whole number of one unit: { unit: 'years', value: 1 } reads "1 an", "1 year". */
export interface DurationInUnit {
  unit: DurationUnit;
  value: number;
}

/** Seconds in one unit: a year of 365 days, a month of 30 days. */
export const UNIT_SECONDS: Readonly<Record<DurationUnit, number>> = {
  years: 365 * 86_400,
  months: 30 * 86_400,
  weeks: 7 * 86_400,
  days: 86_400,
  hours: 3_600,
  minutes: 60,
  seconds: 1,
};

/**
 * A validity in seconds (bundles, vouchers) in the largest unit that counts it exactly: 31 536 000 s → 1 year,
 * 1 209 600 s → 2 weeks, 5 400 s → 90 minutes. Null for no duration; a negative or fractional count is refused.
 */
export function durationInLargestUnit(seconds: number | null): DurationInUnit | null {
  if (seconds === null) return null;
  if (!Number.isSafeInteger(seconds) || seconds < 0)
    throw new RangeError(`not a duration in seconds: ${seconds}`);
  if (seconds === 0) return { unit: 'seconds', value: 0 };
  const unit = DURATION_UNITS.find((candidate) => seconds % UNIT_SECONDS[candidate] === 0) ?? 'seconds';
  return { unit, value: seconds / UNIT_SECONDS[unit] };
}

const ROLLING_UNITS: ReadonlyMap<string, DurationUnit> = new Map([
  ['DAY', 'days'],
  ['WEEK', 'weeks'],
  ['MONTH', 'months'],
  ['YEAR', 'years'],
]);

/**
 * A ROLLING membership's period (rolling_period_type, rolling_period_duration) as a duration: MONTH × 3 →
 * 3 months. A missing or unknown type reads as years, a missing count as 1 (a membership lasts at least one
 * period).
 */
export function rollingPeriodDuration(type: string | null, count: number | null): DurationInUnit {
  const unit = (type === null ? undefined : ROLLING_UNITS.get(type)) ?? 'years';
  return { unit, value: Math.max(1, count ?? 1) };
}
