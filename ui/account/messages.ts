import type { AreaMessages } from '../i18n/area';

/** Texts of the account screens. */
export const accountMessages = {
  en: {
    account: {
      layout: {
        title: 'My account',
        greeting: 'Hello {{name}}',
        tabsLabel: 'Account sections',
        signInFirst: 'Sign in to see your account: your participants, registrations, bookings and payments.',
        signIn: 'Sign in',
        backHome: 'Back to my account',
        notFound: {
          title: 'Not found in your account',
          text: 'This item does not exist or belongs to someone else.',
        },
        failed: { title: 'This page could not be loaded', text: 'Please try again in a moment.' },
      },
      tabs: {
        home: 'Home',
        profile: 'Profile',
        participants: 'Participants',
        carts: 'Orders',
        registrations: 'Registrations',
        bookings: 'Bookings',
        'registrations-requests': 'Requests',
        bundles: 'Bundles',
        vouchers: 'Vouchers',
        memberships: 'Memberships',
        'attendance-charges': 'Attendance charges',
      },
      pagination: {
        label: 'Pages',
        previous: 'Previous',
        next: 'Next',
        page: 'Page {{page}} of {{pages}}',
        total_one: '{{count}} result',
        total_other: '{{count}} results',
      },
      participants: {
        fields: { firstname: 'First name', lastname: 'Last name', birthdate: 'Date of birth' },
        create: {
          title: 'Add a participant',
          lead: 'The person who will take part in the activities: yourself, your child…',
          submit: 'Add the participant',
        },
      },
    },
  },
  fr: {
    account: {
      layout: {
        title: 'Mon compte',
        greeting: 'Bonjour {{name}}',
        tabsLabel: 'Rubriques du compte',
        signInFirst:
          'Connectez-vous pour voir votre compte : vos participants, inscriptions, réservations et paiements.',
        signIn: 'Se connecter',
        backHome: 'Retour à mon compte',
        notFound: {
          title: 'Introuvable dans votre compte',
          text: "Cet élément n'existe pas ou appartient à quelqu'un d'autre.",
        },
        failed: { title: "Cette page n'a pas pu être chargée", text: 'Veuillez réessayer dans un instant.' },
      },
      tabs: {
        home: 'Accueil',
        profile: 'Profil',
        participants: 'Participants',
        carts: 'Commandes',
        registrations: 'Inscriptions',
        bookings: 'Réservations',
        'registrations-requests': 'Demandes',
        bundles: 'Carnets',
        vouchers: 'Bons',
        memberships: 'Abonnements',
        'attendance-charges': 'Présences facturées',
      },
      pagination: {
        label: 'Pages',
        previous: 'Précédente',
        next: 'Suivante',
        page: 'Page {{page}} sur {{pages}}',
        total_one: '{{count}} résultat',
        total_other: '{{count}} résultats',
      },
      participants: {
        fields: { firstname: 'Prénom', lastname: 'Nom', birthdate: 'Date de naissance' },
        create: {
          title: 'Ajouter un participant',
          lead: 'La personne qui participera aux activités : vous-même, votre enfant…',
          submit: 'Ajouter le participant',
        },
      },
    },
  },
} satisfies AreaMessages;
