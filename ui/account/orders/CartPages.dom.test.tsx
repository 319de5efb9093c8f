// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMinor } from '../../../core/money/index';
import { axeViolations, bundleItem, cart, registrationItem } from '../../cart/testing';
import { type FakeRequest, fetchAnswering } from '../../testing/fixtures';
import { accountCart, renderOrders } from './testing';

afterEach(cleanup);

/** As the page shows it, spaces normalised the way the queries read the text. */
const euros = (minor: number) => formatMinor(minor, 'fr').replace(/\s/g, ' ');
const badge = { selector: '.account-badge' };

const processed = (paid: number) => ({
  cart: cart(
    [
      registrationItem(1, 'Stage de foot', 'foot', '2026-07-07T08:00:00.000Z'),
      bundleItem(2, 'Carnet 10 séances'),
    ],
    { cuid: 'cart-3', reference: '+++090/0000/00003+++', processed_at: '2026-03-01T09:05:00.000Z' },
  ),
  result: {
    payment_strategy: 'DELAYED',
    items_total: 17000,
    wallet_amount: 0,
    service_fee: 0,
    total_amount: 17000,
    paid_amount: paid,
    outstanding_amount: 17000 - paid,
    payment_status: null,
    payment_retry: null,
    bank_transfer: null,
  },
});

function server(options: { paid?: number } = {}) {
  const requests: FakeRequest[] = [];
  const fetch = fetchAnswering((request) => {
    requests.push(request);
    const path = request.url.pathname;
    if (path === '/api/account/carts') {
      return {
        body: {
          data: [
            accountCart(1, { total: 12000, paid: 4000 }),
            accountCart(2, { total: 5000, paid: 5000 }),
            accountCart(3, { total: 0, paid: 0 }),
          ],
          count: 23,
        },
      };
    }
    if (path === '/api/carts/cart-3') return { body: processed(options.paid ?? 0) };
    return undefined;
  });
  return { fetch, requests };
}

describe('/account/carts', () => {
  it('lists each processed cart with its reference, date, items count, total, paid and payment badge', async () => {
    const { fetch } = server();
    await renderOrders({ path: '/account/carts', fetch });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [outstanding, paid, free] = cards as [HTMLElement, HTMLElement, HTMLElement];

    const link = within(outstanding).getByRole('link', { name: 'Commande +++090/0000/00001+++' });
    expect(link.getAttribute('href')).toBe('/account/carts/cart-1');
    expect(within(outstanding).getByText('1 article')).toBeTruthy();
    expect(within(outstanding).getByText(euros(12000))).toBeTruthy();
    expect(within(outstanding).getByText(euros(4000))).toBeTruthy();
    expect(within(outstanding).getByText('À régler', badge)).toBeTruthy();
    expect(within(outstanding).getByText(/il y a|auj|hier|dans/)).toBeTruthy();

    expect(within(paid).getByText('2 articles')).toBeTruthy();
    expect(within(paid).getByText('Payé', badge)).toBeTruthy();
    expect(within(paid).queryByText('À régler', badge)).toBeNull();

    // "hidden if total 0"
    expect(within(free).queryByText('Payé', badge)).toBeNull();
    expect(within(free).queryByText('À régler', badge)).toBeNull();
  });

  it('pages through the history with the page number in the query', async () => {
    const { fetch, requests } = server();
    await renderOrders({ path: '/account/carts?page_number=2', fetch });
    expect(await screen.findByText('Page 2 sur 2')).toBeTruthy();
    const list = requests.find((request) => request.url.pathname === '/api/account/carts');
    expect(list?.url.searchParams.get('page_number')).toBe('2');
    expect(list?.url.searchParams.get('page_size')).toBe('20');
  });

  it('shows the processed cart with the checkout summary and offers to pay what is outstanding', async () => {
    const { fetch } = server({ paid: 4000 });
    await renderOrders({ path: '/account/carts/cart-3', fetch });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Commande +++090/0000/00003+++' }),
    ).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Votre commande' });
    expect(within(items).getByText('Stage de foot')).toBeTruthy();
    expect(within(items).getByText('Carnet 10 séances')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Montants' });
    expect(within(totals).getByText('Reste à payer').nextElementSibling?.textContent).toBe(
      formatMinor(13000, 'fr'),
    );
    const pay = screen.getByRole('region', { name: 'Régler le solde' });
    expect(within(pay).getByText(euros(13000))).toBeTruthy();
    expect(within(pay).getByRole('button', { name: 'Payer en ligne' })).toBeTruthy();
    expect(screen.getByText('À régler', badge)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers no payment once the cart is paid', async () => {
    const { fetch } = server({ paid: 17000 });
    await renderOrders({ path: '/account/carts/cart-3', fetch });
    await screen.findByRole('heading', { level: 2, name: 'Commande +++090/0000/00003+++' });
    expect(screen.queryByRole('region', { name: 'Régler le solde' })).toBeNull();
    expect(screen.getByText('Payé', badge)).toBeTruthy();
  });

  it('says a cart of someone else is not found in the account', async () => {
    const { fetch } = server();
    await renderOrders({ path: '/account/carts/cart-999', fetch });
    expect(await screen.findByRole('heading', { name: 'Introuvable dans votre compte' })).toBeTruthy();
  });
});
