import { toDecimal } from 'dinero.js';
import { fromMinor, type Money } from './money';

/** The two storefront languages (part 1 §1). */
export type Locale = 'fr' | 'en';

const intlLocale: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB' };

/** Currency with its own fraction digits (EUR: 2). */
export function formatMoney(money: Money, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'EUR' }).format(
    Number(toDecimal(money)),
  );
}

/** Integer minor units from the wire, formatted as currency. */
export function formatMinor(amount: number, locale: Locale): string {
  return formatMoney(fromMinor(amount), locale);
}

/** Plain numbers show at most 2 decimals (part 2 §9). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 2 }).format(value);
}

/** Percentages show exactly 2 decimals (part 2 §9); `percent` is 12.5 for 12.5 %. */
export function formatPercentage(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);
}
