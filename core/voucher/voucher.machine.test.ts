import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectVoucherConfirmation } from './voucher.connect';
import { type RedeemableVoucher, type RedeemPayload, voucherConfirmationMachine } from './voucher.machine';

const NOW = '2026-06-03T12:00:00.000Z';
const voucher = (overrides: Partial<RedeemableVoucher> = {}): RedeemableVoucher => ({
  code: 'GIFT-1',
  total_amount: 5000,
  paid_amount: 5000,
  expires_at: '2026-07-01T00:00:00.000Z',
  redeemed_at: null,
  voucher: { title: 'Gift', bundle: { entity: 'PARTICIPANTS' } },
  ...overrides,
});

function fakes(
  loaded: RedeemableVoucher | Error,
  redeem: (payload: RedeemPayload) => Promise<{ cuid: string }> = async () => ({ cuid: 'vc_9' }),
) {
  const fetched: string[] = [];
  const redeemed: RedeemPayload[] = [];
  const machine = voucherConfirmationMachine.provide({
    actors: {
      fetchVoucher: fromPromise<RedeemableVoucher, { code: string }>(async ({ input }) => {
        fetched.push(input.code);
        if (loaded instanceof Error) throw loaded;
        return loaded;
      }),
      redeemVoucher: fromPromise<{ cuid: string }, RedeemPayload>(async ({ input }) => {
        redeemed.push(input);
        return redeem(input);
      }),
    },
  });
  return { machine, fetched, redeemed };
}

describe('voucher confirmation machine', () => {
  it('loads by code, requires a participant for a PARTICIPANTS bundle, then redeems', async () => {
    const { machine, fetched, redeemed } = fakes(voucher());
    const actor = createActor(machine, { input: { code: 'GIFT-1', now: NOW } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(fetched).toEqual(['GIFT-1']);
    expect(actor.getSnapshot().can({ type: 'voucher.submit' })).toBe(false);
    actor.send({ type: 'voucher.submit' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'voucher.chooseParticipant', participantId: 12 });
    expect(actor.getSnapshot().can({ type: 'voucher.submit' })).toBe(true);
    actor.send({ type: 'voucher.submit' });
    expect(actor.getSnapshot().value).toBe('redeeming');
    await waitFor(actor, (s) => s.status === 'done');
    expect(redeemed).toEqual([{ code: 'GIFT-1', participant_id: 12 }]);
    expect(actor.getSnapshot().value).toBe('redeemed');
    expect(actor.getSnapshot().output).toEqual({ cuid: 'vc_9' });
  });

  it('connects: loading, choosing and redeeming by tags; the redeem announced as it starts, is refused, is done', async () => {
    let refuse = true;
    const { machine } = fakes(voucher(), async () => {
      if (refuse) throw { code: 'VOUCHER_ALREADY_REDEEMED' };
      return { cuid: 'vc_9' };
    });
    const actor = createActor(machine, { input: { code: 'GIFT-1', now: NOW } }).start();
    const announced: unknown[] = [];
    actor.on('*', (event) => announced.push(event));
    const view = () => connectVoucherConfirmation(actor.getSnapshot());
    expect(view()).toMatchObject({ loading: true, failed: false, choosing: false });
    await waitFor(actor, (s) => connectVoucherConfirmation(s).choosing);
    expect(view()).toMatchObject({
      loading: false,
      needsParticipant: true,
      missingParticipant: true,
      canSubmit: false,
    });
    actor.send({ type: 'voucher.chooseParticipant', participantId: 12 });
    expect(view()).toMatchObject({ missingParticipant: false, canSubmit: true, redeeming: false });
    actor.send({ type: 'voucher.submit' });
    expect(view()).toMatchObject({ choosing: true, redeeming: true });
    await waitFor(actor, (s) => !connectVoucherConfirmation(s).redeeming);
    expect(view()).toMatchObject({ error: 'VOUCHER_ALREADY_REDEEMED', canSubmit: true });
    refuse = false;
    actor.send({ type: 'voucher.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ choosing: false, redeeming: true });
    expect(announced).toEqual([
      { type: 'voucher.redeeming' },
      { type: 'voucher.refused', code: 'VOUCHER_ALREADY_REDEEMED' },
      { type: 'voucher.redeeming' },
      { type: 'voucher.redeemed', cuid: 'vc_9' },
    ]);
  });

  it('redeems without a participant when the bundle is not for participants', async () => {
    const { machine, redeemed } = fakes(voucher({ voucher: { bundle: null } }));
    const actor = createActor(machine, { input: { code: 'GIFT-1', now: NOW } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'voucher.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(redeemed).toEqual([{ code: 'GIFT-1', participant_id: null }]);
  });

  it('starts from the participant it is given (core defaultParticipantId), ready to redeem with it', async () => {
    const { machine, redeemed } = fakes(voucher());
    const actor = createActor(machine, { input: { code: 'GIFT-1', now: NOW, participantId: 11 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.participantId).toBe(11);
    expect(actor.getSnapshot().can({ type: 'voucher.submit' })).toBe(true);
    actor.send({ type: 'voucher.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(redeemed).toEqual([{ code: 'GIFT-1', participant_id: 11 }]);
  });

  it('sends no participant for a voucher that asks for none, even one preselected', async () => {
    const { machine, redeemed } = fakes(voucher({ voucher: { bundle: { entity: 'CUSTOMERS' } } }));
    const actor = createActor(machine, { input: { code: 'GIFT-1', now: NOW, participantId: 11 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'voucher.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(redeemed).toEqual([{ code: 'GIFT-1', participant_id: null }]);
  });

  it.each([
    [{ paid_amount: 0, redeemed_at: '2026-05-01T00:00:00.000Z' }, 'unpaid'],
    [{ expires_at: '2026-06-01T00:00:00.000Z', redeemed_at: '2026-05-01T00:00:00.000Z' }, 'expired'],
    [{ redeemed_at: '2026-05-01T00:00:00.000Z' }, 'redeemed'],
  ] as const)('is invalid (%j → %s) and submission is disabled', async (overrides, reason) => {
    const { machine, redeemed } = fakes(voucher(overrides));
    const actor = createActor(machine, { input: { code: 'GIFT-1', now: NOW } }).start();
    await waitFor(actor, (s) => s.matches('invalid'));
    expect(actor.getSnapshot().context.invalidReason).toBe(reason);
    expect(actor.getSnapshot().can({ type: 'voucher.submit' })).toBe(false);
    expect(redeemed).toEqual([]);
  });

  it('becomes invalid when the clock passes expires_at', async () => {
    const { machine } = fakes(voucher());
    const actor = createActor(machine, { input: { code: 'GIFT-1', now: NOW } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'clock.tick', now: '2026-07-01T00:00:00.000Z' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.invalidReason).toBe('expired');
  });

  it('goes back to ready with the error code when redeeming fails', async () => {
    const { machine } = fakes(voucher({ voucher: { bundle: null } }), () =>
      Promise.reject({ code: 'VOUCHER.TAKEN' }),
    );
    const actor = createActor(machine, { input: { code: 'GIFT-1', now: NOW } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'voucher.submit' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('VOUCHER.TAKEN');
  });

  it('fails to load, then retries', async () => {
    const { machine, fetched } = fakes(new Error('NOT_FOUND'));
    const actor = createActor(machine, { input: { code: 'NOPE', now: NOW } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('NOT_FOUND');
    actor.send({ type: 'voucher.retry' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(fetched).toEqual(['NOPE', 'NOPE']);
  });

  it('round-trips a persisted snapshot through JSON', async () => {
    const { machine } = fakes(voucher());
    const actor = createActor(machine, { input: { code: 'GIFT-1', now: NOW } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'voucher.chooseParticipant', participantId: 3 });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(machine, {
      snapshot: persisted,
      input: { code: 'GIFT-1', now: NOW },
    }).start();
    expect(restored.getSnapshot().value).toBe('ready');
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
    expect(restored.getSnapshot().can({ type: 'voucher.submit' })).toBe(true);
  });
});
