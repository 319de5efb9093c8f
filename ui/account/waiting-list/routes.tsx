import { lazyPage } from '../../app/lazy-page';
import { accountListRoute } from '../kit/account-route';
import { readWaitingList } from './read';

const WaitingListPage = lazyPage(() => import('./WaitingListPage'), 'WaitingListPage');

/** `/account/waiting-list?page_number=…` (issue 20 §7): the entries, their positions, and leaving. */
const waitingListRoute = accountListRoute(
  'waiting-list',
  'account.head.waitingList',
  readWaitingList,
  WaitingListPage,
);

export const waitingListRoutes = [waitingListRoute] as const;
