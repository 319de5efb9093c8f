import type { en } from './messages.en';

/** The French texts of messages.ts (same keys as messages.en.ts): a page loads only its own language. */
export const fr: typeof en = {
  forms: {
    errors: {
      PAGE_NOT_FOUND: 'Cette page n’existe pas ou a été retirée.',
      WEBSITE_NOT_FOUND: 'Ce site est introuvable. Vérifiez l’adresse dans votre navigateur.',
    },
  },
  site: {
    head: { home: 'Accueil', terms: 'Conditions générales', page: 'Page' },
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
      filtered: 'Aucun résultat ne correspond à ces filtres.',
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
};
