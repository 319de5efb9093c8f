import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { sessionAnswer, websiteSchema } from '../../core/schemas/index';
import type { Session, Website } from '../app/context';
import { accountCounters, customerFixture, organiser, providerLegalLinks } from '../testing/fixtures';
import { pageRoute, renderWithStorefront } from '../testing/render';
import { ToastProvider } from '../toasts/Toasts';

/** Test helpers of the shell: a website and sessions shaped by the API's own schemas, and a memory router. */

export const testWebsite: Website = websiteSchema.parse({
  organiser,
  hostname: 'petits-sportifs.localhost',
  provider_legal_links: providerLegalLinks,
  theme: { accent_color: '#e67e22' },
  topbar: {
    content: {
      contacts: { phone: '+32 2 555 12 34', email: 'bonjour@petits-sportifs.be' },
      announcement: { text: 'Inscriptions ouvertes pour les stages de Noël', href: '/stages' },
    },
    settings: { text: { color: '#FFFFFF' }, background: { color: '#000000' } },
  },
  header: {
    content: {
      links: [
        {
          id: 1,
          name: 'Stages',
          href: '/stages',
          children: [
            {
              id: 11,
              name: 'Par thème',
              href: '',
              children: [
                { id: 111, name: 'Sport', href: '/stages?theme=sport', children: [] },
                { id: 112, name: 'Arts & créativité', href: '/stages?theme=arts', children: [] },
              ],
            },
            {
              id: 12,
              name: 'Par période',
              href: '',
              children: [{ id: 121, name: 'Noël', href: '/stages?period=noel', children: [] }],
            },
          ],
        },
        { id: 2, name: 'Cours', href: '/cours', children: [] },
        {
          id: 4,
          name: 'Le club',
          href: '',
          children: [
            { id: 41, name: 'Bons cadeaux', href: '/bons-cadeaux', children: [] },
            { id: 42, name: 'Qui sommes-nous ?', href: '/about', children: [] },
          ],
        },
      ],
    },
    settings: { position: 'sticky', logo_position: 'left', links_position: 'right' },
  },
  footer: {
    content: {
      quote: 'Bouger, créer, grandir ensemble.',
      links: [
        {
          id: 1,
          name: 'Le club',
          href: '',
          children: [
            { id: 2, name: 'Qui sommes-nous ?', href: '/about', children: [] },
            { id: 3, name: 'Partenaires', href: 'https://partners.example.org', children: [] },
          ],
        },
        {
          id: 9,
          name: 'Nous trouver',
          href: '',
          children: [
            { id: 10, name: 'Rue Volta 18, 1050 Ixelles', href: '', children: [] },
            { id: 11, name: '+32 2 555 12 34', href: 'tel:+3225551234', children: [] },
          ],
        },
      ],
    },
    settings: {},
  },
  pages: [],
});

const paymentMethods = { online: true, bank_transfers: true, bank_account: 'BE68 5390 0754 7034' };

export const visitorSession: Session = sessionAnswer.parse({
  customer: null,
  counters: null,
  wallet: null,
  payment_methods: paymentMethods,
});

export const customerSession: Session = sessionAnswer.parse({
  customer: customerFixture({ created_at: '2024-09-01T08:00:00Z' }),
  counters: accountCounters({ participants: 2, carts: 1, registrations: 3 }),
  wallet: { amount: 0 },
  payment_methods: paymentMethods,
});

export interface ShellRenderOptions {
  /** The initial path and query. */
  path?: string;
  website?: Website;
  /** Read on every root load, so a test can change the session before `router.invalidate()`. */
  session?: () => Session;
  fetch?: typeof fetch;
}

/**
 * Renders `ui` inside the root route of a memory router whose loader answers the website and session, so
 * `useWebsite()`, `useSession()` and `LocalLink` work as in the app; any path matches a child route.
 */
export async function renderInShell(ui: () => ReactNode, options: ShellRenderOptions = {}) {
  const view = await renderWithStorefront(() => null, {
    path: options.path ?? '/',
    website: options.website ?? testWebsite,
    session: options.session ?? (() => visitorSession),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // The shell's toast region, as in <Shell>: logging out reports with toasts.
    around: (outlet) => (
      <ToastProvider>
        {ui()}
        {outlet}
      </ToastProvider>
    ),
    routes: (root) => [pageRoute(root, '/', () => null), pageRoute(root, '$', () => null)],
    preload: false,
  });
  return { ...view, user: userEvent.setup() };
}
