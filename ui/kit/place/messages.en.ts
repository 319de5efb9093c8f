/** The English texts of messages.ts (same keys as messages.fr.ts): a page loads only its own language. */
export const en = {
  place: {
    directions: {
      link: 'Directions',
      to: 'to {{address}}',
      newTab: '(opens in a new tab)',
      app: 'Open in the maps app',
      appLabel: 'Open in the maps app: {{address}}',
    },
    share: {
      button: 'Share',
      copied: 'Link copied',
      refused: 'The link could not be copied: select it below to copy it.',
      linkLabel: 'Link to this page',
    },
    print: {
      button: 'Print',
    },
  },
};
