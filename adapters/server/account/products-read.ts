import type { z } from 'zod';
import type { ownedBundleSchema, ownedMembershipSchema } from '../../../core/schemas/index';
import { notFound } from '../errors';
import { type AccountScope, type Executor, type Page, pageOf, participantsByIds } from './account-scope';

/**
 * Owned bundles and memberships (part 1 §3 "Owned bundle: cuid, bundle, expires_at, capacity, used,
 * total_amount, paid_amount, participant"; "Owned membership: cuid, membership, status (CANCELLED),
 * recurring, cycles[] (start_at, end_at, total_amount, paid_amount), participant"), newest first.
 */

type OwnedBundle = z.input<typeof ownedBundleSchema>;
type OwnedMembership = z.input<typeof ownedMembershipSchema>;

const ownBundles = (db: Executor, scope: AccountScope) =>
  db
    .selectFrom('customer_bundles as cb')
    .innerJoin('bundles as b', 'b.id', 'cb.bundle_id')
    .where('cb.organiser_id', '=', scope.organiserId)
    .where('cb.customer_id', '=', scope.customerId);

const BUNDLE_COLUMNS = [
  'cb.id as owned_id',
  'cb.cuid as owned_cuid',
  'cb.expires_at as owned_expires_at',
  'cb.capacity as owned_capacity',
  'cb.used',
  'cb.total_amount',
  'cb.paid_amount',
  'cb.participant_id',
  'b.id',
  'b.cuid',
  'b.title',
  'b.price',
  'b.images',
  'b.description',
  'b.capacity',
  'b.duration',
  'b.expires_at',
  'b.entity',
] as const;

type BundleRow = {
  owned_id: number;
  owned_cuid: string;
  owned_expires_at: string | null;
  owned_capacity: number | null;
  used: number;
  total_amount: number;
  paid_amount: number;
  participant_id: number | null;
  id: number;
  cuid: string;
  title: string;
  price: number;
  images: Array<{ id?: number; public_url: string }>;
  description: string | null;
  capacity: number | null;
  duration: number | null;
  expires_at: string | null;
  entity: string;
};

async function shapeBundles(
  db: Executor,
  scope: AccountScope,
  rows: readonly BundleRow[],
): Promise<OwnedBundle[]> {
  const participants = await participantsByIds(
    db,
    scope.organiserId,
    rows.map((row) => row.participant_id),
  );
  return rows.map((row) => {
    const participant = row.participant_id === null ? undefined : participants.get(row.participant_id);
    return {
      cuid: row.owned_cuid,
      bundle: {
        id: row.id,
        cuid: row.cuid,
        title: row.title,
        price: row.price,
        images: row.images,
        description: row.description,
        capacity: row.capacity,
        duration: row.duration,
        expires_at: row.expires_at,
        entity: row.entity,
      },
      expires_at: row.owned_expires_at,
      capacity: row.owned_capacity,
      used: row.used,
      total_amount: row.total_amount,
      paid_amount: row.paid_amount,
      participant: participant
        ? { id: participant.id, cuid: participant.cuid, fullname: participant.fullname }
        : null,
    };
  });
}

/** GET /api/account/bundles. */
export async function listBundles(
  db: Executor,
  scope: AccountScope,
  page: Page,
): Promise<{ data: OwnedBundle[]; count: number }> {
  const { rows, count } = await pageOf(ownBundles(db, scope), page, (listed) =>
    listed.select(BUNDLE_COLUMNS).orderBy('cb.created_at', 'desc').orderBy('cb.id', 'desc'),
  );
  return { data: await shapeBundles(db, scope, rows), count };
}

/** GET /api/account/bundles/:cuid. */
export async function readBundle(db: Executor, scope: AccountScope, cuid: string): Promise<OwnedBundle> {
  const row = await ownBundles(db, scope)
    .select(BUNDLE_COLUMNS)
    .where('cb.cuid', '=', cuid)
    .executeTakeFirst();
  const [bundle] = row ? await shapeBundles(db, scope, [row]) : [];
  if (!bundle) throw notFound('BUNDLE_NOT_FOUND');
  return bundle;
}

// ---- memberships ---------------------------------------------------------------------------------------

const ownMemberships = (db: Executor, scope: AccountScope) =>
  db
    .selectFrom('customer_memberships as cm')
    .innerJoin('memberships as m', 'm.id', 'cm.membership_id')
    .where('cm.organiser_id', '=', scope.organiserId)
    .where('cm.customer_id', '=', scope.customerId);

const MEMBERSHIP_COLUMNS = [
  'cm.id as owned_id',
  'cm.cuid as owned_cuid',
  'cm.starts_at',
  'cm.ends_at',
  'cm.cancelled',
  'cm.recurring',
  'cm.total_amount',
  'cm.paid_amount',
  'cm.participant_id',
  'm.id',
  'm.cuid',
  'm.title',
  'm.price',
  'm.images',
  'm.description',
  'm.entity',
  'm.period_type',
  'm.rolling_period_type',
  'm.rolling_period_duration',
  'm.fixed_period_start_at',
  'm.fixed_period_end_at',
] as const;

type MembershipRow = {
  owned_id: number;
  owned_cuid: string;
  starts_at: string;
  ends_at: string;
  cancelled: boolean;
  recurring: boolean;
  total_amount: number;
  paid_amount: number;
  participant_id: number | null;
  id: number;
  cuid: string;
  title: string;
  price: number;
  images: Array<{ id?: number; public_url: string }>;
  description: string | null;
  entity: 'PARTICIPANTS' | 'CUSTOMERS';
  period_type: 'ROLLING' | 'FIXED';
  rolling_period_type: string | null;
  rolling_period_duration: number | null;
  fixed_period_start_at: string | null;
  fixed_period_end_at: string | null;
};

/**
 * The cycles of an owned membership: the owned row's own period first (it is the first cycle, migration
 * 0005), then its renewals in start order.
 */
async function shapeMemberships(
  db: Executor,
  scope: AccountScope,
  rows: readonly MembershipRow[],
): Promise<OwnedMembership[]> {
  if (rows.length === 0) return [];
  const [participants, renewals] = await Promise.all([
    participantsByIds(
      db,
      scope.organiserId,
      rows.map((row) => row.participant_id),
    ),
    db
      .selectFrom('customer_membership_cycles')
      .select(['customer_membership_id', 'start_at', 'end_at', 'total_amount', 'paid_amount'])
      .where('organiser_id', '=', scope.organiserId)
      .where(
        'customer_membership_id',
        'in',
        rows.map((row) => row.owned_id),
      )
      .orderBy('start_at')
      .orderBy('id')
      .execute(),
  ]);
  return rows.map((row) => {
    const participant = row.participant_id === null ? undefined : participants.get(row.participant_id);
    return {
      cuid: row.owned_cuid,
      membership: {
        id: row.id,
        cuid: row.cuid,
        title: row.title,
        price: row.price,
        images: row.images,
        description: row.description,
        entity: row.entity,
        period_type: row.period_type,
        rolling_period_type: row.rolling_period_type,
        rolling_period_duration: row.rolling_period_duration,
        fixed_period_start_at: row.fixed_period_start_at,
        fixed_period_end_at: row.fixed_period_end_at,
      },
      status: row.cancelled ? 'CANCELLED' : 'ACTIVE',
      recurring: row.recurring,
      cycles: [
        {
          start_at: row.starts_at,
          end_at: row.ends_at,
          total_amount: row.total_amount,
          paid_amount: row.paid_amount,
        },
        ...renewals
          .filter((cycle) => cycle.customer_membership_id === row.owned_id)
          .map(({ customer_membership_id: _, ...cycle }) => cycle),
      ],
      participant: participant
        ? { id: participant.id, cuid: participant.cuid, fullname: participant.fullname }
        : null,
    };
  });
}

/** GET /api/account/memberships. */
export async function listMemberships(
  db: Executor,
  scope: AccountScope,
  page: Page,
): Promise<{ data: OwnedMembership[]; count: number }> {
  const { rows, count } = await pageOf(ownMemberships(db, scope), page, (listed) =>
    listed.select(MEMBERSHIP_COLUMNS).orderBy('cm.created_at', 'desc').orderBy('cm.id', 'desc'),
  );
  return { data: await shapeMemberships(db, scope, rows), count };
}

/** GET /api/account/memberships/:cuid. */
export async function readMembership(
  db: Executor,
  scope: AccountScope,
  cuid: string,
): Promise<OwnedMembership> {
  const row = await ownMemberships(db, scope)
    .select(MEMBERSHIP_COLUMNS)
    .where('cm.cuid', '=', cuid)
    .executeTakeFirst();
  const [membership] = row ? await shapeMemberships(db, scope, [row]) : [];
  if (!membership) throw notFound('MEMBERSHIP_NOT_FOUND');
  return membership;
}
