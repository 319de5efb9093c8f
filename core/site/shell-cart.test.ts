import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type CartMachineItem, cartMachine } from '../cart/index';
import { cartItem } from '../cart/test-support';
import { shellMachine } from './index';

const t0 = '2026-03-01T10:00:00.000Z';

/** A real cart actor wired to a real shell actor, as the storefront wires them. */
function wired(pathname: string, items: CartMachineItem[] = []) {
  const shell = createActor(shellMachine, { input: { pathname } }).start();
  const cart = createActor(cartMachine, { input: { now: t0, items } });
  cart.on('cart.countChanged', (event) => shell.send(event));
  cart.start();
  return { shell, cart, open: () => shell.getSnapshot().context.cartOpen };
}

describe('cart drawer: shell state driven by the cart (part 1 §2 "Cart drawer")', () => {
  it('opens when items are added, closes when they all expire', () => {
    const { cart, open } = wired('/');
    cart.send({
      type: 'cart.loaded',
      items: [cartItem(1, '2026-03-01T10:05:00.000Z'), cartItem(2, '2026-03-01T10:15:00.000Z')],
    });
    expect(open()).toBe(true);
    cart.send({ type: 'clock.tick', now: '2026-03-01T10:06:00.000Z' });
    expect(open()).toBe(true);
    cart.send({ type: 'clock.tick', now: '2026-03-01T10:15:00.000Z' });
    expect(open()).toBe(false);
  });

  it('does not pop open for a cart that already holds items, nor on /checkout', () => {
    expect(wired('/', [cartItem(1, '2026-03-01T10:15:00.000Z')]).open()).toBe(false);
    const onCheckout = wired('/en/checkout');
    onCheckout.cart.send({ type: 'cart.loaded', items: [cartItem(1, '2026-03-01T10:15:00.000Z')] });
    expect(onCheckout.open()).toBe(false);
  });

  it('Escape, a path change and close-all close it; the checkout button too', () => {
    const { shell, cart, open } = wired('/');
    cart.send({ type: 'cart.loaded', items: [cartItem(1, '2026-03-01T10:15:00.000Z')] });
    shell.send({ type: 'shell.escape' });
    expect(open()).toBe(false);
    shell.send({ type: 'cart.open' });
    shell.send({ type: 'route.changed', pathname: '/blog' });
    expect(open()).toBe(false);
    shell.send({ type: 'cart.open' });
    shell.send({ type: 'shell.closeAll' });
    expect(open()).toBe(false);
    shell.send({ type: 'cart.open' });
    shell.send({ type: 'cart.checkout' });
    expect(open()).toBe(false);
  });

  it('a rise after everything expired opens it again', () => {
    const { cart, open } = wired('/', [cartItem(1, '2026-03-01T10:05:00.000Z')]);
    cart.send({ type: 'clock.tick', now: '2026-03-01T10:05:00.000Z' });
    cart.send({ type: 'cart.loaded', items: [cartItem(2, '2026-03-01T10:20:00.000Z')] });
    expect(open()).toBe(true);
  });
});
