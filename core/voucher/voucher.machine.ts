import { assign, emit, fromPromise, setup } from 'xstate';
import { failureCode } from '../errors/index';
import { needsVoucherParticipant, type VoucherInvalidReason, voucherConfirmation } from './voucher.rules';

/** The voucher the redeem call answers, as the confirmation needs it. */
export interface RedeemableVoucher {
  code: string;
  cuid?: string;
  total_amount: number;
  paid_amount: number;
  /** Paid in full; the one payment fact every holder of the code sees. */
  paid?: boolean;
  expires_at: string | null;
  redeemed_at: string | null;
  voucher: { title?: string; bundle?: { entity: string | null } | null };
}

export interface RedeemPayload {
  code: string;
  participant_id: number | null;
}

export interface VoucherConfirmationInput {
  code: string;
  /** ISO instant: the clock the caller provides; advanced with `clock.tick`. */
  now: string;
  /**
   * The participant the choice starts with, from core `defaultParticipantId` (the one just created, else the
   * customer's only one); none when absent. Sent only if the voucher asks for a participant.
   */
  participantId?: number | null;
}

export interface VoucherConfirmationContext {
  code: string;
  now: string;
  voucher: RedeemableVoucher | null;
  invalidReason: VoucherInvalidReason | null;
  participantId: number | null;
  redeemedCuid: string | null;
  error: string | null;
}

export type VoucherConfirmationEvent =
  | { type: 'voucher.chooseParticipant'; participantId: number | null }
  | { type: 'voucher.submit' }
  | { type: 'clock.tick'; now: string }
  | { type: 'voucher.retry' };

const reasonOf = (context: VoucherConfirmationContext): VoucherInvalidReason | null => {
  if (!context.voucher) return null;
  const confirmation = voucherConfirmation(context.voucher, context.now);
  return confirmation.valid ? null : confirmation.reason;
};

/**
 * Voucher redeem confirmation (/account/vouchers/redeem/{code}): load by code with `fetchVoucher`
 * (GET /api/vouchers/redeem?code), invalid (unpaid > expired > redeemed) or ready; participant required when the
 * voucher's bundle entity is PARTICIPANTS; redeem with `redeemVoucher` (PUT {code, participant_id}) → cuid.
 */
/** What the confirmation tells its edge: the redeem started, was done (the new voucher's cuid) or refused. */
export type VoucherOutcome =
  | { type: 'voucher.redeeming' }
  | { type: 'voucher.redeemed'; cuid: string }
  | { type: 'voucher.refused'; code: string };

export const voucherConfirmationMachine = setup({
  types: {
    input: {} as VoucherConfirmationInput,
    context: {} as VoucherConfirmationContext,
    events: {} as VoucherConfirmationEvent,
    output: {} as { cuid: string | null },
    emitted: {} as VoucherOutcome,
    tags: {} as 'loading' | 'failed' | 'choosing' | 'redeeming',
  },
  actors: {
    fetchVoucher: fromPromise<RedeemableVoucher, { code: string }>(async () => {
      throw new Error('fetchVoucher not provided');
    }),
    redeemVoucher: fromPromise<{ cuid: string }, RedeemPayload>(async () => {
      throw new Error('redeemVoucher not provided');
    }),
  },
  guards: {
    isInvalid: ({ context }) => reasonOf(context) !== null,
    canSubmit: ({ context }) =>
      context.voucher !== null &&
      reasonOf(context) === null &&
      (!needsVoucherParticipant(context.voucher) || context.participantId !== null),
  },
  actions: {
    assignVoucher: assign((_, params: { voucher: RedeemableVoucher }) => ({
      voucher: params.voucher,
      error: null,
    })),
    assignReason: assign(({ context }) => ({ invalidReason: reasonOf(context) })),
    assignError: assign((_, params: { error: unknown }) => ({ error: failureCode(params.error) })),
    chooseParticipant: assign((_, params: { participantId: number | null }) => ({
      participantId: params.participantId,
    })),
    tick: assign((_, params: { now: string }) => ({ now: params.now })),
    assignRedeemed: assign((_, params: { cuid: string }) => ({ redeemedCuid: params.cuid, error: null })),
    announceRedeeming: emit({ type: 'voucher.redeeming' } as const),
    announceRedeemed: emit(({ context }) => ({
      type: 'voucher.redeemed' as const,
      cuid: context.redeemedCuid ?? '',
    })),
    announceRefused: emit(({ context }) => ({
      type: 'voucher.refused' as const,
      code: context.error ?? 'UNKNOWN_ERROR',
    })),
  },
}).createMachine({
  id: 'voucherConfirmation',
  context: ({ input }) => ({
    code: input.code,
    now: input.now,
    voucher: null,
    invalidReason: null,
    participantId: input.participantId ?? null,
    redeemedCuid: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchVoucher',
        src: 'fetchVoucher',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'checking',
          actions: { type: 'assignVoucher', params: ({ event }) => ({ voucher: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { tags: ['failed'], on: { 'voucher.retry': 'loading' } },
    checking: {
      always: [
        { guard: 'isInvalid', target: 'invalid', actions: 'assignReason' },
        { target: 'ready', actions: 'assignReason' },
      ],
    },
    invalid: {
      on: {
        'clock.tick': {
          target: 'checking',
          actions: { type: 'tick', params: ({ event }) => ({ now: event.now }) },
        },
      },
    },
    ready: {
      tags: ['choosing'],
      on: {
        'voucher.chooseParticipant': {
          actions: {
            type: 'chooseParticipant',
            params: ({ event }) => ({ participantId: event.participantId }),
          },
        },
        'clock.tick': {
          target: 'checking',
          actions: { type: 'tick', params: ({ event }) => ({ now: event.now }) },
        },
        'voucher.submit': { guard: 'canSubmit', target: 'redeeming' },
      },
    },
    redeeming: {
      tags: ['choosing', 'redeeming'],
      entry: 'announceRedeeming',
      invoke: {
        id: 'redeemVoucher',
        src: 'redeemVoucher',
        input: ({ context }) => ({
          code: context.code,
          // A voucher without a PARTICIPANTS bundle gives nobody anything: the preselected participant stays home.
          participant_id:
            context.voucher && needsVoucherParticipant(context.voucher) ? context.participantId : null,
        }),
        onDone: {
          target: 'redeemed',
          actions: [
            { type: 'assignRedeemed', params: ({ event }) => ({ cuid: event.output.cuid }) },
            'announceRedeemed',
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            'announceRefused',
          ],
        },
      },
    },
    /** The edge goes to the redeemed voucher; the button keeps saying it is redeeming until then. */
    redeemed: { type: 'final', tags: ['redeeming'] },
  },
  output: ({ context }) => ({ cuid: context.redeemedCuid }),
});
