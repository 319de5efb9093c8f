// @vitest-environment jsdom
import '../../testing/css-escape';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderInSite, section } from '../../site/test-utils';
import { availability, listed } from '../availability/fixtures';
import { AvailabilityCardsSection } from './AvailabilityCardsSection';
import { InlineFiltersSection } from './InlineFiltersSection';

afterEach(cleanup);

function api() {
  return fakeFetch({
    '/api/availabilities': () => ({ body: { data: [listed(availability())], count: 1 } }),
    '/api/locations': () => ({
      body: {
        data: [
          {
            id: 1,
            cuid: 'loc-ixelles',
            name: 'Ixelles',
            title: null,
            street: null,
            number: null,
            postcode: null,
            city: null,
          },
        ],
      },
    }),
    '/api/categories/groups': () => ({ body: { data: [] } }),
    '/api/activities/periods': () => ({ body: { data: [] } }),
  });
}

describe('inline filters section', () => {
  it('writes the search to the query string after the 500 ms debounce of filters in another section, and the cards on the page follow', async () => {
    const { fetch, calls } = api();
    const { router } = await renderInSite(
      <>
        <InlineFiltersSection element={section('filters', 'inline-filters', {})} />
        <AvailabilityCardsSection element={section('cards', 'availabilities-cards', { catalogs: [4] })} />
      </>,
      { fetch, path: '/test?preview=1' },
    );
    expect(screen.getByRole('region', { name: 'Filtres' })).toBeTruthy();
    await screen.findByRole('link', { name: /Hip-hop/ });
    // The search is sent after the debounce of filters driving another section's list (part 2 §9: 500 ms
    // in another section), not the popover's 750 ms nor the 350 ms of filters beside their own list: the
    // timers the typing starts say which.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Recherche' }), 'danse');
    expect(router.state.location.search).toEqual({ preview: '1' });
    const delays = timers.mock.calls.map((call) => call[1]);
    timers.mockRestore();
    expect(delays).toContain(500);
    expect(delays).not.toContain(750);
    expect(delays).not.toContain(350);
    await waitFor(() => expect(router.state.location.search).toEqual({ preview: '1', search: 'danse' }));
    await waitFor(() =>
      expect(
        calls.some(
          (url) => url.pathname === '/api/availabilities' && url.searchParams.get('search') === 'danse',
        ),
      ).toBe(true),
    );
  });

  it('other controls write at once and start again at page 1', async () => {
    const { fetch } = api();
    const { router } = await renderInSite(
      <InlineFiltersSection element={section('filters', 'inline-filters', {})} />,
      {
        fetch,
        path: '/test?page_number=3',
      },
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ixelles' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ location: 'loc-ixelles' }));
  });

  it('keeps a tick made while the search is still waiting, and the age committed just before it (issue 18 §16)', async () => {
    const { fetch } = api();
    const { router } = await renderInSite(
      <InlineFiltersSection element={section('filters', 'inline-filters', {})} />,
      { fetch, path: '/test' },
    );
    const ixelles = await screen.findByRole('checkbox', { name: 'Ixelles' });
    // An age typed, then the search typed, then a tick before the search's debounce ends: the age is
    // committed when its field loses focus, the tick lands at once, the search 500 ms later.
    await userEvent.type(screen.getByRole('textbox', { name: 'Âge (ans)' }), '7');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Recherche' }), 'danse');
    await userEvent.click(ixelles);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ age: '7', location: 'loc-ixelles', search: 'danse' }),
    );
    // And nothing undoes it afterwards.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(router.state.location.search).toEqual({ age: '7', location: 'loc-ixelles', search: 'danse' });
    expect((ixelles as HTMLInputElement).checked).toBe(true);
  });
});
