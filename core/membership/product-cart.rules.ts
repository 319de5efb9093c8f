import { isParticipantRequired, type ProductEntity } from './membership.rules';

/**
 * The POST /api/carts/items payload of the bundle, membership and voucher forms (part 2 §7 "Cart"):
 * "Bundles, vouchers and memberships repeat once per quantity." A participant travels only when the
 * product's entity is PARTICIPANTS ("Participant is required only when the entity is PARTICIPANTS");
 * vouchers carry none.
 */
export type ProductKind = 'bundle' | 'membership' | 'voucher';

export interface ProductCartInput {
  kind: ProductKind;
  product: { id: number; entity?: ProductEntity | null };
  /** A whole number ≥ 1; anything else counts as 1 (the form's default). */
  quantity: number;
  participant_id: number | null;
  customer_id?: number | undefined;
}

export interface ProductCartPayload {
  customer_id?: number;
  bundles: Array<{ bundle_id: number; participant_id: number | null }>;
  vouchers: Array<{ voucher_id: number }>;
  memberships: Array<{ membership_id: number; participant_id: number | null }>;
}

/** The quantity a product line is repeated: a whole number ≥ 1, otherwise the default 1. */
export function productQuantity(quantity: number): number {
  return Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : 1;
}

export function productCartPayload(input: ProductCartInput): ProductCartPayload {
  const times = productQuantity(input.quantity);
  const participant_id = isParticipantRequired({ entity: input.product.entity })
    ? input.participant_id
    : null;
  const repeat = <T>(line: T): T[] => Array.from({ length: times }, () => ({ ...line }));
  const payload: ProductCartPayload = { bundles: [], vouchers: [], memberships: [] };
  if (input.customer_id !== undefined) payload.customer_id = input.customer_id;
  if (input.kind === 'bundle') payload.bundles = repeat({ bundle_id: input.product.id, participant_id });
  if (input.kind === 'membership') {
    payload.memberships = repeat({ membership_id: input.product.id, participant_id });
  }
  if (input.kind === 'voucher') payload.vouchers = repeat({ voucher_id: input.product.id });
  return payload;
}
