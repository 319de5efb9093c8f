import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HIDDEN_LOADER,
  isLoaderShown,
  LOADER_MINIMUM_MS,
  type LoaderDisplay,
  nextLoaderDisplay,
} from './index';

/** A run of observations: each is whether the work is pending, some milliseconds after the previous one. */
const observations = fc.array(fc.record({ pending: fc.boolean(), dt: fc.integer({ min: 0, max: 1000 }) }), {
  maxLength: 40,
});
const start = fc.integer({ min: 0, max: 1_000_000 });

function walk(from: number, steps: { pending: boolean; dt: number }[]) {
  let now = from;
  let display: LoaderDisplay = HIDDEN_LOADER;
  const seen: { now: number; pending: boolean; display: LoaderDisplay }[] = [];
  for (const step of steps) {
    now += step.dt;
    display = nextLoaderDisplay(display, step.pending, now);
    seen.push({ now, pending: step.pending, display });
  }
  return seen;
}

describe('loader minimum display (part 2 §9 "loader minimum display 350 ms")', () => {
  it('shows whenever work is pending', () => {
    fc.assert(
      fc.property(start, observations, (from, steps) => {
        for (const { pending, display } of walk(from, steps))
          if (pending) expect(isLoaderShown(display)).toBe(true);
      }),
    );
  });

  it('once shown, stays for at least 350 ms whatever the work does', () => {
    fc.assert(
      fc.property(start, observations, (from, steps) => {
        for (const { now, display } of walk(from, steps)) {
          if (display.shownAt !== null && now < display.shownAt + LOADER_MINIMUM_MS)
            expect(isLoaderShown(display)).toBe(true);
        }
      }),
    );
  });

  it('a result that arrives early waits for the remainder, a late one hides the loader at once', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 2000 }), (shownAt, took) => {
        const shown = nextLoaderDisplay(HIDDEN_LOADER, true, shownAt);
        const done = nextLoaderDisplay(shown, false, shownAt + took);
        if (took >= LOADER_MINIMUM_MS) expect(done).toEqual(HIDDEN_LOADER);
        else expect(done).toEqual({ shownAt, hideAt: shownAt + LOADER_MINIMUM_MS });
      }),
    );
  });

  it('hides exactly at its hide time when the work stays done, and never lingers past it', () => {
    fc.assert(
      fc.property(
        start,
        fc.integer({ min: 0, max: 349 }),
        fc.integer({ min: 0, max: 1000 }),
        (shownAt, took, later) => {
          const waiting = nextLoaderDisplay(
            nextLoaderDisplay(HIDDEN_LOADER, true, shownAt),
            false,
            shownAt + took,
          );
          const hideAt = waiting.hideAt ?? Number.NaN;
          const at = shownAt + took + later;
          expect(isLoaderShown(nextLoaderDisplay(waiting, false, at))).toBe(at < hideAt);
        },
      ),
    );
  });

  it('work starting again before the loader went keeps it from its first appearance', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 349 }), (shownAt, took) => {
        const waiting = nextLoaderDisplay(
          nextLoaderDisplay(HIDDEN_LOADER, true, shownAt),
          false,
          shownAt + took,
        );
        expect(nextLoaderDisplay(waiting, true, shownAt + took)).toEqual({ shownAt, hideAt: null });
      }),
    );
  });

  it('a hidden loader with no work stays hidden', () => {
    fc.assert(
      fc.property(start, (now) => {
        expect(nextLoaderDisplay(HIDDEN_LOADER, false, now)).toBe(HIDDEN_LOADER);
      }),
    );
  });
});
