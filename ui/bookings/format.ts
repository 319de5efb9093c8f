import type { TFunction } from 'i18next';
import type { Locale } from '../../core/money/index';
import { durationFromSeconds, TIME_ZONE } from '../../core/time/index';

/**
 * Display formats of the schedules and the booking page: instants in Europe/Brussels, in the page's
 * language. Formatting only; the rules live in core/booking.
 */
const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB' };

/** "lundi 23 novembre 2026, 10:30". */
export function formatSlotStart(iso: string, language: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "10:30". */
export function formatTimeOf(iso: string, language: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A calendar date `YYYY-MM-DD` as "lundi 23 novembre" (no time zone shift). */
export function formatDay(date: string, language: Locale, withYear = false): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' as const } : {}),
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A calendar date as a column head: "lun. 23/11". */
export function formatShortDay(date: string, language: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: 'UTC',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A duration in seconds as "1 heure 30 minutes". */
export function formatDuration(seconds: number, t: TFunction): string {
  const duration = durationFromSeconds(seconds);
  const parts = [
    duration.hours > 0 ? t('bookings.duration.hours', { count: duration.hours }) : null,
    duration.minutes > 0 ? t('bookings.duration.minutes', { count: duration.minutes }) : null,
    duration.seconds > 0 ? t('bookings.duration.seconds', { count: duration.seconds }) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' ') : t('bookings.duration.seconds', { count: 0 });
}
