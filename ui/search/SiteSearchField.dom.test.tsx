// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../core/schemas/index';
import { renderWithStorefront } from '../testing/render';
import { HeaderSearch } from './HeaderSearch';
import { SearchPage } from './SearchPage';

afterEach(cleanup);

const natation: SearchResult = {
  type: 'activity',
  title: 'Natation — cours du trimestre',
  href: '/activities/natation-trimestre/ps-act-natation',
  excerpt: 'Nager dès 6 ans.',
  start_at: null,
};
const session: SearchResult = {
  type: 'availability',
  title: 'Natation — cours du trimestre',
  href: '/availabilities/natation-trimestre/ps-av-natation-mardi',
  excerpt: 'Piscine Sportcity',
  start_at: '2026-12-01T16:00:00.000Z',
};

/** A fake API answering /api/search with `results` and recording the queries it was asked. */
function searchApi(results: SearchResult[], asked: string[]): typeof fetch {
  return async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname !== '/api/search') return new Response('{}', { status: 404 });
    asked.push(`${url.searchParams.get('q')}|${url.searchParams.get('page_size')}`);
    return Response.json({ data: results, count: results.length });
  };
}

async function renderField(results: SearchResult[]) {
  const asked: string[] = [];
  const view = await renderWithStorefront(
    () => (
      <>
        <a href="/elsewhere">Header link</a>
        <HeaderSearch variant="menu" />
      </>
    ),
    { path: '/page', fetch: searchApi(results, asked) },
  );
  const input = await screen.findByRole('combobox', { name: 'Rechercher sur le site' });
  return { ...view, asked, input, user: userEvent.setup() };
}

describe('the site search field', () => {
  it(
    'suggests after the debounce, hides nothing around it and opens a suggestion from the keyboard',
    { timeout: 20_000 },
    async () => {
      const { asked, input, user, router } = await renderField([natation, session]);
      await user.click(input);
      await user.keyboard('nata');
      const list = await screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 3000 });
      // One request for the whole word typed within the debounce, with the suggestion count.
      expect(asked).toEqual(['nata|6']);
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Natation — cours du trimestreActivité',
        'Natation — cours du trimestreSession',
        'Voir tous les résultats pour « nata »',
      ]);
      expect(input.getAttribute('aria-expanded')).toBe('true');
      expect(input.getAttribute('aria-controls')).toBe(list.id);
      expect(screen.getByRole('link', { name: 'Header link' }).closest('[aria-hidden="true"]')).toBeNull();

      await user.keyboard('{ArrowDown}{ArrowDown}');
      await waitFor(() =>
        expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe(
          'Natation — cours du trimestreSession',
        ),
      );
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe(session.href));
    },
  );

  it(
    'Enter without a focused suggestion, and the last option, open every result',
    { timeout: 20_000 },
    async () => {
      const { input, user, router } = await renderField([natation]);
      await user.click(input);
      await user.keyboard('eveil{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
      expect(router.state.location.search).toEqual({ q: 'eveil' });
    },
  );

  it(
    'the see-all option opens the results page; Escape closes, ArrowDown reopens',
    { timeout: 20_000 },
    async () => {
      const { input, user, router } = await renderField([natation]);
      await user.click(input);
      await user.keyboard('natation');
      await screen.findByRole('listbox', {}, { timeout: 3000 });
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect((input as HTMLInputElement).value).toBe('natation');
      await user.keyboard('{ArrowDown}');
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowUp}');
      await waitFor(() =>
        expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe(
          'Voir tous les résultats pour « natation »',
        ),
      );
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
      expect(router.state.location.search).toEqual({ q: 'natation' });
    },
  );

  it('asks nothing for one letter and says when nothing matches', { timeout: 20_000 }, async () => {
    const { asked, input, user } = await renderField([]);
    await user.click(input);
    await user.keyboard('n');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('x');
    expect(
      await screen.findByRole('option', { name: 'Voir tous les résultats pour « nx »' }, { timeout: 3000 }),
    ).toBeTruthy();
  });
});

describe('the results page', () => {
  it('groups results under headings, escapes excerpts and pages', async () => {
    const hostile: SearchResult = {
      ...natation,
      href: '/blog/x',
      type: 'article',
      title: 'Un article',
      excerpt: '<b>gras</b>',
    };
    await renderWithStorefront(() => (
      <SearchPage query="natation" results={[natation, session, hostile]} count={23} page={1} />
    ));
    expect(screen.getByRole('heading', { level: 1, name: 'Résultats pour « natation »' })).toBeTruthy();
    expect(screen.getByText('23 résultats')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Activités',
      'Sessions avec des places',
      'Articles',
    ]);
    expect(screen.getByText('<b>gras</b>')).toBeTruthy();
    expect(document.querySelector('.search-result__excerpt b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Un article' }).getAttribute('href')).toBe('/blog/x');
    const pages = screen.getByRole('navigation', { name: 'Pages de résultats' });
    expect(within(pages).getByRole('link', { name: 'Suivante' }).getAttribute('href')).toBe(
      '/search?q=natation&page_number=2',
    );
  });

  it('says when nothing matches', async () => {
    await renderWithStorefront(() => <SearchPage query="xyz" results={[]} count={0} page={1} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Rien ne correspond à « xyz »' })).toBeTruthy();
  });
});
