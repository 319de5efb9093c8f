import type { en } from './messages.en';

/** Les textes français de messages.ts (mêmes clés que messages.en.ts). */
export const fr: typeof en = {
  search: {
    field: {
      label: 'Rechercher sur le site',
      placeholder: 'Rechercher…',
      searching: 'Recherche…',
      none: 'Aucun résultat',
      seeAll: 'Voir tous les résultats pour « {{query}} »',
      suggestions: 'Suggestions',
    },
    types: {
      activity: 'Activité',
      availability: 'Session',
      article: 'Article',
      page: 'Page',
    },
    groups: {
      activity: 'Activités',
      availability: 'Sessions avec des places',
      article: 'Articles',
      page: 'Pages',
    },
    page: {
      title: 'Recherche',
      heading: 'Résultats pour « {{query}} »',
      results_one: '{{count}} résultat',
      results_other: '{{count}} résultats',
      prompt: 'Tapez un mot pour chercher parmi les activités, les sessions, les articles et les pages.',
      empty: {
        title: 'Rien ne correspond à « {{query}} »',
        text: 'Vérifiez l’orthographe ou essayez un autre mot.',
      },
      error: 'La recherche n’a pas pu aboutir. Vérifiez votre connexion et réessayez.',
      pagination: {
        label: 'Pages de résultats',
        previous: 'Précédente',
        next: 'Suivante',
        status: 'Page {{page}} sur {{pages}}',
      },
    },
  },
};
