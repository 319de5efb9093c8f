/** The English texts of messages.ts (same keys as messages.fr.ts). */
export const en = {
  search: {
    field: {
      label: 'Search the site',
      placeholder: 'Search…',
      searching: 'Searching…',
      none: 'No results',
      seeAll: 'See all results for “{{query}}”',
      suggestions: 'Suggestions',
    },
    types: {
      activity: 'Activity',
      availability: 'Session',
      article: 'Article',
      page: 'Page',
    },
    groups: {
      activity: 'Activities',
      availability: 'Sessions with places left',
      article: 'Articles',
      page: 'Pages',
    },
    page: {
      title: 'Search',
      heading: 'Results for “{{query}}”',
      results_one: '{{count}} result',
      results_other: '{{count}} results',
      prompt: 'Type a word to search the activities, sessions, articles and pages.',
      empty: {
        title: 'Nothing matches “{{query}}”',
        text: 'Check the spelling or try another word.',
      },
      error: 'The search could not be run. Check your connection and try again.',
      pagination: {
        label: 'Result pages',
        previous: 'Previous',
        next: 'Next',
        status: 'Page {{page}} of {{pages}}',
      },
    },
  },
};
