import { z } from 'zod';
import {
  attendanceChargeSchema,
  bookingSchema,
  documentSchema,
  ownedBundleSchema,
  ownedMembershipSchema,
  ownedVoucherSchema,
  registrationRequestSchema,
  registrationSchema,
  reviewSchema,
} from '../entities/account';
import { optionSchema, questionSchema } from '../entities/catalogue';
import { cuid, id, instant, listAnswer, minorUnits, paginationQuery } from '../primitives';
import { defineCall, defineRequestlessCall } from './contract';
import { waitingListEntrySchema } from './registrations';

// The account area's reads (part 1 §2 "Account area"). Part 2 §7 lists only the writes; these reads are
// designed here: one paginated list and one detail per tab, under /api/account/{tab}, always scoped to the
// signed-in customer and the site's organiser (another customer's cuid is simply not found: 404).

/** A processed cart in the carts history; its detail is GET /api/carts/:cuid (cartCalls.processedCart). */
export const accountCartSchema = z.object({
  id,
  cuid,
  reference: z.string(),
  created_at: instant,
  processed_at: instant,
  items_count: z.number().int().min(0),
  total_amount: minorUnits.min(0),
  paid_amount: minorUnits.min(0),
});
export type AccountCart = z.infer<typeof accountCartSchema>;

/** A registration's detail: its review, the documents offered, and the activity's options and questions to edit. */
export const registrationDetailAnswer = z.object({
  registration: registrationSchema,
  review: reviewSchema.nullable(),
  documents: z.array(documentSchema),
  options: z.array(optionSchema),
  questions: z.array(questionSchema),
});
export type RegistrationDetail = z.infer<typeof registrationDetailAnswer>;

const list = <T extends z.ZodType>(tab: string, item: T) =>
  defineCall({
    method: 'GET',
    path: `/api/account/${tab}`,
    requestIn: 'query',
    request: paginationQuery,
    answer: listAnswer(item),
    auth: 'customer',
  });

const detail = <T extends z.ZodType>(tab: string, answer: T) =>
  defineRequestlessCall({
    method: 'GET',
    path: `/api/account/${tab}/:cuid`,
    answer,
    auth: 'customer',
  });

export const accountCalls = {
  accountCarts: list('carts', accountCartSchema),
  accountRegistrations: list('registrations', registrationSchema),
  accountRegistration: detail('registrations', registrationDetailAnswer),
  accountBookings: list('bookings', bookingSchema),
  accountBooking: detail('bookings', z.object({ booking: bookingSchema })),
  accountRegistrationRequests: list('registrations-requests', registrationRequestSchema),
  accountRegistrationRequest: detail(
    'registrations-requests',
    z.object({ registration_request: registrationRequestSchema }),
  ),
  accountBundles: list('bundles', ownedBundleSchema),
  accountBundle: detail('bundles', z.object({ bundle: ownedBundleSchema })),
  accountVouchers: list('vouchers', ownedVoucherSchema),
  accountVoucher: detail('vouchers', z.object({ voucher: ownedVoucherSchema })),
  accountMemberships: list('memberships', ownedMembershipSchema),
  accountMembership: detail('memberships', z.object({ membership: ownedMembershipSchema })),
  accountAttendanceCharges: list('attendance-charges', attendanceChargeSchema),
  /** The customer's waiting-list entries with their positions (issue 20 §7), soonest availability first. */
  accountWaitingList: list('waiting-list', waitingListEntrySchema),
  accountAttendanceCharge: detail(
    'attendance-charges',
    z.object({ attendance_charge: attendanceChargeSchema }),
  ),
};
