import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type CartCountChanged, type CartMachineItem, cartMachine, type RemoveItemInput } from './index';
import { cartItem } from './test-support';

type NoInput = Record<string, never>;

const t0 = '2026-03-01T10:00:00.000Z';
const in5 = '2026-03-01T10:05:00.000Z';
const in15 = '2026-03-01T10:15:00.000Z';

function start(
  items: CartMachineItem[] = [],
  actors: Parameters<typeof cartMachine.provide>[0]['actors'] = {},
) {
  const actor = createActor(cartMachine.provide({ actors }), { input: { now: t0, items } });
  const changes: CartCountChanged[] = [];
  actor.on('cart.countChanged', (event) => changes.push(event));
  actor.start();
  return Object.assign(actor, { changes });
}

describe('cart machine', () => {
  it('does not announce the items it starts with', () => {
    const actor = start([cartItem(1, in15)]);
    expect(actor.getSnapshot().context.count).toBe(1);
    expect(actor.changes).toEqual([]);
  });

  it('announces each change of the unexpired count: a rise on load, falls as time passes', () => {
    const actor = start();
    actor.send({ type: 'cart.loaded', items: [cartItem(1, in5), cartItem(2, in15)] });
    actor.send({ type: 'clock.tick', now: '2026-03-01T10:01:00.000Z' });
    actor.send({ type: 'clock.tick', now: '2026-03-01T10:06:00.000Z' });
    actor.send({ type: 'clock.tick', now: in15 });
    expect(actor.changes).toEqual([
      { type: 'cart.countChanged', previousCount: 0, count: 2 },
      { type: 'cart.countChanged', previousCount: 2, count: 1 },
      { type: 'cart.countChanged', previousCount: 1, count: 0 },
    ]);
    expect(actor.getSnapshot().context.count).toBe(0);
  });

  it('an expired item does not count: re-adding after expiry is a rise', () => {
    const actor = start([cartItem(1, in5)]);
    actor.send({ type: 'clock.tick', now: in5 });
    actor.send({ type: 'cart.loaded', items: [cartItem(1, in5), cartItem(2, in15)] });
    expect(actor.changes.at(-1)).toEqual({ type: 'cart.countChanged', previousCount: 0, count: 1 });
  });

  it('a reload as a session begins is a baseline: the items it finds are not a rise; the next reload is', async () => {
    let items = [cartItem(1, in15), cartItem(2, in15)];
    const actor = start([], { fetchCart: fromPromise(async () => items) });
    actor.send({ type: 'cart.reload', baseline: true });
    const loaded = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(loaded.context.count).toBe(2);
    expect(loaded.context.baselineReload).toBe(false);
    expect(actor.changes).toEqual([]);
    // The customer adds an item: that reload announces the rise (the drawer opens).
    items = [...items, cartItem(3, in15)];
    actor.send({ type: 'cart.reload' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.count === 3);
    expect(actor.changes).toEqual([{ type: 'cart.countChanged', previousCount: 2, count: 3 }]);
  });

  it('a baseline reload still announces a fall (the drawer closes at 0)', async () => {
    const actor = start([cartItem(1, in15)], {
      fetchCart: fromPromise(async (): Promise<CartMachineItem[]> => []),
    });
    actor.send({ type: 'cart.reload', baseline: true });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.count === 0);
    expect(actor.changes).toEqual([{ type: 'cart.countChanged', previousCount: 1, count: 0 }]);
  });

  it('a failed baseline reload does not make the next reload a baseline', async () => {
    let fail = true;
    const actor = start([], {
      fetchCart: fromPromise(async () => {
        if (fail) throw new Error('offline');
        return [cartItem(1, in15)];
      }),
    });
    actor.send({ type: 'cart.reload', baseline: true });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.error !== null);
    fail = false;
    actor.send({ type: 'cart.reload' });
    await waitFor(actor, (snapshot) => snapshot.context.count === 1);
    expect(actor.changes).toEqual([{ type: 'cart.countChanged', previousCount: 0, count: 1 }]);
  });

  it('removes an item, then reloads the cart and shows cart.messages.updated', async () => {
    const removed: number[] = [];
    let items = [cartItem(1, in15), cartItem(2, in15)];
    const actor = start(items, {
      removeItem: fromPromise(async ({ input }) => {
        removed.push(input.item_id);
        items = items.filter((entry) => entry.id !== input.item_id);
      }),
      fetchCart: fromPromise(async () => items),
    });
    actor.send({ type: 'item.remove', item_id: 2 });
    expect(actor.getSnapshot().value).toBe('removing');
    const done = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(removed).toEqual([2]);
    expect(done.context.items.map((entry) => entry.id)).toEqual([1]);
    expect(done.context.message).toBe('cart.messages.updated');
    expect(done.context.removingId).toBeNull();
  });

  it('keeps the items and records the error code when removal fails', async () => {
    const actor = start([cartItem(1, in15)], {
      removeItem: fromPromise<void, RemoveItemInput>(async () => {
        throw Object.assign(new Error('nope'), { code: 'CART.ITEM_NOT_FOUND' });
      }),
    });
    actor.send({ type: 'item.remove', item_id: 1 });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(done.context.items).toHaveLength(1);
    expect(done.context.error).toBe('CART.ITEM_NOT_FOUND');
  });

  it('announces a removal and a refused call as outcomes for the shell to toast, once each', async () => {
    let refuse = true;
    const actor = start([cartItem(1, in15), cartItem(2, in15)], {
      removeItem: fromPromise<void, RemoveItemInput>(async () => {
        if (refuse) throw { code: 'CART.ITEM_NOT_FOUND' };
      }),
      fetchCart: fromPromise(async () => [cartItem(1, in15)]),
    });
    const outcomes: unknown[] = [];
    actor.on('*', (event) => {
      if (event.type !== 'cart.countChanged') outcomes.push(event);
    });
    expect(actor.getSnapshot().hasTag('removing')).toBe(false);
    actor.send({ type: 'item.remove', item_id: 2 });
    expect(actor.getSnapshot().hasTag('removing')).toBe(true);
    await waitFor(actor, (snapshot) => !snapshot.hasTag('removing'));
    refuse = false;
    actor.send({ type: 'item.remove', item_id: 2 });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('removing') && !snapshot.hasTag('reloading'));
    expect(outcomes).toEqual([
      { type: 'cart.failed', code: 'CART.ITEM_NOT_FOUND' },
      { type: 'cart.itemRemoved', message: 'cart.messages.updated' },
    ]);
  });

  it('removing the last item announces the fall to 0 after the reload', async () => {
    const actor = start([cartItem(1, in15)], {
      removeItem: fromPromise<void, RemoveItemInput>(async () => undefined),
      fetchCart: fromPromise<CartMachineItem[], NoInput>(async () => []),
    });
    actor.send({ type: 'item.remove', item_id: 1 });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.changes).toEqual([{ type: 'cart.countChanged', previousCount: 1, count: 0 }]);
  });

  it('a failed reload keeps the items with UNKNOWN_ERROR when the error carries nothing', async () => {
    const actor = start([cartItem(1, in15)], {
      fetchCart: fromPromise<CartMachineItem[], NoInput>(async () => {
        throw {};
      }),
    });
    actor.send({ type: 'cart.reload' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(done.context).toMatchObject({ error: 'UNKNOWN_ERROR' });
    expect(done.context.items).toHaveLength(1);
  });

  it('item.remove is only possible when ready', () => {
    const actor = start([cartItem(1, in15)], { removeItem: fromPromise(() => new Promise<void>(() => {})) });
    expect(actor.getSnapshot().can({ type: 'item.remove', item_id: 1 })).toBe(true);
    actor.send({ type: 'item.remove', item_id: 1 });
    expect(actor.getSnapshot().can({ type: 'item.remove', item_id: 1 })).toBe(false);
  });

  it('a persisted snapshot round-trips through JSON and restores', () => {
    const actor = start([cartItem(1, in15, { type: 'REGISTRATION', availabilities: [{ start_at: in15 }] })]);
    const persisted = actor.getPersistedSnapshot();
    const text = JSON.stringify(persisted);
    expect(JSON.parse(text)).toEqual(persisted);
    const restored = createActor(cartMachine, {
      snapshot: JSON.parse(text),
      input: { now: t0 },
    });
    restored.start();
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
  });
});
