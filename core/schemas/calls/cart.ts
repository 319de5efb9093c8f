import { z } from 'zod';
import { CART_LIMITS } from '../../cart/index';
import { cartSchema, checkoutResultSchema } from '../entities/cart';
import { estimateDetailsSchema } from '../entities/catalogue';
import { LIST_LIMITS, TEXT_LIMITS } from '../limits';
import {
  boundedArray,
  boundedText,
  cuid,
  emptyAnswer,
  id,
  instant,
  minorUnits,
  queryInt,
} from '../primitives';
import {
  AVAILABILITY_DATES_REQUIRED,
  codeText,
  dateRefs,
  lineQuantity,
  optionChoices,
  questionAnswers,
  TERMS_ERROR,
} from '../validation/forms';
import { defineCall, defineRequestlessCall } from './contract';

/** One registration line of POST /api/carts/items. */
export const registrationLineSchema = z.object({
  availability_id: id,
  participant_id: id,
  options: optionChoices,
  questions: questionAnswers,
  quantity: lineQuantity,
  availability_dates: dateRefs(AVAILABILITY_DATES_REQUIRED),
});

/**
 * Lines of one add: products repeat once per quantity, so a list holds up to the cart's items; the cart's
 * own limits (core/cart CART_LIMITS) are then decided by the server on what the cart already holds.
 */
const lines = <T extends z.ZodType>(item: T) => boundedArray(item, CART_LIMITS.items).default([]);

/** POST /api/carts/items (part 2 §7 "Cart"). Bundles, vouchers and memberships repeat once per quantity. */
export const addCartItemsSchema = z
  .object({
    customer_id: id.optional(),
    participant_id: id.nullable().optional(),
    registrations: lines(registrationLineSchema),
    bundles: lines(z.object({ bundle_id: id, participant_id: id.nullable().optional() })),
    vouchers: lines(z.object({ voucher_id: id })),
    memberships: lines(z.object({ membership_id: id, participant_id: id.nullable().optional() })),
    registrations_requests: lines(
      z.object({
        participant_id: id,
        availabilities: boundedArray(
          z.object({ id, dates: boundedArray(z.object({ id }), LIST_LIMITS.dates).default([]) }),
        ).min(1),
        options: optionChoices,
        questions: questionAnswers,
        /** The tier the launcher chose (`?tier=`, issue 18 §9); without it, the activity's only tier if it has one. */
        tier_cuid: boundedText(TEXT_LIMITS.cuid).min(1).optional(),
      }),
    ),
    bookings: lines(
      z.object({
        resource_id: id,
        dates: boundedArray(z.object({ start_at: instant, end_at: instant })).min(1),
        participants: boundedArray(z.object({ id })).default([]),
        payment_split: z.boolean().default(false),
      }),
    ),
  })
  .refine(
    (payload) =>
      payload.registrations.length +
        payload.bundles.length +
        payload.vouchers.length +
        payload.memberships.length +
        payload.registrations_requests.length +
        payload.bookings.length >
      0,
    { error: 'CART.NOTHING_TO_ADD' },
  );
export type AddCartItemsPayload = z.infer<typeof addCartItemsSchema>;

export const cartAnswer = z.object({ cart: cartSchema });

/** The strategy on the wire: WALLET is sent as DELAYED (part 2 §7). */
export const WIRE_PAYMENT_STRATEGIES = ['IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED'] as const;

export const cartCalls = {
  /** The customer's current cart (the storefront's read; §7 lists only writes). */
  currentCart: defineRequestlessCall({
    method: 'GET',
    path: '/api/carts/current',
    answer: z.object({ cart: cartSchema.nullable() }),
    auth: 'either',
  }),
  /** A processed cart for the success page summary. */
  processedCart: defineRequestlessCall({
    method: 'GET',
    path: '/api/carts/:cuid',
    answer: z.object({ cart: cartSchema, result: checkoutResultSchema }),
    auth: 'customer',
  }),
  addItems: defineCall({
    method: 'POST',
    path: '/api/carts/items',
    requestIn: 'body',
    request: addCartItemsSchema,
    answer: cartAnswer,
    auth: 'customer',
  }),
  estimate: defineCall({
    method: 'POST',
    path: '/api/carts/items/estimate',
    requestIn: 'body',
    request: z.object({
      cart_id: id.nullable().optional(),
      availability_id: id,
      availability_dates: dateRefs(AVAILABILITY_DATES_REQUIRED),
      participant_id: id,
      options: boundedArray(z.object({ price_id: id }), LIST_LIMITS.choices).default([]),
    }),
    answer: estimateDetailsSchema,
    auth: 'customer',
  }),
  removeItem: defineCall({
    method: 'DELETE',
    path: '/api/carts/items',
    requestIn: 'query',
    request: z.object({ item_id: queryInt }),
    answer: cartAnswer,
    auth: 'customer',
  }),
  attachCoupon: defineCall({
    method: 'POST',
    path: '/api/carts/coupons',
    requestIn: 'body',
    request: z.object({ cart_id: id, coupon: codeText.trim().min(1, { error: 'required' }) }),
    answer: cartAnswer,
    auth: 'customer',
  }),
  detachCoupon: defineCall({
    method: 'DELETE',
    path: '/api/carts/coupons',
    requestIn: 'query',
    request: z.object({ cart_id: queryInt }),
    answer: cartAnswer,
    auth: 'customer',
  }),
  checkout: defineCall({
    method: 'POST',
    path: '/api/carts/checkout',
    requestIn: 'body',
    request: z.object({
      cart_id: id,
      coupon: codeText.nullable().optional(),
      payment_strategy: z.enum(WIRE_PAYMENT_STRATEGIES),
      terms: z.literal(true, { error: TERMS_ERROR }),
    }),
    answer: z.object({ next_action: z.string().nullable(), next_action_url: z.string().nullable(), cuid }),
    auth: 'customer',
  }),
  /** A new online payment for a processed cart whose checkout payment failed (core payment-retry.rules). */
  retryPayment: defineRequestlessCall({
    method: 'POST',
    path: '/api/carts/:cuid/payment',
    answer: z.object({ checkout_url: z.string().min(1) }),
    auth: 'customer',
  }),
  transactionCheckout: defineCall({
    method: 'POST',
    path: '/api/transactions/checkout',
    requestIn: 'body',
    request: z.object({
      customer_id: id,
      reference: boundedText(TEXT_LIMITS.reference).min(1),
      destination: boundedText(TEXT_LIMITS.reference).min(1),
      return_url: boundedText(TEXT_LIMITS.reference).min(1),
    }),
    answer: z.object({ checkout_url: z.string().min(1) }),
    auth: 'customer',
  }),
  walletPayment: defineCall({
    method: 'POST',
    path: '/api/transactions/wallet',
    requestIn: 'body',
    request: z.object({ amount: minorUnits.min(1), destination: boundedText(TEXT_LIMITS.reference).min(1) }),
    answer: emptyAnswer,
    auth: 'customer',
  }),
};
