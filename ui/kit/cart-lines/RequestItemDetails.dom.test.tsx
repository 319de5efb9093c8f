// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../core/schemas/index';
import {
  axeViolations,
  bundleItem,
  cart,
  fakeFetch,
  type Handler,
  renderWithApp,
  requestItem,
  session,
} from '../../cart/testing';
import { ShellMachine } from '../../shell/machines';

afterEach(cleanup);

function Page() {
  const shell = ShellMachine.useActorRef();
  return (
    <button type="button" onClick={() => shell.send({ type: 'cart.open' })}>
      open cart
    </button>
  );
}

const routes = (root: Parameters<Parameters<typeof renderWithApp>[0]['routes']>[0]) => [
  createRoute({ getParentRoute: () => root, path: '/activities', component: Page }),
];

const currentCart =
  (items: CartItem[]): Handler =>
  () => ({ body: { cart: cart(items) } });

async function drawerWith(items: CartItem[], language: 'fr' | 'en' = 'fr') {
  const { fetch } = fakeFetch({ 'GET /api/carts/current': currentCart(items) });
  await renderWithApp({ path: '/activities', session: session({ signedIn: true }), fetch, routes, language });
  await userEvent.click(screen.getByRole('button', { name: 'open cart' }));
  const dialog = await screen.findByRole('dialog', {
    name: language === 'fr' ? 'Votre panier' : 'Your cart',
  });
  await within(dialog).findByRole('list', {
    name: language === 'fr' ? 'Articles de votre panier' : /items/i,
  });
  return dialog;
}

const requestArticle = (dialog: HTMLElement) =>
  dialog.querySelector('article[data-type="REGISTRATION_REQUEST"]') as HTMLElement;

describe('a registration request in the cart (issue 18 §9)', () => {
  it('shows the activity and its picture, the participant, tier, sessions and the estimate', async () => {
    const dialog = await drawerWith([requestItem(3)]);
    const item = within(requestArticle(dialog));
    expect(item.getByRole('heading', { name: 'Natation' })).toBeTruthy();
    expect(item.queryByRole('heading', { name: 'Demande d’inscription' })).toBeNull();
    expect(requestArticle(dialog).querySelector('img')?.getAttribute('src')).toBe('/media/natation.jpg');
    expect(item.getByText('Participant : Léa Dupont')).toBeTruthy();
    expect(item.getByText('Formule : 2 créneaux par semaine')).toBeTruthy();
    const sessions = item.getByRole('list', { name: 'Séances demandées' });
    const lines = within(sessions)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/lun\. 2 févr\. 2099/);
    expect(lines[0]).not.toMatch(/séance/);
    expect(lines[1]).toMatch(/mer\. 4 févr\. 2099/);
    expect(lines[1]).toMatch(/3 séances, jusqu’au mer\. 18 févr\. 2099/);
    const price = requestArticle(dialog).querySelector('.cart-item__price')?.textContent ?? '';
    expect(price).toMatch(/^Estimation 280,00\s€$/);
    expect(
      item.getByText(
        'Rien à payer maintenant : le montant sera dû une fois la demande acceptée par l’organisateur.',
      ),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('adds nothing to the total: only the other items are counted', async () => {
    const dialog = await drawerWith([requestItem(3), bundleItem(2, 'Carnet 10 séances')]);
    expect(within(dialog).getByText('Articles').nextElementSibling?.textContent).toMatch(/^50,00/);
    // The organiser's fee (0,50 € + 1,5 %) on the bundle alone: 51,25 €, not on the 280,00 € estimate.
    expect(dialog.querySelector('.cart-drawer__total')?.textContent).toMatch(/^51,25/);
  });

  it('says it in English too', async () => {
    const dialog = await drawerWith([requestItem(3)], 'en');
    const item = within(requestArticle(dialog));
    expect(item.getByText('Formula: 2 créneaux par semaine')).toBeTruthy();
    expect(requestArticle(dialog).querySelector('.cart-item__price')?.textContent).toMatch(
      /^Estimate €280\.00$/,
    );
    expect(
      item.getByText('Nothing to pay now: the amount is owed once the organiser approves the request.'),
    ).toBeTruthy();
    expect(item.getByText(/3 sessions, until Wed,? 18 Feb 2099/)).toBeTruthy();
  });

  it('falls back to the kind of item and its price when the server could not say what it asks for', async () => {
    const dialog = await drawerWith([requestItem(3, { request: null, availabilities: [] })]);
    const item = within(requestArticle(dialog));
    expect(item.getByRole('heading', { name: 'Demande d’inscription' })).toBeTruthy();
    expect(requestArticle(dialog).querySelector('.cart-item__price')?.textContent).toMatch(/0,00/);
  });
});
