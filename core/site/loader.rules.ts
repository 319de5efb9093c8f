import { loaderRemainingMs } from './site.rules';

/**
 * A loader's display (part 2 §9 "loader minimum display 350 ms"): once shown it stays at least 350 ms, so a
 * fast answer does not make it flash; an answer that comes earlier waits for the remainder. "now" is an input
 * (milliseconds of the caller's clock); nothing here reads a clock.
 */
export interface LoaderDisplay {
  /** When the loader appeared; null while hidden. */
  shownAt: number | null;
  /** When the work ended and the loader is to go (the minimum reached); null while the work runs. */
  hideAt: number | null;
}

export const HIDDEN_LOADER: LoaderDisplay = { shownAt: null, hideAt: null };

/**
 * The loader at `now`, knowing whether the work is `pending`: work starting shows it at `now`; work ending
 * keeps it until `shownAt + 350 ms` (at once when that time has passed); work starting again before it went
 * keeps the loader up from its first appearance. A clock going backwards counts as no time passing.
 */
export function nextLoaderDisplay(display: LoaderDisplay, pending: boolean, now: number): LoaderDisplay {
  if (pending) {
    if (display.shownAt === null) return { shownAt: now, hideAt: null };
    return display.hideAt === null ? display : { shownAt: display.shownAt, hideAt: null };
  }
  if (display.shownAt === null) return display;
  const hideAt = display.hideAt ?? now + loaderRemainingMs(display.shownAt, now);
  return now >= hideAt ? HIDDEN_LOADER : { shownAt: display.shownAt, hideAt };
}

/** Whether the loader shows. */
export function isLoaderShown(display: LoaderDisplay): boolean {
  return display.shownAt !== null;
}
