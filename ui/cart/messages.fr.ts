import type { en } from './messages.en';

/** The French texts of messages.ts (same keys as messages.en.ts): a page loads only its own language. */
export const fr: typeof en = {
  forms: {
    errors: {
      CART_NOT_FOUND:
        'Votre panier est introuvable : il a peut-être expiré. Veuillez ajouter à nouveau vos articles.',
      CART_ITEM_NOT_FOUND: 'Cet article n’est plus dans votre panier.',
    },
  },
  cart: {
    drawer: {
      title: 'Votre panier',
      close: 'Fermer le panier',
      login: {
        title: 'Connectez-vous pour voir votre panier',
        text: 'Votre panier est lié à votre compte. Connectez-vous pour ajouter des activités et les régler.',
        action: 'Se connecter',
      },
      empty: {
        title: 'Votre panier est vide',
        subtitle: 'Parcourez les activités et ajoutez celles qui vous plaisent : elles vous attendront ici.',
      },
      items: 'Articles de votre panier',
      total: 'Total',
      itemsTotal: 'Articles',
      wallet: 'Portefeuille',
      serviceFee: 'Frais de service ({{amount}} + {{percentage}})',
      serviceFeeWaived: 'Frais de service (aucun frais : votre portefeuille paie tout)',
      amountDue: 'Montant à payer',
      depositTotal: 'Acomptes',
      count_one: '{{count}} article',
      count_other: '{{count}} articles',
      checkout: 'Passer commande',
    },
    item: {
      types: {
        REGISTRATION: 'Inscription',
        BOOKING: 'Réservation',
        BUNDLE: 'Carnet',
        VOUCHER: 'Bon cadeau',
        MEMBERSHIP: 'Abonnement',
        REGISTRATION_REQUEST: 'Demande d’inscription',
      },
      participant: 'Participant : {{name}}',
      participants: 'Participants : {{names}}',
      dates: 'Dates',
      slots: 'Créneaux',
      requested: 'Séances demandées',
      tier: 'Formule : {{name}}',
      sessions_one: '({{count}} séance, le {{until}})',
      sessions_other: '({{count}} séances, jusqu’au {{until}})',
      estimate: 'Estimation',
      estimateNote:
        'Rien à payer maintenant : le montant sera dû une fois la demande acceptée par l’organisateur.',
      deposit: 'Acompte {{amount}}',
      price: 'Prix',
      remove: 'Retirer {{title}}',
      removeShort: 'Retirer',
      removing: 'Suppression…',
      expires: 'Réservé jusqu’à {{time}}',
    },
  },
};
