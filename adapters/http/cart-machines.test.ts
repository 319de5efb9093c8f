import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { addFormMachine, type CartCountChanged, cartMachine } from '../../core/cart/index';
import { type CheckoutInput, checkoutMachine } from '../../core/checkout/index';
import { couponWalk } from '../../core/checkout/test-support';
import { addFormActors, cartActors, checkoutActors } from '../../core/ports';
import { plainEstimate } from '../../core/pricing/test-support';
import { type Cart, cartSchema } from '../../core/schemas/index';
import { createCartPort, createCheckoutPort } from './index';
import { apiCart, fakeApi as fakeHttpApi, type RouteReply } from './test-support';

/** The fake API, with the cart and checkout ports the machines are given over it. */
function fakeApi(routes: Record<string, RouteReply | RouteReply[]>) {
  const { client, sent } = fakeHttpApi(routes);
  return { client, sent, cartPort: createCartPort(client), checkoutPort: createCheckoutPort(client) };
}

const now = '2026-03-01T10:00:00.000Z';

const item = (id: number, price: number, expires_at = '2026-03-01T10:15:00.000Z') => ({
  id,
  cuid: `item${id}`,
  type: 'REGISTRATION',
  price,
  deposit: 0,
  expires_at,
  availabilities: [{ start_at: `2026-04-0${id}T09:00:00.000Z` }],
});

/** Cart 42 with a spring coupon at hand (not attached). */
const cart = (items: ReturnType<typeof item>[], overrides: Partial<Cart> = {}) =>
  apiCart(items, {
    coupon: {
      active: true,
      title: 'Spring',
      label: null,
      amount: 500,
      percentage: null,
      min_total_amount: null,
    },
    ...overrides,
  });

const estimate = plainEstimate(5000);

describe('cart machine over the http cart port', () => {
  it('the canned carts satisfy the cart schema', () => {
    expect(cartSchema.safeParse(cart([item(1, 5000), item(2, 3000)])).success).toBe(true);
  });

  it('loads the cart, then removes an item and re-fetches', async () => {
    const { sent, cartPort } = fakeApi({
      'GET /api/carts/current': [
        { status: 200, body: { cart: cart([item(1, 5000), item(2, 3000)]) } },
        { status: 200, body: { cart: cart([item(2, 3000)]) } },
      ],
      'DELETE /api/carts/items': { status: 200, body: { cart: cart([item(2, 3000)]) } },
    });
    const actor = createActor(cartMachine.provide({ actors: cartActors(cartPort) }), { input: { now } });
    const counts: CartCountChanged[] = [];
    actor.on('cart.countChanged', (event) => counts.push(event));
    actor.start();

    actor.send({ type: 'cart.reload' });
    const loaded = await waitFor(
      actor,
      (snapshot) => snapshot.matches('ready') && snapshot.context.count === 2,
    );
    expect(loaded.context.items.map((entry) => entry.id)).toEqual([1, 2]);

    actor.send({ type: 'item.remove', item_id: 1 });
    expect(actor.getSnapshot().matches('removing')).toBe(true);
    const after = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(after.context).toMatchObject({
      count: 1,
      removingId: null,
      error: null,
      message: 'cart.messages.updated',
    });
    expect(after.context.items.map((entry) => entry.id)).toEqual([2]);
    expect(counts.map(({ previousCount, count }) => [previousCount, count])).toEqual([
      [0, 2],
      [2, 1],
    ]);
    expect(sent.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: '/api/carts/current', query: {} },
      { method: 'DELETE', path: '/api/carts/items', query: { item_id: '1' } },
      { method: 'GET', path: '/api/carts/current', query: {} },
    ]);
    actor.stop();
  });

  it("records the server's code when a removal is refused, and does not re-fetch", async () => {
    const { sent, cartPort } = fakeApi({
      'DELETE /api/carts/items': { status: 410, body: { error: 'CART.ITEM_EXPIRED' } },
    });
    const actor = createActor(cartMachine.provide({ actors: cartActors(cartPort) }), {
      input: { now, items: [item(1, 5000)] },
    }).start();
    actor.send({ type: 'item.remove', item_id: 1 });
    const after = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(after.context).toMatchObject({ error: 'CART.ITEM_EXPIRED', removingId: null, count: 1 });
    expect(sent).toHaveLength(1);
    actor.stop();
  });

  it('an empty cart (cart: null) loads as no items', async () => {
    const { cartPort } = fakeApi({ 'GET /api/carts/current': { status: 200, body: { cart: null } } });
    const actor = createActor(cartMachine.provide({ actors: cartActors(cartPort) }), {
      input: { now, items: [item(1, 5000)] },
    }).start();
    actor.send({ type: 'cart.reload' });
    const after = await waitFor(
      actor,
      (snapshot) => snapshot.matches('ready') && snapshot.context.count === 0,
    );
    expect(after.context.items).toEqual([]);
    actor.stop();
  });
});

describe('add form machine over the http cart port', () => {
  /** The add form of availability 10 for participant 12 on date 101, started over the port. */
  const startAddForm = (cartPort: ReturnType<typeof fakeApi>['cartPort']) =>
    createActor(addFormMachine.provide({ actors: addFormActors(cartPort) }), {
      input: {
        cart_id: 42,
        customer_id: 3,
        availability_id: 10,
        definition: { options: [], questions: [] },
        participant_id: 12,
        date_ids: [101],
      },
    }).start();

  it('estimates once a participant is known, then adds to the cart', async () => {
    const { sent, cartPort } = fakeApi({
      'POST /api/carts/items/estimate': { status: 200, body: estimate },
      'POST /api/carts/items': { status: 200, body: { cart: cart([item(1, 5000)]) } },
    });
    const actor = startAddForm(cartPort);

    const estimated = await waitFor(actor, (snapshot) => snapshot.matches({ estimate: 'ready' }), {
      timeout: 2_000,
    });
    expect(estimated.context.estimate).toEqual(estimate);
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/carts/items/estimate',
      query: {},
      body: {
        cart_id: 42,
        availability_id: 10,
        availability_dates: [{ date_id: 101 }],
        participant_id: 12,
        options: [],
      },
    });

    actor.send({ type: 'form.submit' });
    const added = await waitFor(actor, (snapshot) => snapshot.matches({ form: 'succeeded' }));
    expect(added.context).toMatchObject({ error: null, message: 'cart.messages.updated' });
    expect(sent[1]).toMatchObject({
      method: 'POST',
      path: '/api/carts/items',
      body: {
        customer_id: 3,
        participant_id: 12,
        registrations: [
          { availability_id: 10, participant_id: 12, quantity: 1, availability_dates: [{ date_id: 101 }] },
        ],
      },
    });
    actor.stop();
  });

  it("goes back to editing with the server's code when adding fails", async () => {
    const { cartPort } = fakeApi({
      'POST /api/carts/items/estimate': { status: 200, body: estimate },
      'POST /api/carts/items': { status: 409, body: { error: 'CART.AVAILABILITY_FULL' } },
    });
    const actor = startAddForm(cartPort);
    actor.send({ type: 'form.submit' });
    const failed = await waitFor(
      actor,
      (snapshot) => snapshot.matches({ form: 'editing' }) && snapshot.context.error !== null,
    );
    expect(failed.context.error).toBe('CART.AVAILABILITY_FULL');
    actor.stop();
  });
});

describe('checkout machine over the http checkout port', () => {
  /**
   * The checkout machine started on a one-item cart over the fake API, its input built from the current
   * cart as the checkout page builds it.
   */
  async function startCheckout(routes: Record<string, RouteReply>, wallet = 0) {
    const api = fakeApi({
      'GET /api/carts/current': { status: 200, body: { cart: cart([item(1, 5000)]) } },
      ...routes,
    });
    const current = await api.cartPort.currentCart();
    if (current === null) throw new Error('no cart');
    const input: CheckoutInput = {
      cart: current,
      wallet: { amount: wallet },
      serviceFees: { amount: 0, percentage: 0 },
      methods: [
        { type: 'IMMEDIATE', priority: 1 },
        { type: 'DELAYED', priority: 2 },
      ],
      settings: { online: true, bankTransfers: true },
      now,
    };
    const actor = createActor(checkoutMachine.provide({ actors: checkoutActors(api.checkoutPort) }), {
      input,
    }).start();
    return { api, actor };
  }

  it('submits and is sent to the payment URL when the next action is payment', async () => {
    const { api, actor } = await startCheckout({
      'POST /api/carts/checkout': {
        status: 200,
        body: { next_action: 'payment', next_action_url: 'https://pay.example/s/1', cuid: 'cart42' },
      },
    });
    expect(actor.getSnapshot().context.strategy).toBe('IMMEDIATE');
    actor.send({ type: 'terms.set', checked: true });
    actor.send({ type: 'checkout.submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ form: 'redirectingToPayment' }));
    expect(done.context).toMatchObject({
      redirectUrl: 'https://pay.example/s/1',
      successPath: null,
      error: null,
    });
    expect(api.sent[1]).toEqual({
      method: 'POST',
      path: '/api/carts/checkout',
      query: {},
      body: { cart_id: 42, coupon: null, payment_strategy: 'IMMEDIATE', terms: true },
    });
    actor.stop();
  });

  it('goes to the success page otherwise, a WALLET checkout sent as DELAYED', async () => {
    const { api, actor } = await startCheckout(
      {
        'POST /api/carts/checkout': {
          status: 200,
          body: { next_action: null, next_action_url: null, cuid: 'cart42' },
        },
      },
      5000,
    );
    expect(actor.getSnapshot().context.strategy).toBe('WALLET');
    actor.send({ type: 'terms.set', checked: true });
    actor.send({ type: 'checkout.submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ form: 'succeeded' }));
    expect(done.context).toMatchObject({ successPath: '/checkout/cart42/success', redirectUrl: null });
    expect(api.sent[1]?.body).toMatchObject({ payment_strategy: 'DELAYED' });
    actor.stop();
  });

  it('attaches and detaches a coupon, then submits with it', async () => {
    const { api, actor } = await startCheckout({
      'POST /api/carts/coupons': { status: 200, body: { cart: cart([item(1, 4500)], { coupon_id: 9 }) } },
      'DELETE /api/carts/coupons': { status: 200, body: { cart: cart([item(1, 5000)]) } },
      'POST /api/carts/checkout': {
        status: 200,
        body: { next_action: null, next_action_url: null, cuid: 'cart42' },
      },
    });
    expect(actor.getSnapshot().matches({ coupon: 'none' })).toBe(true);

    const { attached, detached } = await couponWalk(actor);
    expect(attached.context.message).toBe('CHECKOUT.COUPON_ATTACHED');
    expect(api.sent[1]).toEqual({
      method: 'POST',
      path: '/api/carts/coupons',
      query: {},
      body: { cart_id: 42, coupon: 'SPRING' },
    });
    expect(detached.context.message).toBe('CHECKOUT.COUPON_DETACHED');
    expect(api.sent[2]).toMatchObject({
      method: 'DELETE',
      path: '/api/carts/coupons',
      query: { cart_id: '42' },
    });
    expect(api.sent[4]?.body).toMatchObject({ coupon: 'SUMMER' });
    actor.stop();
  });

  it("keeps the coupon state and shows the server's code when a coupon is refused", async () => {
    const { actor } = await startCheckout({
      'POST /api/carts/coupons': { status: 422, body: { error: 'COUPON.INVALID' } },
    });
    actor.send({ type: 'coupon.change', value: 'NOPE' });
    actor.send({ type: 'coupon.attach' });
    const refused = await waitFor(
      actor,
      (snapshot) => snapshot.matches({ coupon: 'none' }) && snapshot.context.couponError !== null,
    );
    expect(refused.context.couponError).toBe('COUPON.INVALID');
    actor.stop();
  });

  it("returns to editing with the server's code when checkout is refused", async () => {
    const { api, actor } = await startCheckout(
      {
        'POST /api/carts/checkout': { status: 422, body: { error: 'INSUFFICIENT_WALLET_AMOUNT' } },
      },
      5000,
    );
    actor.send({ type: 'terms.set', checked: true });
    actor.send({ type: 'checkout.submit' });
    const refused = await waitFor(
      actor,
      (snapshot) => snapshot.matches({ form: 'editing' }) && snapshot.context.error !== null,
    );
    expect(refused.context.error).toBe('INSUFFICIENT_WALLET_AMOUNT');
    expect(api.sent.filter(({ path }) => path === '/api/carts/checkout')).toHaveLength(1);
    actor.stop();
  });
});
