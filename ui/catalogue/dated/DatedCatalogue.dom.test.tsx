// @vitest-environment jsdom
import '../../testing/css-escape';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderInSite } from '../../site/test-utils';
import { activity, availability, listed } from '../availability/fixtures';
import { CataloguePage } from '../listing/CataloguePage';

afterEach(cleanup);

const NOW = '2030-03-01T10:00:00.000Z';

/** An availability of the activity with one date per given day, from `hour` UTC for 3 hours (UTC+1 in March). */
function slot(cuid: string, id: number, days: string[], date: Record<string, unknown> = {}, hour = 8) {
  const at = (day: string, hours: number) => `${day}T${String(hours).padStart(2, '0')}:00:00.000Z`;
  return availability({
    id,
    cuid,
    start_at: at(days[0] as string, hour),
    end_at: at(days.at(-1) as string, hour + 3),
    dates: days.map((day, index) => ({
      id: id * 10 + index,
      cuid: `${cuid}-d${index}`,
      start_at: at(day, hour),
      end_at: at(day, hour + 3),
      status: 'OPEN',
      capacity: 12,
      registered: 5,
      ...date,
    })),
  });
}

const camp = slot('av-camp', 1, ['2030-03-11', '2030-03-12']);
const full = slot('av-full', 2, ['2030-03-11'], { capacity: 8, registered: 8 }, 13);
const tuesday = slot('av-tuesday', 3, ['2030-03-12']);
const BY_DAY: Record<string, Array<ReturnType<typeof availability>>> = {
  '2030-03-11': [camp, full],
  '2030-03-12': [camp, tuesday],
};

function api(days: string[]) {
  return fakeFetch({
    '/api/availabilities/calendar': () => ({ body: { dates: days.map((date) => ({ date })) } }),
    '/api/availabilities': (url) => {
      const data = (BY_DAY[url.searchParams.get('date') ?? ''] ?? []).map(listed);
      return { body: { data, count: data.length } };
    },
    '/api/locations': () => ({ body: { data: [] } }),
    '/api/categories/groups': () => ({ body: { data: [] } }),
    '/api/availabilities/periods': () => ({ body: { data: [] } }),
  });
}

const selectionBar = () => screen.getByRole('region', { name: 'Votre sélection' });

describe('date-based activity page', () => {
  it('opens on the first available day and lists its availabilities with time, place, price, seats and status', async () => {
    const { fetch, calls } = api(['2030-03-11', '2030-03-12', '2030-03-20']);
    await renderInSite(<CataloguePage activity={activity} now={NOW} />, { fetch, path: '/test' });
    expect(screen.getByRole('link', { name: 'Par date' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { level: 2, name: 'lundi 11 mars 2030' })).toBeTruthy();
    const lines = await screen.findAllByRole('article');
    expect(lines).toHaveLength(2);
    const first = within(lines[0] as HTMLElement);
    expect(first.getByText(/^09:00\s*–\s*12:00$/)).toBeTruthy();
    // The place and its city, as on the cards and in the cart (core locationLine).
    expect(first.getByText('Atelier de la Chaussée de Haecht, Schaerbeek')).toBeTruthy();
    expect(first.getByText('7 places libres')).toBeTruthy();
    expect(first.getByText('Ouvert')).toBeTruthy();
    expect(first.getByText(/180,00/)).toBeTruthy();
    expect(within(lines[1] as HTMLElement).getByText('Complet')).toBeTruthy();
    // The full one cannot be selected.
    const checkboxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(checkboxes.map((box) => box.disabled)).toEqual([false, true]);
    const read = calls.find((url) => url.pathname === '/api/availabilities');
    expect(read?.searchParams.get('date')).toBe('2030-03-11');
    expect(read?.searchParams.get('activity')).toBe(String(activity.id));
    // The first available day has no previous day to go to.
    expect(screen.getByRole('button', { name: 'Jour précédent' }).hasAttribute('disabled')).toBe(true);
  });

  it('navigates days, selects two availabilities, clears, and validates to /cart/add', async () => {
    const { fetch } = api(['2030-03-11', '2030-03-12', '2030-03-20']);
    const { router } = await renderInSite(<CataloguePage activity={activity} now={NOW} />, {
      fetch,
      path: '/test',
    });
    await screen.findAllByRole('article');
    expect(within(selectionBar()).getByText('Aucune disponibilité sélectionnée')).toBeTruthy();
    expect(within(selectionBar()).getByRole('button', { name: 'Valider' }).hasAttribute('disabled')).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Sélectionner .*09:00\s*–\s*12:00/ }));
    expect(within(selectionBar()).getByText('1 sélectionnée')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Jour suivant' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ date: '2030-03-12' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'mardi 12 mars 2030' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    // The camp runs both days: still selected on the second.
    expect(boxes.map((box) => box.checked)).toEqual([true, false]);
    await userEvent.click(boxes[1] as HTMLInputElement);
    expect(within(selectionBar()).getByText('2 sélectionnées')).toBeTruthy();

    await userEvent.click(within(selectionBar()).getByRole('button', { name: 'Effacer' }));
    expect(within(selectionBar()).getByText('Aucune disponibilité sélectionnée')).toBeTruthy();
    expect((screen.getAllByRole('checkbox') as HTMLInputElement[]).map((box) => box.checked)).toEqual([
      false,
      false,
    ]);

    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(within(selectionBar()).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/add'));
    expect(router.state.location.search).toEqual({ availabilities: 'av-camp,av-tuesday' });
  });

  it('the date strip and the filter calendar change the day; a day without availability offers the next one', async () => {
    const { fetch } = api(['2030-03-11', '2030-03-12', '2030-03-20']);
    const { router } = await renderInSite(<CataloguePage activity={activity} now={NOW} />, {
      fetch,
      path: '/test?date=2030-03-12',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'mardi 12 mars 2030' })).toBeTruthy();
    const strip = screen.getByRole('navigation', { name: 'Jours' });
    // 30 days from the first available day; the chosen one is current, days outside the range are not links,
    // nor is the chosen day.
    expect(within(strip).getAllByRole('listitem')).toHaveLength(30);
    await waitFor(() => expect(within(strip).getAllByRole('link')).toHaveLength(9));
    expect(strip.querySelector('[aria-current="date"]')?.textContent).toContain('mardi 12 mars 2030');
    await userEvent.click(within(strip).getByRole('link', { name: /mercredi 13 mars 2030/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ date: '2030-03-13' }));
    expect(await screen.findByText('Rien ce jour-là')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Prochaine date disponible : mercredi 20 mars' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ date: '2030-03-20' }));

    await userEvent.click(screen.getByRole('button', { name: 'Choisir un jour dans le calendrier' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendrier' });
    const grid = await within(calendar).findByRole('grid');
    // Weeks start on Monday.
    for (const row of within(grid).getAllByRole('row')) {
      expect(within(row).getAllByRole('button')[0]?.getAttribute('aria-label')).toMatch(/lundi /);
    }
    const cell = (day: number) =>
      within(grid).getByRole('button', { name: new RegExp(`\\b${day} mars 2030`) });
    // Only the first to the last available day can be chosen.
    expect(cell(10).getAttribute('aria-disabled')).toBe('true');
    expect(cell(21).getAttribute('aria-disabled')).toBe('true');
    expect(cell(11).getAttribute('aria-disabled')).toBeNull();
    expect(cell(12).className).toContain('dated-calendar__cell--available');
    expect(cell(14).className).not.toContain('dated-calendar__cell--available');
    await userEvent.click(cell(11));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ date: '2030-03-11' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendrier' })).toBeNull());
  });

  it('shows loading, then the empty schedule when nothing is upcoming', async () => {
    const { fetch } = api([]);
    await renderInSite(<CataloguePage activity={activity} now={NOW} />, { fetch, path: '/test' });
    expect(screen.getByText('Chargement des disponibilités…')).toBeTruthy();
    expect(
      await screen.findByText('Il n’y a pas de disponibilité à venir pour cette activité.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choisir un jour dans le calendrier' })).toBeNull();
  });

  it('keeps the list variant at ?view=list', async () => {
    const { fetch, calls } = api(['2030-03-11']);
    await renderInSite(<CataloguePage activity={activity} now={NOW} />, { fetch, path: '/test?view=list' });
    expect(screen.getByRole('link', { name: 'En liste' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('region', { name: 'Votre sélection' })).toBeNull();
    await waitFor(() => expect(calls.some((url) => url.pathname === '/api/availabilities')).toBe(true));
    expect(calls.some((url) => url.pathname === '/api/availabilities/calendar')).toBe(false);
  });
});
