// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageElement, Resource, ResourceSlot } from '../../core/schemas/index';
import { PageContent } from '../site/PageContent';
import { ResourcesDailyScheduleSection } from './ResourcesDailyScheduleSection';
import { ResourcesScheduleSection } from './ResourcesScheduleSection';
import { fakeApi, padel, renderWithApp, salle, scheduleRoutes } from './test-support';

afterEach(() => {
  cleanup();
});

const element = (type: string, settings: Record<string, unknown> = {}): PageElement => ({
  id: 'schedule',
  element: 'section',
  type,
  family: 'sections',
  name: type,
  children: [],
  settings,
});
const weekly =
  (settings: Record<string, unknown> = {}) =>
  () => <ResourcesScheduleSection element={element('resources-schedule', settings)} />;
const daily = () => () => <ResourcesDailyScheduleSection element={element('resources-daily-schedule')} />;
const searchOf = (router: { state: { location: { search: unknown } } }) =>
  router.state.location.search as Record<string, unknown>;
const freeHref =
  '/cart/bookings/add?resource=res-salle&start_at=2026-11-23T09%3A00%3A00.000Z&duration=3600&amount=3500';

describe('resources schedule, stacked', () => {
  it('lists each resource’s days with free slots as links and taken ones as unavailable', async () => {
    const { fetch, calls } = fakeApi(scheduleRoutes());
    await renderWithApp(weekly(), { fetch });
    const salleSlots = await screen.findByRole('list', { name: 'Créneaux de Salle polyvalente' });
    expect(screen.getByText('Semaine du lundi 23 novembre 2026')).toBeTruthy();
    const monday = within(salleSlots).getByText('lundi 23 novembre').closest('li') as HTMLElement;
    const link = within(monday).getByRole('link', {
      name: /^Réserver Salle polyvalente le lundi 23 novembre : 10:00 dès 35,00/,
    });
    expect(link.getAttribute('href')).toBe(freeHref);
    expect(within(monday).getByText('Réservé').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'BOOKED',
    );
    const padelSlots = screen.getByRole('list', { name: 'Créneaux de Terrain de padel' });
    const wednesday = within(padelSlots).getByText('mercredi 25 novembre').closest('li') as HTMLElement;
    expect(within(wednesday).getByText('En cours de réservation')).toBeTruthy();
    expect(within(wednesday).getAllByRole('link')).toHaveLength(1);
    expect(within(padelSlots).queryByText('lundi 23 novembre')).toBeNull();
    expect(screen.getByText('Salle Etterbeek')).toBeTruthy();
    // The week's window in Brussels time, every status asked so taken slots can be shown.
    const read = calls.find((call) => call.url.pathname === '/api/resources/availabilities');
    expect(read?.url.searchParams.get('after')).toBe('2026-11-22T23:00:00.000Z');
    expect(read?.url.searchParams.get('before')).toBe('2026-11-29T23:00:00.000Z');
    expect(read?.url.searchParams.get('status')).toBe('FREE,BOOKED,HELD,PAST');
  });

  it('moves week by week in the query string and offers the next free date when a week is empty', async () => {
    const user = userEvent.setup();
    const { fetch } = fakeApi(scheduleRoutes());
    const { router } = await renderWithApp(weekly(), { fetch });
    await screen.findByRole('list', { name: 'Créneaux de Salle polyvalente' });
    await user.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    await waitFor(() => expect(searchOf(router).date).toBe('2026-11-30'));
    expect(await screen.findByText('Aucun créneau cette semaine.')).toBeTruthy();
    expect(screen.getByText('Semaine du lundi 30 novembre 2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Prochain créneau libre : lundi 7 décembre 2026' }));
    await waitFor(() => expect(searchOf(router).date).toBe('2026-12-07'));
    await user.click(await screen.findByRole('button', { name: 'Semaine précédente' }));
    await waitFor(() => expect(searchOf(router).date).toBe('2026-11-30'));
  });

  it('says when the organiser has no resource, and while the schedule loads', async () => {
    const { fetch } = fakeApi(scheduleRoutes({ resources: [] }));
    await renderWithApp(weekly(), { fetch });
    expect(await screen.findByText('Aucun résultat : aucune ressource à réserver.')).toBeTruthy();
    cleanup();

    let release: () => void = () => {};
    const slow = scheduleRoutes();
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetch: slowFetch } = fakeApi({
      ...slow,
      '/api/resources/availabilities': async (url, body) => {
        await gate;
        return slow['/api/resources/availabilities']?.(url, body) ?? { body: { data: [] } };
      },
    });
    await renderWithApp(weekly(), { fetch: slowFetch });
    expect(await screen.findByText('Chargement du planning…')).toBeTruthy();
    // Once shown, the message stays 350 ms however fast the answer (part 2 §9 "loader minimum display").
    const shown = performance.now();
    release();
    expect(await screen.findByRole('list', { name: 'Créneaux de Salle polyvalente' })).toBeTruthy();
    expect(performance.now() - shown).toBeGreaterThanOrEqual(300);
    expect(screen.queryByText('Chargement du planning…')).toBeNull();
  });

  it('pages the resources twenty at a time', async () => {
    const user = userEvent.setup();
    const many: Resource[] = Array.from({ length: 21 }, (_, index) => ({
      id: index + 1,
      cuid: `res-${String(index + 1).padStart(2, '0')}`,
      name: `Salle ${String(index + 1).padStart(2, '0')}`,
      images: [],
      location: null,
    }));
    const slot = (resource: Resource): ResourceSlot => ({
      id: 1000 + resource.id,
      resource_id: resource.id,
      start_at: '2026-11-24T09:00:00.000Z',
      prices: [{ duration: 3600, amount: 1000 }],
      status: 'FREE',
    });
    const { fetch, calls } = fakeApi(scheduleRoutes({ resources: many, slots: many.map(slot) }));
    const { router } = await renderWithApp(weekly(), { fetch });
    await screen.findByRole('list', { name: 'Créneaux de Salle 01' });
    expect(screen.getByText('Page 1 sur 2 · 21 résultats')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Créneaux de Salle 21' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Précédent' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(searchOf(router).page_number).toBe('2'));
    expect(await screen.findByRole('list', { name: 'Créneaux de Salle 21' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Créneaux de Salle 01' })).toBeNull();
    const last = calls.filter((call) => call.url.pathname === '/api/resources/availabilities').at(-1);
    expect(last?.url.searchParams.get('resource')).toBe('res-21');
  });

  // Labels are matched without an anchor: React Aria names the real today "Aujourd’hui, …" (it reads the wall
  // clock), and the fixtures' days must not stop matching on the day the suite runs.
  it('opens a Monday-first calendar of the free days, limited to the first and last of them', async () => {
    const user = userEvent.setup();
    const { fetch } = fakeApi(scheduleRoutes());
    const { router } = await renderWithApp(weekly(), { fetch });
    await user.click(await screen.findByRole('button', { name: /Choisir une date/ }));
    const dialog = await screen.findByRole('dialog');
    const days = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.classList.contains('bookings-calendar__cell'));
    // Weeks start on Monday: the grid opens on the Monday on or before the 1st of November.
    expect(days[0]?.getAttribute('aria-label')).toMatch(/lundi 26 octobre 2026/);
    const cell = (label: RegExp) => within(dialog).getByRole('button', { name: label });
    const marked = (label: RegExp) => cell(label).classList.contains('bookings-calendar__cell--available');
    expect(marked(/lundi 23 novembre 2026/)).toBe(true);
    expect(marked(/mercredi 25 novembre 2026/)).toBe(true);
    expect(marked(/mardi 24 novembre 2026/)).toBe(false);
    // Before the first free date and after the last one, nothing can be chosen.
    expect(cell(/dimanche 22 novembre 2026/).getAttribute('aria-disabled')).toBe('true');
    expect(cell(/mardi 24 novembre 2026/).getAttribute('aria-disabled')).toBeNull();
    await user.click(dialog.querySelector('button[slot="next"]') as HTMLElement);
    expect(cell(/lundi 7 décembre 2026/).classList.contains('bookings-calendar__cell--available')).toBe(true);
    expect(cell(/mardi 8 décembre 2026/).getAttribute('aria-disabled')).toBe('true');
    await user.click(dialog.querySelector('button[slot="previous"]') as HTMLElement);
    await user.click(cell(/mercredi 25 novembre 2026/));
    await waitFor(() => expect(searchOf(router).date).toBe('2026-11-25'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('resources schedule, calendar mode', () => {
  it('puts each slot in its day’s column and its time’s row', async () => {
    const { fetch } = fakeApi(scheduleRoutes());
    await renderWithApp(weekly({ mode: 'calendar' }), { fetch });
    const table = await screen.findByRole('table', { name: 'Créneaux de Salle polyvalente' });
    const rows = within(table).getAllByRole('row');
    const heads = within(rows[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map((head) => head.textContent);
    expect(heads).toHaveLength(8);
    expect(heads[1]).toMatch(/lun/);
    const ten = rows.find((row) => within(row).queryByRole('rowheader', { name: '10:00' })) as HTMLElement;
    const cells = within(ten).getAllByRole('cell');
    expect(
      within(cells[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(freeHref);
    expect(within(cells[1] as HTMLElement).getByText('Aucun créneau')).toBeTruthy();
    const eleven = rows.find((row) => within(row).queryByRole('rowheader', { name: '11:00' })) as HTMLElement;
    expect(within(within(eleven).getAllByRole('cell')[0] as HTMLElement).getByText('Réservé')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Créneaux de Terrain de padel' })).toBeTruthy();
  });

  it('renders nothing when its settings are invalid', async () => {
    const { fetch } = fakeApi(scheduleRoutes());
    const { container } = await renderWithApp(weekly({ mode: 'grid' }), { fetch });
    expect(container.querySelector('.bookings-schedule')).toBeNull();
  });
});

describe('resources daily schedule', () => {
  it('shows a column per resource and a row per start time for the day of the query string', async () => {
    const user = userEvent.setup();
    const { fetch, calls } = fakeApi(scheduleRoutes());
    const { router } = await renderWithApp(daily(), { fetch, path: '/page?date=2026-11-23' });
    const table = await screen.findByRole('table');
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((head) => head.textContent ?? '');
    expect(heads[1]).toContain('Salle polyvalente');
    expect(heads[2]).toContain('Terrain de padel');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['10:00', '11:00']);
    const [first, second] = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(
      within(first as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(freeHref);
    expect(within(second as HTMLElement).getByText('Aucun créneau')).toBeTruthy();
    const read = calls.find((call) => call.url.pathname === '/api/resources/availabilities');
    expect(read?.url.searchParams.get('after')).toBe('2026-11-22T23:00:00.000Z');
    expect(read?.url.searchParams.get('before')).toBe('2026-11-23T23:00:00.000Z');

    await user.click(screen.getByRole('button', { name: 'Jour suivant' }));
    await waitFor(() => expect(searchOf(router).date).toBe('2026-11-24'));
    expect(await screen.findByText('Aucun créneau ce jour-là.')).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Prochain créneau libre : mercredi 25 novembre 2026' }),
    );
    await waitFor(() => expect(searchOf(router).date).toBe('2026-11-25'));
    const wednesday = await screen.findByRole('table');
    expect(within(wednesday).getByText('En cours de réservation')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Jour précédent' }));
    await waitFor(() => expect(searchOf(router).date).toBe('2026-11-24'));
  });

  it('shows a slot that has started as past, even if the server read it free', async () => {
    const today: ResourceSlot[] = [
      {
        id: 1,
        resource_id: 1,
        start_at: '2026-11-22T09:00:00.000Z',
        prices: [{ duration: 3600, amount: 3500 }],
        status: 'FREE',
      },
      {
        id: 2,
        resource_id: 1,
        start_at: '2026-11-22T15:00:00.000Z',
        prices: [{ duration: 3600, amount: 3500 }],
        status: 'FREE',
      },
    ];
    const { fetch } = fakeApi(scheduleRoutes({ slots: today }));
    await renderWithApp(daily(), { fetch, path: '/page?date=2026-11-22' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Passé')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('link')).toBeNull();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toContain('start_at=2026-11-22T15');
  });

  it('opens without a date on the first day from today with a free slot, or today when there is none', async () => {
    const { fetch } = fakeApi(scheduleRoutes());
    await renderWithApp(daily(), { fetch });
    expect(await screen.findByText('lundi 23 novembre 2026')).toBeTruthy();
    expect(await screen.findByRole('table')).toBeTruthy();
    cleanup();

    const { fetch: none } = fakeApi(scheduleRoutes({ resources: [salle, padel], freeDates: [] }));
    await renderWithApp(daily(), { fetch: none });
    expect(await screen.findByText('dimanche 22 novembre 2026')).toBeTruthy();
    expect(await screen.findByText('Aucun créneau ce jour-là.')).toBeTruthy();
    expect(screen.getByText('Il n’y a aucun créneau libre à venir.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Choisir une date/ })).toBeNull();
  });
});

describe('site registry', () => {
  it('renders both section types from a page’s content, as the builder names them', async () => {
    const { fetch } = fakeApi(scheduleRoutes());
    await renderWithApp(
      () => (
        <PageContent
          title="Location"
          content={[
            element('resources-schedule', { start_hour: 10, end_hour: 19, mode: 'stacked' }),
            { ...element('resources-daily-schedule', { start_hour: 9, end_hour: 19 }), id: 'daily' },
          ]}
        />
      ),
      { fetch, path: '/page?date=2026-11-23' },
    );
    expect(await screen.findByRole('region', { name: 'Planning des ressources' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Planning des ressources du jour' })).toBeTruthy();
  });
});
