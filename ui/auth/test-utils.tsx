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
import { z } from 'zod';
import { ApiContext, createApi } from '../app/api';
import { createI18n } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/react';
import { ToastProvider } from '../toasts/Toasts';

// jsdom has no CSS.escape, which React Aria's overlays call when they open.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escapeIdentifier = (value: string) =>
    value.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`);
  (globalThis as { CSS?: unknown }).CSS = { ...(globalThis.CSS ?? {}), escape: escapeIdentifier };
}

/** One request the fake server received. */
export interface Received {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Reply = { status?: number; body: unknown };
export type Handler = (request: Received) => Reply | undefined;

/** A fetch that answers from `handler` (404 `{error}` otherwise) and records every request. */
export function fakeFetch(handler: Handler): { fetch: typeof fetch; received: Received[] } {
  const received: Received[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const request: Received = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    received.push(request);
    const reply = handler(request) ?? { status: 404, body: { error: 'NOT_FOUND' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: fetchImpl, received };
}

/** A customer as the session calls answer it. */
export const customer = {
  id: 7,
  cuid: 'cus_camille',
  firstname: 'Camille',
  lastname: 'Dupont',
  fullname: 'Camille Dupont',
  email: 'camille@example.be',
  phone: '+32 470 12 34 56',
  address: null,
  custom_data: [],
  created_at: '2025-01-10T09:00:00.000Z',
  participants: [],
};

const search = z.object({
  redirect: z.string().optional().catch(undefined),
  token: z.string().optional().catch(undefined),
});

/**
 * Renders one auth screen at `url` in a memory router, with the French texts, an API on `fetch` and the toast
 * region. The home page and /checkout render a marker heading so a test can see where the visitor went.
 */
export async function renderAt(
  url: string,
  screen: (search: { redirect?: string | undefined; token?: string | undefined }) => ReactNode,
  fetchImpl: typeof fetch,
) {
  // jsdom has no scrolling; the router restores the scroll position on every navigation.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  const i18n = await createI18n('fr');
  const root = createRootRoute({
    component: () => (
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    ),
  });
  const pathname = new URL(url, 'http://site.test').pathname;
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: pathname,
    validateSearch: (value: Record<string, unknown>) => search.parse(value),
    component: function Screen() {
      return <>{screen(screenRoute.useSearch())}</>;
    },
  });
  const marker = (path: string, text: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <h1>{text}</h1> });
  const others = ['/', '/checkout', '/auth/login', '/auth/register', '/auth/password']
    .filter((path) => path !== pathname)
    .map((path) => marker(path, `page ${path}`));
  const router = createRouter({
    routeTree: root.addChildren([screenRoute, ...others]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  const view = render(
    <ApiContext.Provider value={createApi(fetchImpl)}>
      <TranslationProvider instance={i18n}>
        <RouterProvider router={router as never} />
      </TranslationProvider>
    </ApiContext.Provider>,
  );
  return { ...view, router, i18n };
}
