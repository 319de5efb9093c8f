import type { SnapshotFrom } from 'xstate';
import type { voucherConfirmationMachine } from './voucher.machine';
import { needsVoucherParticipant } from './voucher.rules';

/** What the voucher confirmation shows, from the machine's tags and `can` (never its state names). */
export function connectVoucherConfirmation(snapshot: SnapshotFrom<typeof voucherConfirmationMachine>) {
  const { voucher, participantId, invalidReason, error, now } = snapshot.context;
  const failed = snapshot.hasTag('failed');
  const choosing = snapshot.hasTag('choosing');
  const needsParticipant = voucher !== null && needsVoucherParticipant(voucher);
  return {
    /** Nothing to show yet: the voucher is being read. */
    loading: !failed && (snapshot.hasTag('loading') || voucher === null),
    failed,
    /** The participant choice and the submit button are live (also while the redeem runs). */
    choosing,
    /** The redeem runs or is done: the button says so and the choice is locked. */
    redeeming: snapshot.hasTag('redeeming'),
    canSubmit: snapshot.can({ type: 'voucher.submit' }),
    needsParticipant,
    missingParticipant: choosing && needsParticipant && participantId === null,
    voucher,
    participantId,
    invalidReason,
    error,
    now,
  };
}
