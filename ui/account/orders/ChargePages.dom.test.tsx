// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMinor } from '../../../core/money/index';
import type { AttendanceCharge } from '../../../core/schemas/index';
import { axeViolations } from '../../cart/testing';
import { fetchAnswering } from '../../testing/fixtures';
import { attendanceCharge, renderOrders, setMobile } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const euros = (minor: number) => formatMinor(minor, 'fr').replace(/\s/g, ' ');
const badge = { selector: '.account-badge' };

/** March's after-school care: Léa 2 h 30 (07:30–10:00 Brussels), Hugo 45 min, Léa without a recorded departure. */
const march = attendanceCharge(
  [
    {
      date: '2026-03-02',
      fullname: 'Léa Martin',
      arrival: '2026-03-02T06:30:00.000Z',
      departure: '2026-03-02T09:00:00.000Z',
      duration: 150,
      amount: 750,
    },
    {
      date: '2026-03-03',
      fullname: 'Hugo Martin',
      arrival: '2026-03-03T15:15:00.000Z',
      departure: '2026-03-03T16:00:00.000Z',
      duration: 45,
      amount: 225,
    },
    {
      date: '2026-03-05',
      fullname: 'Léa Martin',
      arrival: '2026-03-05T15:00:00.000Z',
      departure: null,
      duration: 60,
      amount: 300,
    },
  ],
  { total: 1275, paid: 300 },
);

function server(charges: AttendanceCharge[]) {
  return fetchAnswering((request) => {
    const path = request.url.pathname;
    if (path === '/api/account/attendance-charges') return { body: { data: charges, count: charges.length } };
    const found = charges.find((entry) => path === `/api/account/attendance-charges/${entry.cuid}`);
    return found ? { body: { attendance_charge: found } } : undefined;
  });
}

describe('/account/attendance-charges', () => {
  it('lists each charge with its billing cycle, period, reference, amounts and payment badge', async () => {
    const paid = { ...march, cuid: 'charge-91', paid_amount: 1275 };
    await renderOrders({ path: '/account/attendance-charges', fetch: server([march, paid]) });
    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    const link = within(first).getByRole('link', { name: 'Garderie de mars' });
    expect(link.getAttribute('href')).toBe('/account/attendance-charges/charge-90');
    expect(within(first).getByText('AC-0090')).toBeTruthy();
    expect(within(first).getByText(/1 mars 2026 – 31 mars 2026/)).toBeTruthy();
    expect(within(first).getByText(euros(1275), { selector: '.account-card__amount' })).toBeTruthy();
    expect(within(first).getByText('À régler', badge)).toBeTruthy();
    expect(within(second).getByText('Payé', badge)).toBeTruthy();
  });

  it('shows the items table by date with arrival – departure, durations in h min and the totals row', async () => {
    setMobile(false);
    await renderOrders({ path: '/account/attendance-charges/charge-90', fetch: server([march]) });
    const table = await screen.findByRole('table', { name: 'Présences' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Participant', 'Arrivée – départ', 'Durée', 'Montant']);
    const cells = rows.map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells[0]).toEqual([
      '2 mars 2026',
      'Léa Martin',
      '07:30 – 10:00',
      '2 h 30 min',
      formatMinor(750, 'fr'),
    ]);
    expect(cells[1]).toEqual([
      '3 mars 2026',
      'Hugo Martin',
      '16:15 – 17:00',
      '45 min',
      formatMinor(225, 'fr'),
    ]);
    expect(cells[2]?.[2]).toBe('16:00 – non pointé');
    expect(cells[2]?.[3]).toBe('1 h');
    // Totals: 150 + 45 + 60 minutes = 4 h 15 min; 7,50 + 2,25 + 3,00 = 12,75 €.
    const totals = rows[3] as HTMLElement;
    expect(within(totals).getByRole('rowheader').textContent).toBe('Total');
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4 h 15 min', formatMinor(1275, 'fr')]);
    expect(screen.queryByRole('list', { name: 'Présences' })).toBeNull();

    const amounts = screen.getByRole('region', { name: 'Montants' });
    expect(within(amounts).getByText('Payé').nextElementSibling?.textContent).toBe(formatMinor(300, 'fr'));
    const pay = screen.getByRole('region', { name: 'Régler le solde' });
    expect(within(pay).getByText(euros(975))).toBeTruthy();
    // A charge belongs to no order: a transfer carries the charge's own reference.
    expect(within(pay).getByText(/avec la communication AC-0090\.$/)).toBeTruthy();
    expect(screen.queryByText(/Référence de la commande/)).toBeNull();

    const cycle = screen.getByRole('region', { name: 'Cycle de facturation' });
    expect(within(cycle).getByText('Présences facturées au quart d’heure.')).toBeTruthy();
    expect(cycle.querySelector('img')?.getAttribute('src')).toBe('/media/garderie.jpg');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the items as a list at 600 px or less, with the same totals', async () => {
    setMobile(true);
    await renderOrders({ path: '/account/attendance-charges/charge-90', fetch: server([march]) });
    const list = await screen.findByRole('list', { name: 'Présences' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('2 mars 2026')).toBeTruthy();
    expect(within(first).getByText('Léa Martin')).toBeTruthy();
    expect(within(first).getByText('07:30 – 10:00')).toBeTruthy();
    expect(within(first).getByText('2 h 30 min')).toBeTruthy();
    expect(within(first).getByText(euros(750))).toBeTruthy();
    const totals = screen.getByText('Total', { selector: '.orders-subtitle' }).parentElement as HTMLElement;
    expect(within(totals).getByText('4 h 15 min')).toBeTruthy();
    expect(within(totals).getByText(euros(1275))).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers no payment once the charge is paid', async () => {
    setMobile(false);
    const paid = { ...march, paid_amount: 1275 };
    await renderOrders({ path: '/account/attendance-charges/charge-90', fetch: server([paid]) });
    await screen.findByRole('heading', { level: 2, name: 'Garderie de mars' });
    expect(screen.queryByRole('region', { name: 'Régler le solde' })).toBeNull();
    expect(screen.getByText('Payé', badge)).toBeTruthy();
  });
});
