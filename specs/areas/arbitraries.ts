import fc from 'fast-check';
import { Temporal } from '../../core/time';

/** ISO instants on whole minutes, at most `spanMinutes` before or after `baseMs`. */
export const instantAround = (baseMs: number, spanMinutes: number) =>
  fc
    .integer({ min: -spanMinutes, max: spanMinutes })
    .map((minutes) => Temporal.Instant.fromEpochMilliseconds(baseMs + minutes * 60_000).toString());

/** An ISO instant's milliseconds since the epoch. */
export const epochMs = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;
