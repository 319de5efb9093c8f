import { createRoute } from '@tanstack/react-router';
import { TEXT_LIMITS } from '../../core/schemas/limits';
import { headText, pageHead } from '../app/document-head';
import { lazyPage, withPages } from '../app/lazy-page';
import { rootRoute } from '../app/root';

const SearchPage = lazyPage(() => import('./SearchPage'), 'SearchPage');

/** `q` (cut to the API's bound) and `page_number` (a whole number from 1); anything else is left out. */
function validateSearch(search: Record<string, unknown>): { q?: string; page_number?: number } {
  const page = Number(search.page_number);
  return {
    ...(typeof search.q === 'string' ? { q: search.q.slice(0, TEXT_LIMITS.search) } : {}),
    ...(Number.isInteger(page) && page >= 1 && page <= 1000 ? { page_number: page } : {}),
  };
}

/** "/search?q=" (issue 20 §3): the results page, read on the server like the other pages. */
const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch,
  loaderDeps: ({ search }) => ({ query: (search.q ?? '').trim(), page: search.page_number ?? 1 }),
  loader: async ({ context, deps }) => (await import('./route-data')).loadSearch(context, deps),
  head: ({ match, loaderData }) => {
    const { t } = headText(match);
    const query = loaderData?.query ?? '';
    return pageHead({
      title: query === '' ? t('search.page.title') : t('search.page.heading', { query }),
      // Result pages are not content of their own: search engines index the pages they link to.
      noindex: true,
    });
  },
  component: withPages(function SearchRoute() {
    const { query, results, count, page } = searchRoute.useLoaderData();
    return <SearchPage query={query} results={results} count={count} page={page} />;
  }, SearchPage),
});

export const searchRoutes = [searchRoute] as const;
