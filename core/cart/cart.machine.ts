import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { failureCode } from '../errors/index';
import { CART_UPDATED_MESSAGE, unexpiredCount } from './cart.rules';

/** A cart item as the machine keeps it: JSON from GET cart (part 1 §3), only the fields the rules read. */
export interface CartMachineItem {
  id: number;
  cuid: string;
  type: string;
  price: number;
  deposit?: number | null;
  expires_at: string;
  availabilities?: Array<{ start_at: string }> | null;
  availability?: { cuid: string; activity?: { slug: string } | null } | null;
  resource?: { cuid: string } | null;
}

export interface CartContext {
  items: CartMachineItem[];
  /** ISO instant from the caller's clock. */
  now: string;
  /** Unexpired items at the last evaluation (the header badge), to notice a rise or a fall. */
  count: number;
  /** Item being removed, while removing. */
  removingId: number | null;
  /**
   * The reload under way sets a baseline (a session began: page load, sign-in): the count it finds is what
   * the cart already held, not a rise, so it does not pop the drawer open. Falls are still announced.
   */
  baselineReload: boolean;
  error: string | null;
  message: string | null;
}

export interface CartInput {
  now: string;
  items?: CartMachineItem[];
}

export type CartEvent =
  | { type: 'cart.loaded'; items: CartMachineItem[] }
  /** `baseline`: the cart is read because a session began, not because the customer changed it. */
  | { type: 'cart.reload'; baseline?: boolean }
  | { type: 'clock.tick'; now: string }
  | { type: 'item.remove'; item_id: number };

/**
 * Emitted whenever the unexpired count changes. The drawer's open flag is shared shell state (part 1 §4),
 * so the shell machine owns it and follows these events: `cartActor.on('cart.countChanged', shell.send)`.
 */
export interface CartCountChanged {
  type: 'cart.countChanged';
  previousCount: number;
  count: number;
}

/** What the cart tells the shell besides its count: an item removed (the success key) or a call refused. */
export type CartOutcome =
  | CartCountChanged
  | { type: 'cart.itemRemoved'; message: string }
  | { type: 'cart.failed'; code: string };

export interface RemoveItemInput {
  item_id: number;
}

/** Declared here, provided by the edge (DELETE /api/carts/items?item_id=). */
export const removeItemLogic = fromPromise<void, RemoveItemInput>(async () => {
  throw new Error('removeItem actor not provided');
});

/** Declared here, provided by the edge (the customer's current cart items). */
export const fetchCartLogic = fromPromise<CartMachineItem[], Record<string, never>>(async () => {
  throw new Error('fetchCart actor not provided');
});

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartOutcome,
    tags: {} as 'removing' | 'reloading',
  },
  actors: {
    removeItem: removeItemLogic,
    fetchCart: fetchCartLogic,
  },
  actions: {
    /**
     * New items or a new now: recount the unexpired items and announce a change. A baseline load announces
     * falls only: a cart found holding items when a session begins has not risen (issue 18 §15: the drawer
     * opened by itself on every page load and after sign-in).
     */
    evaluate: enqueueActions(
      ({ context, enqueue }, params: { items?: CartMachineItem[]; now?: string; baseline?: boolean }) => {
        const items = params.items ?? context.items;
        const now = params.now ?? context.now;
        const count = unexpiredCount(items, now);
        enqueue.assign({ items, now, count });
        const announced = params.baseline ? count < context.count : count !== context.count;
        if (announced) {
          enqueue.emit({ type: 'cart.countChanged', previousCount: context.count, count });
        }
      },
    ),
    startRemoving: assign((_, params: { item_id: number }) => ({
      removingId: params.item_id,
      error: null,
      message: null,
    })),
    setError: assign((_, params: { error: unknown }) => ({
      error: failureCode(params.error),
      removingId: null,
    })),
    setUpdated: assign({ message: CART_UPDATED_MESSAGE, removingId: null }),
    announceRemoved: emit({ type: 'cart.itemRemoved', message: CART_UPDATED_MESSAGE } as const),
    announceFailed: emit(({ context }) => ({
      type: 'cart.failed' as const,
      code: context.error ?? 'UNKNOWN_ERROR',
    })),
    /** Whether the reload about to run (or just done, reset with false) sets a baseline. */
    setBaselineReload: assign((_, params: { baseline: boolean }) => ({ baselineReload: params.baseline })),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => {
    const items = input.items ?? [];
    // The starting count is not announced: a cart already holding items does not pop the drawer open.
    return {
      items,
      now: input.now,
      count: unexpiredCount(items, input.now),
      removingId: null,
      baselineReload: false,
      error: null,
      message: null,
    };
  },
  initial: 'ready',
  on: {
    'clock.tick': { actions: { type: 'evaluate', params: ({ event }) => ({ now: event.now }) } },
    'cart.loaded': { actions: { type: 'evaluate', params: ({ event }) => ({ items: event.items }) } },
  },
  states: {
    ready: {
      on: {
        'item.remove': {
          target: 'removing',
          actions: { type: 'startRemoving', params: ({ event }) => ({ item_id: event.item_id }) },
        },
        'cart.reload': {
          target: 'reloading',
          actions: {
            type: 'setBaselineReload',
            params: ({ event }) => ({ baseline: event.baseline === true }),
          },
        },
      },
    },
    removing: {
      tags: ['removing'],
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => ({ item_id: context.removingId ?? 0 }),
        onDone: {
          target: 'reloading',
          actions: [
            'setUpdated',
            'announceRemoved',
            { type: 'setBaselineReload', params: { baseline: false } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'announceFailed'],
        },
      },
    },
    reloading: {
      tags: ['reloading'],
      invoke: {
        id: 'fetchCart',
        src: 'fetchCart',
        input: () => ({}),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'evaluate',
              params: ({ context, event }) => ({ items: event.output, baseline: context.baselineReload }),
            },
            { type: 'setBaselineReload', params: { baseline: false } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'announceFailed',
            { type: 'setBaselineReload', params: { baseline: false } },
          ],
        },
      },
    },
  },
});
