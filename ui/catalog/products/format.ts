import type { TFunction } from 'i18next';
import type { Locale } from '../../../core/money/index';
import { TIME_ZONE } from '../../../core/time/index';

const intlLocale: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB' };

/** A calendar date in the organiser's timezone ("12 mars 2026"). */
export function formatDay(iso: string, language: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[language], { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
}

/** A date and time in the organiser's timezone. */
export function formatDayTime(iso: string, language: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

const SECONDS = { weeks: 604_800, days: 86_400, hours: 3_600, minutes: 60 } as const;

/** A validity in seconds in its largest whole unit ("30 jours", "2 heures"). */
export function formatSeconds(seconds: number, t: TFunction): string {
  for (const unit of ['days', 'hours'] as const) {
    if (seconds >= SECONDS[unit] && seconds % SECONDS[unit] === 0) {
      return t(`productPages.units.${unit}`, { count: seconds / SECONDS[unit] });
    }
  }
  return t('productPages.units.minutes', { count: Math.max(1, Math.round(seconds / SECONDS.minutes)) });
}

const ROLLING_UNITS = { DAY: 'days', WEEK: 'weeks', MONTH: 'months', YEAR: 'years' } as const;

/** A rolling period ("1 an", "3 mois") from its type and duration. */
export function formatRollingPeriod(type: string | null, duration: number | null, t: TFunction): string {
  const unit = ROLLING_UNITS[(type ?? 'YEAR') as keyof typeof ROLLING_UNITS] ?? 'years';
  return t(`productPages.units.${unit}`, { count: Math.max(1, duration ?? 1) });
}
