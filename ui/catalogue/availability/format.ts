import type { TFunction } from 'i18next';
import { type AgeDisplay, type AgeDisplayRule, ageRangeFromYears } from '../../../core/catalogue/index';

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
