// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicReview, ActivityReviews as Reviews } from '../../../core/schemas/index';
import { pageRoute, renderWithStorefront } from '../../testing/render';
import { fakeFetch, renderInApp, signedIn, website } from '../availability/test-support';
import { ActivityReviews } from './ActivityReviews';

afterEach(cleanup);

const review = (
  id: number,
  author: string,
  score: number,
  message: string | null,
  day: string,
): PublicReview => ({
  id,
  author,
  score,
  message,
  created_at: `${day}T10:00:00.000Z`,
});

const three = [
  review(3, 'Aïcha J.', 5, '<b>Super</b> camp & <script>alert(1)</script>', '2026-11-02'),
  review(2, 'Thomas P.', 4, 'Très bonne organisation.', '2026-10-30'),
  review(1, 'Sophie M.', 5, null, '2026-10-28'),
];

const renderReviews = (initial: Reviews | null, fetch: typeof globalThis.fetch) =>
  renderInApp(() => <ActivityReviews activity="act-multisport" initial={initial} />, { fetch });

describe('reviews on activity and availability pages', () => {
  it('shows nothing at all for an activity without reviews: no heading, no empty stars', async () => {
    const { fetch, sent } = fakeFetch({});
    const { container } = await renderReviews({ average: null, count: 0, data: [] }, fetch);
    await renderReviews(null, fetch);
    expect(screen.queryByRole('heading', { name: 'Avis des familles' })).toBeNull();
    expect(container.textContent ?? '').not.toContain('★');
    expect(sent.filter((call) => call.path.includes('reviews'))).toEqual([]);
  });

  it('says the average and count as text, keeps the stars decorative and the review text plain', async () => {
    const { fetch } = fakeFetch({});
    await renderReviews({ average: 4.7, count: 3, data: three }, fetch);
    const section = await screen.findByRole('region', { name: 'Avis des familles' });
    expect(within(section).getByText('4,7 sur 5 (3 avis)')).toBeTruthy();
    for (const stars of section.querySelectorAll('.reviews-stars'))
      expect(stars.getAttribute('aria-hidden')).toBe('true');
    const items = within(section).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Avis de Aïcha J.',
      'Avis de Thomas P.',
      'Avis de Sophie M.',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Noté 5 sur 5')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('2 novembre 2026')).toBeTruthy();
    // The message is text: its markup shows as written and nothing of it becomes an element.
    expect(
      within(items[0] as HTMLElement).getByText('<b>Super</b> camp & <script>alert(1)</script>'),
    ).toBeTruthy();
    expect(section.querySelector('b, script')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Plus d’avis' })).toBeNull();
  });

  it('brings the next page with "more reviews" and moves the focus to the first new one', async () => {
    const { fetch, sent } = fakeFetch({
      'GET /api/activities/act-multisport/reviews': { average: 4.7, count: 3, data: three.slice(2) },
    });
    await renderReviews({ average: 4.7, count: 3, data: three.slice(0, 2) }, fetch);
    const section = await screen.findByRole('region', { name: 'Avis des familles' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByText('2 avis affichés sur 3')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Plus d’avis' }));
    const third = await within(section).findByRole('article', { name: 'Avis de Sophie M.' });
    await waitFor(() => expect(document.activeElement).toBe(third));
    expect(sent.filter((call) => call.path.endsWith('/reviews')).map((call) => call.query)).toEqual([
      { page_number: '2', page_size: '2' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /avis/ })).toBeNull());
  });

  it('speaks English with English numbers and plurals', async () => {
    const { fetch } = fakeFetch({});
    const english = () => (
      <ActivityReviews
        activity="act-multisport"
        initial={{ average: 4.5, count: 1, data: three.slice(1, 2) }}
      />
    );
    await renderWithStorefront(english, {
      website,
      session: signedIn,
      fetch,
      providers: 'cart+toasts',
      routes: (root) => [pageRoute(root, '$', english)],
      preload: false,
      language: 'en',
    });
    const section = await screen.findByRole('region', { name: 'Reviews from families' });
    expect(within(section).getByText('4.5 out of 5 (1 review)')).toBeTruthy();
    expect(within(section).getByText('Rated 4 out of 5')).toBeTruthy();
    expect(within(section).getByText('30 October 2026')).toBeTruthy();
  });
});
