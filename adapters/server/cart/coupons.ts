import { applyCartDiscount, couponApplies, couponDiscount } from '../../../core/pricing/index';
import type { Transaction } from '../../db/index';
import { ApiError } from '../errors';
import type { CartItemRow } from './cart-read';

export interface CouponRow {
  id: number;
  amount: number | null;
  percentage: string | null;
  min_total_amount: number | null;
}

const terms = (coupon: CouponRow) => ({
  amount: coupon.amount,
  percentage: coupon.percentage === null ? null : Number(coupon.percentage),
  min_total_amount: coupon.min_total_amount,
});

/**
 * The organiser's coupon with this code (case-insensitive), usable now: active, inside its dates, uses
 * left. Anything else is `COUPON.INVALID`, one code, so codes cannot be probed for which rule failed.
 */
export async function usableCoupon(
  trx: Transaction,
  organiserId: number,
  code: string,
  now: string,
): Promise<CouponRow> {
  const coupon = await trx
    .selectFrom('coupons')
    .select(['id', 'amount', 'percentage', 'min_total_amount', 'usage_limit', 'used_count'])
    .where('organiser_id', '=', organiserId)
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.trim().toLowerCase()))
    .where('active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirst();
  if (!coupon || (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit)) {
    throw new ApiError(422, 'COUPON.INVALID', { coupon: 'COUPON.INVALID' });
  }
  return coupon;
}

/** Unexpired items' gross total: what a coupon's minimum is measured against. */
async function unexpiredItems(trx: Transaction, cartId: number, now: string) {
  return trx
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('expires_at', '>', now)
    .orderBy('id')
    .execute();
}

/** Whether the coupon applies to the cart's unexpired items as they are now. */
export async function couponFits(trx: Transaction, cartId: number, coupon: CouponRow, now: string) {
  const items = await unexpiredItems(trx, cartId, now);
  return couponApplies(
    terms(coupon),
    items.reduce((total, item) => total + item.gross_price, 0),
  );
}

/**
 * Spreads the attached coupon's discount over the unexpired items (core `applyCartDiscount`), so every
 * item's price is what its order will cost and the lines always add up to the total. A coupon whose
 * minimum is no longer met stays attached but discounts nothing until it is met again. Answers the
 * unexpired items with their new prices, in id order: what `shapeCart` would read again.
 */
export async function repriceCart(
  trx: Transaction,
  cartId: number,
  now: string,
  /** The cart's coupon when the caller holds the locked row already (saves reading it again). */
  knownCouponId?: number | null,
): Promise<CartItemRow[]> {
  const couponId =
    knownCouponId !== undefined
      ? knownCouponId
      : (await trx.selectFrom('carts').select('coupon_id').where('id', '=', cartId).executeTakeFirstOrThrow())
          .coupon_id;
  const coupon =
    couponId === null
      ? undefined
      : await trx
          .selectFrom('coupons')
          .select(['id', 'amount', 'percentage', 'min_total_amount'])
          .where('id', '=', couponId)
          .executeTakeFirst();
  const items = await unexpiredItems(trx, cartId, now);
  const gross = items.map((item) => item.gross_price);
  const total = gross.reduce((sum, price) => sum + price, 0);
  const discount = coupon ? couponDiscount(terms(coupon), total) : 0;
  const net = applyCartDiscount(gross, discount);
  const repriced: CartItemRow[] = [];
  for (const [index, item] of items.entries()) {
    const price = net[index] ?? item.gross_price;
    if (price !== item.price)
      await trx.updateTable('cart_items').set({ price }).where('id', '=', item.id).execute();
    repriced.push({ ...item, price });
  }
  return repriced;
}
