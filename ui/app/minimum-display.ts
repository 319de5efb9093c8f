import { useEffect, useState } from 'react';
import { HIDDEN_LOADER, isLoaderShown, type LoaderDisplay, nextLoaderDisplay } from '../../core/site/index';
import { elapsedMs } from '../kit/clock/clock';

/**
 * Whether a loader shows (part 2 §9 "loader minimum display 350 ms"): at once while `pending`, and once shown
 * for at least 350 ms, so a fast answer does not make it flash. Every loader and pending control takes its
 * `pending` through this hook; the rule is core's `nextLoaderDisplay`.
 */
export function useMinimumDisplay(pending: boolean): boolean {
  // "Now" enters the core rule as an input, read here (a duration: the running clock).
  const [display, setDisplay] = useState<LoaderDisplay>(HIDDEN_LOADER);
  useEffect(() => {
    setDisplay((current) => nextLoaderDisplay(current, pending, elapsedMs()));
  }, [pending]);
  useEffect(() => {
    if (display.hideAt === null) return;
    const timer = setTimeout(
      // Fired for the hide time: a timer a little early for the clock still ends the loader then.
      () =>
        setDisplay((current) =>
          nextLoaderDisplay(current, false, Math.max(elapsedMs(), current.hideAt ?? 0)),
        ),
      Math.max(0, display.hideAt - elapsedMs()),
    );
    return () => clearTimeout(timer);
  }, [display.hideAt]);
  return pending || isLoaderShown(display);
}
