// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnedVoucher } from '../../../core/schemas/index';
import type { FakeRequest } from '../../testing/fixtures';
import {
  axeViolations,
  foundByCode,
  ownedVoucher,
  PAST,
  renderProducts,
  signedIn,
  someoneElsesVoucher,
  voucherBundle,
} from './testing';

afterEach(cleanup);

const button = () => screen.getByRole('button', { name: 'Utiliser le bon' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

/** A server that knows the vouchers in `vouchers` by code, redeems with `redeem`, and has voucher details. */
function server(
  vouchers: Record<string, OwnedVoucher>,
  redeem: (request: FakeRequest) => { status?: number; body: unknown } = () => ({ body: { cuid: 'ov-new' } }),
) {
  return (request: FakeRequest) => {
    const path = request.url.pathname;
    if (path === '/api/vouchers/redeem' && request.method === 'GET') {
      const found = vouchers[request.url.searchParams.get('code') ?? ''];
      return found ? { body: { voucher: foundByCode(found) } } : undefined;
    }
    if (path === '/api/vouchers/redeem' && request.method === 'PUT') return redeem(request);
    if (path === '/api/account/vouchers/ov-new')
      return { body: { voucher: { ...someoneElsesVoucher(), cuid: 'ov-new', redeemed_at: PAST } } };
    return undefined;
  };
}

const puts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'PUT');

describe('/account/vouchers/redeem (enter code)', () => {
  it('keeps Continue disabled until a code is typed, then opens the confirmation for that code', async () => {
    const { requests } = await renderProducts(
      '/account/vouchers/redeem',
      server({ 'AB-12': someoneElsesVoucher() }),
    );
    const field = await screen.findByRole('textbox', { name: 'Code du bon' });
    const submit = screen.getByRole('button', { name: 'Continuer' });
    expect(isDisabled(submit)).toBe(true);
    await userEvent.type(field, '   ');
    expect(isDisabled(submit)).toBe(true);
    await userEvent.clear(field);
    await userEvent.type(field, ' AB-12 {Enter}');
    expect(await screen.findByRole('heading', { name: 'Utiliser ce bon' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Bon cadeau stage' })).toBeTruthy();
    const lookup = requests.find((request) => request.url.pathname === '/api/vouchers/redeem');
    expect(lookup?.url.searchParams.get('code')).toBe('AB-12');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/account/vouchers/redeem/{code} (confirmation)', () => {
  it('says when no voucher has the code, and offers the code form again', async () => {
    await renderProducts('/account/vouchers/redeem/NOPE', server({ 'GOOD-1': someoneElsesVoucher() }));
    expect(
      await screen.findByText('Aucun bon ne correspond au code « NOPE ». Vérifiez-le et réessayez.'),
    ).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Code du bon' }) as HTMLInputElement;
    expect(field.value).toBe('NOPE');
    expect(await axeViolations()).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'GOOD-1');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Bon cadeau stage' })).toBeTruthy();
    expect(screen.queryByText(/Aucun bon ne correspond/)).toBeNull();
  });

  it('shows a failed lookup with its reason and tries again on request', async () => {
    let calls = 0;
    await renderProducts('/account/vouchers/redeem/GOOD-1', (request) => {
      if (request.url.pathname !== '/api/vouchers/redeem') return undefined;
      calls += 1;
      return calls === 1
        ? { status: 400, body: { error: 'UNKNOWN_ERROR' } }
        : { body: { voucher: foundByCode(someoneElsesVoucher()) } };
    });
    expect(
      await screen.findByText('Le bon n’a pas pu être chargé : Une erreur est survenue. Veuillez réessayer.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Bon cadeau stage' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it.each([
    [
      'unpaid before expired and redeemed',
      { total_amount: 5_000, paid_amount: 0, expires_at: PAST, redeemed_at: PAST },
      'Ce bon n’a pas encore été entièrement payé : il ne peut pas être utilisé.',
    ],
    [
      'expired before redeemed',
      { expires_at: PAST, redeemed_at: PAST },
      'Ce bon a expiré et ne peut plus être utilisé.',
    ],
    ['redeemed', { redeemed_at: PAST }, 'Ce bon a déjà été utilisé.'],
  ] as const)('is invalid (%s): the reason shows and Redeem stays disabled', async (_, fields, reason) => {
    const { requests } = await renderProducts(
      '/account/vouchers/redeem/GIFT',
      server({ GIFT: ownedVoucher(fields) }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', reason);
    expect(isDisabled(button())).toBe(true);
    await userEvent.click(button());
    expect(puts(requests)).toEqual([]);
  });

  it('shows the voucher card with its status badge, and the buyer’s own payment details', async () => {
    await renderProducts('/account/vouchers/redeem/GIFT', server({ GIFT: ownedVoucher() }));
    const card = (await screen.findByRole('heading', { name: 'Bon cadeau stage' })).closest('article');
    if (!card) throw new Error('card expected');
    expect(within(card).getByText('En attente d’utilisation')).toBeTruthy();
    expect(within(card).getByText('CADEAU-2026')).toBeTruthy();
    expect(within(card).getByText('Payé')).toBeTruthy();
  });

  it('hides the code and payment from someone who did not buy the voucher', async () => {
    await renderProducts('/account/vouchers/redeem/GIFT', server({ GIFT: someoneElsesVoucher() }));
    const card = (await screen.findByRole('heading', { name: 'Bon cadeau stage' })).closest('article');
    if (!card) throw new Error('card expected');
    expect(within(card).getByText('En attente d’utilisation')).toBeTruthy();
    expect(within(card).queryByText('Code')).toBeNull();
    expect(card.textContent).not.toContain('CADEAU-2026');
    expect(within(card).queryByText('Payé')).toBeNull();
  });

  it('requires a participant for a PARTICIPANTS bundle, redeems with it, then opens the voucher', async () => {
    const voucher = someoneElsesVoucher({
      voucher: { title: 'Carnet offert', images: [], amount: 0, bundle: voucherBundle },
    });
    const { requests, router, sessionLoads } = await renderProducts(
      '/account/vouchers/redeem/CARNET',
      server({ CARNET: voucher }),
    );
    const group = await screen.findByRole('radiogroup', { name: 'Qui utilisera le carnet ?' });
    expect(isDisabled(button())).toBe(true);
    expect(screen.getByText('Choisissez un participant pour utiliser ce bon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter un participant' }).getAttribute('href')).toBe(
      `/account/participants/create?redirect=${encodeURIComponent('/account/vouchers/redeem/CARNET')}`,
    );
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(button());
    expect(puts(requests)).toEqual([]);

    await userEvent.click(within(group).getByRole('radio', { name: 'Hugo Martin' }));
    expect(isDisabled(button())).toBe(false);
    expect(screen.queryByText('Choisissez un participant pour utiliser ce bon.')).toBeNull();
    const loadsBefore = sessionLoads();
    await userEvent.click(button());

    expect(await screen.findByText('Votre bon a été utilisé.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/vouchers/ov-new'));
    expect(puts(requests).map((request) => request.body)).toEqual([{ code: 'CARNET', participant_id: 12 }]);
    // router.invalidate() reloaded the session (the counters) before going to the voucher.
    expect(sessionLoads()).toBeGreaterThan(loadsBefore);
    expect(await screen.findByRole('heading', { name: 'Bon cadeau stage', level: 2 })).toBeTruthy();
  });

  it('chooses the participant just created (?participant=) once the voucher is ready', async () => {
    const voucher = someoneElsesVoucher({
      voucher: { title: 'Carnet offert', images: [], amount: 0, bundle: voucherBundle },
    });
    const { requests } = await renderProducts(
      '/account/vouchers/redeem/CARNET?participant=p-lea',
      server({ CARNET: voucher }),
    );
    const lea = await screen.findByRole('radio', { name: 'Léa Martin' });
    await waitFor(() => expect((lea as HTMLInputElement).checked).toBe(true));
    await userEvent.click(button());
    await waitFor(() =>
      expect(puts(requests).map((request) => request.body)).toEqual([{ code: 'CARNET', participant_id: 11 }]),
    );
  });

  it('starts from the only participant of a customer who has one (core defaultParticipantId)', async () => {
    const voucher = someoneElsesVoucher({
      voucher: { title: 'Carnet offert', images: [], amount: 0, bundle: voucherBundle },
    });
    const session = signedIn();
    const customer = session.customer;
    if (!customer) throw new Error('a signed-in customer expected');
    const hugo = customer.participants.filter((participant) => participant.id === 12);
    const { requests } = await renderProducts(
      '/account/vouchers/redeem/CARNET',
      server({ CARNET: voucher }),
      {
        session: { ...session, customer: { ...customer, participants: hugo } },
      },
    );
    const only = await screen.findByRole('radio', { name: 'Hugo Martin' });
    expect((only as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Choisissez un participant pour utiliser ce bon.')).toBeNull();
    await userEvent.click(button());
    await waitFor(() =>
      expect(puts(requests).map((request) => request.body)).toEqual([{ code: 'CARNET', participant_id: 12 }]),
    );
  });

  it('sends no participant for a voucher without a participant bundle, even for a sole participant', async () => {
    const session = signedIn();
    const customer = session.customer;
    if (!customer) throw new Error('a signed-in customer expected');
    const hugo = customer.participants.filter((participant) => participant.id === 12);
    const { requests } = await renderProducts(
      '/account/vouchers/redeem/GIFT',
      server({ GIFT: someoneElsesVoucher() }),
      {
        session: { ...session, customer: { ...customer, participants: hugo } },
      },
    );
    await screen.findByRole('heading', { name: 'Bon cadeau stage' });
    await userEvent.click(button());
    await waitFor(() =>
      expect(puts(requests).map((request) => request.body)).toEqual([{ code: 'GIFT', participant_id: null }]),
    );
  });

  it('redeems without a participant when the voucher gives no participant bundle', async () => {
    const { requests } = await renderProducts(
      '/account/vouchers/redeem/GIFT',
      server({ GIFT: someoneElsesVoucher() }),
    );
    await screen.findByRole('heading', { name: 'Bon cadeau stage' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(isDisabled(button())).toBe(false);
    await userEvent.click(button());
    await waitFor(() =>
      expect(puts(requests).map((request) => request.body)).toEqual([{ code: 'GIFT', participant_id: null }]),
    );
  });

  it('shows a refused redeem as a toast and lets the customer try again', async () => {
    const { requests, router } = await renderProducts(
      '/account/vouchers/redeem/GIFT',
      server({ GIFT: someoneElsesVoucher() }, () => ({
        status: 409,
        body: { error: 'VOUCHER.UNPAID' },
      })),
    );
    await screen.findByRole('heading', { name: 'Bon cadeau stage' });
    await userEvent.click(button());
    // The lookup gives someone else no payment amounts, so only the server can tell it is unpaid.
    expect(
      await screen.findByText('Ce bon n’a pas encore été entièrement payé : il ne peut pas être utilisé.'),
    ).toBeTruthy();
    await waitFor(() => expect(isDisabled(button())).toBe(false));
    expect(router.state.location.pathname).toBe('/account/vouchers/redeem/GIFT');
    expect(puts(requests)).toHaveLength(1);
  });
});
