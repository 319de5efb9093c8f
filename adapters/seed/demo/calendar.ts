import {
  brusselsDate,
  formatInstant,
  type PlainDate,
  startOfWeek,
  Temporal,
  TIME_ZONE,
} from '../../../core/time/index';

/**
 * Calendar helpers of the demo catalogue: Brussels local times written as UTC instants, and the school
 * holidays of the French Community of Belgium (two weeks in autumn, at Christmas, in February and in spring,
 * seven weeks in summer), always the next occurrence after the anchor, so the catalogue is in the future.
 */

/** A Brussels wall-clock time on a date, as an ISO instant (UTC). Daylight saving time is taken care of. */
export function local(date: PlainDate, time: string): string {
  return formatInstant(
    date.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from(time) }).toInstant(),
  );
}

/** The Monday of a date's week. */
const mondayOf = startOfWeek;

/** The first date on or after `date` that falls on an ISO weekday (1 Monday … 7 Sunday). */
export const nextWeekday = (date: PlainDate, weekday: number): PlainDate =>
  date.add({ days: (weekday - date.dayOfWeek + 7) % 7 });

/** `count` dates a week apart from `first`, skipping those inside any of the `breaks`. */
export function weekly(first: PlainDate, count: number, breaks: readonly Holiday[] = []): PlainDate[] {
  const dates: PlainDate[] = [];
  for (let date = first; dates.length < count; date = date.add({ days: 7 })) {
    if (!breaks.some((holiday) => holiday.contains(date))) dates.push(date);
  }
  return dates;
}

export interface Holiday {
  /** Monday of the first week. */
  monday: PlainDate;
  weeks: number;
  /** Saturday before, 00:00 (Brussels). */
  start_at: string;
  /** Monday after, 00:00 (Brussels). */
  end_at: string;
  /** The Monday of the n-th week (0-based). */
  week(index: number): PlainDate;
  contains(date: PlainDate): boolean;
}

function holiday(monday: PlainDate, weeks: number): Holiday {
  const after = monday.add({ weeks });
  const before = monday.subtract({ days: 2 });
  return {
    monday,
    weeks,
    start_at: local(before, '00:00'),
    end_at: local(after, '00:00'),
    week: (index) => monday.add({ weeks: index }),
    contains: (date) =>
      Temporal.PlainDate.compare(date, before) >= 0 && Temporal.PlainDate.compare(date, after) < 0,
  };
}

const RULES = {
  /** Week containing 1 November is the second week. */
  toussaint: (year: number) =>
    holiday(mondayOf(Temporal.PlainDate.from({ year, month: 11, day: 1 })).subtract({ weeks: 1 }), 2),
  /** From the Monday of the week of 23 December. */
  noel: (year: number) => holiday(mondayOf(Temporal.PlainDate.from({ year, month: 12, day: 23 })), 2),
  /** From the Monday of the week of 17 February. */
  carnaval: (year: number) => holiday(mondayOf(Temporal.PlainDate.from({ year, month: 2, day: 17 })), 2),
  /** From the Monday of the week of 28 April. */
  paques: (year: number) => holiday(mondayOf(Temporal.PlainDate.from({ year, month: 4, day: 28 })), 2),
  /** Seven weeks from the first Monday on or after 3 July. */
  ete: (year: number) => holiday(nextWeekday(Temporal.PlainDate.from({ year, month: 7, day: 3 }), 1), 7),
} as const;
export type HolidayName = keyof typeof RULES;

/** The next occurrence of each holiday that starts at least a week after `now`. */
export function nextHolidays(now: string): Record<HolidayName, Holiday> {
  const today = brusselsDate(now);
  const earliest = today.add({ days: 7 });
  const next = (rule: (year: number) => Holiday) => {
    for (let year = today.year - 1; ; year += 1) {
      const occurrence = rule(year);
      if (Temporal.PlainDate.compare(occurrence.monday.subtract({ days: 2 }), earliest) >= 0)
        return occurrence;
    }
  };
  return {
    toussaint: next(RULES.toussaint),
    noel: next(RULES.noel),
    carnaval: next(RULES.carnaval),
    paques: next(RULES.paques),
    ete: next(RULES.ete),
  };
}

/** Every school holiday from the year before the anchor's to the year after: no weekly course on those dates. */
export function schoolBreaks(now: string): Holiday[] {
  const year = brusselsDate(now).year;
  return [year - 1, year, year + 1].flatMap((each) => Object.values(RULES).map((rule) => rule(each)));
}

/** Public holidays inside school holidays, when there is no camp. */
export const isPublicHoliday = (date: PlainDate): boolean =>
  (date.month === 12 && (date.day === 25 || date.day === 26)) ||
  (date.month === 1 && date.day === 1) ||
  (date.month === 11 && (date.day === 1 || date.day === 11)) ||
  (date.month === 7 && date.day === 21) ||
  (date.month === 8 && date.day === 15);

/** The school year an instant falls in: 1 September to 30 June. */
export function schoolYear(now: string): { start: PlainDate; end: PlainDate } {
  const today = brusselsDate(now);
  const startYear = today.month >= 7 ? today.year : today.year - 1;
  return {
    start: Temporal.PlainDate.from({ year: startYear, month: 9, day: 1 }),
    end: Temporal.PlainDate.from({ year: startYear + 1, month: 6, day: 30 }),
  };
}

/** A birthdate `years` years and `days` days before the anchor's date. */
export const birthdate = (now: string, years: number, days: number): string =>
  brusselsDate(now).subtract({ years }).subtract({ days }).toString();
