import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { titledHead } from '../../app/document-head';
import { lazyPage, withPages } from '../../app/lazy-page';
import { accountLayoutRoute, accountListSearch } from '../kit/account-route';
import { readWaitingList } from './read';

const WaitingListPage = lazyPage(() => import('./WaitingListPage'), 'WaitingListPage');

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
