import type { AreaMessages } from '../i18n/area';

/** Texts of the cart screens (fr and en: the resources test checks both have the same keys). */
export const cartMessages = {
  en: {
    forms: {
      errors: {
        CART_NOT_FOUND: 'Your cart could not be found: it may have expired. Please add your items again.',
        CART_ITEM_NOT_FOUND: 'This item is no longer in your cart.',
      },
    },
    cart: {
      drawer: {
        title: 'Your cart',
        close: 'Close the cart',
        login: {
          title: 'Sign in to see your cart',
          text: 'Your cart is kept with your account. Sign in to add activities and pay for them.',
          action: 'Sign in',
        },
        empty: {
          title: 'Your cart is empty',
          subtitle: 'Browse the activities and add the ones you like: they will wait for you here.',
        },
        items: 'Items in your cart',
        total: 'Total',
        depositTotal: 'Deposits',
        count_one: '{{count}} item',
        count_other: '{{count}} items',
        checkout: 'Checkout',
      },
      item: {
        types: {
          REGISTRATION: 'Registration',
          BOOKING: 'Booking',
          BUNDLE: 'Bundle',
          VOUCHER: 'Gift voucher',
          MEMBERSHIP: 'Membership',
          REGISTRATION_REQUEST: 'Registration request',
        },
        participant: 'Participant: {{name}}',
        participants: 'Participants: {{names}}',
        dates: 'Dates',
        slots: 'Time slots',
        requested: 'Requested sessions',
        deposit: 'Deposit {{amount}}',
        price: 'Price',
        remove: 'Remove {{title}}',
        removeShort: 'Remove',
        removing: 'Removing…',
        expires: 'Held until {{time}}',
      },
    },
  },
  fr: {
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
          subtitle:
            'Parcourez les activités et ajoutez celles qui vous plaisent : elles vous attendront ici.',
        },
        items: 'Articles de votre panier',
        total: 'Total',
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
        deposit: 'Acompte {{amount}}',
        price: 'Prix',
        remove: 'Retirer {{title}}',
        removeShort: 'Retirer',
        removing: 'Suppression…',
        expires: 'Réservé jusqu’à {{time}}',
      },
    },
  },
} satisfies AreaMessages;
