import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type AttachCouponInput,
  type CheckoutOutcome,
  type CheckoutRequest,
  type CheckoutResponse,
  checkoutMachine,
  connectCheckout,
} from './index';
import { checkoutInput } from './test-support';

/** Cart 42 in a shop taking bank transfers only, nothing in the wallet. */
const input = checkoutInput({
  wallet: { amount: 0 },
  methods: [{ type: 'DELAYED', priority: 1 }],
  settings: { online: false, bankTransfers: true },
});

/** A checkout whose calls wait until the test settles them, recording what it emits. */
function checkout() {
  const pending: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
  const wait = () =>
    new Promise<unknown>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        attachCoupon: fromPromise<unknown, AttachCouponInput>(wait),
        detachCoupon: fromPromise(wait),
        submitCheckout: fromPromise<CheckoutResponse, CheckoutRequest>(
          wait as () => Promise<CheckoutResponse>,
        ),
      },
    }),
    { input },
  ).start();
  const emitted: CheckoutOutcome[] = [];
  actor.on('*', (event) => emitted.push(event));
  const settle = async (outcome: { value: unknown } | { error: unknown }) => {
    const call = pending.shift();
    if (!call) throw new Error('no call in flight');
    if ('value' in outcome) call.resolve(outcome.value);
    else call.reject(outcome.error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, emitted, settle, view: () => connectCheckout(actor.getSnapshot()) };
}

describe('connectCheckout: the page reads tags and can(), outcomes arrive as emitted events', () => {
  it('a coupon attach is busy, then shown and announced once', async () => {
    const { actor, emitted, settle, view } = checkout();
    expect(view()).toMatchObject({ busy: false, couponShown: false, canAttachCoupon: false, editing: true });
    actor.send({ type: 'coupon.change', value: 'SUMMER' });
    expect(view().canAttachCoupon).toBe(true);
    actor.send({ type: 'coupon.attach' });
    expect(view()).toMatchObject({ busy: true, attachingCoupon: true, couponShown: false });
    await settle({ value: {} });
    expect(view()).toMatchObject({ busy: false, attachingCoupon: false, couponShown: true });
    expect(emitted).toEqual([{ type: 'coupon.attached' }]);
    actor.send({ type: 'coupon.detach' });
    expect(view()).toMatchObject({ busy: true, detachingCoupon: true, couponShown: true });
    await settle({ error: { code: 'COUPON_NOT_FOUND' } });
    expect(view()).toMatchObject({ busy: false, couponShown: true, couponError: 'COUPON_NOT_FOUND' });
    expect(emitted.at(-1)).toEqual({ type: 'coupon.failed', code: 'COUPON_NOT_FOUND' });
  });

  it('a refused checkout is announced with its code and the form edits again', async () => {
    const { actor, emitted, settle, view } = checkout();
    actor.send({ type: 'terms.set', checked: true });
    actor.send({ type: 'checkout.submit' });
    expect(view()).toMatchObject({ busy: true, submitting: true, editing: false });
    await settle({ error: { code: 'CART_EXPIRED' } });
    expect(view()).toMatchObject({ busy: false, submitting: false, editing: true, error: 'CART_EXPIRED' });
    expect(emitted).toEqual([{ type: 'checkout.failed', code: 'CART_EXPIRED' }]);
  });

  it('a checkout without payment announces the success page; with one, the payment address', async () => {
    const delayed = checkout();
    delayed.actor.send({ type: 'terms.set', checked: true });
    delayed.actor.send({ type: 'checkout.submit' });
    await delayed.settle({ value: { next_action: null, next_action_url: null } });
    expect(delayed.emitted).toEqual([{ type: 'checkout.succeeded', path: '/checkout/cart42/success' }]);
    expect(delayed.view()).toMatchObject({ busy: false, editing: false });

    const online = checkout();
    online.actor.send({ type: 'terms.set', checked: true });
    online.actor.send({ type: 'checkout.submit' });
    await online.settle({ value: { next_action: 'payment', next_action_url: 'https://pay.example/s/1' } });
    expect(online.emitted).toEqual([{ type: 'checkout.redirecting', url: 'https://pay.example/s/1' }]);
  });
});
