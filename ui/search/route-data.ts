import { searchCalls } from '../../core/schemas/calls/search';
import { SEARCH_PAGE_SIZE } from '../../core/search/index';
import type { RouterContext } from '../app/context';
import { addAreaMessages } from '../i18n/i18n';
import { searchMessages } from './messages';

/**
 * The results route's data, loaded with its code rather than with the shop's first load: the search texts
 * (the page and its head use them) and one page of results for `query` (none asked for an empty query).
 */
export async function loadSearch(context: RouterContext, deps: { query: string; page: number }) {
  addAreaMessages(context.i18n, searchMessages);
  if (deps.query === '') return { query: '', results: [], count: 0, page: 1 };
  const answer = await context.api.call(searchCalls.search, {
    q: deps.query,
    page_number: deps.page,
    page_size: SEARCH_PAGE_SIZE,
  });
  return { query: deps.query, results: answer.data, count: answer.count, page: deps.page };
}
