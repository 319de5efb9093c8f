import type { TFunction } from 'i18next';
import type { AgeRange, AgeUnit } from '../../core/catalog/index';
import { formatNumber, type Locale } from '../../core/money/index';
import type { DurationUnit } from '../../core/site/index';
import { TIME_ZONE } from '../../core/time/index';

/** "3 ans", "1,5 an", "2 weeks": a value in a unit, the number in the reader's language. */
export function unitText(
  t: TFunction,
  language: Locale,
  unit: DurationUnit | AgeUnit,
  value: number,
): string {
  return t(`site.units.${unit}`, { count: value, value: formatNumber(value, language) });
}

/** The age range core computed, as text; null when every age is welcome. */
export function ageRangeText(t: TFunction, language: Locale, range: AgeRange): string | null {
  switch (range.kind) {
    case 'any':
      return null;
    case 'from':
      return t('site.age.from', { minimum: unitText(t, language, range.minimum.unit, range.minimum.value) });
    case 'up-to':
      return t('site.age.upTo', { maximum: unitText(t, language, range.maximum.unit, range.maximum.value) });
    case 'between':
      return t('site.age.between', {
        minimum:
          range.minimum.unit === range.maximum.unit
            ? formatNumber(range.minimum.value, language)
            : unitText(t, language, range.minimum.unit, range.minimum.value),
        maximum: unitText(t, language, range.maximum.unit, range.maximum.value),
      });
  }
}

/** A day in the organiser's timezone, e.g. "20 novembre 2026". */
export function dateText(language: Locale, instant: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-IE' : 'fr-BE', {
    dateStyle: 'long',
    timeZone: TIME_ZONE,
  }).format(new Date(instant));
}
