import type { CartMachineItem } from '../../../core/cart/index';
import { type CartItem, cartItemSchema } from '../../../core/schemas/index';

/**
 * The cart machine keeps the whole JSON items of GET /api/carts/current (typed by the fields its rules
 * read); the drawer reads them through the entity schema to render every type's own fields.
 */
export function wholeCartItems(items: readonly CartMachineItem[]): CartItem[] {
  return items.flatMap((item) => {
    const parsed = cartItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
