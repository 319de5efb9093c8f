// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AvailabilityDetail, type AvailabilityDetailData } from './AvailabilityDetail';
import { availabilityDetail, emptyCart, estimate } from './fixtures';
import { anonymous, fakeFetch, renderInApp } from './test-support';

afterEach(cleanup);

const api = () =>
  fakeFetch({
    'GET /api/carts/current': { cart: emptyCart },
    'POST /api/carts/items/estimate': estimate,
    'POST /api/carts/items': { cart: emptyCart },
  });

const renderDetail = (
  data: Record<string, unknown>,
  fetch: typeof globalThis.fetch,
  options: { session?: typeof anonymous; path?: string; participant?: string } = {},
) =>
  renderInApp(
    () => (
      <AvailabilityDetail
        availability={data as unknown as AvailabilityDetailData}
        participantCuid={options.participant ?? null}
      />
    ),
    { fetch, session: options.session, path: options.path },
  );

describe('availability detail and add form', () => {
  it('shows the details: title, total price, deposit, capacity, age and location', async () => {
    const { fetch } = api();
    await renderDetail(availabilityDetail(), fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hip-hop & danse urbaine' })).toBeTruthy();
    expect(screen.getByText('180,00 €')).toBeTruthy();
    expect(screen.getByText('Acompte : 50,00 €')).toBeTruthy();
    expect(screen.getByText('6 places restantes sur 15')).toBeTruthy();
    expect(screen.getByText('De 12 ans à 17 ans')).toBeTruthy();
    expect(screen.getByText('Atelier de la Chaussée de Haecht')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Les Petits Sportifs' })).toBeTruthy();
  });

  it('asks for an estimate once a participant is chosen and shows its lines', async () => {
    const { fetch, sent } = api();
    await renderDetail(availabilityDetail(), fetch);
    await userEvent.click(await screen.findByRole('radio', { name: 'Hugo Dupont' }));
    expect(await screen.findByText('185,00 €', {}, { timeout: 2000 })).toBeTruthy();
    const lines = within(screen.getByRole('region', { name: 'Estimation du prix' }));
    expect(lines.getByText('Prix de base')).toBeTruthy();
    expect(lines.getByText('Options')).toBeTruthy();
    expect(lines.getByText('+15,00 €'.replace('+', ''))).toBeTruthy();
    expect(lines.getByText('-10,00 €')).toBeTruthy();
    expect(lines.queryByText('Carte')).toBeNull();
    const request = sent.find((call) => call.path === '/api/carts/items/estimate');
    expect(request?.body).toEqual({
      cart_id: 42,
      availability_id: 29,
      availability_dates: [{ date_id: 146 }, { date_id: 147 }],
      participant_id: 12,
      options: [],
    });
  });

  it('submits the core request shape, then shows cart.messages.updated', async () => {
    const { fetch, sent } = api();
    await renderDetail(availabilityDetail(), fetch, { participant: 'participant-11' });
    // The participant created from the form comes back preselected.
    const lea = (await screen.findByRole('radio', { name: 'Léa Dupont' })) as HTMLInputElement;
    expect(lea.checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Pique-nique/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Allergies' }), 'Arachides');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByText('Votre panier a été mis à jour.')).toBeTruthy();
    const request = sent.find((call) => call.method === 'POST' && call.path === '/api/carts/items');
    expect(request?.body).toEqual({
      customer_id: 7,
      participant_id: 11,
      registrations: [
        {
          availability_id: 29,
          participant_id: 11,
          options: [{ price_id: 31, content: null }],
          questions: [{ question_id: 5, content: 'Arachides' }],
          quantity: 1,
          availability_dates: [{ date_id: 146 }, { date_id: 147 }],
        },
      ],
      bundles: [],
      vouchers: [],
      memberships: [],
      registrations_requests: [],
      bookings: [],
    });
    // The cart reloads after adding.
    await waitFor(() =>
      expect(sent.filter((call) => call.path === '/api/carts/current').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows the field errors of an incomplete form and the translated server error', async () => {
    const { fetch } = fakeFetch({
      'GET /api/carts/current': { cart: null },
      'POST /api/carts/items/estimate': estimate,
      'POST /api/carts/items': () => ({ status: 409, body: { error: 'CART.AVAILABILITY_FULL' } }),
    });
    await renderDetail(availabilityDetail(), fetch);
    await userEvent.click(await screen.findByRole('checkbox', { name: /12 nov/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /19 nov/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByText('Choisissez un participant.')).toBeTruthy();
    expect(screen.getByText('Choisissez au moins une date.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Hugo Dupont' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /12 nov/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    // No translation for this code: the raw code is shown (part 2 §8).
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('CART.AVAILABILITY_FULL');
  });

  it('shows the login prompt to an anonymous visitor, back to this page', async () => {
    const { fetch } = api();
    await renderDetail(availabilityDetail(), fetch, {
      session: anonymous,
      path: '/availabilities/ps-av?x=1',
    });
    const login = await screen.findByRole('link', { name: 'Se connecter' });
    expect(login.getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/availabilities/ps-av?x=1')}`,
    );
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });

  it('replaces the form by the closed notice for a CLOSED availability', async () => {
    const { fetch } = api();
    await renderDetail(availabilityDetail({ status: 'CLOSED' }), fetch);
    expect(await screen.findByText('Les inscriptions à cette disponibilité sont fermées.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });

  it('announces scheduled opening with its date', async () => {
    const { fetch } = api();
    await renderDetail(availabilityDetail({ registrations_start_at: '2030-06-01T08:00:00.000Z' }), fetch);
    expect(await screen.findByText(/Les inscriptions ouvriront le 1 juin 2030/)).toBeTruthy();
  });
});
