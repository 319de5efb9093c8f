import { Temporal } from './temporal';

type Instant = InstanceType<typeof Temporal.Instant>;
type ZonedDateTime = InstanceType<typeof Temporal.ZonedDateTime>;
type PlainDate = InstanceType<typeof Temporal.PlainDate>;
type Duration = InstanceType<typeof Temporal.Duration>;

export type { Duration, Instant, PlainDate, ZonedDateTime };

/** The only timezone the product supports (part 2 §9). */
export const TIME_ZONE = 'Europe/Brussels';

/** An instant given as an ISO string (with offset or Z) or as an Instant. Rules take "now" in this form. */
export type InstantLike = string | Instant;

export function toInstant(value: InstantLike): Instant {
  return typeof value === 'string' ? Temporal.Instant.from(value) : value;
}

/** Parses an ISO instant; null when the text is not one (no throw, for untrusted input). */
export function parseInstant(text: string): Instant | null {
  try {
    return Temporal.Instant.from(text);
  } catch {
    return null;
  }
}

/** Parses a calendar date `YYYY-MM-DD` or the date part of an ISO date-time, read in Brussels. */
export function parseDate(text: string): PlainDate | null {
  try {
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Temporal.PlainDate.from(text);
    const instant = parseInstant(text);
    return instant ? instant.toZonedDateTimeISO(TIME_ZONE).toPlainDate() : null;
  } catch {
    return null;
  }
}

/** ISO string with `Z`, millisecond precision as the API sends it. */
export function formatInstant(value: InstantLike): string {
  return toInstant(value).toString({ smallestUnit: 'millisecond' });
}

export function formatDate(date: PlainDate): string {
  return date.toString();
}

export function inBrussels(value: InstantLike): ZonedDateTime {
  return toInstant(value).toZonedDateTimeISO(TIME_ZONE);
}

/** The Brussels calendar date of an instant. */
export function brusselsDate(value: InstantLike): PlainDate {
  return inBrussels(value).toPlainDate();
}

/** Midnight of a Brussels calendar date, as an instant. */
export function startOfBrusselsDay(date: PlainDate): Instant {
  return date.toZonedDateTime({ timeZone: TIME_ZONE }).toInstant();
}

export function compareInstants(a: InstantLike, b: InstantLike): -1 | 0 | 1 {
  return Temporal.Instant.compare(toInstant(a), toInstant(b));
}

/** Strictly after now. */
export function isInFuture(value: InstantLike, now: InstantLike): boolean {
  return compareInstants(value, now) > 0;
}

/** At or before now. */
export function isInPast(value: InstantLike, now: InstantLike): boolean {
  return !isInFuture(value, now);
}

export function addSeconds(value: InstantLike, seconds: number): Instant {
  return toInstant(value).add({ seconds });
}

/** Subtracts whole milliseconds before dividing, so sub-second instants give exact results. */
export function secondsBetween(from: InstantLike, to: InstantLike): number {
  return (toInstant(to).epochMilliseconds - toInstant(from).epochMilliseconds) / 1000;
}

/** The Monday on or before a date. */
export function startOfWeek(date: PlainDate): PlainDate {
  return date.subtract({ days: date.dayOfWeek - 1 });
}

/** The Monday `weeks` weeks from the week holding `date` (negative: earlier). */
export function shiftWeek(date: PlainDate, weeks: number): PlainDate {
  return startOfWeek(date).add({ weeks });
}

/** The 7 dates of the week holding `date`, Monday first. */
export function weekOf(date: PlainDate): PlainDate[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, index) => monday.add({ days: index }));
}

/** Consecutive dates from `start`, e.g. the 30-day mobile date strip. */
export function dateStrip(start: PlainDate, days: number): PlainDate[] {
  return Array.from({ length: days }, (_, index) => start.add({ days: index }));
}

export const TIME_UNITS = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years'] as const;

/** Splits a count of seconds into hours, minutes and seconds, e.g. for booking durations. */
export function durationFromSeconds(totalSeconds: number): Duration {
  if (!Number.isInteger(totalSeconds) || totalSeconds < 0) {
    throw new RangeError(`duration must be a whole, non-negative number of seconds: ${totalSeconds}`);
  }
  return Temporal.Duration.from({ seconds: totalSeconds }).round({ largestUnit: 'hours' });
}

/** Total minutes of a duration given in seconds, e.g. attendance durations. */
export function minutesFromSeconds(totalSeconds: number): number {
  return durationFromSeconds(totalSeconds).total({ unit: 'minutes' });
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const RELATIVE_STEPS: ReadonlyArray<readonly [RelativeUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * How long ago (negative) or ahead (positive) an instant is from `now`, in the largest unit that keeps the
 * value at least 1 ("il y a 3 jours", "in 2 hours"): part 1 §2 "relative creation time". Whole units,
 * rounded towards zero; under a second is 0 seconds.
 */
export function relativeTime(value: InstantLike, now: InstantLike): { value: number; unit: RelativeUnit } {
  const seconds = secondsBetween(now, value);
  let amount = Math.abs(seconds);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (amount < size) {
      const whole = Math.trunc(amount);
      return { value: seconds < 0 && whole > 0 ? -whole : whole, unit };
    }
    amount /= size;
  }
  return { value: 0, unit: 'second' };
}
