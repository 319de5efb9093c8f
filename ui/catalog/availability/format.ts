import type { TFunction } from 'i18next';
import { type AgeDisplay, type AgeDisplayRule, ageRangeFromYears } from '../../../core/catalog/index';
import type { Locale } from '../../../core/money/index';
import { TIME_ZONE } from '../../../core/time/index';
import { sameOnEveryEngine } from '../../i18n/intl-text';

/** Dates and times are shown in the organiser's timezone (Europe/Brussels) and the page's language. */
const intlLocale: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB' };

export function formatDay(iso: string, language: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[language], {
    timeZone: TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

export function formatLongDate(iso: string, language: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[language], {
    timeZone: TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** A plain calendar date `YYYY-MM-DD` (no timezone shift). */
export function formatPlainDate(date: string, language: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[language], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "12 nov. 2026 – 11 févr. 2027", or a single day when both fall on the same day. */
export function formatDateRange(start: string, end: string, language: Locale): string {
  const format = new Intl.DateTimeFormat(intlLocale[language], {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return sameOnEveryEngine(format.formatRange(new Date(start), new Date(end)));
}

/** "mar. 12 nov. 2026, 18:00 – 19:30": one date of an availability. */
export function formatDateSlot(start: string, end: string, language: Locale): string {
  const format = new Intl.DateTimeFormat(intlLocale[language], {
    timeZone: TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return sameOnEveryEngine(format.formatRange(new Date(start), new Date(end)));
}

function ageText(t: TFunction, age: AgeDisplay): string {
  return t(`catalog.age.${age.unit}`, { count: age.value });
}

/** The age range of an availability (limits in whole years) as shown by the organiser's age display rules. */
export function formatAgeRange(
  t: TFunction,
  limits: { age_minimum: number | null; age_maximum: number | null },
  rules: readonly AgeDisplayRule[],
): string {
  const range = ageRangeFromYears(limits, rules);
  switch (range.kind) {
    case 'any':
      return t('catalog.age.any');
    case 'from':
      return t('catalog.age.from', { minimum: ageText(t, range.minimum) });
    case 'up-to':
      return t('catalog.age.upTo', { maximum: ageText(t, range.maximum) });
    case 'between':
      return t('catalog.age.between', {
        minimum: ageText(t, range.minimum),
        maximum: ageText(t, range.maximum),
      });
  }
}
