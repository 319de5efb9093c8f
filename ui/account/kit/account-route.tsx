import { type AsyncRouteComponent, createRoute, redirect } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../../core/lists/index';
import type { Api } from '../../app/api';
import { titledHead } from '../../app/document-head';
import { lazyPage, withPages } from '../../app/lazy-page';
import { rootRoute } from '../../app/root';

const AccountLayout = lazyPage(() => import('./AccountLayout'), 'AccountLayout');
export const AccountError = lazyPage(() => import('./AccountError'), 'AccountError');

/** Account lists keep their page in the query string (`?page_number=2`), so a reload or a shared link keeps it. */
export const accountListSearch = z.object({
  page_number: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type AccountListSearch = z.infer<typeof accountListSearch>;

/** A list route's query and loader deps: `?page_number=` (page 1 when absent) becomes the loader's `page`. */
export const accountListOptions = {
  validateSearch: (search: Record<string, unknown>) => accountListSearch.parse(search),
  loaderDeps: ({ search }: { search: AccountListSearch }) => ({ page: search.page_number ?? 1 }),
};

/** Account lists use the spec's default page size (part 2 §9 "Default page size 20, page number 1"). */
export const ACCOUNT_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * `/account/...`: the tab strip and the signed-in gate around every account screen (part 1 §2 "Account
 * area"). Child routes hang under it with `getParentRoute: () => accountLayoutRoute`.
 */
export const accountLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  // Every account screen stays out of search results; each child names its own page.
  head: titledHead('account.head.account', { noindex: true }),
  // The account's texts come with its first screen, before any child route renders.
  beforeLoad: async ({ context }) => {
    const { addAccountMessages } = await import('../messages-bundle');
    addAccountMessages(context.i18n);
  },
  component: withPages(function AccountLayoutRoute() {
    return <AccountLayout />;
  }, AccountLayout),
  errorComponent: AccountError,
});

/** `/account` alone opens the home tab. */
export const accountIndexRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/',
  beforeLoad: (): never => {
    throw redirect({ to: '/account/home', replace: true });
  },
});

/**
 * An account read that answers null when nobody is signed in (401): the layout then shows its sign-in
 * prompt instead of the screen, so a signed-out visit is a prompt, not an error page.
 */
export async function whenSignedIn<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if ((error as { status?: number }).status === 401) return null;
    throw error;
  }
}

/** An account screen that reads nothing before it renders: its path, its title's key and its page. */
export function accountPageRoute<const Path extends string>(
  path: Path,
  titleKey: string,
  Page: AsyncRouteComponent<Record<string, never>>,
) {
  return createRoute({
    getParentRoute: () => accountLayoutRoute,
    path,
    head: titledHead(titleKey),
    component: withPages(function AccountPageRoute() {
      return <Page />;
    }, Page),
  });
}

/**
 * An account list screen: `?page_number=` picks the page `load` reads (null when signed out: the layout then
 * asks to sign in and the page shows nothing).
 */
export function accountListRoute<const Path extends string, List>(
  path: Path,
  titleKey: string,
  load: (api: Api, page: number) => Promise<List | null>,
  ListPage: AsyncRouteComponent<{ list: List; page: number }>,
) {
  const route = createRoute({
    getParentRoute: () => accountLayoutRoute,
    path,
    head: titledHead(titleKey),
    ...accountListOptions,
    loader: ({ context, deps }) => load(context.api, deps.page),
    component: withPages(function AccountListRoute(): ReactNode {
      // The router's registered types look a route up by its literal path, which a generic path is not.
      const list = route.useLoaderData() as List | null;
      const { page } = route.useLoaderDeps() as { page: number };
      return list === null ? null : <ListPage list={list} page={page} />;
    }, ListPage),
  });
  return route;
}
