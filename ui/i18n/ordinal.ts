import type { TFunction } from 'i18next';
import { INTL_LOCALE } from '../../core/money/index';

const CATEGORIES = new Set(['one', 'two', 'few', 'other']);

/**
 * A rank as words say it ("3e", "1er"; "3rd", "21st", "12th"): the language's ordinal plural category
 * (Intl.PluralRules with type 'ordinal') picks the text under catalog.waitingList.ordinal.
 */
export function ordinalText(t: TFunction, language: 'fr' | 'en', n: number): string {
  const category = new Intl.PluralRules(INTL_LOCALE[language], { type: 'ordinal' }).select(n);
  return t(`catalog.waitingList.ordinal.${CATEGORIES.has(category) ? category : 'other'}`, { n });
}
