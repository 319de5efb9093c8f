// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fetchAnswering } from '../../testing/fixtures';
import { booking, registrationRequest, renderOrders } from '../orders/testing';
import { axeViolations, renderAccount, signedIn } from '../profile/testing';
import {
  answeringDetail,
  detailFixture,
  registrationFixture,
  renderRegistrations,
} from '../registrations/testing';

vi.mock('../../shell/Shell', async () => ({ Shell: (await import('../profile/shell-stub')).ShellStub }));

afterEach(cleanup);

const TOKEN_1 = 'A'.repeat(43);
const TOKEN_2 = 'B'.repeat(43);

/** A fake feed server: GET answers the current link's date (or none), POST makes a new link. */
function feedServer(initial: { created_at: string } | null) {
  let feed = initial;
  const tokens = [TOKEN_1, TOKEN_2];
  const posts: FakeRequest[] = [];
  return {
    posts,
    answer: (request: FakeRequest) => {
      if (request.url.pathname !== '/api/account/calendar-feed') return undefined;
      if (request.method === 'GET') return { body: { feed } };
      posts.push(request);
      feed = { created_at: '2026-11-22T10:00:00.000Z' };
      return { body: { feed, path: `/calendar/${tokens[posts.length - 1]}.ics` } };
    },
  };
}

const panel = () => screen.getByRole('region', { name: 'Calendrier familial' });

describe('family calendar feed (account home)', () => {
  it('makes a first link on demand, shows it with a copy button and a webcal: link, axe clean', async () => {
    const server = feedServer(null);
    const user = userEvent.setup();
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderAccount('/account/home', { answer: server.answer });
    expect(await within(panel()).findByText('Vous n’avez pas encore de lien de calendrier.')).toBeTruthy();
    expect(within(panel()).queryByRole('textbox')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(panel()).getByRole('button', { name: 'Créer mon lien de calendrier' }));
    const url = `${window.location.origin}/calendar/${TOKEN_1}.ics`;
    const field = await within(panel()).findByRole('textbox', { name: 'Lien d’abonnement' });
    expect((field as HTMLInputElement).value).toBe(url);
    expect((field as HTMLInputElement).readOnly).toBe(true);
    expect(server.posts).toHaveLength(1);
    expect(await screen.findByText('Votre lien de calendrier est prêt.')).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: 'Ouvrir dans mon agenda' }).getAttribute('href')).toBe(
      url.replace(/^https?:/, 'webcal:'),
    );

    await user.click(within(panel()).getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Lien copié.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('says since when a link exists without showing it, and resets it only once confirmed', async () => {
    const server = feedServer({ created_at: '2026-10-01T08:00:00.000Z' });
    const user = userEvent.setup();
    await renderAccount('/account/home', { answer: server.answer });
    expect(await within(panel()).findByText(/Votre lien de calendrier a été créé le .*2026/)).toBeTruthy();
    expect(within(panel()).queryByRole('textbox')).toBeNull();

    // Keeping the current link changes nothing.
    await user.click(within(panel()).getByRole('button', { name: 'Réinitialiser le lien' }));
    let dialog = await screen.findByRole('dialog', { name: 'Réinitialiser votre lien de calendrier ?' });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Garder le lien actuel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.posts).toHaveLength(0);

    await user.click(within(panel()).getByRole('button', { name: 'Réinitialiser le lien' }));
    dialog = await screen.findByRole('dialog', { name: 'Réinitialiser votre lien de calendrier ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Réinitialiser le lien' }));
    expect(
      await screen.findByText(
        'Votre lien de calendrier a été réinitialisé. L’ancien lien ne fonctionne plus.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.posts).toHaveLength(1);
    const field = within(panel()).getByRole('textbox', { name: 'Lien d’abonnement' }) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/calendar/${TOKEN_1}.ics`);
  });

  it('shows a refusal as an error toast and keeps the panel as it was', async () => {
    const user = userEvent.setup();
    await renderAccount('/account/home', {
      answer: (request) =>
        request.url.pathname !== '/api/account/calendar-feed'
          ? undefined
          : request.method === 'GET'
            ? { body: { feed: null } }
            : { status: 401, body: { error: 'UNAUTHENTICATED' } },
    });
    await user.click(await within(panel()).findByRole('button', { name: 'Créer mon lien de calendrier' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(within(panel()).queryByRole('textbox')).toBeNull();
    expect(within(panel()).getByText('Vous n’avez pas encore de lien de calendrier.')).toBeTruthy();
  });

  it('speaks English on the English site', async () => {
    const server = feedServer(null);
    await renderAccount('/account/home', { answer: server.answer, language: 'en', session: signedIn() });
    const region = await screen.findByRole('region', { name: 'Family calendar' });
    expect(await within(region).findByRole('button', { name: 'Create my calendar link' })).toBeTruthy();
  });
});

describe('add to calendar (registration detail)', () => {
  it('downloads the registration’s .ics from its API path', async () => {
    const detail = detailFixture({ registration: registrationFixture({ cuid: 'reg-1' }) });
    await renderRegistrations(
      '/account/registrations/reg-1',
      answeringDetail(() => detail),
    );
    const link = await screen.findByRole('link', {
      name: `Ajouter au calendrier : ${detail.registration.availability.activity.title} (fichier .ics)`,
    });
    expect(link.getAttribute('href')).toBe('/api/registrations/reg-1/calendar.ics');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toBe('Ajouter au calendrier');
  });
});

describe('add to calendar (booking and request details)', () => {
  it('downloads the booking’s .ics from its API path', async () => {
    const detail = booking({
      participations: [{ customer_id: 5, fullname: 'Léa Martin', total: 1600, paid: 0 }],
    });
    await renderOrders({
      path: `/account/bookings/${detail.cuid}`,
      fetch: fetchAnswering((request) =>
        request.url.pathname === `/api/account/bookings/${detail.cuid}`
          ? { body: { booking: detail } }
          : undefined,
      ),
    });
    const link = await screen.findByRole('link', { name: /^Ajouter au calendrier : Terrain de padel/ });
    expect(link.getAttribute('href')).toBe(`/api/bookings/${detail.cuid}/calendar.ics`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('downloads the request’s .ics from its API path', async () => {
    const detail = registrationRequest('PENDING', { total: 0, deposit: 0, paid: 0 });
    await renderOrders({
      path: `/account/registrations-requests/${detail.cuid}`,
      fetch: fetchAnswering((request) =>
        request.url.pathname === `/api/account/registrations-requests/${detail.cuid}`
          ? { body: { registration_request: detail } }
          : undefined,
      ),
    });
    const link = await screen.findByRole('link', { name: /^Ajouter au calendrier : Stage de tennis/ });
    expect(link.getAttribute('href')).toBe(`/api/registrations-requests/${detail.cuid}/calendar.ics`);
  });
});
