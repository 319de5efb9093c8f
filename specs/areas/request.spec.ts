import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  canCancelRequest,
  type RequestTier,
  requestBadge,
  requestTiersMachine,
  requestValidatePath,
  selectionBound,
} from '../../core/request';
import { defineArea, examples } from '../book';

const amount = fc.integer({ min: 0, max: 1_000_000_000 });
const bounds = fc
  .tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }))
  .map(([a, b]) => ({ minimum_availabilities: Math.min(a, b), maximum_availabilities: Math.max(a, b) }));
const statuses = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;

function tiersActor(tiers: RequestTier[], tierCuid: string | null = null) {
  const calls: string[] = [];
  const machine = requestTiersMachine.provide({
    actors: {
      fetchTiers: fromPromise<RequestTier[], { activityCuid: string }>(async ({ input }) => {
        calls.push(input.activityCuid);
        return tiers;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { activityCuid: 'act_1', search: '?tier=ta&page_number=2', tierCuid, today: '2026-06-04' },
  }).start();
  return { actor, calls };
}

const tierA: RequestTier = {
  cuid: 'ta',
  name: 'Two or three',
  minimum_availabilities: 2,
  maximum_availabilities: 3,
};
const tierB: RequestTier = { cuid: 'tb', name: 'One', minimum_availabilities: 1, maximum_availabilities: 1 };

export default defineArea({
  area: 'REQ',
  title: 'Registration requests: tiers, weekly selection, status and badges',
  rules: [
    {
      id: 'REQ-01',
      source: 'part 1 §4',
      sentence:
        'Request badges: complete when paid >= total (total>0); deposited when deposit>0 and deposit<=paid<total; outstanding when paid<deposit.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(amount, amount, amount, (total, deposit, paid) => {
            const badge = requestBadge({ total_amount: total, deposit_amount: deposit, paid_amount: paid });
            if (total > 0 && paid >= total) return badge === 'complete';
            if (deposit > 0 && deposit <= paid && paid < total) return badge === 'deposited';
            if (paid < deposit) return badge === 'outstanding';
            return badge === null;
          }),
        );
      },
    },
    {
      id: 'REQ-02',
      source: 'part 1 §4',
      sentence:
        'Registration request status: PENDING, APPROVED, REJECTED, CANCELLED; only PENDING can be cancelled by the customer.',
      kind: 'examples',
      check: () => {
        examples(
          statuses.map((status) => [status, status === 'PENDING'] as const),
          (status) => canCancelRequest({ status }),
        );
      },
    },
    {
      id: 'REQ-03',
      source: 'part 2 §6',
      sentence: 'Only PENDING registration requests can be cancelled.',
      kind: 'examples',
      check: () => {
        examples(
          [
            ['PENDING', true],
            ['APPROVED', false],
            ['REJECTED', false],
            ['CANCELLED', false],
          ] as const,
          (status) => canCancelRequest({ status }),
        );
      },
    },
    {
      id: 'REQ-04',
      source: 'part 2 §5',
      sentence: 'Registration request launcher: a tier must be chosen (auto-selected when only one).',
      kind: 'machine',
      check: async () => {
        const single = tiersActor([tierA]);
        await waitFor(single.actor, (snapshot) => snapshot.matches('selecting'));
        assert.equal(single.actor.getSnapshot().context.tierCuid, 'ta');
        const several = tiersActor([tierA, tierB]);
        await waitFor(several.actor, (snapshot) => snapshot.matches('selecting'));
        assert.deepEqual(several.actor.getSnapshot().value, { selecting: 'noTier' });
        several.actor.send({ type: 'request.toggle', cuid: 'a1' });
        assert.equal(several.actor.getSnapshot().can({ type: 'request.validate' }), false);
        several.actor.send({ type: 'request.chooseTier', cuid: 'tb' });
        assert.equal(several.actor.getSnapshot().can({ type: 'request.validate' }), true);
      },
    },
    {
      id: 'REQ-05',
      source: 'part 2 §5',
      sentence:
        "The number of selected availabilities must be between the tier's minimum_availabilities and maximum_availabilities inclusive; the validate button is disabled outside the bounds and turns red above the maximum.",
      kind: 'machine',
      check: async () => {
        fc.assert(
          fc.property(bounds, fc.integer({ min: 0, max: 100 }), (tier, count) => {
            const within = count >= tier.minimum_availabilities && count <= tier.maximum_availabilities;
            return (selectionBound(count, tier) === 'valid') === within;
          }),
        );
        // The launcher (RequestLauncher) enables validate in the machine's `valid` state and colours it red
        // in `tooMany`: walk the machine the screen renders through every count around the bounds.
        await fc.assert(
          fc.asyncProperty(bounds, fc.integer({ min: 0, max: 12 }), async (drawn, count) => {
            const tier = { cuid: 'tx', name: 'Drawn', ...drawn };
            const { actor } = tiersActor([tier]);
            await waitFor(actor, (snapshot) => snapshot.matches('selecting'));
            for (let index = 0; index < count; index += 1) {
              actor.send({ type: 'request.toggle', cuid: `a${index}` });
            }
            const snapshot = actor.getSnapshot();
            const within = count >= tier.minimum_availabilities && count <= tier.maximum_availabilities;
            actor.stop();
            return (
              snapshot.can({ type: 'request.validate' }) === within &&
              snapshot.matches({ selecting: 'valid' }) === within &&
              snapshot.matches({ selecting: 'tooMany' }) === count > tier.maximum_availabilities
            );
          }),
          { numRuns: 60 },
        );
      },
    },
    {
      id: 'REQ-06',
      source: 'part 1 §4',
      sentence:
        'Registration selection: too few, valid, too many against tier bounds; validate disabled unless within bounds, turns red above maximum.',
      kind: 'machine',
      check: async () => {
        const { actor } = tiersActor([tierA, tierB], 'ta');
        await waitFor(actor, (snapshot) => snapshot.matches('selecting'));
        const seen: Array<[unknown, boolean]> = [];
        const record = () =>
          seen.push([actor.getSnapshot().value, actor.getSnapshot().can({ type: 'request.validate' })]);
        record();
        for (const cuid of ['a1', 'a2', 'a3', 'a4']) {
          actor.send({ type: 'request.toggle', cuid });
          record();
        }
        assert.deepEqual(seen, [
          [{ selecting: 'tooFew' }, false],
          [{ selecting: 'tooFew' }, false],
          [{ selecting: 'valid' }, true],
          [{ selecting: 'valid' }, true],
          [{ selecting: 'tooMany' }, false],
        ]);
        fc.assert(
          fc.property(bounds, fc.integer({ min: 0, max: 100 }), (tier, count) => {
            const bound = selectionBound(count, tier);
            return (
              bound ===
              (count < tier.minimum_availabilities
                ? 'too-few'
                : count > tier.maximum_availabilities
                  ? 'too-many'
                  : 'valid')
            );
          }),
        );
      },
    },
    {
      id: 'REQ-07',
      source: 'part 1 §2',
      sentence:
        'Validating a weekly selection goes to /cart/registrations/request?availabilities={comma separated cuids} plus existing query params.',
      kind: 'property',
      check: async () => {
        const cuid = fc.stringMatching(/^[a-z0-9]{1,12}$/);
        const param = fc.tuple(fc.stringMatching(/^[a-z_]{1,8}$/), fc.stringMatching(/^[a-z0-9%-]{0,8}$/));
        fc.assert(
          fc.property(
            fc.uniqueArray(cuid, { maxLength: 6 }),
            fc.array(param, { maxLength: 5 }),
            (selected, params) => {
              const query = params.map(([key, value]) => `${key}=${value}`);
              return (
                requestValidatePath(selected, `?${query.join('&')}`) ===
                `/cart/registrations/request?${[`availabilities=${selected.join(',')}`, ...query].join('&')}`
              );
            },
          ),
        );
        const { actor } = tiersActor([tierA], 'ta');
        await waitFor(actor, (snapshot) => snapshot.matches('selecting'));
        actor.send({ type: 'request.toggle', cuid: 'c1' });
        actor.send({ type: 'request.toggle', cuid: 'c2' });
        actor.send({ type: 'request.validate' });
        assert.deepEqual(actor.getSnapshot().output, {
          targetPath: '/cart/registrations/request?availabilities=c1,c2&tier=ta&page_number=2',
        });
      },
    },
    {
      id: 'REQ-08',
      source: 'part 2 §7',
      sentence: 'GET /api/activities/{cuid}/registrations-requests-configuration: returns tiers[cuid, name].',
      kind: 'machine',
      check: async () => {
        const { actor, calls } = tiersActor([tierA, tierB]);
        assert.equal(actor.getSnapshot().value, 'loading');
        await waitFor(actor, (snapshot) => snapshot.matches('selecting'));
        assert.deepEqual(calls, ['act_1']);
        assert.deepEqual(
          actor.getSnapshot().context.tiers.map((tier) => [tier.cuid, tier.name]),
          [
            ['ta', 'Two or three'],
            ['tb', 'One'],
          ],
        );
      },
    },
  ],
});
