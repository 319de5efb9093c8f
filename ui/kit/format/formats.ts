import { formatMinor, formatNumber, INTL_LOCALE, type Locale } from '../../../core/money/index';
import { relativeTime, TIME_ZONE } from '../../../core/time/index';
import { sameOnEveryEngine } from '../../i18n/intl-text';

/**
 * Every display format of the storefront, in one language: amounts from the wire's minor units (core),
 * instants (ISO) in the organiser's time zone, plain days (`YYYY-MM-DD`) as written, and ranges with their
 * shared parts written once. Formatting only: no rule decides anything here.
 */
const hm = { hour: '2-digit', minute: '2-digit' } as const;

/** Instants, read in Europe/Brussels; the example is 20 November 2026 10:05 in fr / en. */
const INSTANT_STYLES = {
  /** "20 novembre 2026" / "20 November 2026". */
  date: { dateStyle: 'long' },
  /** "20 nov. 2026" / "20 Nov 2026". */
  mediumDate: { dateStyle: 'medium' },
  /** "ven. 20 nov. 2026" / "Fri, 20 Nov 2026". */
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** "ven. 20 nov. 2026, 10:05" / "Fri, 20 Nov 2026, 10:05". */
  dateTime: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...hm },
  /** "20 nov. 2026, 10:05" / "20 Nov 2026, 10:05". */
  mediumDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "20 novembre 2026 à 10:05" / "20 November 2026 at 10:05". */
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** "vendredi 20 novembre 2026 à 10:05" / "Friday, 20 November 2026 at 10:05". */
  fullDateTime: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...hm },
  /** "10:05". */
  time: hm,
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Ranges of instants, read in Europe/Brussels. */
const INSTANT_RANGE_STYLES = {
  /** "ven. 20 nov. 2026, 10:05 – 12:30". */
  dateTime: INSTANT_STYLES.dateTime,
  /** "12 nov. 2026 – 11 févr. 2027", one day when both fall on it. */
  dates: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "mar. 12 nov., 18:00 – 19:30": one date of an availability. */
  slot: { weekday: 'short', day: 'numeric', month: 'short', ...hm },
  /** "09:00 – 16:00". */
  time: hm,
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Plain days `YYYY-MM-DD` (no time zone shift); the example is Friday 20 November 2026. */
const DAY_STYLES = {
  /** "vendredi 20 novembre 2026". */
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "vendredi 20 novembre". */
  withoutYear: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "20 nov. 2026". */
  medium: { dateStyle: 'medium' },
  /** "ven. 20": a column heading of a weekly calendar. */
  column: { weekday: 'short', day: 'numeric' },
  /** "ven. 20/11": a column heading of a schedule grid. */
  numeric: { weekday: 'short', day: '2-digit', month: '2-digit' },
  /** "ven.", "20", "nov.": the parts of a date strip's button. */
  weekday: { weekday: 'short' },
  dayOfMonth: { day: 'numeric' },
  month: { month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Ranges of plain days. */
const DAY_RANGE_STYLES = {
  /** "16 – 22 novembre 2026": the days of a week. */
  days: { day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type InstantStyle = keyof typeof INSTANT_STYLES;
export type InstantRangeStyle = keyof typeof INSTANT_RANGE_STYLES;
export type DayStyle = keyof typeof DAY_STYLES;
export type DayRangeStyle = keyof typeof DAY_RANGE_STYLES;

/** Intl formatters are costly to build and pages format dozens of dates: one per language, zone and style. */
const formatterCache = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(
  language: Locale,
  timeZone: string,
  key: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const cacheKey = `${language}|${timeZone}|${key}`;
  let formatter = formatterCache.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[language], { ...options, timeZone });
    formatterCache.set(cacheKey, formatter);
  }
  return formatter;
}

/** A plain day as the UTC midnight it names, formatted in UTC so no zone moves it. */
const plainDay = (day: string) => new Date(`${day}T00:00:00Z`);

export interface Formats {
  /** Integer minor units from the wire, as currency ("12,50 €" / "€12.50"). */
  money(minor: number): string;
  /** A plain number, at most 2 decimals (part 2 §9), or `maximumFractionDigits` of them. */
  number(value: number, maximumFractionDigits?: number): string;
  /** An ISO instant in Europe/Brussels. */
  instant(iso: string, style: InstantStyle): string;
  /** Two ISO instants in Europe/Brussels, shared parts written once. */
  instantRange(start: string, end: string, style: InstantRangeStyle): string;
  /** A plain day `YYYY-MM-DD`. */
  day(day: string, style: DayStyle): string;
  /** Two plain days, shared parts written once. */
  dayRange(first: string, last: string, style: DayRangeStyle): string;
  /** "08:00": an hour label of a day grid. */
  hour(hour: number): string;
  /** "il y a 3 jours" / "3 days ago": `iso` seen from `now` (core `relativeTime`). */
  relative(iso: string, now: string): string;
}

const formatsByLanguage = new Map<Locale, Formats>();

/** The formats of one language (for code outside a component; components use `useFormat()`). */
export function formatsFor(language: Locale): Formats {
  const known = formatsByLanguage.get(language);
  if (known) return known;
  const formats: Formats = {
    money: (minor) => formatMinor(minor, language),
    number: (value, maximumFractionDigits) =>
      maximumFractionDigits === undefined
        ? formatNumber(value, language)
        : new Intl.NumberFormat(INTL_LOCALE[language], { maximumFractionDigits }).format(value),
    instant: (iso, style) =>
      dateFormatter(language, TIME_ZONE, `i:${style}`, INSTANT_STYLES[style]).format(new Date(iso)),
    instantRange: (start, end, style) =>
      sameOnEveryEngine(
        dateFormatter(language, TIME_ZONE, `ir:${style}`, INSTANT_RANGE_STYLES[style]).formatRange(
          new Date(start),
          new Date(end),
        ),
      ),
    day: (day, style) =>
      dateFormatter(language, 'UTC', `d:${style}`, DAY_STYLES[style]).format(plainDay(day)),
    dayRange: (first, last, style) =>
      sameOnEveryEngine(
        dateFormatter(language, 'UTC', `dr:${style}`, DAY_RANGE_STYLES[style]).formatRange(
          plainDay(first),
          plainDay(last),
        ),
      ),
    hour: (hour) =>
      dateFormatter(language, 'UTC', 'hour', hm).format(new Date(Date.UTC(2000, 0, 1, hour % 24))),
    relative: (iso, now) => {
      const { value, unit } = relativeTime(iso, now);
      return new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'auto' }).format(value, unit);
    },
  };
  formatsByLanguage.set(language, formats);
  return formats;
}
