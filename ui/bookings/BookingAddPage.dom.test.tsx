// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingAddSearchSchema, bookingTarget } from '../../core/booking/index';
import type { ResourceSlot } from '../../core/schemas/index';
import { createApi } from '../app/api';
import { type BookingAddData, BookingAddPage } from './BookingAddPage';
import { loadBookingAdd } from './routes';
import { fakeApi, type Handler, NOW, renderWithApp, scheduleRoutes, slots } from './test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH =
  '/cart/bookings/add?resource=res-salle&start_at=2026-11-23T09%3A00%3A00.000Z&duration=3600&amount=3500';
const cartWithBooking = {
  cart: {
    id: 1,
    cuid: 'cart-1',
    reference: '+++001/0000/00101+++',
    created_at: NOW,
    processed_at: null,
    coupon_id: null,
    coupon: null,
    items: [
      {
        id: 9,
        cuid: 'item-9',
        type: 'BOOKING',
        price: 5000,
        deposit: 0,
        expires_at: '2026-11-22T10:15:00.000Z',
        booking_dates: [{ start_at: '2026-11-23T09:00:00.000Z', end_at: '2026-11-23T10:30:00.000Z' }],
      },
    ],
  },
};

/** The page as the route loads it for `path`, over the fake API. */
async function open(
  path = PATH,
  options: { signedIn?: boolean; routes?: Record<string, Handler>; slots?: ResourceSlot[] } = {},
) {
  let added = false;
  const routes = {
    ...scheduleRoutes(options.slots ? { slots: options.slots } : {}),
    'POST /api/carts/items': () => {
      added = true;
      return cartWithBooking;
    },
    '/api/carts/current': () => (added ? { body: cartWithBooking } : { body: { cart: null } }),
    ...options.routes,
  };
  const fixRoutes = Object.fromEntries(
    Object.entries(routes).map(([key, handler]) => [
      key,
      (async (url, body) => {
        const answer = await (handler as Handler)(url, body);
        return 'body' in answer ? answer : { body: answer };
      }) as Handler,
    ]),
  );
  const { fetch, calls } = fakeApi(fixRoutes);
  const search = Object.fromEntries(new URL(path, 'http://x').searchParams);
  const data: BookingAddData = await loadBookingAdd(
    createApi(fetch),
    bookingTarget(bookingAddSearchSchema.parse(search)),
    NOW,
  );
  const view = await renderWithApp(() => <BookingAddPage data={data} />, {
    fetch,
    path,
    signedIn: options.signedIn ?? true,
  });
  return { ...view, calls, data };
}
const posts = (calls: Array<{ method: string; url: URL; body: unknown }>) =>
  calls.filter((call) => call.method === 'POST');

describe('/cart/bookings/add', () => {
  it('previews the slot of the link: name, location, start, duration, end and amount in Brussels time', async () => {
    await open();
    const preview = await screen.findByRole('article', { name: 'Salle polyvalente' });
    expect(within(preview).getByText('Salle Etterbeek')).toBeTruthy();
    const fact = (term: string) => within(preview).getByText(term).nextElementSibling?.textContent ?? '';
    expect(fact('Début')).toMatch(/lundi 23 novembre 2026.*10:00/);
    expect(fact('Durée')).toBe('1 heure');
    expect(fact('Fin')).toMatch(/lundi 23 novembre 2026.*11:00/);
    expect(fact('Montant')).toMatch(/^35,00\s€$/);
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('/media/salle.jpg');
  });

  it('offers the price options when the slot has several, and the preview follows the choice', async () => {
    const user = userEvent.setup();
    await open();
    const options = await screen.findByRole('radiogroup', { name: 'Formule' });
    const radios = within(options).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^1 heure · 35,00\s€$/),
      expect.stringMatching(/^1 heure 30 minutes · 50,00\s€$/),
    ]);
    // The link's price is chosen to start with.
    expect(radios[0]?.checked).toBe(true);
    await user.click(within(options).getByText(/1 heure 30 minutes/));
    const preview = screen.getByRole('article', { name: 'Salle polyvalente' });
    expect(within(preview).getByText('Fin').nextElementSibling?.textContent).toMatch(/11:30/);
    expect(within(preview).getByText('Montant').nextElementSibling?.textContent).toMatch(/^50,00/);
    // No duration picker on desktop.
    expect(screen.queryByRole('radiogroup', { name: 'Durée' })).toBeNull();
  });

  it('asks no price option for a slot with one price', async () => {
    await open(PATH, {
      slots: [{ ...(slots[0] as ResourceSlot), prices: [{ duration: 3600, amount: 3500 }] }],
    });
    await screen.findByRole('article', { name: 'Salle polyvalente' });
    expect(screen.queryByRole('radiogroup', { name: 'Formule' })).toBeNull();
  });

  it('shows payment_split only while extra participants are chosen', async () => {
    const user = userEvent.setup();
    await open();
    const extras = await screen.findByRole('group', { name: 'Participants supplémentaires' });
    expect(screen.queryByRole('checkbox', { name: /Répartir le paiement/ })).toBeNull();
    await user.click(within(extras).getByRole('checkbox', { name: 'Hugo Martin' }));
    const split = await screen.findByRole('checkbox', { name: /Répartir le paiement/ });
    await user.click(split);
    expect(screen.getByText(/Chaque participant paie 17,50/)).toBeTruthy();
    await user.click(within(extras).getByRole('checkbox', { name: 'Hugo Martin' }));
    expect(screen.queryByRole('checkbox', { name: /Répartir le paiement/ })).toBeNull();
  });

  it('requires a participant, then adds the booking and opens the cart', async () => {
    const user = userEvent.setup();
    const { calls } = await open();
    await screen.findByRole('article', { name: 'Salle polyvalente' });
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByText('Choisissez un participant.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Participant/ }));
    await user.click(await screen.findByRole('option', { name: 'Léa Martin' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Formule' })).getByText(/1 heure 30 minutes/),
    );
    const extras = screen.getByRole('group', { name: 'Participants supplémentaires' });
    // The main participant is not offered as an extra.
    expect(within(extras).queryByRole('checkbox', { name: 'Léa Martin' })).toBeNull();
    await user.click(within(extras).getByRole('checkbox', { name: 'Hugo Martin' }));
    await user.click(screen.getByRole('checkbox', { name: /Répartir le paiement/ }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.url.pathname).toBe('/api/carts/items');
    expect(posts(calls)[0]?.body).toEqual({
      customer_id: 5,
      participant_id: 11,
      registrations: [],
      bundles: [],
      vouchers: [],
      memberships: [],
      registrations_requests: [],
      bookings: [
        {
          resource_id: 1,
          dates: [{ start_at: '2026-11-23T09:00:00.000Z', end_at: '2026-11-23T10:30:00.000Z' }],
          participants: [{ id: 12 }],
          payment_split: true,
        },
      ],
    });
    expect(await screen.findByText('Votre panier a été mis à jour.')).toBeTruthy();
    // The cart reloads, its count rises, and the drawer opens.
    await waitFor(() => expect(screen.getByTestId('cart-open').textContent).toBe('open'));
  });

  it('shows the server’s refusal with its translated code', async () => {
    const user = userEvent.setup();
    await open(PATH, {
      routes: { 'POST /api/carts/items': () => ({ status: 409, body: { error: 'BOOKING.SLOT_TAKEN' } }) },
    });
    await user.click(await screen.findByRole('button', { name: /Participant/ }));
    await user.click(await screen.findByRole('option', { name: 'Hugo Martin' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce créneau vient d’être pris. Choisissez-en un autre.',
    );
  });

  it('offers a duration picker on mobile when the slot has more than one duration', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(max-width: 600px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    await open(PATH, {
      slots: [
        {
          ...(slots[0] as ResourceSlot),
          prices: [
            { duration: 3600, amount: 3500 },
            { duration: 5400, amount: 5000 },
            { duration: 5400, amount: 4500 },
          ],
        },
      ],
    });
    const durations = await screen.findByRole('radiogroup', { name: 'Durée' });
    expect(within(durations).getAllByRole('radio')).toHaveLength(2);
    // The link's one-hour price is the only one of its duration: no price list.
    expect(screen.queryByRole('radiogroup', { name: 'Formule' })).toBeNull();
    await user.click(within(durations).getByText('1 heure 30 minutes'));
    const prices = await screen.findByRole('radiogroup', { name: 'Formule' });
    expect(within(prices).getAllByRole('radio')).toHaveLength(2);
  });

  it('shows a visitor the login prompt instead of the form', async () => {
    await open(PATH, { signedIn: false });
    await screen.findByRole('article', { name: 'Salle polyvalente' });
    const login = screen.getByRole('link', { name: 'Se connecter' });
    expect(login.getAttribute('href')).toBe(`/auth/login?redirect=${encodeURIComponent(PATH)}`);
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });

  it('says when the link is incomplete, the resource unknown or the slot taken', async () => {
    await open('/cart/bookings/add?resource=res-salle&duration=3600&amount=3500');
    expect(await screen.findByText(/Ce lien de réservation est incomplet/)).toBeTruthy();
    cleanup();
    await open(PATH.replace('res-salle', 'res-unknown'));
    expect(await screen.findByText(/Cette ressource n’existe pas/)).toBeTruthy();
    cleanup();
    await open(PATH.replace('09%3A00', '10%3A00'));
    expect(await screen.findByText('Ce créneau n’est plus disponible. Choisissez-en un autre.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });
});
