import type { en } from './messages.en';

/** The French texts of messages.ts (same keys as messages.en.ts): a page loads only its own language. */
export const fr: typeof en = {
  place: {
    directions: {
      link: 'Itinéraire',
      to: 'vers {{address}}',
      newTab: '(nouvel onglet)',
      app: 'Ouvrir dans l’app de cartes',
      appLabel: 'Ouvrir dans l’app de cartes : {{address}}',
    },
    share: {
      button: 'Partager',
      copied: 'Lien copié',
      refused: 'Le lien n’a pas pu être copié : sélectionnez-le ci-dessous pour le copier.',
      linkLabel: 'Lien de cette page',
    },
    print: {
      button: 'Imprimer',
    },
  },
};
