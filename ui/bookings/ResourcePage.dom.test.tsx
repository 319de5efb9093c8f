// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../app/api';
import { parseSearch, stringifySearch } from '../app/search';
import { axeViolations } from '../cart/testing';
import { WEBSITE } from '../site/test-utils';
import { renderWithStorefront } from '../testing/render';
import { ResourceNotFound, ResourcePage } from './ResourcePage';
import { loadResource } from './routes';
import { fakeApi, NOW, type RecordedCall, scheduleRoutes, sessionFor } from './test-support';

afterEach(() => {
  cleanup();
});

const freeHref =
  '/cart/bookings/add?resource=res-salle&start_at=2026-11-23T09%3A00%3A00.000Z&duration=3600&amount=3500';

/** /resources/$resource as the app routes it: the route's loader over the fake API, its not-found page. */
async function open(path: string, language: 'fr' | 'en' = 'fr') {
  const { fetch, calls } = fakeApi(scheduleRoutes());
  const api = createApi(fetch);
  const view = await renderWithStorefront(() => null, {
    path,
    language,
    website: WEBSITE,
    session: sessionFor(false),
    fetch,
    now: NOW,
    router: () => ({ parseSearch, stringifySearch }),
    // The shell's <main> landmark, as in the app.
    around: (outlet) => <main>{outlet}</main>,
    routes: (root) => {
      const route = createRoute({
        getParentRoute: () => root,
        path: '/resources/$resource',
        loader: ({ params }) => loadResource(api, params.resource),
        component: () => <ResourcePage resource={route.useLoaderData()} homeLabel="Sport Club" />,
        notFoundComponent: ResourceNotFound,
      });
      return [route];
    },
  });
  return { ...view, calls };
}

const resourceReads = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.pathname.startsWith('/api/resources'));

describe('resource page', () => {
  it('shows the breadcrumb, name, location and images, and the week of this resource only', async () => {
    const { calls } = await open('/resources/res-salle');
    const trail = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(trail).getByRole('link', { name: 'Sport Club' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByText('Salle polyvalente').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Salle polyvalente' })).toBeTruthy();
    expect(screen.getByText('Salle Etterbeek')).toBeTruthy();
    const photos = screen.getByRole('list', { name: 'Photos de Salle polyvalente' });
    expect(within(photos).getByRole('img', { name: 'Salle polyvalente, photo 1' }).getAttribute('src')).toBe(
      '/media/salle.jpg',
    );

    const week = await screen.findByRole('list', { name: 'Créneaux de Salle polyvalente' });
    expect(screen.getByText('Semaine du lundi 23 novembre 2026')).toBeTruthy();
    const links = within(week).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([freeHref]);
    expect(within(week).getByText('Réservé')).toBeTruthy();
    // Only this resource is read: the padel court's slots never show.
    for (const call of resourceReads(calls)) {
      const asked = call.url.searchParams.get('cuid') ?? call.url.searchParams.get('resource');
      expect(asked, call.url.pathname).toBe('res-salle');
    }
    expect(screen.queryByText('Terrain de padel')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('moves to the next week in the query string and offers the next free date', async () => {
    const user = userEvent.setup();
    const { router } = await open('/resources/res-salle');
    await screen.findByRole('list', { name: 'Créneaux de Salle polyvalente' });
    await user.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(await screen.findByText('Aucun créneau cette semaine.')).toBeTruthy();
    expect((router.state.location.search as Record<string, unknown>).date).toBe('2026-11-30');
    expect(
      screen.getByRole('button', { name: 'Prochain créneau libre : lundi 7 décembre 2026' }),
    ).toBeTruthy();
  });

  it('reads in English with a resource that has no image or location', async () => {
    await open('/resources/res-padel?date=2026-11-25', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Terrain de padel' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: /^Photos/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Book a slot' })).toBeTruthy();
    const week = await screen.findByRole('list', { name: 'Slots of Terrain de padel' });
    expect(within(week).getByText('Being booked')).toBeTruthy();
    expect(within(week).getAllByRole('link')).toHaveLength(1);
  });

  it('says an unknown resource is not found, and never sends a cuid list', async () => {
    await open('/resources/res-unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByText('Cette ressource n’existe pas ou ne peut plus être réservée.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(await axeViolations()).toEqual([]);
    cleanup();

    const { calls } = await open('/resources/res-salle,res-padel');
    expect(screen.getByText('Cette ressource n’existe pas ou ne peut plus être réservée.')).toBeTruthy();
    expect(resourceReads(calls)).toEqual([]);
  });
});
