import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlainDate, Temporal } from '../time/index';
import {
  AVAILABILITY_STATUSES,
  addFormView,
  CALENDAR_RANGE_YEARS,
  calendarBounds,
  cartAddSearch,
  catalogueVariant,
  dateStripWindow,
  daySchedule,
  dayScheduleState,
  fewestFreeSeats,
  freeSeats,
  groupByBrusselsDay,
  initialDay,
  isDateSelectable,
  nextAvailableDay,
  stepDay,
  toggleSelection,
  weekItems,
  weeklyCalendarHours,
  weeklyCalendarRows,
  weeklyPlacements,
  weekWindow,
} from './index';

// ------------------------------------------------------------------------------------------------ test data

/** The daylight saving changes of 2025 and 2026 in Brussels (01:00 UTC on the last Sunday of March / October). */
const CHANGES = [
  Date.UTC(2025, 2, 30, 1),
  Date.UTC(2025, 9, 26, 1),
  Date.UTC(2026, 2, 29, 1),
  Date.UTC(2026, 9, 25, 1),
];

/** Instants within ± 4 days of a daylight saving change, at second precision (minutes mostly round). */
const dstInstantMs = fc
  .tuple(
    fc.constantFrom(...CHANGES),
    fc.integer({ min: -4 * 24 * 60, max: 4 * 24 * 60 }),
    fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 59 })),
  )
  .map(([change, minutes, seconds]) => change + minutes * 60_000 + seconds * 1000);
const isoOf = (ms: number) => new Date(ms).toISOString();
const dstInstant = dstInstantMs.map(isoOf);

/** Last Sunday of a month (0-based month), as a day of the month. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** Oracle without Temporal or Intl: Brussels is UTC+2 from the last Sunday of March 01:00 UTC to October's. */
function brusselsOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerTo = Date.UTC(year, 9, lastSunday(year, 9), 1);
  return ms >= summerFrom && ms < summerTo ? 2 * 3_600_000 : 3_600_000;
}

/** The Brussels wall clock of an instant: its day and minutes since local midnight. */
function brusselsClock(iso: string): { day: string; minutes: number; weekday: number } {
  const ms = Date.parse(iso);
  const local = new Date(ms + brusselsOffsetMs(ms));
  return {
    day: local.toISOString().slice(0, 10),
    minutes:
      local.getUTCHours() * 60 +
      local.getUTCMinutes() +
      local.getUTCSeconds() / 60 +
      local.getUTCMilliseconds() / 60_000,
    weekday: local.getUTCDay() === 0 ? 7 : local.getUTCDay(),
  };
}
const status = fc.constantFrom(...AVAILABILITY_STATUSES);
const capacity = fc.option(fc.integer({ min: 0, max: 12 }), { nil: null });
const seats = fc.integer({ min: 0, max: 12 });

/** One date: a start near a daylight saving change and a length of 0 to 6 hours. */
const scheduleDate = fc
  .record({
    cuid: fc.string({ minLength: 1, maxLength: 4 }),
    start: dstInstantMs,
    minutes: fc.integer({ min: 0, max: 6 * 60 }),
    status,
    capacity,
    registered: seats,
  })
  .map(({ start, minutes, ...date }) => ({
    ...date,
    start_at: isoOf(start),
    end_at: isoOf(start + minutes * 60_000),
  }));

const maybeInstant = fc.option(dstInstant, { nil: null });

const scheduleAvailability = fc
  .record({
    cuid: fc.string({ minLength: 1, maxLength: 6 }),
    status,
    registrations_start_at: maybeInstant,
    registrations_end_at: maybeInstant,
    start: dstInstantMs,
    hours: fc.integer({ min: 0, max: 72 }),
    capacity,
    registered: seats,
    activity: fc.record({ settings: fc.record({ allow_registrations_after_start: fc.boolean() }) }),
    dates: fc.array(scheduleDate, { maxLength: 5 }),
  })
  .map(({ start, hours, ...availability }) => ({
    ...availability,
    start_at: isoOf(start),
    end_at: isoOf(start + hours * 3_600_000),
  }));

/** Availabilities with distinct cuids. */
const scheduleAvailabilities = fc.uniqueArray(scheduleAvailability, {
  maxLength: 6,
  selector: (availability) => availability.cuid,
});

const plainDate = fc
  .integer({ min: -40_000, max: 40_000 })
  .map((days) => Temporal.PlainDate.from('2026-01-01').add({ days }));
const dayText = plainDate.map((date) => date.toString());
const compareDays = (a: PlainDate, b: PlainDate) => Temporal.PlainDate.compare(a, b);

// ------------------------------------------------------------------------------------------------ properties

describe('catalogue variant', () => {
  it('the date-based variant is the default; only view=list gives the list', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant('list'), fc.constant(undefined)), (view) => {
        expect(catalogueVariant(view)).toBe(view === 'list' ? 'list' : 'dates');
      }),
    );
  });
});

describe('day grouping in Europe/Brussels', () => {
  it('groups by the Brussels day of the start, across daylight saving changes, days and starts in order', () => {
    fc.assert(
      fc.property(fc.array(scheduleDate, { maxLength: 30 }), (dates) => {
        const groups = groupByBrusselsDay(dates);
        expect(groups.flatMap((group) => group.items)).toHaveLength(dates.length);
        for (const group of groups) {
          for (const item of group.items) expect(brusselsClock(item.start_at).day).toBe(group.day);
          const starts = group.items.map((item) => Date.parse(item.start_at));
          expect(starts).toEqual([...starts].sort((a, b) => a - b));
        }
        const days = groups.map((group) => group.day);
        expect(days).toEqual([...new Set(days)].sort());
        for (const date of dates) {
          expect(groups.find((group) => group.day === brusselsClock(date.start_at).day)?.items).toContain(
            date,
          );
        }
      }),
    );
  });

  it("a day's schedule holds each availability with a date starting that day once, with those dates only", () => {
    fc.assert(
      fc.property(scheduleAvailabilities, dstInstant, dstInstant, (availabilities, dayOf, now) => {
        const day = brusselsClock(dayOf).day;
        const lines = daySchedule(availabilities, day, now);
        const expected = availabilities.filter((availability) =>
          (availability.dates.length ? availability.dates : [availability]).some(
            (date) => brusselsClock(date.start_at).day === day,
          ),
        );
        expect(lines.map((line) => line.availability.cuid).sort()).toEqual(
          expected.map((availability) => availability.cuid).sort(),
        );
        const firsts = lines.map((line) => Date.parse(line.dates[0]?.start_at ?? ''));
        expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
        for (const line of lines) {
          expect(line.dates.length).toBeGreaterThan(0);
          for (const date of line.dates) expect(brusselsClock(date.start_at).day).toBe(day);
          // Selectable: the add form would show and a date of the day is selectable (part 1 §4).
          expect(line.selectable).toBe(
            addFormView(line.availability, now).kind === 'form' && line.dates.some(isDateSelectable),
          );
          expect(line.freeSeats).toBe(fewestFreeSeats(line.dates));
          // OPEN only alone; a selectable line never shows FULL from its own dates.
          expect(line.badges.length).toBeGreaterThan(0);
          if (line.badges.includes('OPEN')) expect(line.badges).toEqual(['OPEN']);
          for (const date of line.dates) {
            if (date.status !== 'OPEN') expect(line.badges).toContain(date.status);
          }
        }
      }),
    );
  });

  it('free seats: capacity minus registered, never below 0; unlimited is null; the fewest over dates', () => {
    const capacityArb = fc.record({
      capacity: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
      registered: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(capacityArb, { minLength: 1, maxLength: 6 }), (dates) => {
        for (const date of dates) {
          const seats = freeSeats(date);
          if (date.capacity === null) expect(seats).toBeNull();
          else expect(seats).toBe(Math.max(0, date.capacity - (date.registered ?? 0)));
        }
        const limited = dates.map(freeSeats).filter((seats) => seats !== null);
        expect(fewestFreeSeats(dates)).toBe(limited.length ? Math.min(...(limited as number[])) : null);
      }),
    );
  });
});

describe('calendar range', () => {
  it('is the first to the last available day inside today ± 100 years, else the whole range', () => {
    fc.assert(
      fc.property(fc.array(dayText, { maxLength: 12 }), plainDate, (days, today) => {
        const { min, max } = calendarBounds(days, today);
        const low = today.subtract({ years: CALENDAR_RANGE_YEARS });
        const high = today.add({ years: CALENDAR_RANGE_YEARS });
        expect(compareDays(min, max)).toBeLessThanOrEqual(0);
        expect(compareDays(min, low)).toBeGreaterThanOrEqual(0);
        expect(compareDays(max, high)).toBeLessThanOrEqual(0);
        const inside = days
          .map((day) => Temporal.PlainDate.from(day))
          .filter((day) => compareDays(day, low) >= 0 && compareDays(day, high) <= 0)
          .sort(compareDays);
        if (inside.length === 0) {
          expect([min.toString(), max.toString()]).toEqual([low.toString(), high.toString()]);
        } else {
          expect(min.toString()).toBe(inside[0]?.toString());
          expect(max.toString()).toBe(inside.at(-1)?.toString());
        }
      }),
    );
  });

  it('previous and next day stay inside the bounds, one day apart', () => {
    fc.assert(
      fc.property(fc.array(dayText, { minLength: 1, maxLength: 6 }), dayText, (days, day) => {
        const bounds = calendarBounds(days, Temporal.PlainDate.from('2026-01-01'));
        for (const step of [-1, 1] as const) {
          const moved = stepDay(day, step, bounds);
          const expected = Temporal.PlainDate.from(day).add({ days: step });
          const inside = compareDays(expected, bounds.min) >= 0 && compareDays(expected, bounds.max) <= 0;
          expect(moved).toBe(inside ? expected.toString() : null);
        }
      }),
    );
  });

  it('the next available day is the first listed day after the given one', () => {
    fc.assert(
      fc.property(fc.array(dayText, { maxLength: 10 }), fc.option(dayText, { nil: null }), (days, after) => {
        const next = nextAvailableDay(days, after);
        const later = days.filter((day) => after === null || day > after).sort();
        expect(next).toBe(later[0] ?? null);
      }),
    );
  });

  it('the shown day: the query date when valid, else the first available day from today, else today', () => {
    fc.assert(
      fc.property(
        fc.oneof(dayText, fc.constant(null), fc.constant('2026-02-30'), fc.string()),
        fc.array(dayText, { maxLength: 8 }),
        plainDate,
        (requested, days, today) => {
          const shown = initialDay(requested, days, today);
          const valid =
            requested !== null && /^\d{4}-\d{2}-\d{2}$/.test(requested) && requested !== '2026-02-30';
          if (valid) expect(shown).toBe(requested);
          else {
            const upcoming = days.filter((day) => day >= today.toString()).sort();
            expect(shown).toBe(upcoming[0] ?? today.toString());
          }
        },
      ),
    );
  });

  it('the date strip holds 30 consecutive days with the chosen one, the same strip for each of them', () => {
    fc.assert(
      fc.property(plainDate, plainDate, (day, anchor) => {
        const strip = dateStripWindow(day, anchor);
        expect(strip).toHaveLength(30);
        expect(strip.map(String)).toContain(day.toString());
        strip.forEach((date, index) => {
          expect(date.toString()).toBe(strip[0]?.add({ days: index }).toString());
        });
        const offset = (strip[0] as PlainDate).since(anchor, { largestUnit: 'days' }).days;
        expect(Number.isInteger(offset / 30)).toBe(true);
        const other = strip[(day.day * 7) % 30] as PlainDate;
        expect(dateStripWindow(other, anchor).map(String)).toEqual(strip.map(String));
      }),
    );
  });
});

describe('empty states', () => {
  it('loading until the lines are known; lines when some; empty schedule only with nothing upcoming and no filter', () => {
    fc.assert(
      fc.property(
        fc.option(fc.array(dayText, { maxLength: 3 }), { nil: null }),
        fc.option(fc.nat(5), { nil: null }),
        fc.boolean(),
        (availableDays, lines, filtered) => {
          const state = dayScheduleState({ availableDays, lines, filtered });
          if (lines === null) expect(state).toBe('loading');
          else if (lines > 0) expect(state).toBe('lines');
          else if (availableDays === null) expect(state).toBe('loading');
          else expect(state).toBe(availableDays.length === 0 && !filtered ? 'empty-schedule' : 'no-results');
        },
      ),
    );
  });
});

describe('selection', () => {
  const cuid = fc.constantFrom('a', 'b', 'c', 'd', 'e');
  it('toggling keeps each cuid once, in the order chosen, and validating lists them comma-separated', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cuid, fc.boolean()), { maxLength: 20 }), (steps) => {
        let selection: string[] = [];
        for (const [item, selected] of steps) {
          const before = selection;
          selection = toggleSelection(selection, item, selected);
          expect(selection.includes(item)).toBe(selected);
          expect(new Set(selection).size).toBe(selection.length);
          // The others keep their order.
          expect(selection.filter((other) => other !== item)).toEqual(
            before.filter((other) => other !== item),
          );
          expect(toggleSelection(selection, item, selected)).toEqual(selection);
        }
        const search = cartAddSearch(selection);
        expect(search.availabilities === '' ? [] : search.availabilities.split(',')).toEqual(selection);
      }),
    );
  });
});

describe('weekly calendar', () => {
  it('a week runs from Monday 00:00 to the next Monday 00:00 in Brussels (167 to 169 hours)', () => {
    fc.assert(
      fc.property(dstInstant, (instant) => {
        const date = Temporal.PlainDate.from(brusselsClock(instant).day);
        const week = weekWindow(date);
        expect(week.monday.dayOfWeek).toBe(1);
        expect(week.days.map(String)).toContain(date.toString());
        expect(brusselsClock(week.after)).toMatchObject({ day: week.monday.toString(), minutes: 0 });
        expect(brusselsClock(week.before)).toMatchObject({
          day: week.monday.add({ days: 7 }).toString(),
          minutes: 0,
        });
        const hours = (Date.parse(week.before) - Date.parse(week.after)) / 3_600_000;
        expect([167, 168, 169]).toContain(hours);
      }),
    );
  });

  it('places every date of the week in its Brussels weekday column, on 12 rows per hour, within the grid', () => {
    fc.assert(
      fc.property(scheduleAvailabilities, dstInstant, (availabilities, dayOf) => {
        const week = weekWindow(Temporal.PlainDate.from(brusselsClock(dayOf).day));
        const items = weekItems(availabilities, week.monday);
        const weekDays = week.days.map(String);
        const all = availabilities.flatMap((a) => (a.dates.length ? a.dates : [a]));
        expect(items).toHaveLength(
          all.filter((date) => weekDays.includes(brusselsClock(date.start_at).day)).length,
        );
        const hours = weeklyCalendarHours(items);
        const rows = weeklyCalendarRows(hours);
        expect(rows).toBe((hours.end - hours.start) * 12);
        const placements = weeklyPlacements(items, week.monday, hours);
        expect(placements).toHaveLength(items.length);
        for (const placement of placements) {
          const start = brusselsClock(placement.item.start_at);
          const end = brusselsClock(placement.item.end_at);
          expect(placement.column).toBe(start.weekday);
          // The default 0–24 hours hold every item: its start row is exact.
          expect(placement.rowStart).toBe(Math.floor((start.minutes - hours.start * 60) / 5) + 1);
          expect(placement.rowEnd).toBeGreaterThan(placement.rowStart);
          expect(placement.rowEnd).toBeLessThanOrEqual(rows + 1);
          if (end.day === start.day && end.minutes > start.minutes) {
            // The rows cover the item, and no more than the 5 minutes its end is rounded up to.
            const endMinutes = end.minutes - hours.start * 60;
            expect((placement.rowEnd - 1) * 5).toBeGreaterThanOrEqual(endMinutes);
            expect((placement.rowEnd - 2) * 5).toBeLessThan(
              Math.max(endMinutes, (placement.rowStart - 1) * 5 + 5),
            );
          } else if (end.day !== start.day) {
            expect(placement.rowEnd).toBe(rows + 1);
          }
          expect(placement.lane).toBeLessThan(placement.lanes);
        }
        // Overlapping items of a column never share a lane, and share their group's lane count.
        for (const a of placements) {
          for (const b of placements) {
            if (a === b || a.column !== b.column) continue;
            if (a.rowStart < b.rowEnd && b.rowStart < a.rowEnd) {
              expect(a.lane).not.toBe(b.lane);
              expect(a.lanes).toBe(b.lanes);
            }
          }
        }
      }),
    );
  });

  it('section hours widen to every item of the week, never beyond 0 to 24', () => {
    fc.assert(
      fc.property(
        fc.array(scheduleDate, { maxLength: 8 }),
        fc.option(fc.integer({ min: 0, max: 24 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 24 }), { nil: null }),
        (dates, startHour, endHour) => {
          const hours = weeklyCalendarHours(dates, { start_hour: startHour, end_hour: endHour });
          expect(0 <= hours.start && hours.start < hours.end && hours.end <= 24).toBe(true);
          for (const date of dates) {
            const start = brusselsClock(date.start_at);
            const end = brusselsClock(date.end_at);
            expect(hours.start * 60).toBeLessThanOrEqual(start.minutes);
            if (end.day === start.day) expect(hours.end * 60).toBeGreaterThanOrEqual(end.minutes);
            else expect(hours.end).toBe(24);
          }
        },
      ),
    );
  });
});
