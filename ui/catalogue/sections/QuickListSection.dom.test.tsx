// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderInSite, section } from '../../site/test-utils';
import { availability, listed } from '../availability/fixtures';
import { QuickListSection } from './QuickListSection';

afterEach(cleanup);

function api(days: string[]) {
  return fakeFetch({
    '/api/availabilities': (url) =>
      url.searchParams.get('date') === '2030-03-20'
        ? { body: { data: [listed(availability())], count: 1 } }
        : { body: { data: [], count: 0 } },
    '/api/availabilities/calendar': () => ({ body: { dates: days.map((date) => ({ date })) } }),
  });
}

describe('quick list section', () => {
  it('without a result, offers the next available date after the chosen one as a link', async () => {
    const { fetch } = api(['2030-03-11', '2030-03-20']);
    const { router } = await renderInSite(
      <QuickListSection element={section('slots', 'availabilities-quick-list', { activities: [11] })} />,
      { fetch, path: '/test?date=2030-03-13&preview=1' },
    );
    expect(
      await screen.findByText('Aucun résultat : aucune disponibilité ne correspond à votre recherche.'),
    ).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('link', { name: 'Prochaine date disponible : mercredi 20 mars' }),
    );
    await waitFor(() => expect(router.state.location.search).toEqual({ date: '2030-03-20', preview: '1' }));
    expect(await screen.findByRole('link', { name: /Hip-hop/ })).toBeTruthy();
  });

  it('says when nothing is left to offer', async () => {
    const { fetch } = api(['2030-03-11']);
    await renderInSite(
      <QuickListSection element={section('slots', 'availabilities-quick-list', { activities: [11] })} />,
      { fetch, path: '/test?date=2030-03-13' },
    );
    expect(await screen.findByText('Il n’y a pas de disponibilité à venir.')).toBeTruthy();
  });
});
