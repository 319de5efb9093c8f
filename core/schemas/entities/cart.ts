import { z } from 'zod';
import { CART_ITEM_TYPES } from '../../cart/index';
import { PAYMENT_METHOD_TYPES, PAYMENT_STRATEGIES } from '../../checkout/index';
import { cuid, id, image, instant, minorUnits, percent } from '../primitives';
import {
  availabilityDateSchema,
  availabilitySchema,
  bundleSchema,
  membershipSchema,
  resourceSchema,
  tierSchema,
  voucherSchema,
} from './catalogue';
import { participantSchema } from './customer';

export const couponSchema = z.object({
  active: z.boolean(),
  title: z.string(),
  label: z.string().nullable(),
  amount: minorUnits.min(0).nullable(),
  percentage: percent.nullable(),
  min_total_amount: minorUnits.min(0).nullable(),
});

/**
 * One availability a cart item is about (part 1 §3 "availabilities[] (with start_at)"). A registration request
 * also gives its span, its price and the sessions asked for (issue 18 §9).
 */
export const cartItemAvailabilitySchema = z
  .object({
    start_at: instant,
    cuid: cuid.optional(),
    end_at: instant.optional(),
    price: minorUnits.min(0).optional(),
    dates: z.array(z.object({ start_at: instant, end_at: instant })).optional(),
  })
  .passthrough();

/**
 * What a REGISTRATION_REQUEST item asks for (issue 18 §9): the activity (title and images, as a registration
 * shows its activity), the tier chosen (null when the request named none and the activity has several, or
 * none), and the estimated amount (core `requestEstimatedTotal`). The estimate is not owed now: the item's
 * price stays 0 and the organiser sets what is owed when approving.
 */
export const cartItemRequestSchema = z.object({
  activity: z.object({ cuid, slug: z.string(), title: z.string(), images: z.array(image).default([]) }),
  tier: tierSchema.nullable(),
  estimated_amount: minorUnits.min(0),
});

/** A cart item (part 1 §3). Which optional parts are present follows `type`. */
export const cartItemSchema = z.object({
  id,
  cuid,
  type: z.enum(CART_ITEM_TYPES),
  price: minorUnits,
  /** The price before the cart's coupon (issue 18 §6: the discount is its own line). */
  gross_price: minorUnits.optional(),
  deposit: minorUnits.min(0).nullable(),
  /** "Only items with expires_at in the future are shown or counted." */
  expires_at: instant,
  participant: participantSchema.nullable().optional(),
  participants: z.array(participantSchema).nullable().optional(),
  availabilities: z.array(cartItemAvailabilitySchema).nullable().optional(),
  availability: availabilitySchema.nullable().optional(),
  availability_dates: z.array(availabilityDateSchema).nullable().optional(),
  bundle: bundleSchema.nullable().optional(),
  membership: membershipSchema.nullable().optional(),
  voucher: voucherSchema.nullable().optional(),
  resource: resourceSchema.nullable().optional(),
  booking_dates: z
    .array(z.object({ start_at: instant, end_at: instant }))
    .nullable()
    .optional(),
  /** Registration requests only. */
  request: cartItemRequestSchema.nullable().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  id,
  cuid,
  reference: z.string(),
  created_at: instant,
  processed_at: instant.nullable(),
  coupon_id: id.nullable(),
  coupon: couponSchema.nullable(),
  items: z.array(cartItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const serviceFeesSchema = z.object({ amount: minorUnits.min(0), percentage: percent });

export const paymentMethodSchema = z.object({
  type: z.enum(PAYMENT_METHOD_TYPES),
  priority: z.number().int(),
});

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;

/**
 * What a processed cart cost and how it is being paid, for the success page: the strategy, the summary
 * lines as checkout fixed them, what is paid so far, the online payment's status, and for a bank transfer
 * the organiser's account with the cart's structured reference.
 */
export const checkoutResultSchema = z.object({
  payment_strategy: z.enum(PAYMENT_STRATEGIES).nullable(),
  items_total: minorUnits.min(0),
  wallet_amount: minorUnits.min(0),
  service_fee: minorUnits.min(0),
  total_amount: minorUnits.min(0),
  paid_amount: minorUnits.min(0),
  outstanding_amount: minorUnits.min(0),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  /** The checkout's online payment failed or was cancelled: a new one of `amount` may be opened (issue 18 §1). */
  payment_retry: z.object({ amount: minorUnits.min(1) }).nullable(),
  bank_transfer: z
    .object({ account: z.string(), reference: z.string(), amount: minorUnits.min(0) })
    .nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
