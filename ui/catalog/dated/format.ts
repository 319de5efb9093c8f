import type { Locale } from '../../../core/money/index';
import { TIME_ZONE } from '../../../core/time/index';
import { sameOnEveryEngine } from '../../i18n/intl-text';

/** Dates and times in the organiser's timezone (Europe/Brussels) and the page's language. */
const intlLocale: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB' };

/** "09:00–16:00": the hours of one date. */
export function formatTimeRange(start: string, end: string, language: Locale): string {
  return sameOnEveryEngine(
    new Intl.DateTimeFormat(intlLocale[language], {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
    }).formatRange(new Date(start), new Date(end)),
  );
}

const plain = (day: string) => new Date(`${day}T00:00:00Z`);

/** Parts of a plain day `YYYY-MM-DD` for the date strip: "lun." and "11". */
export function stripDayParts(
  day: string,
  language: Locale,
): { weekday: string; day: string; month: string } {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale[language], { timeZone: 'UTC', ...options }).format(plain(day));
  return {
    weekday: format({ weekday: 'short' }),
    day: format({ day: 'numeric' }),
    month: format({ month: 'short' }),
  };
}

/** "lundi 11 mai 2026": a plain day in full. */
export function formatFullDay(day: string, language: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[language], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(plain(day));
}

/** "11–17 mai 2026": the days of a week. */
export function formatDayRange(first: string, last: string, language: Locale): string {
  return sameOnEveryEngine(
    new Intl.DateTimeFormat(intlLocale[language], {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).formatRange(plain(first), plain(last)),
  );
}

/** "lun. 11": a column heading of the weekly calendar. */
export function formatColumnDay(day: string, language: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[language], {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
  }).format(plain(day));
}

/** "08:00": an hour label of the weekly grid. */
export function formatHour(hour: number, language: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[language], {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(Date.UTC(2000, 0, 1, hour % 24)));
}
