import { z } from 'zod';
import { CART_ITEM_TYPES } from '../../cart/index';
import { PAYMENT_METHOD_TYPES } from '../../checkout/index';
import { cuid, id, instant, minorUnits, percent } from '../primitives';
import {
  availabilityDateSchema,
  availabilitySchema,
  bundleSchema,
  membershipSchema,
  resourceSchema,
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
export type Coupon = z.infer<typeof couponSchema>;

/** A cart item (part 1 §3). Which optional parts are present follows `type`. */
export const cartItemSchema = z.object({
  id,
  cuid,
  type: z.enum(CART_ITEM_TYPES),
  price: minorUnits,
  deposit: minorUnits.min(0).nullable(),
  /** "Only items with expires_at in the future are shown or counted." */
  expires_at: instant,
  participant: participantSchema.nullable().optional(),
  participants: z.array(participantSchema).nullable().optional(),
  availabilities: z
    .array(z.object({ start_at: instant }).passthrough())
    .nullable()
    .optional(),
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
export type ServiceFees = z.infer<typeof serviceFeesSchema>;

export const paymentMethodSchema = z.object({
  type: z.enum(PAYMENT_METHOD_TYPES),
  priority: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
