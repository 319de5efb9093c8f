import { z } from 'zod';
import { cuid, id, image, instant, isoDate, minorUnits } from '../primitives';
import { availabilitySchema, bundleSchema, membershipSchema, resourceSchema } from './catalogue';
import { customFieldSchema, participantSchema } from './customer';

const money = { total_amount: minorUnits.min(0), paid_amount: minorUnits.min(0) };
/**
 * The structured reference of the customer's order (processed cart) the line belongs to, read from
 * carts.reference: the one reference a bank transfer for the line carries (core `transferReference`); null
 * when the line is not part of an order of this customer.
 */
const orderReference = z.string().nullable();

export const registrationSchema = z.object({
  id,
  cuid,
  reference: z.string(),
  order_reference: orderReference,
  participant: z.object({ fullname: z.string() }),
  deposit_amount: minorUnits.min(0),
  ...money,
  cancelled: z.boolean(),
  bundle_id: id.nullable(),
  bundle_capacity_refunded: z.boolean(),
  created_at: instant,
  /** The customer's message when they cancelled; null otherwise. */
  cancellation_message: z.string().nullable().default(null),
  availability: availabilitySchema.pick({
    id: true,
    cuid: true,
    start_at: true,
    end_at: true,
    dates: true,
    location: true,
    activity: true,
    categories: true,
  }),
  dates: z.array(z.object({ date_id: id, date: z.object({ start_at: instant, end_at: instant }), cuid })),
  options: z.array(
    z.object({
      cuid,
      /** The free text given with the option, when it asks for one. */
      content: z.string().nullable().default(null),
      price: z.object({
        /** The price_id sent back by the edit form; option_id groups the prices of one option. */
        id,
        option_id: id,
        amount: minorUnits.nullable(),
        percentage: z.number().nullable(),
        label: z.string(),
        option: z.object({ title: z.string() }),
      }),
    }),
  ),
  questions: z.array(
    z.object({ question: z.object({ title: z.string() }), content: z.string().nullable(), question_id: id }),
  ),
});
export type Registration = z.infer<typeof registrationSchema>;

export const PAYMENT_REQUIREMENTS = ['DEPOSIT', 'TOTAL'] as const;
export const DATE_REQUIREMENTS = ['AVAILABILITY_START', 'AVAILABILITY_END'] as const;

export const documentSchema = z.object({
  /** The document_id of GET /api/documents/download. */
  id,
  cuid,
  title: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  settings: z.object({
    payment_requirement: z.enum(PAYMENT_REQUIREMENTS).nullable(),
    date_requirement: z.enum(DATE_REQUIREMENTS).nullable(),
  }),
  pages: z.array(
    z.object({
      elements: z.array(
        z.object({ custom_field_id: id.nullable(), custom_field: customFieldSchema.nullable() }),
      ),
    }),
  ),
});
export type Document = z.infer<typeof documentSchema>;

/** "Review: id, score 0 to 5, message, private, registration_id." */
export const reviewSchema = z.object({
  id,
  score: z.number().min(0).max(5),
  message: z.string().nullable(),
  private: z.boolean(),
  registration_id: id,
});
export type Review = z.infer<typeof reviewSchema>;

export const REGISTRATION_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export const registrationRequestSchema = z.object({
  id,
  cuid,
  reference: z.string(),
  order_reference: orderReference,
  status: z.enum(REGISTRATION_REQUEST_STATUSES),
  ...money,
  deposit_amount: minorUnits.min(0),
  created_at: instant,
  participant: participantSchema.pick({ id: true, cuid: true, fullname: true }),
  availabilities: z.array(
    availabilitySchema.pick({ id: true, cuid: true, start_at: true, end_at: true, activity: true }),
  ),
  options: z.array(z.object({ price_id: id, content: z.string().nullable() })),
  questions: z.array(z.object({ question_id: id, content: z.string().nullable() })),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const bookingSchema = z.object({
  id,
  cuid,
  reference: z.string(),
  order_reference: orderReference,
  resource: resourceSchema.pick({ cuid: true, name: true, images: true, location: true }),
  dates: z.array(z.object({ start_at: instant, end_at: instant })),
  participations: z.array(
    z.object({ participant: z.object({ customer_id: id, fullname: z.string() }), ...money }),
  ),
  payment_split: z.boolean(),
  cancelled: z.boolean(),
  created_at: instant,
});
export type Booking = z.infer<typeof bookingSchema>;

export const attendanceChargeSchema = z.object({
  id,
  cuid,
  reference: z.string(),
  ...money,
  created_at: instant,
  billing_cycle: z.object({
    start_at: instant,
    end_at: instant,
    configuration: z.object({
      title: z.string(),
      description: z.string().nullable(),
      images: z.array(image).default([]),
    }),
  }),
  items: z.array(
    z.object({
      cuid,
      amount: minorUnits.min(0),
      /** Minutes. */
      duration: z.number().int().min(0),
      registration_date: z.object({
        date: isoDate,
        arrival: instant.nullable(),
        departure: instant.nullable(),
        registration: z.object({ participant: z.object({ fullname: z.string() }) }),
      }),
    }),
  ),
});
export type AttendanceCharge = z.infer<typeof attendanceChargeSchema>;

export const ownedBundleSchema = z.object({
  cuid,
  bundle: bundleSchema,
  expires_at: instant.nullable(),
  capacity: z.number().int().min(0).nullable(),
  used: z.number().int().min(0),
  ...money,
  participant: participantSchema.pick({ id: true, cuid: true, fullname: true }).nullable(),
});
export type OwnedBundle = z.infer<typeof ownedBundleSchema>;

export const ownedMembershipSchema = z.object({
  cuid,
  membership: membershipSchema,
  status: z.enum(['ACTIVE', 'CANCELLED']),
  recurring: z.boolean(),
  cycles: z.array(z.object({ start_at: instant, end_at: instant, ...money })),
  participant: participantSchema.pick({ id: true, cuid: true, fullname: true }).nullable(),
});
export type OwnedMembership = z.infer<typeof ownedMembershipSchema>;

const person = z.object({ id, fullname: z.string(), email: z.string().nullable().optional() });
export const ownedVoucherSchema = z.object({
  cuid,
  code: z.string().min(1),
  voucher: z.object({
    title: z.string(),
    images: z.array(image).default([]),
    amount: minorUnits.min(0),
    bundle: bundleSchema.pick({ cuid: true, title: true, entity: true }).nullable(),
  }),
  customer_id: id,
  /** Buyer and payment details are sent only to the buyer (part 2 §6); others get null. */
  customer: person.nullable(),
  recipient: person.nullable(),
  redeemed_at: instant.nullable(),
  expires_at: instant.nullable(),
  total_amount: minorUnits.min(0).nullable(),
  paid_amount: minorUnits.min(0).nullable(),
  /** Paid in full: a state anyone holding the code may see ("unpaid" comes first among the invalid reasons). */
  paid: z.boolean(),
});
export type OwnedVoucher = z.infer<typeof ownedVoucherSchema>;

/**
 * A voucher looked up by its code (GET /api/vouchers/redeem), for its redeem confirmation. Whoever holds the
 * code may look it up, so the answer names nothing of its buyer: no customer_id, no cuid (the purchase's),
 * no buyer, recipient or amounts, only what the confirmation shows (card, status, expiry, paid state) and
 * `is_buyer`, whether the viewer bought it. The buyer's own lookup carries the details only they may see
 * (part 2 §6). The branches are the only shapes the answer can take: parsing strips any other key, so a
 * server that fetched more cannot send it.
 */
const voucherSeenByCode = ownedVoucherSchema.pick({
  code: true,
  voucher: true,
  redeemed_at: true,
  expires_at: true,
  paid: true,
});
export const foundVoucherSchema = z.discriminatedUnion('is_buyer', [
  voucherSeenByCode.extend({ is_buyer: z.literal(false) }),
  voucherSeenByCode.extend({
    is_buyer: z.literal(true),
    ...ownedVoucherSchema.pick({ cuid: true, recipient: true, total_amount: true, paid_amount: true }).shape,
  }),
]);
export type FoundVoucher = z.infer<typeof foundVoucherSchema>;
