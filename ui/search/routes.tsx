import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { searchCalls } from '../../core/schemas/index';
import { TEXT_LIMITS } from '../../core/schemas/limits';
import { SEARCH_PAGE_SIZE } from '../../core/search/index';
import { headText, pageHead } from '../app/document-head';
import { lazyPage, withPages } from '../app/lazy-page';
import { rootRoute } from '../app/root';

const SearchPage = lazyPage(() => import('./SearchPage'), 'SearchPage');

/** `q` (cut to the API's bound) and `page_number`; anything else reads as the first page of no query. */
const searchSearch = z.object({
  q: z
    .string()
    .transform((text) => text.slice(0, TEXT_LIMITS.search))
    .optional()
    .catch(undefined),
  page_number: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
});

/** "/search?q=" (issue 20 §3): the results page, read on the server like the other pages. */
const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: (search: Record<string, unknown>) => searchSearch.parse(search),
  loaderDeps: ({ search }) => ({ query: (search.q ?? '').trim(), page: search.page_number ?? 1 }),
  loader: async ({ context, deps }) => {
    if (deps.query === '') return { query: '', results: [], count: 0, page: 1 };
    const answer = await context.api.call(searchCalls.search, {
      q: deps.query,
      page_number: deps.page,
      page_size: SEARCH_PAGE_SIZE,
    });
    return { query: deps.query, results: answer.data, count: answer.count, page: deps.page };
  },
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
