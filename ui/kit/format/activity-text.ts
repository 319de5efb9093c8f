import type { TFunction } from 'i18next';
import type { AgeRange, AgeUnit } from '../../../core/catalogue/index';
import { formatNumber, type Locale } from '../../../core/money/index';
import type { DurationInUnit, DurationUnit } from '../../../core/time/index';

/** "3 ans", "1,5 an", "2 weeks": a value in a unit, the number in the reader's language. */
export function unitText(
  t: TFunction,
  language: Locale,
  unit: DurationUnit | AgeUnit,
  value: number,
): string {
  return t(`site.units.${unit}`, { count: value, value: formatNumber(value, language) });
}

/**
 * A duration core measured (`durationInLargestUnit`, `rollingPeriodDuration`) in words: "1 an", "2 weeks".
 * Cards and product pages both say a validity or a period with it, so they read the same (issue 18 §19).
 */
export function durationText(t: TFunction, language: Locale, duration: DurationInUnit): string {
  return unitText(t, language, duration.unit, duration.value);
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
