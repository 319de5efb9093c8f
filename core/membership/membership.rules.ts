import { compareInstants, formatInstant, type InstantLike, inBrussels, isInFuture } from '../time/index';
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

export type RollingPeriodType = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface MembershipPeriodTerms {
  period_type: 'ROLLING' | 'FIXED';
  rolling_period_type: RollingPeriodType | null;
  rolling_period_duration: number | null;
  fixed_period_start_at: string | null;
  fixed_period_end_at: string | null;
}

const ROLLING_UNIT = { DAY: 'days', WEEK: 'weeks', MONTH: 'months', YEAR: 'years' } as const;

/**
 * The period a membership bought at `purchasedAt` covers. ROLLING: from the purchase for its duration,
 * counted in Brussels calendar units (a month from 31 January ends on the last day of February). FIXED:
 * the organiser's period; null once it has ended, since such a membership can no longer be bought.
 */
export function membershipPeriod(
  membership: MembershipPeriodTerms,
  purchasedAt: InstantLike,
): { starts_at: string; ends_at: string } | null {
  if (membership.period_type === 'FIXED') {
    const { fixed_period_start_at: start, fixed_period_end_at: end } = membership;
    if (start === null || end === null || !isInFuture(end, purchasedAt)) return null;
    return { starts_at: formatInstant(start), ends_at: formatInstant(end) };
  }
  const unit = ROLLING_UNIT[membership.rolling_period_type ?? 'YEAR'];
  const amount = Math.max(1, membership.rolling_period_duration ?? 1);
  const start = inBrussels(purchasedAt);
  return {
    starts_at: formatInstant(start.toInstant()),
    ends_at: formatInstant(start.add({ [unit]: amount }).toInstant()),
  };
}

/**
 * The cycle an owned membership is in at `now`, for its card ("current cycle dates"): the cycle whose
 * [start_at, end_at) holds now; when none does, the latest cycle already started (the membership has lapsed
 * or is between cycles); when none has started yet, the earliest one. Null without cycles.
 */
export function currentMembershipCycle<Cycle extends { start_at: string; end_at: string }>(
  cycles: readonly Cycle[],
  now: InstantLike,
): Cycle | null {
  // Ties on the start are broken by the end, so the answer never depends on the order the cycles came in.
  const byStart = [...cycles].sort(
    (a, b) => compareInstants(a.start_at, b.start_at) || compareInstants(a.end_at, b.end_at),
  );
  const started = byStart.filter((cycle) => !isInFuture(cycle.start_at, now));
  const running = started.filter((cycle) => isInFuture(cycle.end_at, now));
  return running.at(-1) ?? started.at(-1) ?? byStart[0] ?? null;
}

/**
 * What an owned membership costs and what was paid, over all its cycles (minor units): the amounts its list
 * payment badge reads ("Other lists: outstanding when paid<total, complete otherwise (hidden if total 0)").
 */
export function membershipAmounts(owned: {
  cycles: ReadonlyArray<{ total_amount: number; paid_amount: number }>;
}): { total_amount: number; paid_amount: number } {
  return owned.cycles.reduce(
    (sum, cycle) => ({
      total_amount: sum.total_amount + cycle.total_amount,
      paid_amount: sum.paid_amount + cycle.paid_amount,
    }),
    { total_amount: 0, paid_amount: 0 },
  );
}
