import { z } from 'zod';
import { cartSchema, checkoutResultSchema } from '../entities/cart';
import { estimateDetailsSchema } from '../entities/catalogue';
import { cuid, emptyAnswer, id, instant, minorUnits, queryInt } from '../primitives';
import { TERMS_ERROR } from '../validation/forms';
import { defineCall } from './contract';

const optionChoice = z.object({ price_id: id, content: z.string().nullable().optional() });
const questionAnswer = z.object({ question_id: id, content: z.string().nullable() });

/** One registration line of POST /api/carts/items. */
export const registrationLineSchema = z.object({
  availability_id: id,
  participant_id: id,
  options: z.array(optionChoice).default([]),
  questions: z.array(questionAnswer).default([]),
  quantity: z.number().int().positive().default(1),
  availability_dates: z.array(z.object({ date_id: id })).min(1, { error: 'availability_dates_required' }),
});

/** POST /api/carts/items (part 2 §7 "Cart"). Bundles, vouchers and memberships repeat once per quantity. */
export const addCartItemsSchema = z
  .object({
    customer_id: id.optional(),
    participant_id: id.nullable().optional(),
    registrations: z.array(registrationLineSchema).default([]),
    bundles: z.array(z.object({ bundle_id: id, participant_id: id.nullable().optional() })).default([]),
    vouchers: z.array(z.object({ voucher_id: id })).default([]),
    memberships: z
      .array(z.object({ membership_id: id, participant_id: id.nullable().optional() }))
      .default([]),
    registrations_requests: z
      .array(
        z.object({
          participant_id: id,
          availabilities: z.array(z.object({ id, dates: z.array(z.object({ id })).default([]) })).min(1),
          options: z.array(optionChoice).default([]),
          questions: z.array(questionAnswer).default([]),
        }),
      )
      .default([]),
    bookings: z
      .array(
        z.object({
          resource_id: id,
          dates: z.array(z.object({ start_at: instant, end_at: instant })).min(1),
          participants: z.array(z.object({ id })).default([]),
          payment_split: z.boolean().default(false),
        }),
      )
      .default([]),
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
  currentCart: defineCall({
    method: 'GET',
    path: '/api/carts/current',
    requestIn: 'none',
    request: z.object({}),
    answer: z.object({ cart: cartSchema.nullable() }),
    auth: 'either',
  }),
  /** A processed cart for the success page summary. */
  processedCart: defineCall({
    method: 'GET',
    path: '/api/carts/:cuid',
    requestIn: 'none',
    request: z.object({}),
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
      availability_dates: z.array(z.object({ date_id: id })).min(1, { error: 'availability_dates_required' }),
      participant_id: id,
      options: z.array(z.object({ price_id: id })).default([]),
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
    request: z.object({ cart_id: id, coupon: z.string().trim().min(1, { error: 'required' }) }),
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
      coupon: z.string().nullable().optional(),
      payment_strategy: z.enum(WIRE_PAYMENT_STRATEGIES),
      terms: z.literal(true, { error: TERMS_ERROR }),
    }),
    answer: z.object({ next_action: z.string().nullable(), next_action_url: z.string().nullable(), cuid }),
    auth: 'customer',
  }),
  transactionCheckout: defineCall({
    method: 'POST',
    path: '/api/transactions/checkout',
    requestIn: 'body',
    request: z.object({
      customer_id: id,
      reference: z.string().min(1),
      destination: z.string().min(1),
      return_url: z.string().min(1),
    }),
    answer: z.object({ checkout_url: z.string().min(1) }),
    auth: 'customer',
  }),
  walletPayment: defineCall({
    method: 'POST',
    path: '/api/transactions/wallet',
    requestIn: 'body',
    request: z.object({ amount: minorUnits.min(1), destination: z.string().min(1) }),
    answer: emptyAnswer,
    auth: 'customer',
  }),
};
