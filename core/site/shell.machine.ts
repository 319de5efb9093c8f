import { assign, setup } from 'xstate';
import { type CartCountChanged, checkoutButtonEffect, drawerOpenAfterCount } from '../cart/index';
import {
  afterEscape,
  afterPathChange,
  closeAll,
  isPathChange,
  type ShellFlags,
  toggleSubmenu,
} from './site.rules';

export interface ShellContext extends ShellFlags {
  /** The current pathname (no query): a change of it closes everything. */
  pathname: string;
}

export interface ShellInput {
  pathname: string;
}

export type ShellEvent =
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  | { type: 'menu.toggle' }
  | { type: 'submenu.open'; id: string }
  | { type: 'submenu.toggle'; id: string }
  | { type: 'submenu.close' }
  | { type: 'cart.open' }
  | { type: 'cart.close' }
  | { type: 'cart.toggle' }
  /** From the cart machine: opens on a rise (not on /checkout), closes at 0. */
  | CartCountChanged
  /** The drawer's checkout button or an item link. */
  | { type: 'cart.checkout' }
  | { type: 'shell.closeAll' }
  | { type: 'shell.escape' }
  | { type: 'route.changed'; pathname: string };

/**
 * Shared shell state (part 1 §4): mobile menu, mega-menu submenu and cart open flags; closing all resets them;
 * Escape closes menus and cart; any path change closes them too (part 1 §2 "Page shell"). One state, flags in
 * context, so the header, the mobile drawer and the cart drawer read one source. The cart drawer's automatic
 * opening and closing follow the cart machine's `cart.countChanged` events (part 1 §2 "Cart drawer").
 */
export const shellMachine = setup({
  types: {
    context: {} as ShellContext,
    events: {} as ShellEvent,
    input: {} as ShellInput,
  },
  guards: {
    isPathChange: ({ context, event }) =>
      event.type === 'route.changed' && isPathChange(context.pathname, event.pathname),
  },
  actions: {
    openMenu: assign({ mobileMenuOpen: true }),
    closeMenu: assign({ mobileMenuOpen: false }),
    toggleMenu: assign(({ context }) => ({ mobileMenuOpen: !context.mobileMenuOpen })),
    openSubmenu: assign((_, params: { id: string }) => ({ submenu: params.id })),
    toggleSubmenu: assign(({ context }, params: { id: string }) => ({
      submenu: toggleSubmenu(context.submenu, params.id),
    })),
    closeSubmenu: assign({ submenu: null }),
    openCart: assign({ cartOpen: true }),
    closeCart: assign({ cartOpen: false }),
    toggleCart: assign(({ context }) => ({ cartOpen: !context.cartOpen })),
    followCartCount: assign(({ context }, params: { previousCount: number; count: number }) => ({
      cartOpen: drawerOpenAfterCount({ open: context.cartOpen, pathname: context.pathname, ...params }),
    })),
    closeCartForCheckout: assign(({ context }) => ({
      cartOpen: context.cartOpen && !checkoutButtonEffect(context.pathname).close,
    })),
    closeAll: assign(() => closeAll()),
    escape: assign(({ context }) => afterEscape(context)),
    changePath: assign(({ context }, params: { pathname: string }) => ({
      ...afterPathChange(context, context.pathname, params.pathname),
      pathname: params.pathname,
    })),
  },
}).createMachine({
  id: 'shell',
  context: ({ input }) => ({ ...closeAll(), pathname: input.pathname }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'menu.open': { actions: 'openMenu' },
        'menu.close': { actions: 'closeMenu' },
        'menu.toggle': { actions: 'toggleMenu' },
        'submenu.open': { actions: { type: 'openSubmenu', params: ({ event }) => ({ id: event.id }) } },
        'submenu.toggle': { actions: { type: 'toggleSubmenu', params: ({ event }) => ({ id: event.id }) } },
        'submenu.close': { actions: 'closeSubmenu' },
        'cart.open': { actions: 'openCart' },
        'cart.close': { actions: 'closeCart' },
        'cart.toggle': { actions: 'toggleCart' },
        'cart.countChanged': {
          actions: {
            type: 'followCartCount',
            params: ({ event }) => ({ previousCount: event.previousCount, count: event.count }),
          },
        },
        'cart.checkout': { actions: 'closeCartForCheckout' },
        'shell.closeAll': { actions: 'closeAll' },
        'shell.escape': { actions: 'escape' },
        'route.changed': {
          guard: 'isPathChange',
          actions: { type: 'changePath', params: ({ event }) => ({ pathname: event.pathname }) },
        },
      },
    },
  },
});
