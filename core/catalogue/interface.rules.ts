/**
 * Catalogue interface constants of part 2 §9 ("Lists and catalogue", "Timing and interface") with the
 * functions that use them: filter controls, date list layout, the mobile date strip, the weekly calendar grid,
 * the calendar range and the filter debounce.
 */
import { type InstantLike, inBrussels, type PlainDate, toInstant } from '../time/index';

/** "Location filter uses a multi-select above 5 locations, otherwise checkboxes". */
export const LOCATION_MULTISELECT_ABOVE = 5;
/** "a category filter uses a multi-select above 300 categories". */
export const CATEGORY_MULTISELECT_ABOVE = 300;
/** "Date lists switch to a grid above 7 dates." */
export const DATE_LIST_GRID_ABOVE = 7;
/** "Mobile date strip shows 30 days." */
export const MOBILE_DATE_STRIP_DAYS = 30;
/** "Weekly calendar has 7 columns". */
export const WEEKLY_CALENDAR_COLUMNS = 7;
/** "grid 12 rows per hour" (one row per 5 minutes). */
export const GRID_ROWS_PER_HOUR = 12;
/** "default hours 0 to 24 unless items extend them". */
export const DEFAULT_CALENDAR_HOURS: Readonly<CalendarHours> = { start: 0, end: 24 };
/** "Calendar range plus or minus 100 years." */
export const CALENDAR_RANGE_YEARS = 100;

export type FilterControl = 'multi-select' | 'checkboxes';

export function locationFilterControl(locationCount: number): FilterControl {
  return locationCount > LOCATION_MULTISELECT_ABOVE ? 'multi-select' : 'checkboxes';
}

/** Above 300 categories a multi-select; otherwise (not stated by the spec) the same checkboxes as locations. */
export function categoryFilterControl(categoryCount: number): FilterControl {
  return categoryCount > CATEGORY_MULTISELECT_ABOVE ? 'multi-select' : 'checkboxes';
}

export function dateListLayout(dateCount: number): 'grid' | 'list' {
  return dateCount > DATE_LIST_GRID_ABOVE ? 'grid' : 'list';
}

export interface CalendarHours {
  /** First hour shown, 0 to 23. */
  start: number;
  /** Hour the grid ends at, 1 to 24. */
  end: number;
}

/** Section settings "start_hour and end_hour numbers or empty" (part 2 §5). */
export interface CalendarHourSettings {
  start_hour?: number | null;
  end_hour?: number | null;
}

const clampHour = (hour: number): number => Math.min(24, Math.max(0, hour));

/**
 * Hours of the weekly calendar: the section's start_hour/end_hour, 0 to 24 by default, widened so every item
 * fits ("default hours 0 to 24 unless items extend them"). Items are read in Brussels; an item ending on a later
 * day than it starts reaches 24. Section hours with start at or after end are ignored. The result stays within
 * 0–24 with start < end.
 */
export function weeklyCalendarHours(
  items: ReadonlyArray<{ start_at: InstantLike; end_at: InstantLike }>,
  settings: CalendarHourSettings = {},
): CalendarHours {
  let start = clampHour(Math.floor(settings.start_hour ?? DEFAULT_CALENDAR_HOURS.start));
  let end = clampHour(Math.ceil(settings.end_hour ?? DEFAULT_CALENDAR_HOURS.end));
  // Settings that leave no hour (start at or after end) are ignored: the default 0 to 24 applies.
  if (end <= start) ({ start, end } = DEFAULT_CALENDAR_HOURS);
  for (const item of items) {
    const from = inBrussels(item.start_at);
    const to = inBrussels(item.end_at);
    start = Math.min(start, from.hour);
    const sameDay = from.toPlainDate().equals(to.toPlainDate());
    const endHour = sameDay ? to.hour + (to.minute > 0 || to.second > 0 || to.millisecond > 0 ? 1 : 0) : 24;
    end = Math.max(end, endHour);
  }
  if (end <= start) return start >= 24 ? { start: 23, end: 24 } : { start, end: start + 1 };
  return { start, end };
}

/** Rows of the weekly grid: 12 per hour shown. */
export function weeklyCalendarRows(hours: CalendarHours): number {
  return (hours.end - hours.start) * GRID_ROWS_PER_HOUR;
}

/** The 1-based grid row an instant falls in (5-minute rows), for a grid starting at `hours.start`. */
export function weeklyCalendarRow(value: InstantLike, hours: CalendarHours): number {
  const time = inBrussels(toInstant(value));
  return (time.hour - hours.start) * GRID_ROWS_PER_HOUR + Math.floor(time.minute / 5) + 1;
}

/** The dates a calendar popover lets one pick: 100 years either side of today. */
export function calendarRange(today: PlainDate): { min: PlainDate; max: PlainDate } {
  return {
    min: today.subtract({ years: CALENDAR_RANGE_YEARS }),
    max: today.add({ years: CALENDAR_RANGE_YEARS }),
  };
}

/**
 * "Filter debounce 750 ms by default, 350 ms when filters are not in a popover, 500 ms in another section".
 * `popover` (and no placement) is the default; `inline` is not in a popover; `other-section` is a filters
 * section driving a list in another section.
 */
export const FILTER_DEBOUNCE_MS = { popover: 750, inline: 350, 'other-section': 500 } as const;
export type FilterPlacement = keyof typeof FILTER_DEBOUNCE_MS;

export function filterDebounce(placement: FilterPlacement = 'popover'): number {
  return FILTER_DEBOUNCE_MS[placement];
}

/**
 * The `after` an activities grid sends (part 2 §7 "GET /api/activities: ... after (only when the
 * available-only setting is on)"): none when the setting is off; else now, down to the hour, so the page
 * rendered on the server and the browser that hydrates it ask the same question (and share its answer)
 * within the hour. An availability ending in the current hour still shows: it may still take a seat.
 */
export function activitiesAfter(availableOnly: boolean, now: string): string | undefined {
  if (!availableOnly) return undefined;
  return toInstant(now)
    .round({ smallestUnit: 'hour', roundingMode: 'floor' })
    .toString({ fractionalSecondDigits: 3 });
}
