/** The English texts of messages.ts (same keys as messages.fr.ts): a page loads only its own language. */
export const en = {
  forms: {
    errors: {
      PAGE_NOT_FOUND: 'This page does not exist or has been removed.',
      WEBSITE_NOT_FOUND: 'This website cannot be found. Check the address in your browser.',
    },
  },
  site: {
    head: { home: 'Home', terms: 'Terms and conditions', page: 'Page' },
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
      filtered: 'Nothing matches these filters.',
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
};
