import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import {
  type AttachCouponInput,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutRequest,
  type CheckoutResponse,
  checkoutMachine,
  type DetachCouponInput,
  PAYMENT_STRATEGIES,
} from './index';
import { CHECKOUT_LATER, checkoutInput, couponWalk } from './test-support';

const response = {
  payment: { next_action: 'payment', next_action_url: 'https://pay.example/session/1' },
  none: { next_action: null, next_action_url: null },
} satisfies Record<string, CheckoutResponse>;

describe('checkout machine', () => {
  it('defaults the strategy from the rules', () => {
    expect(
      createActor(checkoutMachine, { input: checkoutInput() }).start().getSnapshot().context.strategy,
    ).toBe('IMMEDIATE');
    const covered = createActor(checkoutMachine, {
      input: checkoutInput({ wallet: { amount: 5000 } }),
    }).start();
    expect(covered.getSnapshot().context.strategy).toBe('WALLET');
    expect(covered.getSnapshot().context.summary.amountDue).toBe(0);
  });

  it('changes the strategy only among the allowed ones', () => {
    const actor = createActor(checkoutMachine, {
      input: checkoutInput({ settings: { online: false, bankTransfers: true } }),
    }).start();
    expect(actor.getSnapshot().context.allowed).toEqual(['DELAYED', 'WALLET']);
    expect(actor.getSnapshot().can({ type: 'strategy.select', strategy: 'IMMEDIATE' })).toBe(false);
    actor.send({ type: 'strategy.select', strategy: 'IMMEDIATE' });
    expect(actor.getSnapshot().context.strategy).toBe('DELAYED');
    actor.send({ type: 'strategy.select', strategy: 'WALLET' });
    expect(actor.getSnapshot().context.strategy).toBe('WALLET');
  });

  it('submit without terms shows form.messages.errors.terms and stays editing', () => {
    const actor = createActor(checkoutMachine, { input: checkoutInput() }).start();
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ terms: 'form.messages.errors.terms' });
    actor.send({ type: 'terms.set', checked: true });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('sends WALLET as DELAYED and goes to the success page when no payment is needed', async () => {
    const sent: CheckoutRequest[] = [];
    const machine = checkoutMachine.provide({
      actors: {
        submitCheckout: fromPromise(async ({ input }) => {
          sent.push(input);
          return response.none;
        }),
      },
    });
    const actor = createActor(machine, { input: checkoutInput({ wallet: { amount: 9000 } }) }).start();
    actor.send({ type: 'terms.set', checked: true });
    actor.send({ type: 'checkout.submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ form: 'succeeded' }));
    expect(sent).toEqual([{ cart_id: 42, coupon: null, payment_strategy: 'DELAYED', terms: true }]);
    expect(done.context.successPath).toBe('/checkout/cart42/success');
  });

  it('redirects to the payment URL when the answer asks for payment', async () => {
    const machine = checkoutMachine.provide({
      actors: {
        submitCheckout: fromPromise<CheckoutResponse, CheckoutRequest>(async () => response.payment),
      },
    });
    const actor = createActor(machine, { input: checkoutInput() }).start();
    actor.send({ type: 'terms.set', checked: true });
    actor.send({ type: 'checkout.submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ form: 'redirectingToPayment' }));
    expect(done.context.redirectUrl).toBe('https://pay.example/session/1');
  });

  it('returns to editing with the error code when checkout fails', async () => {
    const machine = checkoutMachine.provide({
      actors: {
        submitCheckout: fromPromise<CheckoutResponse, CheckoutRequest>(async () => {
          throw { code: 'CART.ITEM_EXPIRED' };
        }),
      },
    });
    const actor = createActor(machine, { input: checkoutInput() }).start();
    actor.send({ type: 'terms.set', checked: true });
    actor.send({ type: 'checkout.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'submitting' }));
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing' }));
    expect(done.context.error).toBe('CART.ITEM_EXPIRED');
  });

  it('attaches a coupon (disabled while empty), sends it with checkout, detaches it', async () => {
    const attached: AttachCouponInput[] = [];
    const sent: CheckoutRequest[] = [];
    const machine = checkoutMachine.provide({
      actors: {
        attachCoupon: fromPromise(async ({ input }) => {
          attached.push(input);
        }),
        detachCoupon: fromPromise<unknown, DetachCouponInput>(async () => undefined),
        submitCheckout: fromPromise(async ({ input }) => {
          sent.push(input);
          return response.none;
        }),
      },
    });
    const actor = createActor(machine, { input: checkoutInput() }).start();
    expect(actor.getSnapshot().matches({ coupon: 'none' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'coupon.attach' })).toBe(false);
    const { detached } = await couponWalk(actor);
    expect(attached).toEqual([
      { cart_id: 42, coupon: 'SPRING' },
      { cart_id: 42, coupon: 'SUMMER' },
    ]);
    expect(detached.context.couponText).toBe('');
    expect(sent[0]?.coupon).toBe('SUMMER');
  });

  it('cannot submit while a coupon attach is in flight, then can', async () => {
    let release: () => void = () => undefined;
    const machine = checkoutMachine.provide({
      actors: {
        attachCoupon: fromPromise<unknown, AttachCouponInput>(
          () =>
            new Promise<void>((resolve) => {
              release = resolve;
            }),
        ),
      },
    });
    const actor = createActor(machine, { input: checkoutInput() }).start();
    actor.send({ type: 'terms.set', checked: true });
    actor.send({ type: 'coupon.change', value: 'SPRING' });
    actor.send({ type: 'coupon.attach' });
    expect(actor.getSnapshot().matches({ coupon: 'attaching' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'checkout.submit' })).toBe(false);
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    release();
    await waitFor(actor, (snapshot) => snapshot.matches({ coupon: 'attached' }));
    expect(actor.getSnapshot().can({ type: 'checkout.submit' })).toBe(true);
  });

  // A failed attach (back to no coupon, its code recorded) is the book's CHK-15 (specs/areas/checkout.spec.ts).

  it('starts attached when the cart has a coupon', () => {
    const actor = createActor(checkoutMachine, { input: checkoutInput({}, 7) }).start();
    expect(actor.getSnapshot().matches({ coupon: 'attached' })).toBe(true);
  });

  it('a cart update recomputes the summary and keeps the chosen strategy while allowed', () => {
    const actor = createActor(checkoutMachine, { input: checkoutInput() }).start();
    actor.send({ type: 'strategy.select', strategy: 'DELAYED' });
    const cart = { ...checkoutInput().cart, items: [{ price: 800, deposit: 0, expires_at: CHECKOUT_LATER }] };
    actor.send({ type: 'cart.updated', cart });
    expect(actor.getSnapshot().context.summary.amountDue).toBe(0);
    expect(actor.getSnapshot().context.strategy).toBe('WALLET');
    actor.send({ type: 'cart.updated', cart: checkoutInput().cart, wallet: { amount: 0 } });
    expect(actor.getSnapshot().context.strategy).toBe('IMMEDIATE');
    actor.send({ type: 'strategy.select', strategy: 'DELAYED' });
    actor.send({ type: 'cart.updated', cart: checkoutInput().cart });
    expect(actor.getSnapshot().context.strategy).toBe('DELAYED');
  });

  it('a persisted snapshot round-trips through JSON and restores', () => {
    const actor = createActor(checkoutMachine, { input: checkoutInput() }).start();
    actor.send({ type: 'terms.set', checked: true });
    actor.send({ type: 'coupon.change', value: 'X' });
    const persisted = actor.getPersistedSnapshot();
    const text = JSON.stringify(persisted);
    expect(JSON.parse(text)).toEqual(persisted);
    const restored = createActor(checkoutMachine, {
      snapshot: JSON.parse(text),
      input: checkoutInput(),
    }).start();
    expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
  });
});

// ——— model-based path coverage ———

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
type ModelEvent = CheckoutEvent | { type: string; output?: unknown; error?: unknown };

/** Leaf state ids of a snapshot value, e.g. `coupon.none`, `form.editing`. */
function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, `${prefix}${key}.`),
  );
}

/** Every atomic state of the machine, except the transient `coupon.resolving` (never a resting state). */
function atomicStates(): string[] {
  const result: string[] = [];
  const visit = (node: {
    key: string;
    path: string[];
    states: Record<string, unknown>;
    always?: unknown;
  }) => {
    const children = Object.values(node.states) as (typeof node)[];
    if (children.length === 0 && node.path.length > 0 && !node.always) result.push(node.path.join('.'));
    for (const child of children) visit(child);
  };
  visit(checkoutMachine.root as never);
  return result.sort();
}

/** The event cases the model may take from a state: user events, and the answers of the actor in flight. */
function eventCases(snapshot: Snapshot): ModelEvent[] {
  const events: ModelEvent[] = [
    ...PAYMENT_STRATEGIES.map((strategy) => ({ type: 'strategy.select', strategy }) as const),
    { type: 'terms.set', checked: true },
    { type: 'terms.set', checked: false },
    { type: 'coupon.change', value: '' },
    { type: 'coupon.change', value: 'SPRING' },
    { type: 'coupon.attach' },
    { type: 'coupon.detach' },
    { type: 'checkout.submit' },
  ];
  if (snapshot.matches({ coupon: 'attaching' })) {
    events.push({ type: 'xstate.done.actor.attachCoupon', output: {} });
    events.push({ type: 'xstate.error.actor.attachCoupon', error: { code: 'COUPON_INVALID' } });
  }
  if (snapshot.matches({ coupon: 'detaching' })) {
    events.push({ type: 'xstate.done.actor.detachCoupon', output: {} });
    events.push({ type: 'xstate.error.actor.detachCoupon', error: { code: 'COUPON_LOCKED' } });
  }
  if (snapshot.matches({ form: 'submitting' })) {
    events.push({ type: 'xstate.done.actor.submitCheckout', output: response.payment });
    events.push({ type: 'xstate.done.actor.submitCheckout', output: response.none });
    events.push({ type: 'xstate.error.actor.submitCheckout', error: { code: 'CART.ITEM_EXPIRED' } });
  }
  return events;
}

/** Only what changes behaviour: the value and the context the guards read. */
function serializeState(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    terms: context.terms,
    text: context.couponText !== '',
    detached: context.couponDetached,
    strategy: context.strategy,
    redirectUrl: context.redirectUrl,
    successPath: context.successPath,
  });
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A real actor whose IO actors wait until the path says how they answer. */
function system(input: CheckoutInput) {
  const pending: Record<string, Deferred> = {};
  const controlled =
    <Output>(id: string) =>
    () =>
      new Promise<Output>((resolve, reject) => {
        pending[id] = { resolve: resolve as (value: unknown) => void, reject };
      });
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        attachCoupon: fromPromise<unknown, AttachCouponInput>(controlled('attachCoupon')),
        detachCoupon: fromPromise<unknown, DetachCouponInput>(controlled('detachCoupon')),
        submitCheckout: fromPromise<CheckoutResponse, CheckoutRequest>(controlled('submitCheckout')),
      },
    }),
    { input },
  ).start();
  const settle = async (ref: AnyActorRef) => {
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    return ref.getSnapshot();
  };
  return {
    actor,
    async execute(event: ModelEvent) {
      const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (!answer) {
        actor.send(event as CheckoutEvent);
        return;
      }
      const [, kind, id = ''] = answer;
      const deferred = pending[id];
      if (!deferred) throw new Error(`no ${id} call in flight`);
      delete pending[id];
      if (kind === 'done') deferred.resolve((event as { output?: unknown }).output);
      else deferred.reject((event as { error?: unknown }).error);
      await settle(actor);
    },
  };
}

/**
 * Shortest paths to every distinct (state value, guarded context) pair. `createTestModel` refuses machines
 * with invocations, so the paths come from `getShortestPaths` and are replayed on a real actor below, with
 * the invoked actors' answers as explicit event cases.
 */
function modelPaths(input: CheckoutInput) {
  return getShortestPaths(checkoutMachine, {
    input,
    events: eventCases as (snapshot: Snapshot) => CheckoutEvent[],
    serializeState,
  });
}

describe('checkout machine: model-based path coverage', () => {
  const inputs = { withoutCoupon: checkoutInput(), withCoupon: checkoutInput({}, 7) };

  for (const [name, input] of Object.entries(inputs)) {
    it(`every shortest path (${name}) replays on a real actor with fake IO`, async () => {
      const paths = modelPaths(input);
      expect(paths.length).toBeGreaterThan(10);
      for (const path of paths) {
        const description = path.steps.map((step) => step.event.type).join(' → ');
        const sut = system(input);
        for (const step of path.steps) {
          if ((step.event.type as string) === 'xstate.init') continue;
          await sut.execute(step.event as ModelEvent);
          expect(sut.actor.getSnapshot().value, description).toEqual(step.state.value);
          expect(serializeState(sut.actor.getSnapshot()), description).toBe(serializeState(step.state));
        }
        expect(serializeState(sut.actor.getSnapshot()), description).toBe(serializeState(path.state));
        sut.actor.stop();
      }
    });
  }

  it('the paths reach every state of the machine', () => {
    const reached = new Set<string>();
    for (const input of Object.values(inputs)) {
      for (const path of modelPaths(input)) for (const leaf of leaves(path.state.value)) reached.add(leaf);
    }
    expect([...reached].sort()).toEqual(atomicStates());
    expect(atomicStates()).toEqual([
      'coupon.attached',
      'coupon.attaching',
      'coupon.detached',
      'coupon.detaching',
      'coupon.none',
      'form.editing',
      'form.redirectingToPayment',
      'form.submitting',
      'form.succeeded',
    ]);
  });
});
