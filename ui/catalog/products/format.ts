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
