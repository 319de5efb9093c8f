import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeTime, secondsBetween } from './index';

const instantMs = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const iso = instantMs.map((ms) => new Date(ms).toISOString());

const UNIT_SECONDS = {
  second: 1,
  minute: 60,
  hour: 3_600,
  day: 86_400,
  week: 604_800,
  month: 604_800 * 4.345,
  year: 604_800 * 4.345 * 12,
} as const;

describe('relativeTime (part 1 §2 "relative creation time")', () => {
  it('has the sign of the distance, and its value in the unit never exceeds the distance', () => {
    fc.assert(
      fc.property(iso, iso, (value, now) => {
        const relative = relativeTime(value, now);
        const seconds = secondsBetween(now, value);
        if (relative.value !== 0) expect(Math.sign(relative.value)).toBe(Math.sign(seconds));
        expect(Math.abs(relative.value) * UNIT_SECONDS[relative.unit]).toBeLessThanOrEqual(
          Math.abs(seconds) + 1e-6,
        );
      }),
    );
  });

  it('uses the largest unit that keeps the value at least 1', () => {
    fc.assert(
      fc.property(iso, iso, (value, now) => {
        const relative = relativeTime(value, now);
        if (Math.abs(secondsBetween(now, value)) >= 1)
          expect(Math.abs(relative.value)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('examples', () => {
    const now = '2026-11-23T12:00:00Z';
    expect(relativeTime('2026-11-23T11:59:30Z', now)).toEqual({ value: -30, unit: 'second' });
    expect(relativeTime('2026-11-23T09:00:00Z', now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTime('2026-11-20T12:00:00Z', now)).toEqual({ value: -3, unit: 'day' });
    expect(relativeTime('2026-11-02T12:00:00Z', now)).toEqual({ value: -3, unit: 'week' });
    expect(relativeTime('2025-11-01T12:00:00Z', now)).toEqual({ value: -1, unit: 'year' });
    expect(relativeTime('2026-11-25T12:00:00Z', now)).toEqual({ value: 2, unit: 'day' });
    expect(relativeTime(now, now)).toEqual({ value: 0, unit: 'second' });
  });
});
