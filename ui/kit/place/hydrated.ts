import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server render and while the browser hydrates it, true afterwards (and at once for a page the
 * browser renders itself): a control whose handler needs the browser renders only when it can answer.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
