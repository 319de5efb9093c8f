/**
 * Membership rules (part 1 §4, part 2 §5). The participant rule is shared by the bundle, membership and
 * voucher forms: one rule, one place (core/bundle and core/voucher reuse it).
 */

/** Who a bundle, membership or voucher is for: one participant, or the customer as a whole. */
export type ProductEntity = 'PARTICIPANTS' | 'CUSTOMERS' | (string & {});

export type MembershipBadge = 'cancelled' | 'recurring';

/** "Participant is required only when the entity is PARTICIPANTS." */
export function isParticipantRequired(product: { entity: ProductEntity | null | undefined }): boolean {
  return product.entity === 'PARTICIPANTS';
}

/** "Membership quantity is shown only when period_type is ROLLING." */
export function isMembershipQuantityShown(membership: { period_type: string | null | undefined }): boolean {
  return membership.period_type === 'ROLLING';
}

/** "A membership with entity CUSTOMERS shows an informational alert." */
export function showsCustomersAlert(membership: { entity: ProductEntity | null | undefined }): boolean {
  return membership.entity === 'CUSTOMERS';
}

/**
 * "Membership badges: cancelled, recurring." Each badge shows when its own flag is set; both can show
 * together (a cancelled membership that was recurring keeps its recurring badge).
 */
export function membershipBadges(owned: {
  status: string | null | undefined;
  recurring: boolean;
}): MembershipBadge[] {
  const badges: MembershipBadge[] = [];
  if (owned.status === 'CANCELLED') badges.push('cancelled');
  if (owned.recurring) badges.push('recurring');
  return badges;
}
