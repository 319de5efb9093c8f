import { accountCalls } from './account';
import { cartCalls } from './cart';
import { catalogueCalls } from './catalogue';
import { registrationCalls } from './registrations';
import { sessionCalls } from './session';

export {
  type AccountCart,
  accountCartSchema,
  type RegistrationDetail,
  registrationDetailAnswer,
} from './account';
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
export { type SessionAnswer, sessionAnswer } from './session';
export { accountCalls, cartCalls, catalogueCalls, registrationCalls, sessionCalls };

/** Every call of the API, the route table the server and its generated tests walk. */
export const calls = {
  ...sessionCalls,
  ...registrationCalls,
  ...cartCalls,
  ...catalogueCalls,
  ...accountCalls,
};
export type CallName = keyof typeof calls;
