import {
  accountCalls,
  cartCalls,
  catalogueCalls,
  type Option,
  type Question,
  type RegistrationRequest,
} from '../../../core/schemas/index';
import type { Api } from '../../app/api';
import { ACCOUNT_PAGE_SIZE, whenSignedIn } from '../kit/account-route';

/**
 * The reads of the order screens (part 1 §2 "Account area"): each answers null when nobody is signed in
 * (the layout then asks to sign in); any other failure reaches the route's AccountError (404: "not found in
 * your account").
 */

const page = (pageNumber: number) => ({ page_number: pageNumber, page_size: ACCOUNT_PAGE_SIZE });
const byCuid = (cuid: string) => ({ params: { cuid } });

export const loadCarts = (api: Api, pageNumber: number) =>
  whenSignedIn(api.call(accountCalls.accountCarts, page(pageNumber)));

/** The carts detail is the processed cart of the checkout success page (GET /api/carts/:cuid). */
export const loadCart = (api: Api, cuid: string) =>
  whenSignedIn(api.call(cartCalls.processedCart, {}, byCuid(cuid)));

export const loadBookings = (api: Api, pageNumber: number) =>
  whenSignedIn(api.call(accountCalls.accountBookings, page(pageNumber)));

export const loadBooking = (api: Api, cuid: string) =>
  whenSignedIn(api.call(accountCalls.accountBooking, {}, byCuid(cuid)));

export const loadRequests = (api: Api, pageNumber: number) =>
  whenSignedIn(api.call(accountCalls.accountRegistrationRequests, page(pageNumber)));

/** The activity's options and questions, to name the request's answers (the request keeps only their ids). */
export interface RequestForm {
  options: Option[];
  questions: Question[];
}

export interface RequestDetailLoad {
  request: RegistrationRequest;
  /** null when the request has no answers or its availability can no longer be read. */
  form: RequestForm | null;
}

/**
 * A request and, when it carries answers, its first availability's options and questions (GET
 * /api/availabilities/:cuid) so the answers show under their titles. That second read is optional: when it
 * fails (the availability was removed) the answers show without titles.
 */
export async function loadRequest(api: Api, cuid: string): Promise<RequestDetailLoad | null> {
  const answer = await whenSignedIn(api.call(accountCalls.accountRegistrationRequest, {}, byCuid(cuid)));
  if (answer === null) return null;
  const request = answer.registration_request;
  const first = request.availabilities[0];
  const hasAnswers = request.options.length > 0 || request.questions.length > 0;
  if (!first || !hasAnswers) return { request, form: null };
  const form = await api
    .call(catalogueCalls.availability, {}, byCuid(first.cuid))
    .then(({ availability }) => ({ options: availability.options, questions: availability.questions }))
    .catch(() => null);
  return { request, form };
}

export const loadCharges = (api: Api, pageNumber: number) =>
  whenSignedIn(api.call(accountCalls.accountAttendanceCharges, page(pageNumber)));

export const loadCharge = (api: Api, cuid: string) =>
  whenSignedIn(api.call(accountCalls.accountAttendanceCharge, {}, byCuid(cuid)));
