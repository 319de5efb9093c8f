import { isParticipantRequired } from '../membership/index';
import { type InstantLike, isInFuture } from '../time/index';

export type VoucherStatus = 'waiting' | 'redeemed';
export type VoucherInvalidReason = 'unpaid' | 'expired' | 'redeemed';
export type VoucherConfirmation = { valid: true } | { valid: false; reason: VoucherInvalidReason };

/**
 * "Voucher: waiting until redeemed with a recipient, then redeemed." Redeeming sets redeemed_at and the
 * recipient together; the voucher counts as redeemed as soon as it has a redeemed_at.
 */
export function voucherStatus(owned: { redeemed_at: string | null }): VoucherStatus {
  return owned.redeemed_at === null ? 'waiting' : 'redeemed';
}

/**
 * Unpaid: paid below total. Someone other than the buyer never sees the amounts (part 2 §6), only the
 * `paid` state, which decides when given.
 */
export function isVoucherUnpaid(owned: {
  total_amount: number;
  paid_amount: number;
  paid?: boolean;
}): boolean {
  return owned.paid === false || owned.paid_amount < owned.total_amount;
}

/** Expired: expires_at reached (at or before now); a null expires_at never expires. */
export function isVoucherExpired(owned: { expires_at: string | null }, now: InstantLike): boolean {
  return owned.expires_at !== null && !isInFuture(owned.expires_at, now);
}

/**
 * "Confirmation invalid reasons with priority unpaid, then expired, then redeemed; else valid."
 */
export function voucherConfirmation(
  owned: {
    total_amount: number;
    paid_amount: number;
    paid?: boolean;
    expires_at: string | null;
    redeemed_at: string | null;
  },
  now: InstantLike,
): VoucherConfirmation {
  if (isVoucherUnpaid(owned)) return { valid: false, reason: 'unpaid' };
  if (isVoucherExpired(owned, now)) return { valid: false, reason: 'expired' };
  if (voucherStatus(owned) === 'redeemed') return { valid: false, reason: 'redeemed' };
  return { valid: true };
}

/**
 * "Voucher screens show payment and buyer/recipient details only to the buyer." The buyer is the customer whose
 * id is the voucher's customer_id; nobody else (and no visitor) sees them.
 */
export function canSeeVoucherDetails(
  owned: { customer_id: number },
  viewer: { id: number } | null | undefined,
): boolean {
  return viewer !== null && viewer !== undefined && viewer.id === owned.customer_id;
}

/** "participant choice when the voucher's bundle entity is PARTICIPANTS" */
export function needsVoucherParticipant(owned: {
  voucher: { bundle?: { entity: string | null } | null };
}): boolean {
  return isParticipantRequired({ entity: owned.voucher.bundle?.entity ?? null });
}

/** "Voucher redeem: code at least 1 character." */
export function isRedeemCodeValid(code: string): boolean {
  return code.length >= 1;
}
