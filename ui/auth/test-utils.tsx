import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { customerFixture, fetchAnswering } from '../testing/fixtures';
import { pageRoute, renderWithStorefront } from '../testing/render';

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
  const fetchImpl = fetchAnswering(
    ({ method, url, body }) => {
      const request: Received = { method, path: url.pathname, search: url.search, body };
      received.push(request);
      return handler(request);
    },
    { origin: 'http://site.test' },
  );
  return { fetch: fetchImpl, received };
}

/** Types the register form's e-mail, phone and password and picks Rue Volta 18 among the address suggestions. */
export async function fillRegisterContact(user: UserEvent) {
  await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@example.be');
  await user.type(screen.getByLabelText('Téléphone'), '+32 470 12 34 56');
  await user.click(screen.getByRole('combobox', { name: 'Adresse' }));
  await user.paste('Rue Volta');
  await user.click(await screen.findByRole('option', { name: /Rue Volta 18/ }, { timeout: 3000 }));
  await user.type(screen.getByLabelText(/^Mot de passe/), 'secret-password');
}

/** A customer as the session calls answer it. */
export const customer = customerFixture({ cuid: 'cus_camille' });

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
  const pathname = new URL(url, 'http://site.test').pathname;
  const routes = (root: AnyRoute) => {
    const screenRoute = createRoute({
      getParentRoute: () => root,
      path: pathname,
      validateSearch: (value: Record<string, unknown>) => search.parse(value),
      component: function Screen() {
        return <>{screen(screenRoute.useSearch())}</>;
      },
    });
    const others = ['/', '/checkout', '/auth/login', '/auth/register', '/auth/password']
      .filter((path) => path !== pathname)
      .map((path) => pageRoute(root, path, () => <h1>{`page ${path}`}</h1>));
    return [screenRoute as unknown as AnyRoute, ...others];
  };
  return renderWithStorefront(() => null, { path: url, fetch: fetchImpl, providers: 'toasts', routes });
}
