import { formatMinor } from '../../../core/money/index';
import { relativeTime } from '../../../core/time/index';
import { formatDateTime, formatDateTimeRange } from '../../cart/format';
import { useT } from '../../i18n/react';
import { useNow } from '../../kit/clock/clock';

const INTL_LOCALE = { fr: 'fr-BE', en: 'en-GB' } as const;

/**
 * The account screens' display formats in the page's language: money from minor units, instants and ranges
 * in Europe/Brussels, dates without time, and "3 days ago" from core `relativeTime`. Formatting only.
 */
export function useAccountFormat() {
  const { language } = useT();
  const locale = INTL_LOCALE[language];
  const openedAt = useNow();
  return {
    money: (minor: number) => formatMinor(minor, language),
    dateTime: (iso: string) => formatDateTime(iso, language),
    range: (start: string, end: string) => formatDateTimeRange(start, end, language),
    date: (iso: string) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Brussels', dateStyle: 'medium' }).format(
        new Date(iso),
      ),
    /** A Brussels calendar date ("2026-11-23") as written in the page's language. */
    plainDate: (isoDate: string) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' }).format(
        new Date(`${isoDate}T00:00:00Z`),
      ),
    relative: (iso: string, now: string = openedAt) => {
      const { value, unit } = relativeTime(iso, now);
      return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
    },
  };
}
