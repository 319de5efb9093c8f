import { createRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../../core/lists/index';
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
