import type { AreaMessages } from '../../i18n/area';

/** Texts of the calendars (issue 20 item 1): "Add to calendar" on order details and the family feed. */
export const accountCalendarMessages = {
  en: {
    account: {
      calendar: {
        add: 'Add to calendar',
        addNamed: 'Add to calendar: {{title}} (.ics file)',
        feed: {
          title: 'Family calendar',
          lead: 'Subscribe your calendar app (Google Calendar, Apple Calendar, Outlook…) to every session of your family: upcoming ones and those of the last 30 days. Changes and cancellations show up there by themselves.',
          secret:
            'Anyone who has this link can see your family’s sessions: keep it to yourself and the people you trust.',
          loading: 'Loading your calendar link…',
          loadError: 'Your calendar link could not be loaded.',
          none: 'You have no calendar link yet.',
          since: 'Your calendar link was created on {{date}}.',
          shownOnce:
            'For your security, a link is shown only when it is made. To get one again, reset it: the current link will stop working.',
          create: 'Create my calendar link',
          created: 'Your calendar link is ready.',
          url: 'Subscription link',
          urlHelp: 'Paste it in your calendar app as a calendar “from URL” or “subscription”.',
          copy: 'Copy the link',
          copied: 'Link copied.',
          copyFailed: 'The link could not be copied: select it and copy it yourself.',
          open: 'Open in my calendar app',
          reset: 'Reset the link',
          resetTitle: 'Reset your calendar link?',
          resetLead:
            'The current link will stop working at once: calendar apps subscribed to it will no longer receive your sessions. You will get a new link to subscribe with.',
          resetKeep: 'Keep the current link',
          resetConfirm: 'Reset the link',
          resetDone: 'Your calendar link was reset. The old link no longer works.',
        },
      },
    },
    // Answered to calendar apps polling a reset or unknown feed link; named here like every refusal.
    forms: { errors: { CALENDAR_FEED_NOT_FOUND: 'This calendar link no longer works: create a new one.' } },
  },
  fr: {
    account: {
      calendar: {
        add: 'Ajouter au calendrier',
        addNamed: 'Ajouter au calendrier : {{title}} (fichier .ics)',
        feed: {
          title: 'Calendrier familial',
          lead: 'Abonnez votre agenda (Google Agenda, Calendrier Apple, Outlook…) à toutes les séances de votre famille : celles à venir et celles des 30 derniers jours. Les changements et les annulations s’y affichent d’eux-mêmes.',
          secret:
            'Toute personne qui a ce lien peut voir les séances de votre famille : gardez-le pour vous et les personnes de confiance.',
          loading: 'Chargement de votre lien de calendrier…',
          loadError: 'Votre lien de calendrier n’a pas pu être chargé.',
          none: 'Vous n’avez pas encore de lien de calendrier.',
          since: 'Votre lien de calendrier a été créé le {{date}}.',
          shownOnce:
            'Pour votre sécurité, un lien n’est affiché qu’au moment où il est créé. Pour en obtenir un à nouveau, réinitialisez-le : le lien actuel cessera de fonctionner.',
          create: 'Créer mon lien de calendrier',
          created: 'Votre lien de calendrier est prêt.',
          url: 'Lien d’abonnement',
          urlHelp: 'Collez-le dans votre agenda comme calendrier « depuis une URL » ou « abonnement ».',
          copy: 'Copier le lien',
          copied: 'Lien copié.',
          copyFailed: 'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le vous-même.',
          open: 'Ouvrir dans mon agenda',
          reset: 'Réinitialiser le lien',
          resetTitle: 'Réinitialiser votre lien de calendrier ?',
          resetLead:
            'Le lien actuel cessera aussitôt de fonctionner : les agendas abonnés ne recevront plus vos séances. Vous recevrez un nouveau lien pour vous abonner.',
          resetKeep: 'Garder le lien actuel',
          resetConfirm: 'Réinitialiser le lien',
          resetDone: 'Votre lien de calendrier a été réinitialisé. L’ancien lien ne fonctionne plus.',
        },
      },
    },
    forms: {
      errors: { CALENDAR_FEED_NOT_FOUND: 'Ce lien de calendrier ne fonctionne plus : créez-en un nouveau.' },
    },
  },
} satisfies AreaMessages;
