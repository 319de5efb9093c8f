import { useT } from '../../i18n/react';
import { useNow } from '../clock/clock';
import { type Formats, formatsFor } from './formats';

export interface PageFormats extends Formats {
  /** "il y a 3 jours": `iso` seen from `now`, by default the instant the component first rendered at. */
  relative(iso: string, now?: string): string;
}

/** The page language's display formats (money, numbers, instants, plain days, ranges, relative times). */
export function useFormat(): PageFormats {
  const { language } = useT();
  const openedAt = useNow();
  const formats = formatsFor(language);
  return { ...formats, relative: (iso, now = openedAt) => formats.relative(iso, now) };
}
