// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../app/context';
import { type FakeRequest, fetchAnswering, martinSession } from '../../testing/fixtures';
import { renderWithStorefront } from '../../testing/render';
import { PayPanel } from './PayPanel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function sessionWith(wallet: number, online: boolean, bankTransfers = true): Session {
  const base = martinSession(true);
  return {
    ...base,
    wallet: { amount: wallet },
    payment_methods: { online, bank_transfers: bankTransfers, bank_account: 'BE71 0961 2345 6769' },
  };
}

async function renderPanel(options: {
  wallet: number;
  online: boolean;
  due: number;
  failWith?: string;
  bankTransfers?: boolean;
}) {
  const requests: FakeRequest[] = [];
  const view = await renderWithStorefront(
    () => <PayPanel destination="reg-1" reference="R-0001" due={options.due} />,
    {
      path: '/account/registrations/reg-1',
      providers: 'toasts',
      session: sessionWith(options.wallet, options.online, options.bankTransfers),
      fetch: fetchAnswering((request) => {
        requests.push(request);
        if (options.failWith) return { status: 409, body: { error: options.failWith } };
        if (request.url.pathname === '/api/transactions/wallet') return { body: {} };
        if (request.url.pathname === '/api/transactions/checkout')
          return { body: { checkout_url: 'https://pay.example/session/1' } };
        return undefined;
      }),
    },
  );
  return { ...view, requests };
}

describe('PayPanel (paying an outstanding amount from the account)', () => {
  it('renders nothing when nothing is due', async () => {
    await renderPanel({ wallet: 5000, online: true, due: 0 });
    expect(screen.queryByRole('heading', { name: 'Régler le solde' })).toBeNull();
  });

  it('defaults the wallet amount to the smaller of the balance and the amount due, and pays it', async () => {
    const { requests } = await renderPanel({ wallet: 4000, online: false, due: 12_500 });
    const field = screen.getByRole('textbox', { name: 'Montant prélevé du portefeuille' });
    expect((field as HTMLInputElement).value).toMatch(/40,00/);
    await userEvent.click(screen.getByRole('button', { name: 'Payer avec mon portefeuille' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname === '/api/transactions/wallet')).toBe(true),
    );
    expect(requests.find((r) => r.url.pathname === '/api/transactions/wallet')?.body).toEqual({
      amount: 4000,
      destination: 'reg-1',
    });
    expect(await screen.findByText('Votre paiement par portefeuille a été enregistré.')).toBeTruthy();
  });

  it('shows INSUFFICIENT_WALLET_AMOUNT under the field above the balance and does not submit', async () => {
    const { requests } = await renderPanel({ wallet: 1000, online: false, due: 5000 });
    const field = screen.getByRole('textbox', { name: 'Montant prélevé du portefeuille' });
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    await userEvent.tab();
    expect(await screen.findByText('Ce montant dépasse le solde de votre portefeuille.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Payer avec mon portefeuille' });
    expect(submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(requests.some((r) => r.url.pathname === '/api/transactions/wallet')).toBe(false);
  });

  it('shows the most that is due above what is due, within the balance, and does not submit (core walletPaymentRefusal)', async () => {
    const { requests } = await renderPanel({ wallet: 10_000, online: false, due: 2500 });
    const field = screen.getByRole('textbox', { name: 'Montant prélevé du portefeuille' });
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    await userEvent.tab();
    expect(await screen.findByText('Il reste au plus 25.00 € à payer.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Payer avec mon portefeuille' });
    expect(submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(requests.some((r) => r.url.pathname === '/api/transactions/wallet')).toBe(false);
  });

  it('an amount of 0 only disables the button: no error under the field', async () => {
    await renderPanel({ wallet: 10_000, online: false, due: 2500 });
    const field = screen.getByRole('textbox', { name: 'Montant prélevé du portefeuille' });
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.tab();
    const submit = screen.getByRole('button', { name: 'Payer avec mon portefeuille' });
    expect(submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('opens the provider in a new window, or in this one when no window opens', async () => {
    const popup = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { requests } = await renderPanel({ wallet: 0, online: true, due: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Payer en ligne' }));
    await waitFor(() => expect(popup.location.href).toBe('https://pay.example/session/1'));
    expect(open).toHaveBeenCalledOnce();
    expect(popup.opener).toBeNull();
    expect(requests.find((r) => r.url.pathname === '/api/transactions/checkout')?.body).toEqual({
      customer_id: 5,
      reference: 'R-0001',
      destination: 'reg-1',
      return_url: '/account/registrations/reg-1',
    });
  });

  it('closes the blank window and shows the error when the call fails', async () => {
    const popup = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderPanel({ wallet: 0, online: true, due: 5000, failWith: 'DESTINATION_NOT_FOUND' });
    await userEvent.click(screen.getByRole('button', { name: 'Payer en ligne' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(await screen.findByText('Cette destination n’existe pas ou a été retirée.')).toBeTruthy();
  });

  it('offers the bank transfer details when neither online nor wallet is possible', async () => {
    await renderPanel({ wallet: 0, online: false, due: 5000 });
    expect(
      screen.getByText('Payez par virement au compte BE71 0961 2345 6769 avec la communication R-0001.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Payer en ligne' })).toBeNull();
  });

  it('offers the bank transfer beside online and wallet payment while the organiser takes transfers', async () => {
    await renderPanel({ wallet: 1000, online: true, due: 5000 });
    expect(screen.getByRole('button', { name: 'Payer en ligne' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Payer avec mon portefeuille' })).toBeTruthy();
    expect(
      screen.getByText('Ou payez par virement au compte BE71 0961 2345 6769 avec la communication R-0001.'),
    ).toBeTruthy();
  });

  it('gives no bank transfer details when the organiser takes no transfers', async () => {
    await renderPanel({ wallet: 0, online: true, due: 5000, bankTransfers: false });
    expect(screen.getByRole('button', { name: 'Payer en ligne' })).toBeTruthy();
    expect(screen.queryByText(/BE71 0961 2345 6769/)).toBeNull();
  });
});
