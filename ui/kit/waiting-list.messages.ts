import type { AreaMessages } from '../i18n/area';

/**
 * The waiting-list position texts (issue 20 §7), added with the waiting-list form's and the account list's
 * code (withAreaMessages), not with the shop's first load. Ordinals follow Intl.PluralRules' ordinal
 * categories (ui/i18n/ordinal.ts).
 */
export const waitingListPositionMessages = {
  en: {
    catalog: {
      waitingList: {
        position: 'You are {{ordinal}} on the waiting list. We will e-mail you if a place becomes available.',
        offered: 'A place has just become available: we have sent you an e-mail to register.',
        myLists: 'See my waiting lists',
        ordinal: { one: '{{n}}st', two: '{{n}}nd', few: '{{n}}rd', other: '{{n}}th' },
      },
    },
  },
  fr: {
    catalog: {
      waitingList: {
        position: 'Vous êtes {{ordinal}} sur la liste d’attente. Nous vous écrirons si une place se libère.',
        offered: 'Une place vient de se libérer : nous vous avons écrit pour vous inscrire.',
        myLists: 'Voir mes listes d’attente',
        ordinal: { one: '{{n}}er', two: '{{n}}e', few: '{{n}}e', other: '{{n}}e' },
      },
    },
  },
} satisfies AreaMessages;
