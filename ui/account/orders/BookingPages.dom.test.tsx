// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMinor } from '../../../core/money/index';
import type { Booking } from '../../../core/schemas/index';
import { axeViolations } from '../../cart/testing';
import { fetchAnswering } from '../../testing/fixtures';
import { booking, CUSTOMER_ID, renderOrders } from './testing';

afterEach(cleanup);

const euros = (minor: number) => formatMinor(minor, 'fr').replace(/\s/g, ' ');
const badge = { selector: '.account-badge' };

/** Camille's Léa (paid 10 of 30) and Hugo (unpaid, 30), and a friend's child (paid 30 of 30) on one split booking. */
const shared = booking({
  payment_split: true,
  participations: [
    { customer_id: CUSTOMER_ID, fullname: 'Léa Martin', total: 3000, paid: 1000 },
    { customer_id: 99, fullname: 'Noé Lambert', total: 3000, paid: 3000 },
    { customer_id: CUSTOMER_ID, fullname: 'Hugo Martin', total: 3000, paid: 0 },
  ],
});

/** Camille's own booking, fully paid, cancelled. */
const paidOwn = {
  ...booking({
    cancelled: true,
    participations: [{ customer_id: CUSTOMER_ID, fullname: 'Léa Martin', total: 2000, paid: 2000 }],
  }),
  cuid: 'book-41',
};

/** A booking where Camille's participant owes nothing while the friend still owes everything. */
const othersDue = {
  ...booking({
    payment_split: true,
    participations: [
      { customer_id: 99, fullname: 'Noé Lambert', total: 2500, paid: 0 },
      { customer_id: CUSTOMER_ID, fullname: 'Léa Martin', total: 2500, paid: 2500 },
    ],
  }),
  cuid: 'book-42',
};

function server(bookings: Booking[]) {
  return fetchAnswering((request) => {
    const path = request.url.pathname;
    if (path === '/api/account/bookings') return { body: { data: bookings, count: bookings.length } };
    const found = bookings.find((entry) => path === `/api/account/bookings/${entry.cuid}`);
    return found ? { body: { booking: found } } : undefined;
  });
}

describe('/account/bookings', () => {
  it("shows each booking's resource, place, slots, participants and only this customer's total", async () => {
    await renderOrders({ path: '/account/bookings', fetch: server([shared, paidOwn, othersDue]) });
    const cards = await screen.findAllByRole('article');
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];

    const link = within(first).getByRole('link', { name: 'Terrain de padel' });
    expect(link.getAttribute('href')).toBe('/account/bookings/book-40');
    expect(within(first).getByText('Parc Reine Astrid')).toBeTruthy();
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    expect(within(first).getByText('Léa Martin, Noé Lambert, Hugo Martin')).toBeTruthy();
    // 30 + 30 for Léa and Hugo; Noé's 30 belongs to another customer.
    expect(within(first).getByText(euros(6000), { selector: '.account-card__amount' })).toBeTruthy();
    expect(within(first).getByText('À régler', badge)).toBeTruthy();
    expect(within(first).getByText('Paiement partagé', badge)).toBeTruthy();

    expect(within(second).getByText('Annulée', badge)).toBeTruthy();
    expect(within(second).getByText('Payé', badge)).toBeTruthy();
    expect(within(second).queryByText('Paiement partagé', badge)).toBeNull();

    // The friend's unpaid share does not make Camille's payment outstanding.
    expect(within(third).getByText(euros(2500), { selector: '.account-card__amount' })).toBeTruthy();
    expect(within(third).getByText('Payé', badge)).toBeTruthy();
    expect(within(third).queryByText('À régler', badge)).toBeNull();
  });

  it('details the slots and every participation, and the customer pays only their own share', async () => {
    await renderOrders({ path: '/account/bookings/book-40', fetch: server([shared]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Terrain de padel' })).toBeTruthy();

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Léa Martin (votre participant)',
      'Noé Lambert',
      'Hugo Martin (votre participant)',
    ]);
    expect(within(rows[1] as HTMLElement).getAllByText(euros(3000))).toHaveLength(2);

    const own = screen.getByRole('region', { name: 'Votre part' });
    expect(within(own).getByText('Total').nextElementSibling?.textContent).toBe(formatMinor(6000, 'fr'));
    expect(within(own).getByText('Payé').nextElementSibling?.textContent).toBe(formatMinor(1000, 'fr'));

    const pay = screen.getByRole('region', { name: 'Régler le solde' });
    expect(within(pay).getByText(euros(5000))).toBeTruthy();
    // One transfer reference per order (issue 18): the order's, labelled beside the booking's own number.
    expect(screen.getByText('Référence : B-0040')).toBeTruthy();
    expect(
      screen.getByText(
        'Référence de la commande, à indiquer en communication de votre virement : +++000/0000/04040+++',
      ),
    ).toBeTruthy();
    expect(
      within(pay).getByText(
        'Ou payez par virement au compte BE71 0961 2345 6769 avec la communication +++000/0000/04040+++.',
      ),
    ).toBeTruthy();
    expect(within(pay).queryByText(/B-0040/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the booking’s own transfer reference when the order is another customer’s', async () => {
    const joined = booking({
      order_reference: null,
      participations: [{ customer_id: CUSTOMER_ID, fullname: 'Léa Martin', total: 2000, paid: 0 }],
    });
    await renderOrders({ path: '/account/bookings/book-40', fetch: server([joined]) });
    const pay = await screen.findByRole('region', { name: 'Régler le solde' });
    expect(within(pay).getByText(/avec la communication B-0040\.$/)).toBeTruthy();
    expect(screen.queryByText(/Référence de la commande/)).toBeNull();
  });

  it("offers no payment when this customer's share is paid, whatever the others owe", async () => {
    await renderOrders({ path: '/account/bookings/book-42', fetch: server([othersDue]) });
    await screen.findByRole('heading', { level: 2, name: 'Terrain de padel' });
    expect(screen.queryByRole('region', { name: 'Régler le solde' })).toBeNull();
  });
});
