import { accountCalls, type WaitingListEntry } from '../../../core/schemas/index';
import type { Api } from '../../app/api';
import { ACCOUNT_PAGE_SIZE, whenSignedIn } from '../kit/account-route';

export type WaitingList = { data: WaitingListEntry[]; count: number };

/** One page of the signed-in customer's waiting-list entries; null when signed out. */
export function readWaitingList(api: Api, page: number): Promise<WaitingList | null> {
  return whenSignedIn(
    api.call(accountCalls.accountWaitingList, { page_number: page, page_size: ACCOUNT_PAGE_SIZE }),
  );
}
