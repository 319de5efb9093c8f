import type { Expression, ExpressionBuilder } from 'kysely';
import { type PriceAdjustment, pickVolumeDiscount } from '../../../core/pricing/index';
import type { Tables } from '../../db/index';

/**
 * What the organiser takes off a seat, read the same way by the cart's estimate and add
 * (registration-line.ts) and by the account's edit that prices a registration again
 * (account/registration-writes.ts). Each read is a sub-query, so a caller folds it into its own statement.
 */

type Builder = ExpressionBuilder<Tables, never>;
/** An activity's id: a value, or a column of the statement the read is folded into. */
type ActivityId = number | Expression<number>;

/** The discounts in force at `now` on the activity, or on every activity of the organiser. */
export const discountsInForce = (eb: Builder, organiserId: number, activityId: ActivityId, now: string) =>
  eb
    .selectFrom('discounts')
    .select(['amount', 'percentage'])
    .where('organiser_id', '=', organiserId)
    .where((inner) => inner.or([inner('activity_id', 'is', null), inner('activity_id', '=', activityId)]))
    .where((inner) => inner.or([inner('starts_at', 'is', null), inner('starts_at', '<=', now)]))
    .where((inner) => inner.or([inner('ends_at', 'is', null), inner('ends_at', '>', now)]))
    .orderBy('id');

/** The volume-discount tiers of the activity, or of every activity of the organiser. */
export const volumeTiersOf = (eb: Builder, organiserId: number, activityId: ActivityId) =>
  eb
    .selectFrom('volume_discounts')
    .select(['amount', 'percentage', 'minimum_registrations'])
    .where('organiser_id', '=', organiserId)
    .where((inner) => inner.or([inner('activity_id', 'is', null), inner('activity_id', '=', activityId)]))
    .orderBy('id');

/** A discount row as core prices it (PostgreSQL answers numeric percentages as strings). */
export const adjustment = (row: {
  amount: number | null;
  percentage: string | number | null;
}): PriceAdjustment => ({
  amount: row.amount,
  percentage: row.percentage === null ? null : Number(row.percentage),
});

/** The volume discount of the tier that `registrations` to the same activity reach, if any (core decides). */
export const volumeDiscountOf = (
  tiers: ReadonlyArray<{
    amount: number | null;
    percentage: string | number | null;
    minimum_registrations: number;
  }>,
  registrations: number,
) =>
  pickVolumeDiscount(
    tiers.map((tier) => ({ ...adjustment(tier), minimum_registrations: tier.minimum_registrations })),
    registrations,
  );
