import type { en } from './messages.en';

/** The French texts of messages.ts (same keys as messages.en.ts): a page loads only its own language. */
export const fr: typeof en = {
  toasts: {
    region_one: '{{count}} notification',
    region_other: '{{count}} notifications',
    close: 'Fermer cette notification',
  },
};
