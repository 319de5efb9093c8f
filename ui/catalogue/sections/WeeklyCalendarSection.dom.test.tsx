// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderInSite, section } from '../../site/test-utils';
import { availability, listed } from '../availability/fixtures';
import { WeeklyCalendarSection } from './WeeklyCalendarSection';

afterEach(cleanup);

/** An availability with one date (UTC instants). */
function course(cuid: string, id: number, start: string, end: string, status = 'OPEN') {
  return availability({
    id,
    cuid,
    start_at: start,
    end_at: end,
    dates: [
      { id: id * 10, cuid: `${cuid}-d`, start_at: start, end_at: end, status, capacity: 10, registered: 2 },
    ],
  });
}

// The week of Monday 23 March 2026: Brussels moves to summer time on Sunday 29 at 02:00.
const monday = course('yoga-mon', 1, '2026-03-23T08:00:00.000Z', '2026-03-23T09:30:00.000Z'); // 09:00–10:30
const overlap = course('hiphop-mon', 2, '2026-03-23T09:00:00.000Z', '2026-03-23T10:00:00.000Z'); // 10:00–11:00
const sunday = course('swim-sun', 3, '2026-03-29T08:00:00.000Z', '2026-03-29T09:00:00.000Z'); // 10:00–11:00 (UTC+2)
const later = course('next-week', 4, '2026-03-31T08:00:00.000Z', '2026-03-31T09:00:00.000Z');

function api() {
  return fakeFetch({
    '/api/availabilities': () => ({ body: { data: [monday, overlap, sunday, later].map(listed), count: 4 } }),
  });
}

const itemOf = (name: RegExp) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('weekly calendar section', () => {
  it('places each date in its weekday column on 12 rows per hour, from the section hours', async () => {
    const { fetch, calls } = api();
    await renderInSite(
      <WeeklyCalendarSection
        element={section('courses', 'weekly-calendar', { catalogs: [4], start_hour: 8, end_hour: 21 })}
      />,
      { fetch, path: '/test?date=2026-03-25' },
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: /Semaine du 23.+29 mars 2026/ }),
    ).toBeTruthy();
    await screen.findAllByRole('link', { name: /Hip-hop/ });
    const read = calls.find((url) => url.pathname === '/api/availabilities');
    // From Monday 00:00 in Brussels (UTC+1), the section's catalogues, without the week's date as a filter.
    expect(read?.searchParams.get('after')).toBe('2026-03-22T23:00:00.000Z');
    expect(read?.searchParams.get('catalog')).toBe('4');
    expect(read?.searchParams.get('date')).toBeNull();
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li'));
    expect(days).toHaveLength(7);
    expect(days[0]?.textContent).toContain('lundi 23 mars 2026');
    // Monday 09:00–10:30 from an 08:00 grid: rows 13 to 31; the overlapping 10:00 class sits beside it.
    const first = itemOf(/09:00\s*–\s*10:30/);
    expect(first.style.gridRow).toBe('13 / 31');
    expect([first.style.getPropertyValue('--lane'), first.style.getPropertyValue('--lanes')]).toEqual([
      '0',
      '2',
    ]);
    const second = within(days[0] as HTMLElement)
      .getByRole('link', { name: /10:00\s*–\s*11:00/ })
      .closest('li');
    expect(second?.style.gridRow).toBe('25 / 37');
    expect(second?.style.getPropertyValue('--lane')).toBe('1');
    // Sunday after the change to summer time: 10:00 local.
    const sundayLink = within(days[6] as HTMLElement).getByRole('link');
    expect(sundayLink.getAttribute('href')).toBe('/availabilities/swim-sun');
    expect((sundayLink.closest('li') as HTMLElement).style.gridRow).toBe('25 / 37');
    // The next week's date is not shown; empty days say so (for the stacked layout).
    expect(document.querySelector('a[href="/availabilities/next-week"]')).toBeNull();
    expect(within(days[2] as HTMLElement).getByText('Rien ce jour-là')).toBeTruthy();
    expect(document.querySelector('.weekly')?.getAttribute('style')).toContain('--weekly-rows: 156');
  });

  it('moves a week with the previous and next buttons, through the date query parameter', async () => {
    const { fetch, calls } = api();
    const { router } = await renderInSite(
      <WeeklyCalendarSection element={section('courses', 'weekly-calendar', { mode: 'stacked' })} />,
      { fetch, path: '/test?date=2026-03-25&search=yoga' },
    );
    await screen.findAllByRole('link', { name: /Hip-hop/ });
    // Stacked mode: no rows on the items.
    expect(itemOf(/09:00\s*–\s*10:30/).style.gridRow).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ date: '2026-03-30', search: 'yoga' }));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('after')).toBe('2026-03-29T22:00:00.000Z'));
    expect(calls.at(-1)?.searchParams.get('search')).toBe('yoga');
    await userEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ date: '2026-03-16' }));
  });

  it('says so when the week is empty, and renders nothing with invalid settings', async () => {
    const { fetch } = fakeFetch({ '/api/availabilities': () => ({ body: { data: [], count: 0 } }) });
    await renderInSite(<WeeklyCalendarSection element={section('courses', 'weekly-calendar', {})} />, {
      fetch,
      path: '/test?date=2026-03-25',
    });
    expect(await screen.findByText('Aucune disponibilité cette semaine.')).toBeTruthy();
    cleanup();
    const { container } = await renderInSite(
      <WeeklyCalendarSection element={section('courses', 'weekly-calendar', { catalogs: ['x'] })} />,
      { fetch },
    );
    expect(container.querySelector('.weekly-section')).toBeNull();
  });
});
