import { toDecimal } from 'dinero.js';
import { fromMinor, type Money } from './money';

/** The two storefront languages (part 1 §1). */
export type Locale = 'fr' | 'en';

/**
 * The one map from a storefront language to the Intl/React Aria locale, for every number, amount and date.
 * English is en-GB, not en-IE: every English text shown so far (and pinned by the DOM tests and the
 * server's mails and PDFs) was written by en-GB ("Fri, 20 Nov 2026"; en-IE writes "Fri 20 Nov 2026"), and
 * the two agree on everything else we show (day-month-year order, 24-hour clock, "€1,234.50", Monday first).
 */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { fr: 'fr-BE', en: 'en-GB' };

/** Currency with its own fraction digits (EUR: 2). */
export function formatMoney(money: Money, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'EUR' }).format(
    Number(toDecimal(money)),
  );
}

/** Integer minor units from the wire, formatted as currency. */
export function formatMinor(amount: number, locale: Locale): string {
  return formatMoney(fromMinor(amount), locale);
}

/** Plain numbers show at most 2 decimals (part 2 §9). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(value);
}

/** Percentages show exactly 2 decimals (part 2 §9); `percent` is 12.5 for 12.5 %. */
export function formatPercentage(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);
}
