import fc from 'fast-check';
import { AVAILABILITY_STATUSES } from '../../core/catalogue';
import { Temporal } from '../../core/time';

/** ISO instants on whole minutes, at most `spanMinutes` before or after `baseMs`. */
export const instantAround = (baseMs: number, spanMinutes: number) =>
  fc
    .integer({ min: -spanMinutes, max: spanMinutes })
    .map((minutes) => Temporal.Instant.fromEpochMilliseconds(baseMs + minutes * 60_000).toString());

/** An ISO instant's milliseconds since the epoch. */
export const epochMs = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;

/**
 * The fields of an availability that its registration window reads (part 1 §4), for `fc.record`: any
 * status, each bound drawn from `instant` or absent, either setting of the activity.
 */
export const registrationWindowFields = (instant: fc.Arbitrary<string>) => {
  const maybeInstant = fc.option(instant, { nil: null });
  return {
    status: fc.constantFrom(...AVAILABILITY_STATUSES),
    registrations_start_at: maybeInstant,
    registrations_end_at: maybeInstant,
    start_at: maybeInstant,
    end_at: maybeInstant,
    activity: fc.record({ settings: fc.record({ allow_registrations_after_start: fc.boolean() }) }),
  };
};
