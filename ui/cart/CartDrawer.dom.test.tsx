// @vitest-environment jsdom
import { createRoute, useRouterState } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem, Location } from '../../core/schemas/index';
import { ShellMachine } from '../shell/machines';
import {
  axeViolations,
  bookingItem,
  bundleItem,
  cart,
  fakeFetch,
  type Handler,
  registrationItem,
  renderWithApp,
  session,
} from './testing';

afterEach(cleanup);

function Page() {
  const shell = ShellMachine.useActorRef();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <button type="button" onClick={() => shell.send({ type: 'cart.open' })}>
        open cart
      </button>
    </>
  );
}

const routes = (root: Parameters<Parameters<typeof renderWithApp>[0]['routes']>[0]) =>
  ['/activities', '/checkout', '/availabilities/$slug/$cuid'].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: Page }),
  );

const currentCart =
  (items: CartItem[] | null): Handler =>
  () => ({ body: { cart: items === null ? null : cart(items) } });

async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: 'open cart' }));
  return screen.findByRole('dialog', { name: 'Votre panier' });
}

describe('CartDrawer', () => {
  it('shows a visitor a login prompt back to the current path and query', async () => {
    const { fetch } = fakeFetch({});
    await renderWithApp({ path: '/activities?page=2', session: session({ signedIn: false }), fetch, routes });
    const dialog = await openDrawer();
    expect(within(dialog).getByText('Connectez-vous pour voir votre panier')).toBeTruthy();
    const login = within(dialog).getByRole('link', { name: 'Se connecter' });
    const href = new URL(login.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/auth/login');
    expect(href.searchParams.get('redirect')).toBe('/activities?page=2');
  });

  it('shows an empty state to a customer without items', async () => {
    const { fetch } = fakeFetch({ 'GET /api/carts/current': currentCart(null) });
    await renderWithApp({ path: '/activities', session: session({ signedIn: true }), fetch, routes });
    const dialog = await openDrawer();
    expect(await within(dialog).findByText('Votre panier est vide')).toBeTruthy();
    expect(within(dialog).getByText(/Parcourez les activités/)).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Passer commande' })).toBeNull();
  });

  it('lists unexpired items, registrations last by first start, with total and count', async () => {
    const items = [
      registrationItem(1, 'Stage de tennis', 'tennis', '2099-07-14T08:00:00.000Z'),
      bundleItem(2, 'Carnet 10 séances'),
      registrationItem(3, 'Stage de foot', 'foot', '2099-07-07T08:00:00.000Z'),
      registrationItem(4, 'Stage expiré', 'expire', '2099-07-01T08:00:00.000Z', {
        expires_at: '2020-01-01T00:00:00.000Z',
      }),
      bookingItem(5, 'Terrain de padel'),
    ];
    const { fetch } = fakeFetch({ 'GET /api/carts/current': currentCart(items) });
    await renderWithApp({ path: '/activities', session: session({ signedIn: true }), fetch, routes });
    const dialog = await openDrawer();
    const list = await within(dialog).findByRole('list', { name: 'Articles de votre panier' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Carnet 10 séances', 'Terrain de padel', 'Stage de foot', 'Stage de tennis']);
    expect(within(dialog).queryByText('Stage expiré')).toBeNull();
    expect(within(dialog).getByText('4 articles')).toBeTruthy();
    // 50 + 30 + 120 + 120 €
    expect(within(dialog).getByText(/320,00/)).toBeTruthy();
    expect(within(dialog).queryByText('Acomptes')).toBeNull();
    // Issue 18 §3: the organiser's fee, with its rule, before checkout: 0,50 € + 1,5 % of 320 € = 5,30 €.
    const fee = within(dialog).getByText(/^Frais de service \(0,50\s€ \+ 1,50\s%\)$/);
    expect(fee.nextElementSibling?.textContent).toMatch(/^5,30/);
    expect(within(dialog).getByText('Montant à payer').nextElementSibling?.textContent).toMatch(/^325,30/);
    expect(within(dialog).getByRole('link', { name: 'Stage de foot' }).getAttribute('href')).toBe(
      '/availabilities/foot/av-3',
    );
    expect(within(dialog).getByRole('link', { name: 'Terrain de padel' }).getAttribute('href')).toBe(
      '/resources/res-court',
    );
    expect(within(dialog).getAllByText('Participant : Léa Dupont')).toHaveLength(2);
  });

  it('says where each item takes place without repeating a word (issue 18 §19: "Uccle, Uccle")', async () => {
    const camp = registrationItem(1, 'Stage de tennis', 'tennis', '2099-07-14T08:00:00.000Z');
    const at = (location: Location): CartItem => ({
      ...camp,
      availability: camp.availability ? { ...camp.availability, location } : null,
    });
    const address = { street: 'Avenue Paul Stroobant', number: '44', postcode: '1180', city: 'Uccle' };
    const items = [
      { ...at({ name: 'Uccle', title: null, ...address }), id: 1, cuid: 'item-1' },
      { ...at({ name: 'Uccle', title: 'Centre sportif du Wolvendael', ...address }), id: 2, cuid: 'item-2' },
    ];
    const { fetch } = fakeFetch({ 'GET /api/carts/current': currentCart(items) });
    await renderWithApp({ path: '/activities', session: session({ signedIn: true }), fetch, routes });
    const dialog = await openDrawer();
    await within(dialog).findAllByText('Stage de tennis');
    const places = [...dialog.querySelectorAll('.cart-item__meta')].map((place) => place.textContent);
    expect(places).toEqual(expect.arrayContaining(['Uccle', 'Centre sportif du Wolvendael, Uccle']));
    expect(places.join(' | ')).not.toMatch(/Uccle, Uccle/);
  });

  it('says the wallet pays it all and no fee is due when the wallet covers the cart (issue 18 §3, §7)', async () => {
    const items = [bundleItem(2, 'Carnet 10 séances')];
    const { fetch } = fakeFetch({ 'GET /api/carts/current': currentCart(items) });
    await renderWithApp({
      path: '/activities',
      session: session({ signedIn: true, wallet: 40_000 }),
      fetch,
      routes,
    });
    const dialog = await openDrawer();
    await within(dialog).findByRole('list', { name: 'Articles de votre panier' });
    expect(within(dialog).getByText('Portefeuille').nextElementSibling?.textContent).toMatch(/^−50,00/);
    expect(
      within(dialog).getByText('Frais de service (aucun frais : votre portefeuille paie tout)')
        .nextElementSibling?.textContent,
    ).toMatch(/^0,00/);
    expect(within(dialog).getByText('Montant à payer').nextElementSibling?.textContent).toMatch(/^0,00/);
  });

  it('has no axe violations with items', async () => {
    const items = [
      registrationItem(1, 'Stage de tennis', 'tennis', '2099-07-14T08:00:00.000Z', { deposit: 4000 }),
      bookingItem(5, 'Terrain de padel'),
    ];
    const { fetch } = fakeFetch({ 'GET /api/carts/current': currentCart(items) });
    await renderWithApp({ path: '/activities', session: session({ signedIn: true }), fetch, routes });
    const dialog = await openDrawer();
    await within(dialog).findByText('Terrain de padel');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the deposit total only when an item has a deposit', async () => {
    const items = [
      registrationItem(1, 'Stage de tennis', 'tennis', '2099-07-14T08:00:00.000Z', { deposit: 4000 }),
      bundleItem(2, 'Carnet 10 séances'),
    ];
    const { fetch } = fakeFetch({ 'GET /api/carts/current': currentCart(items) });
    await renderWithApp({ path: '/activities', session: session({ signedIn: true }), fetch, routes });
    const dialog = await openDrawer();
    const deposit = await within(dialog).findByText('Acomptes');
    expect(deposit.nextElementSibling?.textContent).toMatch(/40,00/);
  });

  it('removes an item with a pending state, then shows the updated cart', async () => {
    const remaining = [bundleItem(2, 'Carnet 10 séances')];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let removed = false;
    const { fetch, calls } = fakeFetch({
      'GET /api/carts/current': () => ({
        body: {
          cart: cart(removed ? remaining : [bookingItem(5, 'Terrain de padel'), ...remaining]),
        },
      }),
      'DELETE /api/carts/items': async () => {
        await gate;
        removed = true;
        return { body: { cart: cart(remaining) } };
      },
    });
    await renderWithApp({ path: '/activities', session: session({ signedIn: true }), fetch, routes });
    const dialog = await openDrawer();
    const remove = await within(dialog).findByRole('button', { name: 'Retirer Terrain de padel' });
    await userEvent.click(remove);
    expect(await within(dialog).findByText('Suppression…')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.query.get('item_id')).toBe('5');
    release();
    await waitFor(() => expect(within(dialog).queryByText('Terrain de padel')).toBeNull());
    // The outcome is a shell toast (part 2 §9), announced outside the drawer while it stays open.
    const toasts = screen.getByRole('region', { name: '1 notification' });
    expect(within(toasts).getByRole('alert').textContent).toBe('Votre panier a été mis à jour.');
    expect(within(dialog).getByText('1 article')).toBeTruthy();
  });

  describe('focus (issue 18 §20)', () => {
    /** A cart whose DELETE removes the item asked for; the reads follow it. */
    function removableCart(initial: CartItem[]) {
      let items = initial;
      return fakeFetch({
        'GET /api/carts/current': () => ({ body: { cart: cart(items) } }),
        'DELETE /api/carts/items': ({ url }) => {
          items = items.filter((item) => String(item.id) !== url.searchParams.get('item_id'));
          return { body: { cart: cart(items) } };
        },
      });
    }

    it('after removing an item, goes to the next item, else the previous one; after the last, to the opener', async () => {
      const { fetch } = removableCart([
        bookingItem(5, 'Terrain de padel'),
        bundleItem(2, 'Carnet 10 séances'),
        bundleItem(7, 'Carnet 20 séances'),
      ]);
      await renderWithApp({ path: '/activities', session: session({ signedIn: true }), fetch, routes });
      const dialog = await openDrawer();
      const row = (title: string) => within(dialog).getByText(title).closest('li');

      await userEvent.click(await within(dialog).findByRole('button', { name: 'Retirer Terrain de padel' }));
      await waitFor(() => expect(within(dialog).queryByText('Terrain de padel')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(row('Carnet 10 séances')));

      await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer Carnet 20 séances' }));
      await waitFor(() => expect(within(dialog).queryByText('Carnet 20 séances')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(row('Carnet 10 séances')));

      expect(await axeViolations()).toEqual([]);

      // The last one: the drawer closes with an empty cart (part 1 §2), and focus goes back to its opener.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer Carnet 10 séances' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open cart' })),
      );
    });

    it('after closing, goes back to what opened it, or to the header cart button if that is gone', async () => {
      const { fetch } = fakeFetch({
        'GET /api/carts/current': currentCart([bundleItem(2, 'Carnet 10 séances')]),
      });
      await renderWithApp({ path: '/activities', session: session({ signedIn: true }), fetch, routes });
      const opener = screen.getByRole('button', { name: 'open cart' });
      let dialog = await openDrawer();
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Fermer le panier' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));

      // The opener leaves the page while the drawer is open (an add form replaced by its outcome).
      const cartButton = document.createElement('button');
      cartButton.className = 'cart-button';
      cartButton.textContent = 'Panier';
      document.body.append(cartButton);
      dialog = await openDrawer();
      const [parent, sibling] = [opener.parentNode, opener.nextSibling];
      opener.remove();
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Fermer le panier' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(cartButton));
      cartButton.remove();
      parent?.insertBefore(opener, sibling);
    });
  });

  it('goes to /checkout from another page and closes; on /checkout the button only closes', async () => {
    const items = [bundleItem(2, 'Carnet 10 séances')];
    const { fetch } = fakeFetch({ 'GET /api/carts/current': currentCart(items) });
    await renderWithApp({ path: '/activities', session: session({ signedIn: true }), fetch, routes });
    let dialog = await openDrawer();
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Passer commande' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/checkout'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Passer commande' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('path').textContent).toBe('/checkout');
  });

  it('closes when an item link is followed', async () => {
    const items = [registrationItem(3, 'Stage de foot', 'foot', '2099-07-07T08:00:00.000Z')];
    const { fetch } = fakeFetch({ 'GET /api/carts/current': currentCart(items) });
    await renderWithApp({ path: '/activities', session: session({ signedIn: true }), fetch, routes });
    const dialog = await openDrawer();
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Stage de foot' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/availabilities/foot/av-3'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
