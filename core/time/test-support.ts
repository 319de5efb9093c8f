import fc from 'fast-check';
import { Temporal } from './index';

/** Arbitraries of instants for core's property tests. */

/** ISO instants as `Date#toISOString` writes them, from `minMs` to `maxMs`. */
export const isoInstantBetween = (minMs: number, maxMs: number) =>
  fc.integer({ min: minMs, max: maxMs }).map((ms) => new Date(ms).toISOString());

/**
 * ISO instants as Temporal writes them, at most `steps` steps of `stepMs` before or after `baseMs`: a coarse
 * step over a short span makes equal instants (ties with "now") frequent.
 */
export const instantAround = (baseMs: number, steps: number, stepMs: number) =>
  fc
    .integer({ min: -steps, max: steps })
    .map((step) => Temporal.Instant.fromEpochMilliseconds(baseMs + step * stepMs).toString());
