import { fromMinor, sum, toMinor } from '../money/index';
import { couponDiscount } from './cart.rules';

/**
 * A summary's coupon lines (issue 18 §6): the items before the coupon, then what it took off. `itemsTotal` is
 * the items' total after the coupon (what checkout fixed); the discount is read from the items' gross prices.
 */
export function couponSummaryLines(
  itemsTotal: number,
  items: readonly { price: number; gross_price?: number | null }[],
): { itemsBeforeDiscount: number; discount: number } {
  const discount = couponDiscount(items);
  return { itemsBeforeDiscount: toMinor(sum([fromMinor(itemsTotal), fromMinor(discount)])), discount };
}
