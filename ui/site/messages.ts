import type { AreaMessages } from '../i18n/area';

/** Texts of the site screens (fr and en: the resources test checks both have the same keys). */
export const siteMessages = {
  en: {
    forms: {
      errors: {
        PAGE_NOT_FOUND: 'This page does not exist or has been removed.',
        WEBSITE_NOT_FOUND: 'This website cannot be found. Check the address in your browser.',
      },
    },
    site: {
      page: {
        error: {
          title: 'This page could not be loaded',
          text: 'Check your connection and try again.',
          retry: 'Try again',
        },
      },
      section: {
        loading: 'Loading…',
        error: 'This content could not be loaded.',
        retry: 'Try again',
      },
      empty: {
        articles: 'No articles published yet.',
        bundles: 'No packs are on offer at the moment.',
        memberships: 'No memberships are on offer at the moment.',
        vouchers: 'No gift vouchers are on offer at the moment.',
        activities: 'No activities to show at the moment.',
      },
      pagination: {
        label: 'Pages',
        previous: 'Previous',
        next: 'Next',
        status: 'Page {{page}} of {{pageCount}} · {{total}} results',
      },
      cards: {
        fromPrice: 'From {{price}}',
        price: '{{price}}',
        primaryCategory: '{{group}}: {{values}}',
      },
      age: {
        from: 'From {{minimum}}',
        upTo: 'Up to {{maximum}}',
        between: '{{minimum}} to {{maximum}}',
      },
      units: {
        days_one: '{{value}} day',
        days_other: '{{value}} days',
        weeks_one: '{{value}} week',
        weeks_other: '{{value}} weeks',
        months_one: '{{value}} month',
        months_other: '{{value}} months',
        years_one: '{{value}} year',
        years_other: '{{value}} years',
        hours_one: '{{value}} hour',
        hours_other: '{{value}} hours',
        minutes_one: '{{value}} minute',
        minutes_other: '{{value}} minutes',
        seconds_one: '{{value}} second',
        seconds_other: '{{value}} seconds',
      },
      bundle: {
        capacity_one: '{{count}} registration',
        capacity_other: '{{count}} registrations',
        unlimited: 'Unlimited registrations',
        perRegistration: '{{price}} per registration',
        validFor: 'Valid for {{duration}} after purchase',
        expiresAt: 'Valid until {{date}}',
      },
      membership: {
        rolling: 'Valid for {{duration}}',
        fixed: 'From {{start}} to {{end}}',
      },
      voucher: {
        validFor: 'Valid for {{duration}}',
        noExpiry: 'No expiry date',
      },
      blog: {
        all: 'All articles',
        publishedOn: 'Published on {{date}}',
      },
      tabs: { label: 'Sections of this page' },
    },
  },
  fr: {
    forms: {
      errors: {
        PAGE_NOT_FOUND: 'Cette page n’existe pas ou a été retirée.',
        WEBSITE_NOT_FOUND: 'Ce site est introuvable. Vérifiez l’adresse dans votre navigateur.',
      },
    },
    site: {
      page: {
        error: {
          title: 'Cette page n’a pas pu être chargée',
          text: 'Vérifiez votre connexion et réessayez.',
          retry: 'Réessayer',
        },
      },
      section: {
        loading: 'Chargement…',
        error: 'Ce contenu n’a pas pu être chargé.',
        retry: 'Réessayer',
      },
      empty: {
        articles: 'Aucun article publié pour le moment.',
        bundles: 'Aucune carte ni aucun pack proposé pour le moment.',
        memberships: 'Aucun abonnement proposé pour le moment.',
        vouchers: 'Aucun bon cadeau proposé pour le moment.',
        activities: 'Aucune activité à afficher pour le moment.',
      },
      pagination: {
        label: 'Pages',
        previous: 'Précédent',
        next: 'Suivant',
        status: 'Page {{page}} sur {{pageCount}} · {{total}} résultats',
      },
      cards: {
        fromPrice: 'À partir de {{price}}',
        price: '{{price}}',
        primaryCategory: '{{group}} : {{values}}',
      },
      age: {
        from: 'Dès {{minimum}}',
        upTo: 'Jusqu’à {{maximum}}',
        between: 'De {{minimum}} à {{maximum}}',
      },
      units: {
        days_one: '{{value}} jour',
        days_other: '{{value}} jours',
        weeks_one: '{{value}} semaine',
        weeks_other: '{{value}} semaines',
        months_one: '{{value}} mois',
        months_other: '{{value}} mois',
        years_one: '{{value}} an',
        years_other: '{{value}} ans',
        hours_one: '{{value}} heure',
        hours_other: '{{value}} heures',
        minutes_one: '{{value}} minute',
        minutes_other: '{{value}} minutes',
        seconds_one: '{{value}} seconde',
        seconds_other: '{{value}} secondes',
      },
      bundle: {
        capacity_one: '{{count}} inscription',
        capacity_other: '{{count}} inscriptions',
        unlimited: 'Inscriptions illimitées',
        perRegistration: 'soit {{price}} par inscription',
        validFor: 'Valable {{duration}} après l’achat',
        expiresAt: 'Valable jusqu’au {{date}}',
      },
      membership: {
        rolling: 'Valable {{duration}}',
        fixed: 'Du {{start}} au {{end}}',
      },
      voucher: {
        validFor: 'Valable {{duration}}',
        noExpiry: 'Sans date d’expiration',
      },
      blog: {
        all: 'Tous les articles',
        publishedOn: 'Publié le {{date}}',
      },
      tabs: { label: 'Rubriques de cette page' },
    },
  },
} satisfies AreaMessages;
