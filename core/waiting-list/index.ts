export { connectWaitingList } from './waiting-list.connect';
export {
  waitingListActors,
  waitingListMachine,
} from './waiting-list.machine';
export {
  canJoinWaitingList,
  vacancyNoticesDue,
  WAITING_LIST_ENTRY_NOT_FOUND,
  WAITING_LIST_ERRORS,
  WAITING_LIST_VACANCY_TRIGGER,
  waitingListErrors,
  waitingListPosition,
  waitingListPositions,
  waitingListRequest,
} from './waiting-list.rules';
