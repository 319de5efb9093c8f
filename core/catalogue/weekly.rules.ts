/**
 * The weekly calendar section (part 1 §2 section type "weekly calendar"; part 2 §9 "Weekly calendar has 7
 * columns; grid 12 rows per hour; default hours 0 to 24 unless items extend them."): the week of a date, the
 * dates falling in it, and where each one sits on the grid. Weeks start on Monday; everything is read in
 * Europe/Brussels, daylight saving time included.
 */
import {
  brusselsDate,
  compareInstants,
  formatInstant,
  type InstantLike,
  inBrussels,
  type PlainDate,
  startOfBrusselsDay,
  startOfWeek,
  Temporal,
  weekOf,
} from '../time/index';
import {
  type CalendarHours,
  GRID_ROWS_PER_HOUR,
  WEEKLY_CALENDAR_COLUMNS,
  weeklyCalendarRow,
  weeklyCalendarRows,
} from './interface.rules';
import { type ScheduleAvailability, type ScheduleDate, scheduleDates } from './schedule.rules';

export interface WeekWindow {
  monday: PlainDate;
  /** Monday to Sunday. */
  days: PlainDate[];
  /** Monday 00:00 in Brussels, as an ISO instant. */
  after: string;
  /** The next Monday 00:00 in Brussels, as an ISO instant (exclusive). */
  before: string;
}

/** The Monday-to-Sunday week holding `date`, with its start and end instants in Brussels. */
export function weekWindow(date: PlainDate): WeekWindow {
  const monday = startOfWeek(date);
  return {
    monday,
    days: weekOf(monday),
    after: formatInstant(startOfBrusselsDay(monday)),
    before: formatInstant(startOfBrusselsDay(monday.add({ days: WEEKLY_CALENDAR_COLUMNS }))),
  };
}

/** One date of an availability on the weekly calendar. */
export interface WeekItem<Availability extends ScheduleAvailability = ScheduleAvailability> {
  availability: Availability;
  date: ScheduleDate;
  start_at: string;
  end_at: string;
}

/** The dates of the availabilities starting in the week of `monday` (Brussels days), by start. */
export function weekItems<Availability extends ScheduleAvailability>(
  availabilities: readonly Availability[],
  monday: PlainDate,
): Array<WeekItem<Availability>> {
  const first = startOfWeek(monday);
  const last = first.add({ days: WEEKLY_CALENDAR_COLUMNS - 1 });
  return availabilities
    .flatMap((availability) =>
      scheduleDates(availability).map((date) => ({
        availability,
        date,
        start_at: date.start_at,
        end_at: date.end_at,
      })),
    )
    .filter((item) => {
      const day = brusselsDate(item.start_at);
      return Temporal.PlainDate.compare(day, first) >= 0 && Temporal.PlainDate.compare(day, last) <= 0;
    })
    .sort((a, b) => compareInstants(a.start_at, b.start_at));
}

export interface WeeklyPlacement<Item> {
  item: Item;
  /** 1 (Monday) to 7 (Sunday). */
  column: number;
  /** First grid row (1-based, 5-minute rows from `hours.start`). */
  rowStart: number;
  /** Grid line the item ends at (exclusive): rowStart < rowEnd ≤ rows + 1. */
  rowEnd: number;
  /** Side-by-side position among the items it overlaps in its column, from 0. */
  lane: number;
  /** How many lanes its group of overlapping items needs. */
  lanes: number;
}

/** The grid line (exclusive) an end instant reaches: rounded up to the next 5-minute row. */
function endLine(value: InstantLike, hours: CalendarHours): number {
  const time = inBrussels(value);
  const minutes =
    (time.hour - hours.start) * 60 +
    time.minute +
    (time.second + time.millisecond / 1000 + time.microsecond / 1e6 + time.nanosecond / 1e9) / 60;
  return Math.ceil((minutes * GRID_ROWS_PER_HOUR) / 60) + 1;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Where each item sits on the weekly grid of `hours`: column of its Brussels start day; rows from its start
 * (rounded down to 5 minutes) to its end (rounded up), at least one row, cut at the end of the grid when it ends
 * on a later day (or outside the hours). Items that overlap in a column get different lanes; every item of a
 * group of overlapping items gets the group's lane count. Items outside the week of `monday` are left out.
 */
export function weeklyPlacements<Item extends { start_at: string; end_at: string }>(
  items: readonly Item[],
  monday: PlainDate,
  hours: CalendarHours,
): Array<WeeklyPlacement<Item>> {
  const first = startOfWeek(monday);
  const rows = weeklyCalendarRows(hours);
  const placed = items.flatMap((item) => {
    const startDay = brusselsDate(item.start_at);
    const column = first.until(startDay, { largestUnit: 'days' }).days + 1;
    if (column < 1 || column > WEEKLY_CALENDAR_COLUMNS) return [];
    const rowStart = clamp(weeklyCalendarRow(item.start_at, hours), 1, rows);
    const sameDay = brusselsDate(item.end_at).equals(startDay);
    const rowEnd = sameDay ? clamp(endLine(item.end_at, hours), rowStart + 1, rows + 1) : rows + 1;
    return [{ item, column, rowStart, rowEnd, lane: 0, lanes: 1 }];
  });
  for (let column = 1; column <= WEEKLY_CALENDAR_COLUMNS; column += 1) {
    assignLanes(placed.filter((placement) => placement.column === column));
  }
  return placed.sort((a, b) => a.column - b.column || a.rowStart - b.rowStart || a.rowEnd - b.rowEnd);
}

/** Interval partitioning of one column: the first free lane for each item; a group's lane count for all of it. */
function assignLanes(column: Array<WeeklyPlacement<unknown>>): void {
  const ordered = [...column].sort((a, b) => a.rowStart - b.rowStart || a.rowEnd - b.rowEnd);
  let group: Array<WeeklyPlacement<unknown>> = [];
  let laneEnds: number[] = [];
  let groupEnd = 0;
  const close = () => {
    for (const member of group) member.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const placement of ordered) {
    if (placement.rowStart >= groupEnd) close();
    const free = laneEnds.findIndex((end) => end <= placement.rowStart);
    const lane = free < 0 ? laneEnds.length : free;
    laneEnds[lane] = placement.rowEnd;
    placement.lane = lane;
    group.push(placement);
    groupEnd = group.length === 1 ? placement.rowEnd : Math.max(groupEnd, placement.rowEnd);
  }
  close();
}
