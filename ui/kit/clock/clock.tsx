import { createContext, type ReactNode, useContext, useState } from 'react';
import type { Clock } from '../../../core/ports';

/**
 * The UI's clock port (core/ports `Clock`): the one place ui/ reads the wall clock. Components take "now"
 * from `useNow()` (or a `now` passed down) and timers from `useClock()`; tests pin it with `pinnedClock`.
 *
 * A server-rendered page is hydrated at the instant it was rendered at: `renderNow()` answers that instant
 * until the visitor leaves the page, so what mounts on it (hydration, a lazy section arriving late, a dialog)
 * renders as the server did, while `now()` keeps running for ticks and deadlines.
 */
export interface PageClock extends Clock {
  /** "Now" for a first render and for loaders: the page's render instant while it is shown, else `now()`. */
  renderNow(): string;
}

export const systemClock: PageClock = {
  now: () => new Date().toISOString(),
  renderNow: () => new Date().toISOString(),
};

/** A clock stopped at `instant` (tests, the server's render). */
export function pinnedClock(instant: string): PageClock {
  return { now: () => instant, renderNow: () => instant };
}

/** The browser's clock for a page the server rendered at `renderedAt` (null: rendered in the browser). */
export function pageClock(renderedAt: string | null): PageClock & { leavePage(): void } {
  let pageInstant = renderedAt;
  return {
    now: systemClock.now,
    renderNow: () => pageInstant ?? systemClock.now(),
    leavePage: () => {
      pageInstant = null;
    },
  };
}

/** The render instant of a server page: the minute it starts in, so a page is the same bytes (ETag) all minute. */
export function renderInstant(clock: Clock): string {
  const minute = 60_000;
  return new Date(Math.floor(Date.parse(clock.now()) / minute) * minute).toISOString();
}

/**
 * Milliseconds for measuring durations (a loader's minimum display, a toast's time on screen): always the
 * running clock, since a duration on a pinned clock would never end. Tests control it with fake timers.
 */
export const elapsedMs = (): number => Date.now();

const ClockContext = createContext<PageClock>(systemClock);

export function ClockProvider({ clock, children }: { clock: PageClock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock itself, for readings taken after the first render (timers, events, ticks). */
export function useClock(): PageClock {
  return useContext(ClockContext);
}

/** "Now" as the component first rendered: one reading, stable across re-renders. */
export function useNow(): string {
  const clock = useClock();
  const [now] = useState(() => clock.renderNow());
  return now;
}
