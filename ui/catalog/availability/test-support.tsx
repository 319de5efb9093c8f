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
import { cartMachine } from '../../../core/cart/index';
import { cartActors } from '../../../core/ports';
import { ApiContext, createApi } from '../../app/api';
import type { Session, Website } from '../../app/context';
import { createI18n } from '../../i18n/i18n';
import { TranslationProvider } from '../../i18n/react';
import { CartMachine } from '../../shell/machines';
import { ToastProvider } from '../../toasts/Toasts';

// jsdom lacks CSS.escape (React Aria's modal reads a meta tag with it) and window.scrollTo (router).
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  Object.assign(globalThis, {
    CSS: { ...(globalThis.CSS ?? {}), escape: (value: string) => value.replace(/["\\]/g, '\\$&') },
  });
}
if (typeof window !== 'undefined') window.scrollTo = () => {};

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A fake API answering by "METHOD /path"; records what was sent. */
export function fakeFetch(
  routes: Record<string, unknown | ((sent: Sent) => { status: number; body: unknown })>,
) {
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test.localhost');
    const method = init?.method ?? 'GET';
    const request: Sent = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) {
      return new Response(JSON.stringify({ error: 'NOT_FOUND' }), { status: 404 });
    }
    const answer = typeof route === 'function' ? route(request) : { status: 200, body: route };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

export const website = {
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
} as unknown as Website;

const participant = (id: number, firstname: string, birthdate: string) => ({
  id,
  cuid: `participant-${id}`,
  firstname,
  lastname: 'Dupont',
  fullname: `${firstname} Dupont`,
  birthdate,
  custom_data: [],
  created_at: '2025-01-01T10:00:00.000Z',
});

export const camille = {
  id: 7,
  cuid: 'customer-7',
  firstname: 'Camille',
  lastname: 'Dupont',
  fullname: 'Camille Dupont',
  email: 'camille@example.be',
  phone: '+32 470 00 00 00',
  address: null,
  custom_data: [],
  created_at: '2025-01-01T10:00:00.000Z',
  participants: [participant(11, 'Léa', '2015-03-02'), participant(12, 'Hugo', '2019-06-20')],
};

export const signedIn = {
  customer: camille,
  counters: null,
  wallet: { amount: 0 },
  payment_methods: { online: true, bank_transfers: true, bank_account: null },
} as unknown as Session;

export const anonymous = {
  customer: null,
  counters: null,
  wallet: null,
  payment_methods: { online: true, bank_transfers: true, bank_account: null },
} as unknown as Session;

/**
 * Renders `ui` at `path` inside a memory router whose root loads the website and the session, with the
 * translations (fr), the API over `fetch`, the cart machine and the toast region.
 */
export async function renderInApp(
  ui: () => ReactNode,
  options: { path?: string; session?: Session; fetch: typeof globalThis.fetch },
) {
  const i18n = await createI18n('fr');
  const api = createApi(options.fetch);
  const session = options.session ?? signedIn;
  const root = createRootRoute({
    loader: () => ({ website, session }),
    component: () => (
      <CartMachine.Provider
        logic={cartMachine.provide({ actors: cartActors(api.cart) })}
        options={{ input: { now: new Date().toISOString() } }}
      >
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      </CartMachine.Provider>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: '$', component: () => <>{ui()}</> });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/page'] }),
  });
  const result = render(
    <ApiContext.Provider value={api}>
      <TranslationProvider instance={i18n}>
        <RouterProvider router={router as never} />
      </TranslationProvider>
    </ApiContext.Provider>,
  );
  return { ...result, router, i18n };
}

/** Only the translations, for presentational components. */
export async function renderTranslated(ui: ReactNode) {
  const i18n = await createI18n('fr');
  return render(<TranslationProvider instance={i18n}>{ui}</TranslationProvider>);
}
