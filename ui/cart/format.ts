import type { Locale } from '../../core/money/index';
import { sameOnEveryEngine } from '../i18n/intl-text';

/**
 * Display formats for the cart and checkout screens: instants in the organiser's time zone
 * (Europe/Brussels), in the page's language. Formatting only; no rule decides anything here.
 */
const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB' };
const TIME_ZONE = 'Europe/Brussels';

const dateTime = (language: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** "lun. 7 juil. 2025, 09:00". */
export function formatDateTime(iso: string, language: Locale): string {
  return dateTime(language).format(new Date(iso));
}

/** "lun. 7 juil. 2025, 09:00 – 12:00" (the shared parts are written once). */
export function formatDateTimeRange(start: string, end: string, language: Locale): string {
  return sameOnEveryEngine(dateTime(language).formatRange(new Date(start), new Date(end)));
}

/** "09:15". */
export function formatTime(iso: string, language: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "lun. 23 mars 2026": a day, without the time. */
export function formatDay(iso: string, language: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}
