import { assign, fromPromise, setup } from 'xstate';
import { failureCode } from '../errors/index';
import {
  CART_UPDATED_MESSAGE,
  checkoutButtonEffect,
  drawerOpenAfterCount,
  unexpiredCount,
} from './cart.rules';

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
  open: boolean;
  pathname: string;
  /** Unexpired count at the last evaluation, to notice a rise. */
  previousCount: number;
  /** Item being removed, while removing. */
  removingId: number | null;
  error: string | null;
  message: string | null;
}

export interface CartInput {
  now: string;
  pathname: string;
  items?: CartMachineItem[];
}

export type CartEvent =
  | { type: 'cart.loaded'; items: CartMachineItem[] }
  | { type: 'cart.reload' }
  | { type: 'clock.tick'; now: string }
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'drawer.checkout' }
  | { type: 'route.changed'; pathname: string }
  | { type: 'item.remove'; item_id: number };

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

/** The drawer after the items or the clock changed: opens on a rise (not on /checkout), closes at 0. */
function reconcile(context: CartContext): Pick<CartContext, 'open' | 'previousCount'> {
  const count = unexpiredCount(context.items, context.now);
  return {
    open: drawerOpenAfterCount({
      open: context.open,
      previousCount: context.previousCount,
      count,
      pathname: context.pathname,
    }),
    previousCount: count,
  };
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    removeItem: removeItemLogic,
    fetchCart: fetchCartLogic,
  },
  actions: {
    setItems: assign(({ context }, params: { items: CartMachineItem[] }) => ({
      items: params.items,
      ...reconcile({ ...context, items: params.items }),
    })),
    setNow: assign(({ context }, params: { now: string }) => ({
      now: params.now,
      ...reconcile({ ...context, now: params.now }),
    })),
    openDrawer: assign({ open: true }),
    closeDrawer: assign({ open: false }),
    closeForCheckout: assign(({ context }) => ({ open: !checkoutButtonEffect(context.pathname).close })),
    setPathname: assign((_, params: { pathname: string }) => ({ pathname: params.pathname, open: false })),
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
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => {
    const base: CartContext = {
      items: input.items ?? [],
      now: input.now,
      open: false,
      pathname: input.pathname,
      previousCount: 0,
      removingId: null,
      error: null,
      message: null,
    };
    // A cart already holding items on first load does not pop the drawer open.
    return { ...base, previousCount: unexpiredCount(base.items, base.now) };
  },
  initial: 'ready',
  on: {
    'clock.tick': { actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) } },
    'drawer.open': { actions: 'openDrawer' },
    'drawer.close': { actions: 'closeDrawer' },
    'drawer.checkout': { actions: 'closeForCheckout' },
    'route.changed': {
      actions: { type: 'setPathname', params: ({ event }) => ({ pathname: event.pathname }) },
    },
    'cart.loaded': { actions: { type: 'setItems', params: ({ event }) => ({ items: event.items }) } },
  },
  states: {
    ready: {
      on: {
        'item.remove': {
          target: 'removing',
          actions: { type: 'startRemoving', params: ({ event }) => ({ item_id: event.item_id }) },
        },
        'cart.reload': { target: 'reloading' },
      },
    },
    removing: {
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => ({ item_id: context.removingId ?? 0 }),
        onDone: { target: 'reloading', actions: 'setUpdated' },
        onError: {
          target: 'ready',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    reloading: {
      invoke: {
        id: 'fetchCart',
        src: 'fetchCart',
        input: () => ({}),
        onDone: {
          target: 'ready',
          actions: { type: 'setItems', params: ({ event }) => ({ items: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
