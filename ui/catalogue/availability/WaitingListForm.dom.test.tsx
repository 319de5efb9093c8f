// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { joinAnswer } from '../../../core/waiting-list/test-support';
import { availabilityDetail, emptyCart, fullDates } from './fixtures';
import { anonymous, fakeFetch, renderDetail, type Sent } from './test-support';

afterEach(cleanup);

const JOIN = 'POST /api/registrations/waiting-list';

const joins = (sent: Sent[]) =>
  sent.filter((call) => call.method === 'POST' && call.path === '/api/registrations/waiting-list');

describe('waiting-list form on the availability detail', () => {
  it('replaces the add form of a FULL availability and joins with the chosen participant', async () => {
    const { fetch, sent } = fakeFetch({
      'GET /api/carts/current': { cart: emptyCart },
      [JOIN]: joinAnswer(3),
    });
    await renderDetail(availabilityDetail({ status: 'FULL', registered: 15, dates: fullDates }), fetch);
    expect(await screen.findByText('Cette disponibilité est complète.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Liste d’attente' });
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    await userEvent.click(within(form).getByRole('radio', { name: 'Hugo Dupont' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Rejoindre la liste d’attente' }));
    expect(
      await screen.findByText(
        'Vous êtes 3e sur la liste d’attente. Nous vous écrirons si une place se libère.',
      ),
    ).toBeTruthy();
    expect(joins(sent).map((call) => call.body)).toEqual([{ availability_id: 29, participant_id: 12 }]);
  });

  it('asks for a participant before calling, and preselects the one created from the form', async () => {
    const { fetch, sent } = fakeFetch({ [JOIN]: joinAnswer(1) });
    await renderDetail(availabilityDetail({ status: 'CLOSED' }), fetch);
    const form = await screen.findByRole('form', { name: 'Liste d’attente' });
    await userEvent.click(within(form).getByRole('button', { name: 'Rejoindre la liste d’attente' }));
    expect(await within(form).findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(joins(sent)).toEqual([]);
    cleanup();
    const again = fakeFetch({ [JOIN]: joinAnswer(null, 'OFFERED') });
    await renderDetail(availabilityDetail({ status: 'CLOSED' }), again.fetch, {
      participant: 'participant-11',
    });
    const lea = (await screen.findByRole('radio', { name: 'Léa Dupont' })) as HTMLInputElement;
    expect(lea.checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre la liste d’attente' }));
    await screen.findByText('Une place vient de se libérer : nous vous avons écrit pour vous inscrire.');
    expect(screen.getByRole('link', { name: 'Voir mes listes d’attente' }).getAttribute('href')).toBe(
      '/account/waiting-list',
    );
    expect(joins(again.sent).map((call) => call.body)).toEqual([{ availability_id: 29, participant_id: 11 }]);
  });

  it('shows a refusal as forms.errors.{code} and no success', async () => {
    const { fetch } = fakeFetch({
      [JOIN]: () => ({ status: 409, body: { error: 'WAITING_LIST.ALREADY_REGISTERED' } }),
    });
    await renderDetail(availabilityDetail({ status: 'FULL' }), fetch, { participant: 'participant-12' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rejoindre la liste d’attente' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ce participant est déjà inscrit à cette disponibilité.');
    expect(screen.queryByText(/sur la liste d’attente\./)).toBeNull();
  });

  it('shows the login prompt to an anonymous visitor, back to this page', async () => {
    const { fetch, sent } = fakeFetch({});
    await renderDetail(availabilityDetail({ status: 'CLOSED' }), fetch, {
      session: anonymous,
      path: '/availabilities/ps-av?x=1',
    });
    expect(await screen.findByText('Connectez-vous pour rejoindre la liste d’attente')).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Se connecter' });
    expect(login.getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/availabilities/ps-av?x=1')}`,
    );
    expect(screen.queryByRole('form', { name: 'Liste d’attente' })).toBeNull();
    expect(joins(sent)).toEqual([]);
  });

  it('offers no waiting list where the add-form rule gives none: OPEN, OVERLAP, ended', async () => {
    const { fetch } = fakeFetch({ 'GET /api/carts/current': { cart: emptyCart } });
    await renderDetail(availabilityDetail({ status: 'OVERLAP' }), fetch);
    expect(await screen.findByText('Les inscriptions à cette disponibilité sont fermées.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Liste d’attente' })).toBeNull();
    cleanup();
    await renderDetail(
      availabilityDetail({
        status: 'FULL',
        start_at: '2020-01-01T10:00:00.000Z',
        end_at: '2020-01-08T10:00:00.000Z',
      }),
      fetch,
    );
    expect(await screen.findByText('Les inscriptions à cette disponibilité sont fermées.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Liste d’attente' })).toBeNull();
    cleanup();
    await renderDetail(availabilityDetail(), fetch);
    expect(await screen.findByRole('button', { name: 'Ajouter au panier' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Liste d’attente' })).toBeNull();
  });
});
