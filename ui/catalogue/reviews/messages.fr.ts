import type { en } from './messages.en';

/** The French texts of the reviews on activity and availability pages (same keys as messages.en.ts). */
export const fr: typeof en = {
  catalog: {
    reviews: {
      title: 'Avis des familles',
      average_one: '{{average}} sur 5 ({{count}} avis)',
      average_other: '{{average}} sur 5 ({{count}} avis)',
      score: 'Noté {{score}} sur 5',
      by: 'Avis de {{author}}',
      more: 'Plus d’avis',
      loadingMore: 'Chargement des avis…',
      shown: '{{shown}} avis affichés sur {{count}}',
    },
  },
};
