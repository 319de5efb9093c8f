/** The English texts of messages.ts (same keys as messages.fr.ts): a page loads only its own language. */
export const en = {
  toasts: {
    region_one: '{{count}} notification',
    region_other: '{{count}} notifications',
    close: 'Dismiss this notification',
  },
};
