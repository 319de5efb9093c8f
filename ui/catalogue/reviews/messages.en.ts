/** The English texts of the reviews on activity and availability pages (same keys as messages.fr.ts). */
export const en = {
  catalog: {
    reviews: {
      title: 'Reviews from families',
      average_one: '{{average}} out of 5 ({{count}} review)',
      average_other: '{{average}} out of 5 ({{count}} reviews)',
      score: 'Rated {{score}} out of 5',
      by: 'Review by {{author}}',
      more: 'More reviews',
      loadingMore: 'Loading reviews…',
      shown: '{{shown}} of {{count}} reviews shown',
    },
  },
};
