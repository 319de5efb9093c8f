import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type PageElement, websiteSchema } from '../../core/schemas/index';
import { ApiContext, createApi } from '../app/api';
import type { Session, Website } from '../app/context';
import { createI18n } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/react';

/** The demo organiser's website as the API answers it (trimmed). */
export const WEBSITE: Website = websiteSchema.omit({ pages: true }).parse({
  organiser: {
    name: 'Les Petits Sportifs',
    logo: null,
    language: 'fr',
    currency: 'EUR',
    timezone: 'Europe/Brussels',
    settings: { formats: { ages: [] } },
  },
  hostname: 'petits-sportifs.localhost',
  theme: { accent_color: '#e67e22' },
  topbar: {
    content: { contacts: { phone: null, email: null }, announcement: null },
    settings: { text: { color: '#FFFFFF' }, background: { color: '#000000' } },
  },
  header: {
    content: { links: [] },
    settings: { position: 'sticky', logo_position: 'left', links_position: 'right' },
  },
  footer: { content: { links: [], quote: null }, settings: {} },
});

export const VISITOR: Session = {
  customer: null,
  counters: null,
  wallet: null,
  payment_methods: { online: true, bank_transfers: true, bank_account: null },
};

type Answer = { status?: number; body: unknown };
/** A fetch answering by pathname (and the query it got); unknown paths answer 404. */
export function fakeFetch(routes: Record<string, (url: URL) => Answer | Promise<Answer>>) {
  const calls: URL[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://petits-sportifs.localhost');
    calls.push(url);
    const handler = routes[url.pathname];
    const answer = handler ? await handler(url) : { status: 404, body: { error: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** Renders `ui` on a route at `path` under a root route holding the website and the session. */
export async function renderInSite(
  ui: ReactNode,
  options: { fetch?: typeof globalThis.fetch; path?: string } = {},
) {
  // jsdom has no scrolling; the router restores scroll after each navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const i18n = await createI18n('fr');
  const api = createApi(options.fetch ?? fakeFetch({}).fetch);
  const rootRoute = createRootRoute({
    loader: () => ({ website: WEBSITE, session: VISITOR }),
    component: () => <Outlet />,
  });
  const path = options.path ?? '/test';
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/test',
    component: () => <>{ui}</>,
  });
  const otherRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <p>other page</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, otherRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <ApiContext.Provider value={api}>
      <TranslationProvider instance={i18n}>
        <RouterProvider router={router} />
      </TranslationProvider>
    </ApiContext.Provider>,
  );
  return { ...view, router, i18n };
}

/** A page element as the builder saves it. */
export function element(
  kind: 'section' | 'block',
  id: string,
  name: string,
  settings: Record<string, unknown> = {},
  children: PageElement[] = [],
): PageElement {
  return { id, element: kind, type: name, family: `${kind}s`, name, children, settings };
}
export const section = (
  id: string,
  name: string,
  settings: Record<string, unknown> = {},
  children: PageElement[] = [],
) => element('section', id, name, settings, children);
export const block = (id: string, name: string, settings: Record<string, unknown> = {}) =>
  element('block', id, name, settings);
