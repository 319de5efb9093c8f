// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  axeViolations,
  ownedVoucher,
  PAST,
  renderProducts,
  someoneElsesVoucher,
  voucherBundle,
} from './testing';

afterEach(cleanup);

const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).nextElementSibling?.textContent ?? '';

const bought = ownedVoucher({
  total_amount: 5_000,
  paid_amount: 2_000,
  recipient: { id: 6, fullname: 'Jeanne Peeters', email: 'jeanne@example.be' },
  redeemed_at: '2026-02-01T10:00:00.000Z',
});
const received = someoneElsesVoucher({
  cuid: 'ov-2',
  code: 'SECRET-CODE',
  voucher: { title: 'Carnet offert', images: [], amount: 0, bundle: voucherBundle },
  recipient: { id: 5, fullname: 'Camille Martin', email: null },
  redeemed_at: '2026-03-01T10:00:00.000Z',
  expires_at: PAST,
});
const waiting = ownedVoucher({ cuid: 'ov-3', code: 'ATTENTE-1' });

const serve = (request: { url: URL }) => {
  const path = request.url.pathname;
  if (path === '/api/account/vouchers') return { body: { data: [bought, received, waiting], count: 3 } };
  if (path === '/api/account/vouchers/ov-1') return { body: { voucher: bought } };
  if (path === '/api/account/vouchers/ov-2') return { body: { voucher: received } };
  return undefined;
};

describe('/account/vouchers', () => {
  it('shows the code, payment badge and recipient only on the vouchers the customer bought', async () => {
    await renderProducts('/account/vouchers', serve);
    const list = await screen.findByRole('region', { name: 'Mes bons' });
    const [mine, theirs, pending] = within(list).getAllByRole('article');
    if (!mine || !theirs || !pending) throw new Error('three cards expected');

    expect(fact(mine, 'Code')).toBe('CADEAU-2026');
    expect(fact(mine, 'Valeur')).toMatch(/50,00/);
    expect(fact(mine, 'Utilisé par')).toBe('Jeanne Peeters');
    expect(within(mine).getByText('Utilisé')).toBeTruthy();
    expect(within(mine).getByText('Solde à payer')).toBeTruthy();

    // Bought by someone else: title, bundle, status and expiry only.
    expect(within(theirs).queryByText('Code')).toBeNull();
    expect(theirs.textContent).not.toContain('SECRET-CODE');
    expect(within(theirs).queryByText('Utilisé par')).toBeNull();
    expect(within(theirs).queryByText('Solde à payer')).toBeNull();
    expect(within(theirs).queryByText('Payé')).toBeNull();
    expect(fact(theirs, 'Donne le carnet')).toBe('Carnet 10 séances');
    expect(within(theirs).queryByText('Valeur')).toBeNull();
    expect(within(theirs).getByText('Utilisé')).toBeTruthy();
    expect(within(theirs).getByText('Expiré')).toBeTruthy();

    expect(within(pending).getByText('En attente d’utilisation')).toBeTruthy();
    expect(fact(pending, 'Utilisé par')).toBe('Pas encore utilisé');
    expect(within(pending).getByText('Payé')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers "Redeem a voucher", which opens the code screen', async () => {
    await renderProducts('/account/vouchers', serve);
    await userEvent.click(await screen.findByRole('link', { name: 'Utiliser un bon' }));
    expect(await screen.findByRole('heading', { name: 'Utiliser un bon', level: 2 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Code du bon' })).toBeTruthy();
  });

  it('shows the buyer the payment, the buyer and the recipient', async () => {
    await renderProducts('/account/vouchers/ov-1', serve);
    const payment = await screen.findByRole('region', { name: 'Paiement' });
    expect(fact(payment, 'Total')).toMatch(/50,00/);
    expect(fact(payment, 'Payé')).toMatch(/20,00/);
    expect(within(payment).getByText('Solde à payer')).toBeTruthy();
    const people = screen.getByRole('region', { name: 'Acheteur et bénéficiaire' });
    expect(fact(people, 'Acheté par')).toBe('Camille Martin · camille@example.be');
    expect(fact(people, 'Utilisé par')).toBe('Jeanne Peeters · jeanne@example.be');
    expect(screen.getByRole('heading', { name: 'Bon cadeau stage', level: 2 })).toBeTruthy();
    expect(screen.getByText('CADEAU-2026')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows anyone else only the redemption badge', async () => {
    await renderProducts('/account/vouchers/ov-2', serve);
    const title = await screen.findByRole('heading', { name: 'Carnet offert', level: 2 });
    const card = title.closest('article');
    if (!card) throw new Error('card expected');
    expect(within(card).getByText('Utilisé')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Paiement' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Acheteur et bénéficiaire' })).toBeNull();
    expect(screen.queryByText('SECRET-CODE')).toBeNull();
    expect(screen.queryByText('Solde à payer')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('reads a voucher that is not the customer’s as not found in the account', async () => {
    await renderProducts('/account/vouchers/ov-unknown', serve);
    expect(await screen.findByRole('heading', { name: 'Introuvable dans votre compte' })).toBeTruthy();
  });
});
