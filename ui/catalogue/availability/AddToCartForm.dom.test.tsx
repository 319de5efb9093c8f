// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activity, availabilityDetail, date, emptyCart, estimate } from './fixtures';
import { anonymous, fakeFetch, renderDetail } from './test-support';

afterEach(cleanup);

const api = () =>
  fakeFetch({
    'GET /api/carts/current': { cart: emptyCart },
    'POST /api/carts/items/estimate': estimate,
    'POST /api/carts/items': { cart: emptyCart },
  });

/** An activity that allows partial registration (a fee, here 5 €). */
const partialActivity = { ...activity, partial_registration_fee: 500 };

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
    await userEvent.type(screen.getByRole('textbox', { name: 'Allergies (facultatif)' }), 'Arachides');
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
    await renderDetail(availabilityDetail({ activity: partialActivity }), fetch);
    await userEvent.click(await screen.findByRole('checkbox', { name: /12 nov/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /19 nov/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByText('Choisissez un participant.')).toBeTruthy();
    expect(screen.getByText('Choisissez au moins une date.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Hugo Dupont' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /12 nov/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    // The form toast shows loading first, then the refusal's text in its place (part 1 §4).
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes('Il ne reste plus assez de places')),
      ).toBe(true),
    );
  });

  it('shows every date read-only and sends them all when the activity has no partial registration', async () => {
    const { fetch, sent } = api();
    await renderDetail(availabilityDetail(), fetch, { participant: 'participant-12' });
    const dates = await screen.findByRole('group', { name: 'Dates' });
    expect(within(dates).queryAllByRole('checkbox')).toEqual([]);
    expect(within(dates).getByText('L’inscription porte sur toutes les dates.')).toBeTruthy();
    expect(within(dates).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(sent.some((call) => call.path === '/api/carts/items/estimate')).toBe(true), {
      timeout: 2000,
    });
    const request = sent.find((call) => call.path === '/api/carts/items/estimate');
    expect((request?.body as { availability_dates: unknown }).availability_dates).toEqual([
      { date_id: 146 },
      { date_id: 147 },
    ]);
  });

  it('lets the customer choose some dates with partial registration: past and full ones disabled, the estimate follows', async () => {
    const { fetch, sent } = api();
    const dates = [
      date(145, '2020-11-05'),
      date(146, '2030-11-12'),
      date(147, '2030-11-19'),
      date(148, '2030-11-26', { capacity: 10, registered: 10 }),
    ];
    await renderDetail(availabilityDetail({ activity: partialActivity, dates }), fetch, {
      participant: 'participant-12',
    });
    const group = await screen.findByRole('group', { name: 'Dates' });
    expect(
      within(group).getByText(/S’inscrire à une partie des dates ajoute des frais de 5,00 €/),
    ).toBeTruthy();
    const box = (name: RegExp) => within(group).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box(/5 nov/).disabled).toBe(true);
    expect(box(/26 nov/).disabled).toBe(true);
    expect([box(/12 nov/).checked, box(/19 nov/).checked, box(/5 nov/).checked]).toEqual([true, true, false]);
    const estimates = () =>
      sent
        .filter((call) => call.path === '/api/carts/items/estimate')
        .map((call) => (call.body as { availability_dates: unknown }).availability_dates);
    await waitFor(() => expect(estimates().length).toBeGreaterThanOrEqual(1), { timeout: 2000 });
    expect(estimates()[0]).toEqual([{ date_id: 146 }, { date_id: 147 }]);
    await userEvent.click(box(/19 nov/));
    await waitFor(() => expect(estimates().at(-1)).toEqual([{ date_id: 146 }]), { timeout: 2000 });
    // At least one date: none chosen shows availability_dates_required on submit.
    await userEvent.click(box(/12 nov/));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByText('Choisissez au moins une date.')).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST' && call.path === '/api/carts/items')).toBe(false);
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
