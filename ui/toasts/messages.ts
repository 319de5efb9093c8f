import type { AreaMessages } from '../i18n/area';

/** Texts of the app-wide toast region (fr and en: the resources test checks both have the same keys). */
export const toastMessages = {
  en: {
    toasts: {
      region_one: '{{count}} notification',
      region_other: '{{count}} notifications',
      close: 'Dismiss this notification',
    },
  },
  fr: {
    toasts: {
      region_one: '{{count}} notification',
      region_other: '{{count}} notifications',
      close: 'Fermer cette notification',
    },
  },
} satisfies AreaMessages;
