// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, ownedBundle, PAST, renderProducts } from './testing';

afterEach(cleanup);

/** The value beside a fact's label inside `scope`. */
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).nextElementSibling?.textContent ?? '';

const bundles = [
  ownedBundle(),
  ownedBundle({
    cuid: 'ob-2',
    capacity: null,
    used: 4,
    expires_at: null,
    participant: null,
    total_amount: 0,
    paid_amount: 0,
    bundle: { ...ownedBundle().bundle, title: 'Carnet illimité', images: [] },
  }),
  ownedBundle({
    cuid: 'ob-3',
    used: 10,
    expires_at: PAST,
    paid_amount: 12_000,
    bundle: { ...ownedBundle().bundle, title: 'Carnet hiver' },
  }),
];

describe('/account/bundles', () => {
  it('shows each bundle: participant, use, remaining, expiry, expired and payment badges', async () => {
    const { requests } = await renderProducts('/account/bundles?page_number=2', (request) =>
      request.url.pathname === '/api/account/bundles' ? { body: { data: bundles, count: 23 } } : undefined,
    );
    expect(requests[0]?.url.searchParams.get('page_number')).toBe('2');
    const list = await screen.findByRole('region', { name: 'Mes carnets' });
    const [first, unlimited, winter] = within(list).getAllByRole('article');
    if (!first || !unlimited || !winter) throw new Error('three cards expected');

    expect(within(first).getByRole('link', { name: 'Carnet 10 séances' }).getAttribute('href')).toBe(
      '/account/bundles/ob-1',
    );
    expect(fact(first, 'Participant')).toBe('Léa Martin');
    expect(fact(first, 'Inscriptions utilisées')).toBe('3 / 10');
    expect(fact(first, 'Restant')).toBe('7 inscriptions');
    expect(fact(first, 'Validité')).toMatch(/^Expire le .*2099/);
    expect(within(first).getByText('Solde à payer')).toBeTruthy();
    expect(within(first).queryByText('Expiré')).toBeNull();

    // Unlimited, no expiry, no participant, nothing to pay: no payment badge ("hidden if total 0").
    expect(fact(unlimited, 'Inscriptions utilisées')).toBe('4 (carnet illimité)');
    expect(fact(unlimited, 'Restant')).toBe('Illimité');
    expect(fact(unlimited, 'Validité')).toBe('Sans date d’expiration');
    expect(within(unlimited).queryByText('Participant')).toBeNull();
    expect(within(unlimited).queryByText('Solde à payer')).toBeNull();
    expect(within(unlimited).queryByText('Payé')).toBeNull();

    expect(fact(winter, 'Restant')).toBe('0 inscription');
    expect(fact(winter, 'Validité')).toMatch(/^Expiré le .*2020/);
    expect(within(winter).getByText('Expiré')).toBeTruthy();
    expect(within(winter).getByText('Payé')).toBeTruthy();

    // 23 results, 20 a page: page 2 of 2.
    expect(screen.getByText('Page 2 sur 2')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when there is none', async () => {
    await renderProducts('/account/bundles', () => ({ body: { data: [], count: 0 } }));
    expect(await screen.findByText('Vous n’avez pas encore de carnet.')).toBeTruthy();
  });

  it('opens the detail with the same facts, the amounts and the sanitised description', async () => {
    await renderProducts('/account/bundles', (request) => {
      if (request.url.pathname === '/api/account/bundles') return { body: { data: bundles, count: 3 } };
      if (request.url.pathname === '/api/account/bundles/ob-1') return { body: { bundle: bundles[0] } };
      return undefined;
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Carnet 10 séances' }));
    const detail = await screen.findByRole('article', { name: 'Carnet 10 séances' });
    expect(fact(detail, 'Participant')).toBe('Léa Martin');
    expect(fact(detail, 'Inscriptions utilisées')).toBe('3 / 10');
    expect(fact(detail, 'Restant')).toBe('7 inscriptions');
    const payment = within(detail).getByRole('region', { name: 'Paiement' });
    expect(fact(payment, 'Total')).toMatch(/120,00/);
    expect(fact(payment, 'Payé')).toMatch(/50,00/);
    expect(within(detail).getByText('Solde à payer')).toBeTruthy();
    const description = within(detail).getByRole('region', { name: 'Description' });
    expect(description.textContent).toContain('Dix séances au choix.');
    expect(description.querySelector('script')).toBeNull();
    expect(
      within(detail)
        .getByRole('link', { name: /Tous mes carnets/ })
        .getAttribute('href'),
    ).toBe('/account/bundles');
    expect(await axeViolations()).toEqual([]);
  });

  it('reads a bundle that is not the customer’s as not found in the account', async () => {
    await renderProducts('/account/bundles/ob-x', () => undefined);
    expect(await screen.findByRole('heading', { name: 'Introuvable dans votre compte' })).toBeTruthy();
  });

  it('asks a visitor to sign in', async () => {
    const { martinSession } = await import('../../testing/fixtures');
    await renderProducts('/account/bundles', () => ({ status: 401, body: { error: 'UNAUTHENTICATED' } }), {
      session: martinSession(false),
    });
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Mes carnets' })).toBeNull();
  });
});
