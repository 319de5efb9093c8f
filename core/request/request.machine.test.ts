import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectRequestTiers } from './request.connect';
import { type RequestTiersInput, requestTiersMachine } from './request.machine';
import type { RequestTier } from './request.rules';

const tierA: RequestTier = { cuid: 'ta', name: 'A', minimum_availabilities: 2, maximum_availabilities: 3 };
const tierB: RequestTier = { cuid: 'tb', name: 'B', minimum_availabilities: 1, maximum_availabilities: 1 };

const input = (overrides: Partial<RequestTiersInput> = {}): RequestTiersInput => ({
  activityCuid: 'act1',
  search: '?tier=ta&page=2',
  today: '2026-06-04',
  ...overrides,
});

function withTiers(tiers: RequestTier[] | Error) {
  const calls: string[] = [];
  const machine = requestTiersMachine.provide({
    actors: {
      fetchTiers: fromPromise<RequestTier[], { activityCuid: string }>(
        async ({ input: { activityCuid } }) => {
          calls.push(activityCuid);
          if (tiers instanceof Error) throw tiers;
          return tiers;
        },
      ),
    },
  });
  return { machine, calls };
}

describe('request tiers machine', () => {
  it('loads tiers for the activity and auto-selects the only tier', async () => {
    const { machine, calls } = withTiers([tierA]);
    const actor = createActor(machine, { input: input({ tierCuid: null }) }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('selecting'));
    expect(calls).toEqual(['act1']);
    expect(actor.getSnapshot().context.tierCuid).toBe('ta');
    expect(actor.getSnapshot().value).toEqual({ selecting: 'tooFew' });
  });

  it('needs a tier chosen when there are several', async () => {
    const { machine } = withTiers([tierA, tierB]);
    const actor = createActor(machine, { input: input({ tierCuid: null }) }).start();
    await waitFor(actor, (s) => s.matches('selecting'));
    expect(actor.getSnapshot().value).toEqual({ selecting: 'noTier' });
    actor.send({ type: 'request.toggle', cuid: 'a1' });
    expect(actor.getSnapshot().can({ type: 'request.validate' })).toBe(false);
    actor.send({ type: 'request.chooseTier', cuid: 'tb' });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'valid' });
  });

  it('walks too few → valid → too many → valid and validates to the request path', async () => {
    const { machine } = withTiers([tierA, tierB]);
    const actor = createActor(machine, { input: input({ tierCuid: 'ta' }) }).start();
    await waitFor(actor, (s) => s.matches('selecting'));
    const walk: string[] = [];
    const at = () => walk.push(JSON.stringify(actor.getSnapshot().value));
    at();
    actor.send({ type: 'request.toggle', cuid: 'a1' });
    at();
    actor.send({ type: 'request.toggle', cuid: 'a2' });
    at();
    actor.send({ type: 'request.toggle', cuid: 'a3' });
    actor.send({ type: 'request.toggle', cuid: 'a4' });
    at();
    expect(actor.getSnapshot().can({ type: 'request.validate' })).toBe(false);
    actor.send({ type: 'request.toggle', cuid: 'a1' });
    at();
    expect(walk).toEqual([
      '{"selecting":"tooFew"}',
      '{"selecting":"tooFew"}',
      '{"selecting":"valid"}',
      '{"selecting":"tooMany"}',
      '{"selecting":"valid"}',
    ]);
    actor.send({ type: 'request.validate' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      targetPath: '/cart/registrations/request?availabilities=a2,a3,a4&tier=ta&page=2',
    });
  });

  it('connects: loading, selecting and over by tags, validate by can(), the path announced as an outcome', async () => {
    const { machine } = withTiers([tierA]);
    const actor = createActor(machine, { input: input({ tierCuid: 'ta' }) }).start();
    const announced: unknown[] = [];
    actor.on('*', (event) => announced.push(event));
    expect(connectRequestTiers(actor.getSnapshot())).toMatchObject({ loading: true, selecting: false });
    await waitFor(actor, (s) => connectRequestTiers(s).selecting);
    expect(connectRequestTiers(actor.getSnapshot())).toMatchObject({
      loading: false,
      tier: tierA,
      canValidate: false,
    });
    for (const cuid of ['a1', 'a2', 'a3', 'a4']) actor.send({ type: 'request.toggle', cuid });
    expect(connectRequestTiers(actor.getSnapshot())).toMatchObject({ over: true, canValidate: false });
    actor.send({ type: 'request.toggle', cuid: 'a4' });
    expect(connectRequestTiers(actor.getSnapshot())).toMatchObject({ over: false, canValidate: true });
    actor.send({ type: 'request.validate' });
    expect(announced).toEqual([
      {
        type: 'request.validated',
        path: '/cart/registrations/request?availabilities=a1,a2,a3&tier=ta&page=2',
      },
    ]);
  });

  it('clears the selection and moves the week', async () => {
    const { machine } = withTiers([tierB]);
    const actor = createActor(machine, { input: input({ selected: ['x'] }) }).start();
    await waitFor(actor, (s) => s.matches('selecting'));
    expect(actor.getSnapshot().value).toEqual({ selecting: 'valid' });
    actor.send({ type: 'request.clear' });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'tooFew' });
    expect(actor.getSnapshot().context.weekStart).toBe('2026-06-01');
    actor.send({ type: 'request.nextWeek' });
    expect(actor.getSnapshot().context.weekStart).toBe('2026-06-08');
    actor.send({ type: 'request.previousWeek' });
    actor.send({ type: 'request.previousWeek' });
    expect(actor.getSnapshot().context.weekStart).toBe('2026-05-25');
  });

  it('fails and retries loading', async () => {
    const { machine, calls } = withTiers(new Error('NETWORK'));
    const actor = createActor(machine, { input: input() }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('NETWORK');
    actor.send({ type: 'request.retry' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(calls).toHaveLength(2);
  });

  it('round-trips a persisted snapshot through JSON', async () => {
    const { machine } = withTiers([tierA]);
    const actor = createActor(machine, { input: input() }).start();
    await waitFor(actor, (s) => s.matches('selecting'));
    actor.send({ type: 'request.toggle', cuid: 'a1' });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(machine, { snapshot: persisted, input: input() }).start();
    expect(restored.getSnapshot().value).toEqual({ selecting: 'tooFew' });
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
    restored.send({ type: 'request.toggle', cuid: 'a2' });
    expect(restored.getSnapshot().value).toEqual({ selecting: 'valid' });
  });
});
