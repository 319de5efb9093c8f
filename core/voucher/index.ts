export { connectVoucherConfirmation } from './voucher.connect';
export {
  type RedeemableVoucher,
  type RedeemPayload,
  voucherConfirmationMachine,
} from './voucher.machine';
export {
  canSeeVoucherDetails,
  isRedeemCodeValid,
  isVoucherExpired,
  isVoucherUnpaid,
  needsVoucherParticipant,
  type VoucherInvalidReason,
  voucherConfirmation,
  voucherStatus,
} from './voucher.rules';
