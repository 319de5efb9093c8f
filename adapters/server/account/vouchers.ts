import { sql } from 'kysely';
import type { z } from 'zod';
import { bundleExpiresAt } from '../../../core/bundle/index';
import type { foundVoucherSchema, ownedVoucherSchema } from '../../../core/schemas/index';
import {
  canSeeVoucherDetails,
  isVoucherUnpaid,
  needsVoucherParticipant,
  type VoucherInvalidReason,
  voucherConfirmation,
} from '../../../core/voucher/index';
import type { Database } from '../../db/index';
import { ApiError, notFound } from '../errors';
import { newCuid } from '../tokens';
import { type AccountScope, type Executor, fullname, type Page, pageOf } from './account-scope';

/**
 * Owned vouchers (part 1 §3 "Owned voucher: cuid, code, voucher {title, images, amount, bundle}, customer_id,
 * customer, recipient, redeemed_at, expires_at, total_amount, paid_amount") and their redemption (part 2 §5
 * "Voucher redeem", §7 GET and PUT /api/vouchers/redeem).
 *
 * "Voucher payment and buyer/recipient details are visible only to the voucher's buyer; others see only the
 * redemption badge." (part 2 §6, core `canSeeVoucherDetails`): the buyer gets `customer`, `recipient`,
 * `total_amount` and `paid_amount`; anyone else gets null in their place.
 */

type OwnedVoucher = z.input<typeof ownedVoucherSchema>;
type FoundVoucher = z.input<typeof foundVoucherSchema>;

/** The refusal of each invalid confirmation reason, in core's priority (unpaid, then expired, then redeemed). */
export const VOUCHER_REFUSALS: Readonly<Record<VoucherInvalidReason, string>> = {
  unpaid: 'VOUCHER.UNPAID',
  expired: 'VOUCHER.EXPIRED',
  redeemed: 'VOUCHER.REDEEMED',
};

const VOUCHER_COLUMNS = [
  'cv.id',
  'cv.cuid',
  'cv.code',
  'cv.amount',
  'cv.customer_id',
  'cv.total_amount',
  'cv.paid_amount',
  'cv.expires_at',
  'cv.redeemed_at',
  'cv.redeemed_by_customer_id',
  'v.title',
  'v.images',
  'b.cuid as bundle_cuid',
  'b.title as bundle_title',
  'b.entity as bundle_entity',
  'buyer.firstname as buyer_firstname',
  'buyer.lastname as buyer_lastname',
  'buyer.email as buyer_email',
  'recipient.firstname as recipient_firstname',
  'recipient.lastname as recipient_lastname',
  'recipient.email as recipient_email',
] as const;

const vouchersOf = (db: Executor, organiserId: number) =>
  db
    .selectFrom('customer_vouchers as cv')
    .innerJoin('vouchers as v', 'v.id', 'cv.voucher_id')
    .leftJoin('bundles as b', 'b.id', 'v.bundle_id')
    .innerJoin('customers as buyer', 'buyer.id', 'cv.customer_id')
    .leftJoin('customers as recipient', 'recipient.id', 'cv.redeemed_by_customer_id')
    .where('cv.organiser_id', '=', organiserId);

/** The vouchers a customer bought or redeemed. */
const visibleVouchers = (db: Executor, scope: AccountScope) =>
  vouchersOf(db, scope.organiserId).where((eb) =>
    eb.or([
      eb('cv.customer_id', '=', scope.customerId),
      eb('cv.redeemed_by_customer_id', '=', scope.customerId),
    ]),
  );

type VoucherRow = {
  id: number;
  cuid: string;
  code: string;
  amount: number;
  customer_id: number;
  total_amount: number;
  paid_amount: number;
  expires_at: string | null;
  redeemed_at: string | null;
  redeemed_by_customer_id: number | null;
  title: string;
  images: Array<{ id?: number; public_url: string }>;
  bundle_cuid: string | null;
  bundle_title: string | null;
  bundle_entity: string | null;
  buyer_firstname: string;
  buyer_lastname: string;
  buyer_email: string;
  recipient_firstname: string | null;
  recipient_lastname: string | null;
  recipient_email: string | null;
};

/** A voucher as `viewerId` may see it. */
export function shapeVoucher(row: VoucherRow, viewerId: number): OwnedVoucher {
  const buyer = canSeeVoucherDetails(row, { id: viewerId });
  const recipient =
    row.redeemed_by_customer_id !== null &&
    row.recipient_firstname !== null &&
    row.recipient_lastname !== null
      ? {
          id: row.redeemed_by_customer_id,
          fullname: fullname({ firstname: row.recipient_firstname, lastname: row.recipient_lastname }),
          email: row.recipient_email,
        }
      : null;
  return {
    cuid: row.cuid,
    code: row.code,
    voucher: {
      title: row.title,
      images: row.images,
      amount: row.amount,
      bundle:
        row.bundle_cuid !== null && row.bundle_title !== null
          ? { cuid: row.bundle_cuid, title: row.bundle_title, entity: row.bundle_entity ?? '' }
          : null,
    },
    customer_id: row.customer_id,
    customer: buyer
      ? {
          id: row.customer_id,
          fullname: fullname({ firstname: row.buyer_firstname, lastname: row.buyer_lastname }),
          email: row.buyer_email,
        }
      : null,
    recipient: buyer ? recipient : null,
    redeemed_at: row.redeemed_at,
    expires_at: row.expires_at,
    total_amount: buyer ? row.total_amount : null,
    paid_amount: buyer ? row.paid_amount : null,
    paid: !isVoucherUnpaid(row),
  };
}

/** GET /api/account/vouchers: bought or redeemed by the customer, newest first. */
export async function listVouchers(
  db: Executor,
  scope: AccountScope,
  page: Page,
): Promise<{ data: OwnedVoucher[]; count: number }> {
  const { rows, count } = await pageOf(visibleVouchers(db, scope), page, (listed) =>
    listed.select(VOUCHER_COLUMNS).orderBy('cv.created_at', 'desc').orderBy('cv.id', 'desc'),
  );
  return { data: rows.map((row) => shapeVoucher(row, scope.customerId)), count };
}

/** GET /api/account/vouchers/:cuid. */
export async function readVoucher(db: Executor, scope: AccountScope, cuid: string): Promise<OwnedVoucher> {
  const row = await visibleVouchers(db, scope)
    .select(VOUCHER_COLUMNS)
    .where('cv.cuid', '=', cuid)
    .executeTakeFirst();
  if (!row) throw notFound('VOUCHER_NOT_FOUND');
  return shapeVoucher(row, scope.customerId);
}

/** Codes are read aloud and typed: letters compare in any case. */
const byCode = (code: string) => sql<boolean>`upper(cv.code) = ${code.trim().toUpperCase()}`;

/**
 * A voucher found by its code, as `viewerId` may see it (core `foundVoucherSchema`): the card, status and
 * paid state for anyone holding the code; the purchase's cuid, recipient and amounts for its buyer only;
 * never the buyer's id, name or e-mail.
 */
export function shapeFoundVoucher(row: VoucherRow, viewerId: number): FoundVoucher {
  const owned = shapeVoucher(row, viewerId);
  const seen = {
    code: owned.code,
    voucher: owned.voucher,
    redeemed_at: owned.redeemed_at,
    expires_at: owned.expires_at,
    paid: owned.paid,
  };
  if (!canSeeVoucherDetails(row, { id: viewerId })) return { ...seen, is_buyer: false };
  return {
    ...seen,
    is_buyer: true,
    cuid: owned.cuid,
    recipient: owned.recipient,
    total_amount: owned.total_amount,
    paid_amount: owned.paid_amount,
  };
}

/** GET /api/vouchers/redeem?code: any voucher of the organiser by its code, as this customer may see it. */
export async function findVoucherByCode(
  db: Executor,
  scope: AccountScope,
  code: string,
): Promise<FoundVoucher> {
  const row = await vouchersOf(db, scope.organiserId)
    .select(VOUCHER_COLUMNS)
    .where(byCode(code))
    .executeTakeFirst();
  if (!row) throw notFound('VOUCHER.NOT_FOUND');
  return shapeFoundVoucher(row, scope.customerId);
}

/**
 * PUT /api/vouchers/redeem. One transaction: the voucher row is locked first, then (for a wallet credit)
 * the redeemer's customer row, the order payments use too (order lines, then the customer row). Refusals,
 * each leaving everything as it was: 404 VOUCHER.NOT_FOUND; 409 VOUCHER.UNPAID, VOUCHER.EXPIRED,
 * VOUCHER.REDEEMED (core `voucherConfirmation`, in its priority); 400 VALIDATION_FAILED {participant_id:
 * 'required'} when the voucher's bundle is for a participant (core `needsVoucherParticipant`) and none is
 * given; 404 PARTICIPANT_NOT_FOUND when the participant is not the redeemer's own. Two redeems of one code:
 * the second waits on the lock and finds it redeemed.
 *
 * Effect: redeemed_at, redeemed_by_customer_id and participant_id are set; a voucher carrying a bundle grants
 * the redeemer that bundle (no cart, nothing to pay, expiry from the bundle's terms as of now); any other
 * credits its amount to the redeemer's wallet with a VOUCHER_REDEEMED movement.
 */
export async function redeemVoucher(
  db: Database,
  scope: AccountScope,
  input: { code: string; participant_id: number | null },
): Promise<{ cuid: string }> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('customer_vouchers as cv')
      .select('cv.id')
      .where('cv.organiser_id', '=', scope.organiserId)
      .where(byCode(input.code))
      .executeTakeFirst();
    if (!found) throw notFound('VOUCHER.NOT_FOUND');
    const owned = await trx
      .selectFrom('customer_vouchers')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const confirmation = voucherConfirmation(owned, scope.now);
    if (!confirmation.valid) throw new ApiError(409, VOUCHER_REFUSALS[confirmation.reason]);

    const voucher = await trx
      .selectFrom('vouchers as v')
      .leftJoin('bundles as b', 'b.id', 'v.bundle_id')
      .select(['b.id as bundle_id', 'b.entity', 'b.capacity', 'b.duration', 'b.expires_at'])
      .where('v.id', '=', owned.voucher_id)
      .executeTakeFirstOrThrow();
    const bundle =
      voucher.bundle_id === null
        ? null
        : {
            id: voucher.bundle_id,
            entity: voucher.entity ?? '',
            capacity: voucher.capacity,
            duration: voucher.duration,
            expires_at: voucher.expires_at,
          };
    const forParticipant = needsVoucherParticipant({ voucher: { bundle } });
    if (forParticipant && input.participant_id === null) {
      throw new ApiError(400, 'VALIDATION_FAILED', { participant_id: 'required' });
    }
    if (input.participant_id !== null) {
      const participant = await trx
        .selectFrom('participants')
        .select('id')
        .where('id', '=', input.participant_id)
        .where('organiser_id', '=', scope.organiserId)
        .where('customer_id', '=', scope.customerId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!participant) throw notFound('PARTICIPANT_NOT_FOUND');
    }

    const redeemed = await trx
      .updateTable('customer_vouchers')
      .set({
        redeemed_at: scope.now,
        redeemed_by_customer_id: scope.customerId,
        participant_id: input.participant_id,
      })
      .where('id', '=', owned.id)
      .where('redeemed_at', 'is', null)
      .executeTakeFirst();
    if (Number(redeemed.numUpdatedRows) !== 1) throw new ApiError(409, VOUCHER_REFUSALS.redeemed);

    if (bundle) {
      await trx
        .insertInto('customer_bundles')
        .values({
          cuid: newCuid(),
          organiser_id: scope.organiserId,
          customer_id: scope.customerId,
          participant_id: forParticipant ? input.participant_id : null,
          bundle_id: bundle.id,
          cart_id: null,
          cart_item_id: null,
          customer_voucher_id: owned.id,
          capacity: bundle.capacity,
          expires_at: bundleExpiresAt(bundle, scope.now),
          total_amount: 0,
          paid_amount: 0,
          created_at: scope.now,
        })
        .execute();
    } else if (owned.amount > 0) {
      await trx
        .updateTable('customers')
        .set((eb) => ({ wallet_amount: eb('wallet_amount', '+', owned.amount) }))
        .where('id', '=', scope.customerId)
        .where('organiser_id', '=', scope.organiserId)
        .execute();
      await trx
        .insertInto('wallet_movements')
        .values({
          organiser_id: scope.organiserId,
          customer_id: scope.customerId,
          amount: owned.amount,
          reason: 'VOUCHER_REDEEMED',
          cart_id: null,
          created_at: scope.now,
        })
        .execute();
    }
    return { cuid: owned.cuid };
  });
}

/**
 * The vouchers a customer holds and could redeem now (part 1 §2 "vouchers stays visible if
 * available_vouchers is at least 1"): bought by them, valid by core `voucherConfirmation` (paid, not
 * expired, not redeemed).
 */
export async function availableVoucherCount(db: Executor, scope: AccountScope): Promise<number> {
  const held = await db
    .selectFrom('customer_vouchers')
    .select(['total_amount', 'paid_amount', 'expires_at', 'redeemed_at'])
    .where('organiser_id', '=', scope.organiserId)
    .where('customer_id', '=', scope.customerId)
    .where('redeemed_at', 'is', null)
    .execute();
  return held.filter((voucher) => voucherConfirmation(voucher, scope.now).valid).length;
}
