import { describe, expect, it } from 'vitest';
import { Temporal } from '../time/index';
import {
  calendarBounds,
  cartAddSearch,
  dateStripWindow,
  daySchedule,
  groupByBrusselsDay,
  initialDay,
  stepDay,
  weekItems,
  weeklyCalendarHours,
  weeklyPlacements,
  weekWindow,
} from './index';

const settings = { allow_registrations_after_start: false };
const availability = (cuid: string, dates: Array<[string, string, number | null, number]>) => ({
  cuid,
  status: 'OPEN' as const,
  registrations_start_at: null,
  registrations_end_at: null,
  start_at: dates[0]?.[0] ?? '2030-01-01T00:00:00Z',
  end_at: dates.at(-1)?.[1] ?? '2030-01-01T00:00:00Z',
  capacity: 10,
  registered: 0,
  activity: { settings },
  dates: dates.map(([start_at, end_at, capacity, registered], index) => ({
    cuid: `${cuid}-${index}`,
    start_at,
    end_at,
    status: 'OPEN' as const,
    capacity,
    registered,
  })),
});

describe('date-based catalogue examples', () => {
  it('groups late evenings by the Brussels day, in summer and winter time', () => {
    // 23:30 in Brussels on 28 March (UTC+1) and on 29 March (UTC+2, after the change).
    const groups = groupByBrusselsDay([
      { start_at: '2026-03-29T21:30:00Z' },
      { start_at: '2026-03-28T22:30:00Z' },
      { start_at: '2026-03-28T23:30:00Z' },
    ]);
    expect(groups).toEqual([
      { day: '2026-03-28', items: [{ start_at: '2026-03-28T22:30:00Z' }] },
      {
        day: '2026-03-29',
        items: [{ start_at: '2026-03-28T23:30:00Z' }, { start_at: '2026-03-29T21:30:00Z' }],
      },
    ]);
  });

  it("a day's lines: times of the day, fewest seats, full and closed lines not selectable", () => {
    const now = '2030-01-01T00:00:00Z';
    const lines = daySchedule(
      [
        availability('camp', [
          ['2030-03-11T08:00:00Z', '2030-03-11T15:00:00Z', 10, 4],
          ['2030-03-12T08:00:00Z', '2030-03-12T15:00:00Z', 10, 9],
        ]),
        availability('early', [['2030-03-11T07:00:00Z', '2030-03-11T08:00:00Z', 5, 5]]),
        availability('other-day', [['2030-03-12T07:00:00Z', '2030-03-12T08:00:00Z', null, 0]]),
      ],
      '2030-03-11',
      now,
    );
    expect(
      lines.map((line) => [line.availability.cuid, line.freeSeats, line.badges, line.selectable]),
    ).toEqual([
      ['early', 0, ['FULL'], false],
      ['camp', 6, ['OPEN'], true],
    ]);
    expect(lines[1]?.dates.map((date) => date.cuid)).toEqual(['camp-0']);
  });

  it('calendar bounds, first day shown, day steps and strip', () => {
    const today = Temporal.PlainDate.from('2030-01-15');
    const days = ['2030-03-11', '2030-01-20', '2030-02-02'];
    const bounds = calendarBounds(days, today);
    expect([bounds.min.toString(), bounds.max.toString()]).toEqual(['2030-01-20', '2030-03-11']);
    expect(calendarBounds([], today).min.toString()).toBe('1930-01-15');
    expect(initialDay(null, days, today)).toBe('2030-01-20');
    expect(initialDay('2030-02-31', [], today)).toBe('2030-01-15');
    expect(initialDay('2030-02-03', days, today)).toBe('2030-02-03');
    expect(stepDay('2030-01-20', -1, bounds)).toBeNull();
    expect(stepDay('2030-01-20', 1, bounds)).toBe('2030-01-21');
    const strip = dateStripWindow(
      Temporal.PlainDate.from('2030-02-20'),
      Temporal.PlainDate.from('2030-01-20'),
    );
    expect([strip[0]?.toString(), strip.at(-1)?.toString()]).toEqual(['2030-02-19', '2030-03-20']);
    expect(() => dateStripWindow(today, today, 0)).toThrow(RangeError);
    expect(cartAddSearch(['a', 'b', 'a'])).toEqual({ availabilities: 'a,b' });
  });

  it('places a week across the spring change: Sunday 29 March 2026 starts at 02:00 UTC+1 → 03:00 UTC+2', () => {
    const week = weekWindow(Temporal.PlainDate.from('2026-03-26'));
    expect([week.after, week.before]).toEqual(['2026-03-22T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    const items = weekItems(
      [
        availability('mon', [['2026-03-23T08:00:00Z', '2026-03-23T09:30:00Z', null, 0]]),
        availability('mon-overlap', [['2026-03-23T09:00:00Z', '2026-03-23T10:00:00Z', null, 0]]),
        // 10:00–11:00 Brussels on the Sunday (UTC+2).
        availability('sun', [['2026-03-29T08:00:00Z', '2026-03-29T09:00:00Z', null, 0]]),
        availability('next-week', [['2026-03-30T08:00:00Z', '2026-03-30T09:00:00Z', null, 0]]),
      ],
      week.monday,
    );
    expect(items.map((item) => item.availability.cuid)).toEqual(['mon', 'mon-overlap', 'sun']);
    const hours = weeklyCalendarHours(items);
    expect(hours).toEqual({ start: 0, end: 24 });
    const placed = weeklyPlacements(items, week.monday, hours).map((placement) => ({
      cuid: placement.item.availability.cuid,
      column: placement.column,
      rows: [placement.rowStart, placement.rowEnd],
      lane: `${placement.lane}/${placement.lanes}`,
    }));
    expect(placed).toEqual([
      // 09:00–10:30 Brussels (UTC+1): rows 109 to 127.
      { cuid: 'mon', column: 1, rows: [109, 127], lane: '0/2' },
      { cuid: 'mon-overlap', column: 1, rows: [121, 133], lane: '1/2' },
      { cuid: 'sun', column: 7, rows: [121, 133], lane: '0/1' },
    ]);
    // Section hours 8 to 12: rows counted from 08:00.
    expect(weeklyPlacements(items, week.monday, { start: 8, end: 12 })[0]).toMatchObject({
      rowStart: 13,
      rowEnd: 31,
    });
  });

  describe('counter examples', () => {
    it('a strip starting on its anchor is a whole number of pages from it (-0 days)', () => {
      const day = Temporal.PlainDate.from('2026-01-02');
      expect(dateStripWindow(day, Temporal.PlainDate.from('2026-01-01'))[0]?.toString()).toBe('2026-01-01');
    });
  });
});
