import type { AreaMessages } from '../i18n/area';

/** Texts of the page shell: skip link, page not found, top bar, header, menus, footer. */
export const shellMessages = {
  en: {
    shell: {
      head: {
        description: '{{name}}: activities, courses and camps to book online.',
      },
      skipToContent: 'Skip to content',
      contacts: {
        title: 'Contact us',
        email: 'E-mail: {{email}}',
        phone: 'Phone: {{phone}}',
      },
      topbar: {
        label: 'Contact and account',
        greeting: 'Hello {{firstname}}',
        account: 'My account',
        logout: 'Log out',
        loggingOut: 'Logging out…',
        login: 'Log in',
        register: 'Create an account',
      },
      header: {
        home: '{{name}}, home page',
        navigation: 'Main navigation',
        seeAll: 'See all: {{name}}',
        cart_one: 'Cart, {{count}} item',
        cart_many: 'Cart, {{count}} items',
        cart_other: 'Cart, {{count}} items',
        openMenu: 'Open the menu',
      },
      mobileMenu: {
        title: 'Menu',
        close: 'Close the menu',
        account: 'Your account',
      },
      footer: {
        navigation: 'Footer links',
        legal: 'Legal information',
        notice: 'Legal notice',
        disclaimer: 'Disclaimer',
        privacy: 'Privacy policy',
        copyright: '© {{year}} {{name}}. All rights reserved.',
      },
      newTab: '(opens in a new tab)',
    },
    pages: {
      notFound: {
        title: 'Page not found',
        text: 'The page you are looking for does not exist or has moved.',
        home: 'Back to the home page',
      },
      unavailable: {
        title: 'The shop cannot be reached',
        text: 'We could not load this page. Check your connection, then try again in a moment.',
        retry: 'Try again',
        retrying: 'Trying again…',
      },
    },
  },
  fr: {
    shell: {
      head: {
        description: '{{name}} : activités, cours et stages à réserver en ligne.',
      },
      skipToContent: 'Aller au contenu',
      contacts: {
        title: 'Nous contacter',
        email: 'E-mail : {{email}}',
        phone: 'Téléphone : {{phone}}',
      },
      topbar: {
        label: 'Contact et compte',
        greeting: 'Bonjour {{firstname}}',
        account: 'Mon compte',
        logout: 'Se déconnecter',
        loggingOut: 'Déconnexion…',
        login: 'Se connecter',
        register: 'Créer un compte',
      },
      header: {
        home: '{{name}}, page d’accueil',
        navigation: 'Navigation principale',
        seeAll: 'Tout voir : {{name}}',
        cart_one: 'Panier, {{count}} article',
        cart_many: 'Panier, {{count}} articles',
        cart_other: 'Panier, {{count}} articles',
        openMenu: 'Ouvrir le menu',
      },
      mobileMenu: {
        title: 'Menu',
        close: 'Fermer le menu',
        account: 'Votre compte',
      },
      footer: {
        navigation: 'Liens du pied de page',
        legal: 'Informations légales',
        notice: 'Mentions légales',
        disclaimer: 'Clause de non-responsabilité',
        privacy: 'Politique de confidentialité',
        copyright: '© {{year}} {{name}}. Tous droits réservés.',
      },
      newTab: '(s’ouvre dans un nouvel onglet)',
    },
    pages: {
      notFound: {
        title: 'Page introuvable',
        text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
        home: 'Retour à l’accueil',
      },
      unavailable: {
        title: 'La boutique est injoignable',
        text: 'Nous n’avons pas pu charger cette page. Vérifiez votre connexion, puis réessayez dans un instant.',
        retry: 'Réessayer',
        retrying: 'Nouvel essai…',
      },
    },
  },
} satisfies AreaMessages;
