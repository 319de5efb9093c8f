import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  canSeeVoucherDetails,
  isRedeemCodeValid,
  type RedeemableVoucher,
  type RedeemPayload,
  voucherConfirmation,
  voucherConfirmationMachine,
  voucherStatus,
} from '../../core/voucher';
import { defineArea, examples } from '../book';

const NOW_MS = Date.UTC(2026, 5, 3, 12);
const NOW = new Date(NOW_MS).toISOString();
const iso = (ms: number) => new Date(ms).toISOString();

/** Every combination of the three invalid flags, with any amounts and any distance to expiry. */
const flaggedVoucher = fc
  .record({
    unpaid: fc.boolean(),
    expired: fc.boolean(),
    redeemed: fc.boolean(),
    total: fc.integer({ min: 1, max: 1_000_000 }),
    shortBy: fc.integer({ min: 1, max: 1_000_000 }),
    offset: fc.integer({ min: 0, max: 365 * 86_400_000 }),
  })
  .map(({ unpaid, expired, redeemed, total, shortBy, offset }) => ({
    flags: { unpaid, expired, redeemed },
    voucher: {
      total_amount: total,
      paid_amount: unpaid ? total - Math.min(shortBy, total) : total,
      expires_at: iso(expired ? NOW_MS - offset : NOW_MS + offset + 1),
      redeemed_at: redeemed ? iso(NOW_MS - 86_400_000) : null,
    },
  }));

const expectedReason = (flags: { unpaid: boolean; expired: boolean; redeemed: boolean }) =>
  flags.unpaid ? 'unpaid' : flags.expired ? 'expired' : flags.redeemed ? 'redeemed' : null;

const loaded = (overrides: Partial<RedeemableVoucher> = {}): RedeemableVoucher => ({
  code: 'GIFT-1',
  total_amount: 5000,
  paid_amount: 5000,
  expires_at: '2026-12-31T00:00:00.000Z',
  redeemed_at: null,
  voucher: { title: 'Gift', bundle: { entity: 'PARTICIPANTS' } },
  ...overrides,
});

function confirmationActor(voucher: RedeemableVoucher) {
  const fetched: string[] = [];
  const redeemed: RedeemPayload[] = [];
  const machine = voucherConfirmationMachine.provide({
    actors: {
      fetchVoucher: fromPromise<RedeemableVoucher, { code: string }>(async ({ input }) => {
        fetched.push(input.code);
        return voucher;
      }),
      redeemVoucher: fromPromise<{ cuid: string }, RedeemPayload>(async ({ input }) => {
        redeemed.push(input);
        return { cuid: 'vch_1' };
      }),
    },
  });
  const actor = createActor(machine, { input: { code: voucher.code, now: NOW } }).start();
  return { actor, fetched, redeemed };
}

export default defineArea({
  area: 'VOU',
  title: 'Vouchers: status, confirmation, redeem and visibility',
  rules: [
    {
      id: 'VOU-01',
      source: 'part 1 §4',
      sentence: 'Voucher: waiting until redeemed with a recipient, then redeemed.',
      kind: 'property',
      check: async () => {
        fc.assert(
          fc.property(fc.option(fc.integer({ min: 0, max: 4e12 }).map(iso)), (redeemedAt) => {
            return (
              voucherStatus({ redeemed_at: redeemedAt }) === (redeemedAt === null ? 'waiting' : 'redeemed')
            );
          }),
        );
        const { actor } = confirmationActor(loaded({ voucher: { bundle: null } }));
        await waitFor(actor, (snapshot) => snapshot.matches('ready'));
        assert.equal(voucherStatus(actor.getSnapshot().context.voucher ?? loaded()), 'waiting');
        actor.send({ type: 'voucher.submit' });
        await waitFor(actor, (snapshot) => snapshot.status === 'done');
        assert.equal(actor.getSnapshot().value, 'redeemed');
      },
    },
    {
      id: 'VOU-02',
      source: 'part 1 §4',
      sentence: 'Confirmation invalid reasons with priority unpaid, then expired, then redeemed; else valid.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(flaggedVoucher, ({ flags, voucher }) => {
            const result = voucherConfirmation(voucher, NOW);
            const reason = expectedReason(flags);
            return reason === null ? result.valid : !result.valid && result.reason === reason;
          }),
        );
      },
    },
    {
      id: 'VOU-03',
      source: 'part 2 §5',
      sentence:
        'A voucher confirmation is invalid with priority unpaid, then expired, then redeemed; otherwise valid.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(flaggedVoucher, fc.boolean(), ({ flags, voucher }, noExpiry) => {
            const withoutExpiry = noExpiry ? { ...voucher, expires_at: null } : voucher;
            const result = voucherConfirmation(withoutExpiry, NOW);
            const reason = expectedReason({ ...flags, expired: flags.expired && !noExpiry });
            return reason === null ? result.valid : !result.valid && result.reason === reason;
          }),
        );
      },
    },
    {
      id: 'VOU-04',
      source: 'part 2 §5',
      sentence: 'Submission is disabled when invalid.',
      kind: 'machine',
      check: async () => {
        for (const [overrides, reason] of [
          [{ paid_amount: 0 }, 'unpaid'],
          [{ expires_at: '2026-06-01T00:00:00.000Z' }, 'expired'],
          [{ redeemed_at: '2026-05-01T00:00:00.000Z' }, 'redeemed'],
        ] as const) {
          const { actor, redeemed } = confirmationActor(loaded({ ...overrides, voucher: { bundle: null } }));
          await waitFor(actor, (snapshot) => snapshot.matches('invalid'));
          assert.equal(actor.getSnapshot().context.invalidReason, reason);
          assert.equal(actor.getSnapshot().can({ type: 'voucher.submit' }), false);
          actor.send({ type: 'voucher.submit' });
          assert.equal(actor.getSnapshot().value, 'invalid');
          assert.deepEqual(redeemed, []);
        }
      },
    },
    {
      id: 'VOU-05',
      source: 'part 1 §4',
      sentence: 'Voucher screens show payment and buyer/recipient details only to the buyer.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.nat(), fc.option(fc.nat()), (buyer, viewer) => {
            return (
              canSeeVoucherDetails({ customer_id: buyer }, viewer === null ? null : { id: viewer }) ===
              (viewer === buyer)
            );
          }),
        );
      },
    },
    {
      id: 'VOU-06',
      source: 'part 2 §6',
      sentence:
        "Voucher payment and buyer/recipient details are visible only to the voucher's buyer; others see only the redemption badge.",
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.nat(),
            fc.nat(),
            fc.option(fc.integer({ min: 0, max: 4e12 }).map(iso)),
            (buyer, other, redeemedAt) => {
              fc.pre(buyer !== other);
              // Others: no details, but the redemption badge (waiting / redeemed) is always computable.
              return (
                !canSeeVoucherDetails({ customer_id: buyer }, { id: other }) &&
                canSeeVoucherDetails({ customer_id: buyer }, { id: buyer }) &&
                ['waiting', 'redeemed'].includes(voucherStatus({ redeemed_at: redeemedAt }))
              );
            },
          ),
        );
      },
    },
    {
      id: 'VOU-07',
      source: 'part 1 §2',
      sentence:
        "Voucher redeem (enter code); redeem confirmation (voucher card, status badge, participant choice when the voucher's bundle entity is PARTICIPANTS).",
      kind: 'machine',
      check: async () => {
        const forParticipants = confirmationActor(loaded());
        await waitFor(forParticipants.actor, (snapshot) => snapshot.matches('ready'));
        assert.equal(forParticipants.actor.getSnapshot().can({ type: 'voucher.submit' }), false);
        forParticipants.actor.send({ type: 'voucher.chooseParticipant', participantId: 12 });
        assert.equal(forParticipants.actor.getSnapshot().can({ type: 'voucher.submit' }), true);
        const forCustomers = confirmationActor(loaded({ voucher: { bundle: { entity: 'CUSTOMERS' } } }));
        await waitFor(forCustomers.actor, (snapshot) => snapshot.matches('ready'));
        assert.equal(forCustomers.actor.getSnapshot().can({ type: 'voucher.submit' }), true);
      },
    },
    {
      id: 'VOU-08',
      source: 'part 2 §5',
      sentence: 'Voucher redeem: code at least 1 character.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.string({ maxLength: 20 }), (code) => isRedeemCodeValid(code) === code.length >= 1),
        );
      },
    },
    {
      id: 'VOU-09',
      source: 'part 2 §7',
      sentence:
        'GET /api/vouchers/redeem with query code: returns voucher.code. PUT /api/vouchers/redeem: code, participant_id; returns cuid.',
      kind: 'machine',
      check: async () => {
        const { actor, fetched, redeemed } = confirmationActor(loaded());
        await waitFor(actor, (snapshot) => snapshot.matches('ready'));
        actor.send({ type: 'voucher.chooseParticipant', participantId: 7 });
        actor.send({ type: 'voucher.submit' });
        await waitFor(actor, (snapshot) => snapshot.status === 'done');
        assert.deepEqual(fetched, ['GIFT-1']);
        assert.deepEqual(redeemed, [{ code: 'GIFT-1', participant_id: 7 }]);
        assert.deepEqual(actor.getSnapshot().output, { cuid: 'vch_1' });
      },
    },
    {
      id: 'VOU-10',
      source: 'part 2 §8',
      sentence: 'Voucher confirmation invalid states: unpaid, expired, redeemed.',
      kind: 'examples',
      check: () => {
        const base = { total_amount: 100, paid_amount: 100, expires_at: null, redeemed_at: null };
        examples(
          [
            [base, { valid: true }],
            [
              { ...base, paid_amount: 0 },
              { valid: false, reason: 'unpaid' },
            ],
            [
              { ...base, expires_at: '2026-01-01T00:00:00.000Z' },
              { valid: false, reason: 'expired' },
            ],
            [
              { ...base, redeemed_at: '2026-01-01T00:00:00.000Z' },
              { valid: false, reason: 'redeemed' },
            ],
          ],
          (voucher) => voucherConfirmation(voucher, NOW),
        );
      },
    },
  ],
});
