import { describe, expect, it } from 'vitest';
import {
  addSeconds,
  brusselsDate,
  dateStrip,
  durationFromSeconds,
  formatInstant,
  isInFuture,
  isInPast,
  minutesFromSeconds,
  parseDate,
  parseInstant,
  startOfWeek,
  Temporal,
  weekOf,
} from './index';

describe('time', () => {
  it('starts weeks on Monday', () => {
    const sunday = Temporal.PlainDate.from('2026-11-22');
    expect(startOfWeek(sunday).toString()).toBe('2026-11-16');
    expect(weekOf(sunday).map((day) => day.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('parses and prints ISO instants', () => {
    expect(formatInstant('2026-03-29T01:30:00+01:00')).toBe('2026-03-29T00:30:00.000Z');
    expect(parseInstant('not a date')).toBeNull();
    expect(parseInstant('2026-11-22T10:00:00Z')?.epochMilliseconds).toBe(Date.UTC(2026, 10, 22, 10));
  });

  it('reads calendar dates in Brussels', () => {
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    expect(brusselsDate('2026-12-31T23:30:00Z').toString()).toBe('2027-01-01');
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('2026-07-14')?.toString()).toBe('2026-07-14');
    expect(parseDate('2026-07-14T22:30:00Z')?.toString()).toBe('2026-07-15');
  });

  it('compares against a given now, strictly in the future', () => {
    const now = '2026-11-22T12:00:00Z';
    expect(isInFuture('2026-11-22T12:00:01Z', now)).toBe(true);
    expect(isInFuture('2026-11-22T12:00:00Z', now)).toBe(false);
    expect(isInPast('2026-11-22T12:00:00Z', now)).toBe(true);
  });

  it('builds the 30-day mobile date strip', () => {
    const strip = dateStrip(Temporal.PlainDate.from('2026-11-22'), 30);
    expect(strip).toHaveLength(30);
    expect(strip.at(-1)?.toString()).toBe('2026-12-21');
  });

  it('handles durations in seconds', () => {
    expect(durationFromSeconds(5_400).toString()).toBe('PT1H30M');
    expect(minutesFromSeconds(5_400)).toBe(90);
    expect(() => durationFromSeconds(-1)).toThrow(RangeError);
    // Daylight saving: 3 600 s after 01:30 local on the spring-forward night is 03:30 local.
    const start = '2026-03-29T00:30:00Z';
    expect(addSeconds(start, 3_600).toZonedDateTimeISO('Europe/Brussels').hour).toBe(3);
  });
});
