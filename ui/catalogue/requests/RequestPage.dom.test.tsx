// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../cart/testing';
import { emptyCart } from '../availability/fixtures';
import { anonymous, fakeFetch } from '../availability/test-support';
import { renderRequests, slotDetails } from './testing';

afterEach(cleanup);

const [lundi, mercredi] = slotDetails;

const api = (addItems: unknown = { cart: emptyCart }) =>
  fakeFetch({
    'GET /api/carts/current': { cart: emptyCart },
    'GET /api/availabilities/av-lundi': { availability: lundi },
    'GET /api/availabilities/av-mercredi': { availability: mercredi },
    'POST /api/carts/items': addItems as never,
  });

const PATH = '/cart/registrations/request?availabilities=av-lundi,av-mercredi&tier=t2';

describe('registration request page', () => {
  it('is empty when no availabilities are given', async () => {
    const { fetch, sent } = api();
    await renderRequests({ path: '/cart/registrations/request', fetch });
    expect(await screen.findByRole('heading', { name: 'Aucun créneau sélectionné' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeTruthy();
    expect(sent.filter((call) => call.path.startsWith('/api/availabilities'))).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('previews each availability with its price and the total; removing one keeps the others', async () => {
    const { fetch } = api();
    const { router } = await renderRequests({ path: PATH, fetch });
    const preview = within(await screen.findByRole('region', { name: 'Créneaux demandés' }));
    expect(preview.getAllByRole('heading', { level: 3, name: 'Natation' })).toHaveLength(2);
    expect(preview.getAllByText('140,00 €')).toHaveLength(2);
    expect(preview.getByText('280,00 €')).toBeTruthy();
    expect(preview.getAllByText(/Atelier de la Chaussée de Haecht/)).toHaveLength(2);
    const removes = preview.getAllByRole('button', { name: /^Retirer Natation/ });
    await userEvent.click(removes[0] as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ availabilities: 'av-mercredi', tier: 't2' }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3, name: 'Natation' })).toHaveLength(1),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Retirer Natation/ }));
    expect(await screen.findByRole('heading', { name: 'Aucun créneau sélectionné' })).toBeTruthy();
  });

  it('shows the field errors, then submits registrations_requests and goes to /checkout', async () => {
    const { fetch, sent } = api();
    const { router } = await renderRequests({ path: PATH, fetch });
    const submit = await screen.findByRole('button', { name: 'Envoyer la demande' });
    await userEvent.click(submit);
    expect(await screen.findByText('Choisissez un participant.')).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'Hugo Dupont' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Nage 25 m' }));
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const post = sent.find((call) => call.method === 'POST' && call.path === '/api/carts/items');
    expect(post?.body).toMatchObject({
      customer_id: 7,
      participant_id: 12,
      registrations_requests: [
        {
          participant_id: 12,
          availabilities: [
            { id: 51, dates: [{ id: 511 }, { id: 512 }] },
            { id: 52, dates: [{ id: 521 }, { id: 522 }] },
          ],
          options: [],
          questions: [{ question_id: 9, content: 'Nage 25 m' }],
          // The launcher's tier (`?tier=`) goes with the request, so the cart can name it (issue 18 §9).
          tier_cuid: 't2',
        },
      ],
      registrations: [],
      bookings: [],
    });
    expect(await screen.findByText('checkout page')).toBeTruthy();
  });

  it('keeps the form and shows the refusal when the server says no', async () => {
    const { fetch } = api(() => ({ status: 422, body: { error: 'REQUEST.SELECTION_OUT_OF_BOUNDS' } }));
    const { router } = await renderRequests({ path: PATH, fetch });
    await userEvent.click(await screen.findByRole('radio', { name: 'Léa Dupont' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Nage 25 m' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(
      await screen.findByText(
        'Ce nombre de dates n’est pas permis pour cette activité. Ajustez votre sélection.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart/registrations/request');
    // Free again once the submitting state has shown its 350 ms (part 2 §9 loader minimum display).
    const submit = await screen.findByRole('button', { name: 'Envoyer la demande' });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('asks a visitor to sign in instead of showing the form', async () => {
    const { fetch } = api();
    await renderRequests({ path: PATH, fetch, session: anonymous });
    expect(
      await screen.findByRole('heading', { name: 'Connectez-vous pour envoyer une demande' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Envoyer la demande' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toContain('/auth/login');
  });
});
