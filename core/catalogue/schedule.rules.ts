/**
 * The date-based catalogue of an activity (part 1 §2 "/activities/$activity: two section variants: an
 * availabilities list with pagination, and a default date-based one with day navigation and an optional filter
 * calendar", "A sticky bar shows the selection count with clear and validate buttons") and the schedule
 * screens' calendar (part 1 §2 "calendar popover with weeks starting Monday, days with availability marked,
 * selectable range limited to first to last available date"; part 2 §9 "Calendar range plus or minus 100
 * years.", "Mobile date strip shows 30 days."). Days are Europe/Brussels calendar dates; "now" and "today" are
 * parameters.
 */
import { brusselsDate, compareInstants, type InstantLike, type PlainDate, Temporal } from '../time/index';
import {
  type AvailabilityStatus,
  type AvailabilityWindow,
  addFormView,
  CARD_BADGES,
  type CardBadge,
  cardBadges,
  type DateCapacity,
  hasFreeCapacity,
  isDateSelectable,
} from './catalogue.rules';
import { calendarRange, MOBILE_DATE_STRIP_DAYS } from './interface.rules';

/** "two section variants": the date-based one is the default. */
export const CATALOGUE_VARIANTS = ['dates', 'list'] as const;
export type CatalogueVariant = (typeof CATALOGUE_VARIANTS)[number];

/** The variant a `view` query value asks for; anything but `list` is the default date-based variant. */
export function catalogueVariant(view: unknown): CatalogueVariant {
  return view === 'list' ? 'list' : 'dates';
}

/** One date of an availability as the schedule reads it. */
export interface ScheduleDate extends DateCapacity {
  cuid?: string;
  start_at: string;
  end_at: string;
  status: AvailabilityStatus;
}

/** The smallest availability the schedule needs (the API's availabilities satisfy it). */
export interface ScheduleAvailability extends AvailabilityWindow {
  cuid: string;
  start_at: string;
  end_at: string;
  capacity: number | null;
  registered?: number | null;
  dates?: readonly ScheduleDate[] | null;
}

const byStart = (a: { start_at: string }, b: { start_at: string }) => compareInstants(a.start_at, b.start_at);

/** The dates of an availability; one without dates is its own single date. Sorted by start. */
export function scheduleDates(availability: ScheduleAvailability): ScheduleDate[] {
  const dates = availability.dates?.length
    ? [...availability.dates]
    : [
        {
          start_at: availability.start_at,
          end_at: availability.end_at,
          status: availability.status,
          capacity: availability.capacity,
          registered: availability.registered ?? 0,
        },
      ];
  return dates.sort(byStart);
}

/** ISO `YYYY-MM-DD` of the Brussels day an instant falls on. */
export function brusselsDay(value: InstantLike): string {
  return brusselsDate(value).toString();
}

/**
 * Items grouped by the Brussels calendar day they start on (daylight saving time included): days in order,
 * items of a day by start instant, items starting together in their given order.
 */
export function groupByBrusselsDay<Item extends { start_at: string }>(
  items: readonly Item[],
): Array<{ day: string; items: Item[] }> {
  const days = new Map<string, Item[]>();
  for (const item of [...items].sort(byStart)) {
    const day = brusselsDay(item.start_at);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days.keys()].sort().map((day) => ({ day, items: days.get(day) ?? [] }));
}

/** Seats left on a date: null when the capacity is unlimited, never below 0. */
export function freeSeats(date: DateCapacity): number | null {
  return date.capacity === null ? null : Math.max(0, date.capacity - (date.registered ?? 0));
}

/** Seats left over several dates of a day: the fewest (a seat must be free on each); null when all unlimited. */
export function fewestFreeSeats(dates: readonly DateCapacity[]): number | null {
  const limited = dates.map(freeSeats).filter((seats): seats is number => seats !== null);
  return limited.length === 0 ? null : Math.min(...limited);
}

/** What a schedule line shows as its status: the card badges (part 1 §4), or OPEN when there is none. */
export type SlotBadge = CardBadge | 'OPEN';

/**
 * Badges of an availability on a day: its card badges, the statuses of the day's dates that are not OPEN
 * ("Dates marked closed: CLOSED, OVERLAP or FULL"), FULL when no date of the day has free capacity; OPEN alone
 * when none of these applies. Order CLOSED, OVERLAP, FULL.
 */
export function slotBadges(
  availability: ScheduleAvailability,
  dates: readonly ScheduleDate[],
  now: InstantLike,
): SlotBadge[] {
  const badges = new Set<CardBadge>(cardBadges(availability, now));
  for (const date of dates) if (date.status !== 'OPEN') badges.add(date.status);
  if (dates.length > 0 && !dates.some(hasFreeCapacity)) badges.add('FULL');
  const ordered = CARD_BADGES.filter((badge) => badges.has(badge));
  return ordered.length === 0 ? ['OPEN'] : ordered;
}

/**
 * Whether a line can be selected for the cart: the availability's add form would show (part 1 §4 notices) and
 * at least one of its dates that day is selectable ("only when OPEN and capacity is null or above registered").
 */
export function isSlotSelectable(
  availability: ScheduleAvailability,
  dates: readonly ScheduleDate[],
  now: InstantLike,
): boolean {
  return addFormView(availability, now).kind === 'form' && dates.some(isDateSelectable);
}

export interface DayLine<Availability extends ScheduleAvailability> {
  availability: Availability;
  /** Its dates starting that day, by start. */
  dates: ScheduleDate[];
  freeSeats: number | null;
  badges: SlotBadge[];
  selectable: boolean;
}

/**
 * The lines of one Brussels day: each availability with a date starting that day, with those dates, its seats
 * left, badges and selectability; by first start, then cuid. Availabilities without a date that day are left out.
 */
export function daySchedule<Availability extends ScheduleAvailability>(
  availabilities: readonly Availability[],
  day: string,
  now: InstantLike,
): Array<DayLine<Availability>> {
  return availabilities
    .flatMap((availability) => {
      const dates = scheduleDates(availability).filter((date) => brusselsDay(date.start_at) === day);
      if (dates.length === 0) return [];
      return [
        {
          availability,
          dates,
          freeSeats: fewestFreeSeats(dates),
          badges: slotBadges(availability, dates, now),
          selectable: isSlotSelectable(availability, dates, now),
        },
      ];
    })
    .sort((a, b) => {
      const first = byStart(a.dates[0] as ScheduleDate, b.dates[0] as ScheduleDate);
      return first !== 0 ? first : a.availability.cuid < b.availability.cuid ? -1 : 1;
    });
}

// -------------------------------------------------------------------------------------------------------------
// Days and the calendar
// -------------------------------------------------------------------------------------------------------------

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` text as a date, or null. */
export function parseDay(text: string | null | undefined): PlainDate | null {
  if (!text || !ISO_DAY.test(text)) return null;
  try {
    return Temporal.PlainDate.from(text);
  } catch {
    return null;
  }
}

/** The valid days of a list, unique and in order. */
export function sortedDays(days: readonly string[]): string[] {
  return [...new Set(days.filter((day) => parseDay(day) !== null))].sort();
}

export interface DayBounds {
  min: PlainDate;
  max: PlainDate;
}

/**
 * The days a calendar lets one pick: "selectable range limited to first to last available date", within the
 * "Calendar range plus or minus 100 years" of today. Without an available day inside that range, the whole
 * range.
 */
export function calendarBounds(availableDays: readonly string[], today: PlainDate): DayBounds {
  const range = calendarRange(today);
  const inside = sortedDays(availableDays)
    .map((day) => Temporal.PlainDate.from(day))
    .filter(
      (day) =>
        Temporal.PlainDate.compare(day, range.min) >= 0 && Temporal.PlainDate.compare(day, range.max) <= 0,
    );
  const first = inside[0];
  const last = inside.at(-1);
  return first && last ? { min: first, max: last } : range;
}

export function isWithinBounds(day: PlainDate, bounds: DayBounds): boolean {
  return Temporal.PlainDate.compare(day, bounds.min) >= 0 && Temporal.PlainDate.compare(day, bounds.max) <= 0;
}

/** The first available day strictly after `after` (or the first one when `after` is null). */
export function nextAvailableDay(availableDays: readonly string[], after: string | null): string | null {
  return sortedDays(availableDays).find((day) => after === null || day > after) ?? null;
}

/**
 * The day the date-based catalogue shows: the `date` of the query string when it is a valid day, else the first
 * available day from today on, else today.
 */
export function initialDay(
  requested: string | null,
  availableDays: readonly string[],
  today: PlainDate,
): string {
  const asked = parseDay(requested);
  if (asked) return asked.toString();
  return nextAvailableDay(availableDays, today.subtract({ days: 1 }).toString()) ?? today.toString();
}

/** The day before (-1) or after (+1) `day`, or null when it leaves the calendar's bounds. */
export function stepDay(day: string, step: -1 | 1, bounds: DayBounds): string | null {
  const current = parseDay(day);
  if (!current) return null;
  const next = current.add({ days: step });
  return isWithinBounds(next, bounds) ? next.toString() : null;
}

/**
 * The days of the date strip holding `day`: consecutive windows of `length` days (default 30, "Mobile date
 * strip shows 30 days") counted from `anchor` (the first available day, or today), so the strip stays put while
 * one moves inside it and turns a whole page when one leaves it.
 */
export function dateStripWindow(
  day: PlainDate,
  anchor: PlainDate,
  length: number = MOBILE_DATE_STRIP_DAYS,
): PlainDate[] {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`the date strip holds a whole number of days, at least 1: ${length}`);
  }
  const offset = anchor.until(day, { largestUnit: 'days' }).days;
  const start = anchor.add({ days: Math.floor(offset / length) * length });
  return Array.from({ length }, (_, index) => start.add({ days: index }));
}

// -------------------------------------------------------------------------------------------------------------
// The selection ("A sticky bar shows the selection count with clear and validate buttons")
// -------------------------------------------------------------------------------------------------------------

/** Selects or deselects an availability cuid: the result holds each cuid once, in the order chosen. */
export function toggleSelection(selection: readonly string[], cuid: string, selected: boolean): string[] {
  const unique = [...new Set(selection)];
  if (!selected) return unique.filter((candidate) => candidate !== cuid);
  return unique.includes(cuid) ? unique : [...unique, cuid];
}

/** The query of the multi-add preview "/cart/add?availabilities={cuids}" (comma-separated). */
export function cartAddSearch(selection: readonly string[]): { availabilities: string } {
  return { availabilities: [...new Set(selection)].join(',') };
}

/** "Empty states: no results, loading, empty schedule." */
export type DayScheduleState = 'loading' | 'empty-schedule' | 'no-results' | 'lines';

/**
 * What the date-based catalogue shows: loading until the day's lines are known; the lines when there are some;
 * otherwise "empty schedule" when nothing is upcoming at all and no filter narrows it (`filtered` false),
 * else "no results" (the day or the filters leave nothing).
 */
export function dayScheduleState(input: {
  availableDays: readonly string[] | null;
  lines: number | null;
  filtered: boolean;
}): DayScheduleState {
  if (input.lines === null) return 'loading';
  if (input.lines > 0) return 'lines';
  if (input.availableDays === null) return 'loading';
  return input.availableDays.length === 0 && !input.filtered ? 'empty-schedule' : 'no-results';
}
