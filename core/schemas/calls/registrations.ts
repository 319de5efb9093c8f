import { z } from 'zod';
import { foundVoucherSchema, reviewSchema } from '../entities/account';
import { tierSchema } from '../entities/catalogue';
import { TEXT_LIMITS } from '../limits';
import { boundedText, cuid, emptyAnswer, id, instant, queryInt } from '../primitives';
import {
  cancelRegistrationSchema,
  registrationEditSchema,
  reviewCreateSchema,
  reviewUpdateSchema,
  voucherRedeemPayloadSchema,
  voucherRedeemSchema,
  waitingListSchema,
} from '../validation/forms';
import { defineCall, defineRequestlessCall } from './contract';

/**
 * A waiting-list entry as its customer sees it (issue 20 §7): WAITING with its position among the entries
 * still queued for the availability (core `waitingListPosition`), or OFFERED once a vacancy notice went out
 * for it (position null).
 */
export const waitingListEntrySchema = z.object({
  id,
  status: z.enum(['WAITING', 'OFFERED']),
  position: z.number().int().min(1).nullable(),
  participant: z.object({ id, firstname: z.string(), lastname: z.string() }),
  availability: z.object({
    cuid,
    title: z.string(),
    activity_slug: z.string(),
    start_at: instant,
    end_at: instant,
  }),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

export const registrationCalls = {
  cancelRegistration: defineCall({
    method: 'POST',
    path: '/api/registrations/cancel',
    requestIn: 'body',
    request: cancelRegistrationSchema,
    answer: emptyAnswer,
    auth: 'customer',
  }),
  createReview: defineCall({
    method: 'POST',
    path: '/api/registrations/review',
    requestIn: 'body',
    request: reviewCreateSchema,
    answer: z.object({ review: reviewSchema }),
    auth: 'customer',
  }),
  updateReview: defineCall({
    method: 'PUT',
    path: '/api/registrations/review',
    requestIn: 'body',
    request: reviewUpdateSchema,
    answer: z.object({ review: reviewSchema }),
    auth: 'customer',
  }),
  updateRegistration: defineCall({
    method: 'PUT',
    path: '/api/registrations',
    requestIn: 'body',
    request: registrationEditSchema,
    answer: emptyAnswer,
    auth: 'customer',
  }),
  cancelRequest: defineCall({
    method: 'POST',
    path: '/api/registrations/requests/cancel',
    requestIn: 'body',
    request: z.object({ registration_request_id: id }),
    answer: emptyAnswer,
    auth: 'customer',
  }),
  joinWaitingList: defineCall({
    method: 'POST',
    path: '/api/registrations/waiting-list',
    requestIn: 'body',
    request: waitingListSchema,
    /** The entry with its position (issue 20 §7); not named by part 2 §7, which lists the request only. */
    answer: z.object({ entry: waitingListEntrySchema }),
    auth: 'customer',
  }),
  /** Leaving a waiting list (issue 20 §7): the signed-in customer's own entry only; the others move up. */
  leaveWaitingList: defineCall({
    method: 'DELETE',
    path: '/api/registrations/waiting-list',
    requestIn: 'query',
    request: z.object({ waiting_list_entry_id: queryInt }),
    answer: emptyAnswer,
    auth: 'customer',
  }),
  findVoucher: defineCall({
    method: 'GET',
    path: '/api/vouchers/redeem',
    requestIn: 'query',
    request: voucherRedeemSchema,
    /** Anyone with the code looks it up: nothing that identifies the buyer (core `foundVoucherSchema`). */
    answer: z.object({ voucher: foundVoucherSchema }),
    auth: 'customer',
  }),
  redeemVoucher: defineCall({
    method: 'PUT',
    path: '/api/vouchers/redeem',
    requestIn: 'body',
    request: voucherRedeemPayloadSchema,
    answer: z.object({ cuid }),
    auth: 'customer',
  }),
  /** A browser navigation answering a PDF; custom_element_{id} values ride along in the query. */
  downloadDocument: defineCall({
    method: 'GET',
    path: '/api/documents/download',
    requestIn: 'query',
    request: z
      .object({ registration_id: queryInt, document_id: queryInt })
      .catchall(boundedText(TEXT_LIMITS.longText)),
    answer: null,
    auth: 'customer',
  }),
  requestsConfiguration: defineRequestlessCall({
    method: 'GET',
    path: '/api/activities/:cuid/registrations-requests-configuration',
    answer: z.object({ tiers: z.array(tierSchema) }),
    auth: 'either',
  }),
};
