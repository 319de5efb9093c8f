import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { accountCalls, type WaitingListEntry } from '../../../core/schemas/index';
import type { Api } from '../../app/api';
import { titledHead } from '../../app/document-head';
import { lazyPage, withPages } from '../../app/lazy-page';
import { ACCOUNT_PAGE_SIZE, accountLayoutRoute, accountListSearch, whenSignedIn } from '../kit/account-route';

const WaitingListPage = lazyPage(() => import('./WaitingListPage'), 'WaitingListPage');

export type WaitingList = { data: WaitingListEntry[]; count: number };

/** One page of the signed-in customer's waiting-list entries; null when signed out. */
export function readWaitingList(api: Api, page: number): Promise<WaitingList | null> {
  return whenSignedIn(
    api.call(accountCalls.accountWaitingList, { page_number: page, page_size: ACCOUNT_PAGE_SIZE }),
  );
}

/** `/account/waiting-list?page_number=…` (issue 20 §7): the entries, their positions, and leaving. */
const waitingListRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'waiting-list',
  head: titledHead('account.head.waitingList'),
  validateSearch: (search: Record<string, unknown>) => accountListSearch.parse(search),
  loaderDeps: ({ search }) => ({ page: search.page_number ?? 1 }),
  loader: ({ context, deps }) => readWaitingList(context.api, deps.page),
  component: withPages(function WaitingListRoute(): ReactNode {
    const list = waitingListRoute.useLoaderData();
    const { page } = waitingListRoute.useLoaderDeps();
    return list && <WaitingListPage list={list} page={page} />;
  }, WaitingListPage),
});

export const waitingListRoutes = [waitingListRoute] as const;
