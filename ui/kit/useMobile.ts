import { useSyncExternalStore } from 'react';

/** "Mobile breakpoint … 600 px for the cart drawer and shell" (part 2 §9): the booking form follows the shell. */
export const MOBILE_QUERY = '(max-width: 600px)';

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY)
    : null;

/** Whether the page is at the mobile width now; follows resizes. Desktop when the browser cannot tell. */
export function useMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
