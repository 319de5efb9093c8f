import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { shellMachine } from './index';

const start = (pathname = '/') => createActor(shellMachine, { input: { pathname } }).start();
const flags = (actor: ReturnType<typeof start>) => {
  const { mobileMenuOpen, submenu, cartOpen } = actor.getSnapshot().context;
  return { mobileMenuOpen, submenu, cartOpen };
};
const closed = { mobileMenuOpen: false, submenu: null, cartOpen: false };

describe('shell machine', () => {
  it('starts closed', () => {
    expect(flags(start())).toEqual(closed);
  });

  it('opens each flag and closes all at once', () => {
    const actor = start();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'submenu.open', id: 'activities' });
    actor.send({ type: 'cart.open' });
    expect(flags(actor)).toEqual({ mobileMenuOpen: true, submenu: 'activities', cartOpen: true });
    actor.send({ type: 'shell.closeAll' });
    expect(flags(actor)).toEqual(closed);
  });

  it('escape closes menus and cart', () => {
    const actor = start();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'submenu.toggle', id: 'a' });
    actor.send({ type: 'cart.toggle' });
    actor.send({ type: 'shell.escape' });
    expect(flags(actor)).toEqual(closed);
  });

  it('a path change closes them; a navigation to the same path does not', () => {
    const actor = start('/blog');
    actor.send({ type: 'cart.open' });
    actor.send({ type: 'route.changed', pathname: '/blog' });
    expect(flags(actor).cartOpen).toBe(true);
    actor.send({ type: 'route.changed', pathname: '/activities/x' });
    expect(flags(actor)).toEqual(closed);
    expect(actor.getSnapshot().context.pathname).toBe('/activities/x');
  });

  it('toggling the open submenu closes it; another id replaces it', () => {
    const actor = start();
    actor.send({ type: 'submenu.toggle', id: 'a' });
    actor.send({ type: 'submenu.toggle', id: 'b' });
    expect(flags(actor).submenu).toBe('b');
    actor.send({ type: 'submenu.toggle', id: 'b' });
    expect(flags(actor).submenu).toBeNull();
    actor.send({ type: 'submenu.open', id: 'c' });
    actor.send({ type: 'submenu.close' });
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'menu.close' });
    actor.send({ type: 'cart.open' });
    actor.send({ type: 'cart.close' });
    expect(flags(actor)).toEqual(closed);
  });

  it('a snapshot round-trips through JSON', () => {
    const actor = start('/blog');
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'submenu.open', id: 'm' });
    const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(shellMachine, { snapshot: stored, input: { pathname: '/' } }).start();
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
    restored.send({ type: 'route.changed', pathname: '/x' });
    expect(flags(restored)).toEqual(closed);
  });
});
