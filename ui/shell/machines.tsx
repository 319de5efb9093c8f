import { useRouterState } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { cartMachine } from '../../core/cart/index';
import { cartActors } from '../../core/ports';
import { shellMachine } from '../../core/site/index';
import { useApi } from '../app/api';
import { actorOptions } from '../app/inspector';
import { useClock, useNow } from '../kit/clock/clock';
import { useSession } from './website';

/** Shell flags (mobile menu, submenu, cart drawer): one machine the header, menus and drawer read. */
export const ShellMachine = createActorContext(shellMachine);
/** The customer's cart: items, unexpired count, removal; emits `cart.countChanged` to the shell. */
export const CartMachine = createActorContext(cartMachine);

/** A minute is the finest unit expiry is shown in; the cart re-evaluates expiry on this tick. */
const CLOCK_TICK_MS = 15_000;

/** Wires the cart's count changes into the shell and route changes and the clock into both. */
function Wiring() {
  const shell = ShellMachine.useActorRef();
  const cart = CartMachine.useActorRef();
  const clock = useClock();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const signedIn = useSession().customer !== null;
  // A visitor has no cart to load; signing in or out reloads it. What a session finds in its cart is a
  // baseline, not a rise: the drawer opens when the customer adds something, not on every page load.
  useEffect(() => {
    cart.send(signedIn ? { type: 'cart.reload', baseline: true } : { type: 'cart.loaded', items: [] });
  }, [cart, signedIn]);
  useEffect(() => {
    const subscription = cart.on('cart.countChanged', (event) => shell.send(event));
    return () => subscription.unsubscribe();
  }, [cart, shell]);
  useEffect(() => {
    shell.send({ type: 'route.changed', pathname });
  }, [shell, pathname]);
  useEffect(() => {
    const timer = setInterval(() => cart.send({ type: 'clock.tick', now: clock.now() }), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [cart, clock]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') shell.send({ type: 'shell.escape' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shell]);
  return null;
}

export function ShellMachines({ children }: { children: ReactNode }) {
  const api = useApi();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const now = useNow();
  return (
    <ShellMachine.Provider options={actorOptions({ input: { pathname } })}>
      <CartMachine.Provider
        logic={cartMachine.provide({ actors: cartActors(api.cart) })}
        options={actorOptions({ input: { now } })}
      >
        <Wiring />
        {children}
      </CartMachine.Provider>
    </ShellMachine.Provider>
  );
}
