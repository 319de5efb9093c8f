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
import type { Participant } from '../../../core/schemas/index';
import { ApiContext, createApi } from '../../app/api';
import type { Session, Website } from '../../app/context';
import { createI18n } from '../../i18n/i18n';
import { TranslationProvider } from '../../i18n/react';
import { ShellMachines } from '../../shell/machines';
import { ToastProvider } from '../../toasts/Toasts';
import { productMessages } from './messages';

// jsdom has no scrolling; the router restores scroll positions on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {};
// jsdom lacks CSS.escape, which React Aria's collections use.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  Object.assign(globalThis, {
    CSS: {
      ...(globalThis.CSS ?? {}),
      escape: (value: string) => value.replace(/[^\w-]/g, (match) => `\\${match}`),
    },
  });
}

export const participants: Participant[] = [
  {
    id: 11,
    cuid: 'p-lea',
    firstname: 'Léa',
    lastname: 'Martin',
    fullname: 'Léa Martin',
    birthdate: '2014-05-02',
    custom_data: [],
    created_at: '2024-01-01T10:00:00Z',
  },
  {
    id: 12,
    cuid: 'p-hugo',
    firstname: 'Hugo',
    lastname: 'Martin',
    fullname: 'Hugo Martin',
    birthdate: '2018-09-20',
    custom_data: [],
    created_at: '2024-01-01T10:00:00Z',
  },
];

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
} as unknown as Website;

export function sessionFor(signedIn: boolean): Session {
  return {
    customer: signedIn
      ? {
          id: 5,
          cuid: 'c-camille',
          firstname: 'Camille',
          lastname: 'Martin',
          fullname: 'Camille Martin',
          email: 'camille@example.be',
          phone: '+32470000000',
          address: null,
          custom_data: [],
          created_at: '2024-01-01T10:00:00Z',
          participants,
        }
      : null,
    counters: null,
    wallet: null,
    payment_methods: { online: true, bank_transfers: true, bank_account: null },
  } as Session;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch that answers the cart reads and writes, recording every request. */
export function fakeFetch(calls: RecordedCall[], answers: Record<string, unknown> = {}): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method, path: url.pathname, body });
    const key = `${method} ${url.pathname}`;
    const answer =
      key in answers
        ? answers[key]
        : key === 'POST /api/carts/items'
          ? {
              cart: {
                id: 1,
                cuid: 'cart-1',
                reference: 'R-1',
                created_at: '2024-01-01T10:00:00Z',
                processed_at: null,
                coupon_id: null,
                coupon: null,
                items: [],
              },
            }
          : { cart: null };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

/**
 * Renders `ui` at `path` inside the providers a storefront page has: i18n, api, router with shell data,
 * machines, toast region.
 */
export async function renderPage(
  ui: () => ReactNode,
  options: { signedIn?: boolean; fetch?: typeof fetch; path?: string } = {},
) {
  const i18n = await createI18n('fr');
  // Until the area is listed in ui/i18n/i18n.ts the texts are added here (same texts: adding twice is harmless).
  i18n.addResourceBundle('fr', 'translation', productMessages.fr, true, false);
  i18n.addResourceBundle('en', 'translation', productMessages.en, true, false);
  const api = createApi(options.fetch ?? fakeFetch([]));
  const session = sessionFor(options.signedIn ?? true);
  const root = createRootRoute({
    loader: () => ({ website, session }),
    component: () => (
      <ShellMachines>
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      </ShellMachines>
    ),
  });
  const path = options.path ?? '/page';
  const page = createRoute({
    getParentRoute: () => root,
    path: path.split('?')[0] ?? '/page',
    component: ui,
  });
  const other = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([page, other]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const result = render(
    <ApiContext.Provider value={api}>
      <TranslationProvider instance={i18n}>
        <RouterProvider router={router as never} />
      </TranslationProvider>
    </ApiContext.Provider>,
  );
  return { ...result, router, i18n };
}
