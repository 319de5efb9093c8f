import { accountCalls } from './account';
import { calendarCalls } from './calendar';
import { cartCalls } from './cart';
import { catalogueCalls } from './catalogue';
import { registrationCalls } from './registrations';
import { searchCalls } from './search';
import { sessionCalls } from './session';

export {
  type AccountCart,
  accountCartSchema,
  type RegistrationDetail,
  registrationDetailAnswer,
} from './account';
export {
  type CalendarFeed,
  type CalendarFeedReset,
  calendarFeedResetAnswer,
  calendarFeedSchema,
} from './calendar';
export {
  type AddCartItemsPayload,
  addCartItemsSchema,
  cartAnswer,
  registrationLineSchema,
  WIRE_PAYMENT_STRATEGIES,
} from './cart';
export {
  type ActivityReviews,
  activityReviewsAnswer,
  availabilitiesQuery,
  type PublicReview,
  publicReviewSchema,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE_MAX,
} from './catalogue';
export { type CallContract, type CallMethod, defineCall } from './contract';
export { type WaitingListEntry, waitingListEntrySchema } from './registrations';
export { type SearchResult, searchResultSchema } from './search';
export { type SessionAnswer, sessionAnswer } from './session';
export {
  accountCalls,
  calendarCalls,
  cartCalls,
  catalogueCalls,
  registrationCalls,
  searchCalls,
  sessionCalls,
};

/** Every call of the API, the route table the server and its generated tests walk. */
export const calls = {
  ...sessionCalls,
  ...registrationCalls,
  ...cartCalls,
  ...catalogueCalls,
  ...accountCalls,
  ...calendarCalls,
  ...searchCalls,
};
export type CallName = keyof typeof calls;
