import type { AreaMessages } from '../../i18n/area';

/** Texts of the account's waiting-list screen (issue 20 §7). */
export const accountWaitingListMessages = {
  en: {
    account: {
      head: { waitingList: 'My waiting lists' },
      waitingList: {
        title: 'My waiting lists',
        empty: 'You are not on any waiting list.',
        link: 'My waiting lists',
        participant: 'For {{name}}',
        position: '{{ordinal}} on the waiting list',
        offered: 'A place was offered: check your e-mail',
        leave: {
          open: 'Leave the waiting list',
          openFor: 'Leave the waiting list of {{title}} for {{name}}',
          title: 'Leave the waiting list?',
          lead: '{{name}} will no longer wait for {{title}}. Those behind will move up; rejoining puts {{name}} at the end.',
          keep: 'Stay on the list',
          confirm: 'Leave the list',
          success: 'You have left the waiting list.',
        },
      },
    },
    forms: { errors: { WAITING_LIST_ENTRY_NOT_FOUND: 'This waiting-list entry cannot be found.' } },
  },
  fr: {
    account: {
      head: { waitingList: 'Mes listes d’attente' },
      waitingList: {
        title: 'Mes listes d’attente',
        empty: 'Vous n’êtes sur aucune liste d’attente.',
        link: 'Mes listes d’attente',
        participant: 'Pour {{name}}',
        position: '{{ordinal}} sur la liste d’attente',
        offered: 'Une place vous a été proposée : consultez vos e-mails',
        leave: {
          open: 'Quitter la liste d’attente',
          openFor: 'Quitter la liste d’attente de {{title}} pour {{name}}',
          title: 'Quitter la liste d’attente ?',
          lead: '{{name}} n’attendra plus pour {{title}}. Les suivants avancent d’une place ; revenir place {{name}} en fin de liste.',
          keep: 'Rester sur la liste',
          confirm: 'Quitter la liste',
          success: 'Vous avez quitté la liste d’attente.',
        },
      },
    },
    forms: {
      errors: { WAITING_LIST_ENTRY_NOT_FOUND: 'Cette inscription en liste d’attente est introuvable.' },
    },
  },
} satisfies AreaMessages;
