import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { FORM_TOAST_ERROR_MS_SECOND_READING, type FormToastInput, formToastMachine } from './index';

function start(input: FormToastInput = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(formToastMachine, { input, clock }).start();
  return { actor, clock };
}

describe('form toast machine', () => {
  it('loading does not close by itself; success closes after 2000 ms', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.loading' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.message).toBe('forms.states.loading');
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'toast.succeed' });
    expect(actor.getSnapshot().context.message).toBe('forms.states.updated');
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe('success');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('error closes after 2000 ms, or 3000 ms with the second reading', () => {
    const first = start();
    first.actor.send({ type: 'toast.loading' });
    first.actor.send({ type: 'toast.fail', message: 'forms.errors.CODE' });
    expect(first.actor.getSnapshot().context.message).toBe('forms.errors.CODE');
    first.clock.increment(2000);
    expect(first.actor.getSnapshot().value).toBe('hidden');

    const second = start({ errorMs: FORM_TOAST_ERROR_MS_SECOND_READING });
    second.actor.send({ type: 'toast.loading', message: 'saving' });
    second.actor.send({ type: 'toast.fail', message: 'boom' });
    second.clock.increment(2999);
    expect(second.actor.getSnapshot().value).toBe('error');
    second.clock.increment(1);
    expect(second.actor.getSnapshot().value).toBe('hidden');
  });

  it('success and error need a loading toast first; dismiss hides at once; a new loading restarts', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.succeed' });
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'toast.loading' });
    actor.send({ type: 'toast.succeed', message: 'saved' });
    actor.send({ type: 'toast.loading' });
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'toast.fail', message: 'x' });
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('a snapshot round-trips through JSON', () => {
    const { actor } = start({ successMs: 1000 });
    actor.send({ type: 'toast.loading' });
    const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(formToastMachine, { snapshot: stored, input: {} }).start();
    expect(restored.getSnapshot().value).toBe('loading');
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
  });
});
