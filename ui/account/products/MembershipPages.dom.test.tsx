// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, ownedMembership, renderProducts } from './testing';

afterEach(cleanup);

const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).nextElementSibling?.textContent ?? '';

const active = ownedMembership();
const cancelled = ownedMembership(
  {
    cuid: 'om-2',
    status: 'CANCELLED',
    recurring: false,
    participant: null,
    cycles: [
      {
        start_at: '2023-01-01T08:00:00.000Z',
        end_at: '2024-01-01T08:00:00.000Z',
        total_amount: 4_000,
        paid_amount: 4_000,
      },
    ],
  },
  {
    title: 'Saison 2023',
    entity: 'CUSTOMERS',
    period_type: 'FIXED',
    rolling_period_type: null,
    rolling_period_duration: null,
    fixed_period_start_at: '2023-01-01T08:00:00.000Z',
    fixed_period_end_at: '2024-01-01T08:00:00.000Z',
    images: [],
    description: null,
  },
);
const free = ownedMembership({ cuid: 'om-3', recurring: false, cycles: [] }, { title: 'Essai gratuit' });

const serve = (request: { url: URL }) => {
  const path = request.url.pathname;
  if (path === '/api/account/memberships') return { body: { data: [active, cancelled, free], count: 3 } };
  if (path === '/api/account/memberships/om-1') return { body: { membership: active } };
  if (path === '/api/account/memberships/om-2') return { body: { membership: cancelled } };
  return undefined;
};

describe('/account/memberships', () => {
  it('shows each membership: participant, current period, cancelled and recurring badges, payment badge', async () => {
    await renderProducts('/account/memberships', serve);
    const list = await screen.findByRole('region', { name: 'Mes abonnements' });
    const [first, second, third] = within(list).getAllByRole('article');
    if (!first || !second || !third) throw new Error('three cards expected');

    expect(within(first).getByRole('link', { name: 'Membre du club' }).getAttribute('href')).toBe(
      '/account/memberships/om-1',
    );
    expect(fact(first, 'Participant')).toBe('Hugo Martin');
    // The running cycle (2025 → 2099), not the first one.
    expect(fact(first, 'Période en cours')).toMatch(/2025.*–.*2099/);
    expect(within(first).getByText('Renouvellement automatique')).toBeTruthy();
    expect(within(first).queryByText('Résilié')).toBeNull();
    // 120,00 € over two cycles, 80,00 € paid.
    expect(within(first).getByText('Solde à payer')).toBeTruthy();

    expect(within(second).getByText('Résilié')).toBeTruthy();
    expect(within(second).queryByText('Renouvellement automatique')).toBeNull();
    expect(within(second).getByText('Payé')).toBeTruthy();
    expect(within(second).queryByText('Participant')).toBeNull();
    expect(fact(second, 'Période en cours')).toMatch(/2023.*–.*2024/);

    // No cycle billed: no period, no payment badge (total 0).
    expect(fact(third, 'Période en cours')).toBe('Aucune période pour l’instant');
    expect(within(third).queryByText('Solde à payer')).toBeNull();
    expect(within(third).queryByText('Payé')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('details a rolling membership: period in words, start, cycles table with a badge per cycle', async () => {
    await renderProducts('/account/memberships/om-1', serve);
    const detail = await screen.findByRole('article', { name: 'Membre du club' });
    expect(fact(detail, 'Période')).toBe('1 an à partir de la date d’achat');
    expect(fact(detail, 'Début de l’abonnement')).toMatch(/2024/);
    expect(within(detail).getByText('Renouvellement automatique')).toBeTruthy();
    const cycles = within(detail).getByRole('region', { name: 'Périodes' });
    const table = within(cycles).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Début', 'Fin', 'Total', 'Payé', 'Paiement']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const [paid, owing] = rows;
    if (!paid || !owing) throw new Error('two rows expected');
    expect(cells(paid)[0]).toMatch(/2024/);
    expect(cells(paid)[2]).toMatch(/60,00/);
    expect(cells(paid)[4]).toBe('Payé');
    expect(cells(owing)[3]).toMatch(/20,00/);
    expect(cells(owing)[4]).toBe('Solde à payer');
    // Each cell carries its column's name for the narrow-screen layout.
    expect(
      within(owing)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Début', 'Fin', 'Total', 'Payé', 'Paiement']);
    expect(within(detail).getByRole('region', { name: 'Description' }).textContent).toContain(
      'Accès au club toute la saison.',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('details a fixed membership with the organiser’s dates', async () => {
    await renderProducts('/account/memberships/om-2', serve);
    const detail = await screen.findByRole('article', { name: 'Saison 2023' });
    expect(fact(detail, 'Période')).toMatch(/^Du .*2023 au .*2024$/);
    expect(within(detail).getByText('Résilié')).toBeTruthy();
    expect(within(detail).queryByRole('region', { name: 'Description' })).toBeNull();
  });

  it('reads a membership that is not the customer’s as not found in the account', async () => {
    await renderProducts('/account/memberships/om-x', serve);
    expect(await screen.findByRole('heading', { name: 'Introuvable dans votre compte' })).toBeTruthy();
  });
});
