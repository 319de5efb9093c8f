import type { Hono } from 'hono';
import { searchCalls } from '../../../core/schemas/index';
import type { AppDeps, AppEnv } from '../context';
import { route } from '../http';
import { searchSite } from '../search/search';

/** GET /api/search (issue 20 §3): the organiser's matching pages, one window of them and the count. */
export function searchRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  route(app, searchCalls.search, async (input, c) => {
    const organiser = c.get('organiser');
    const results = await searchSite(deps.db, organiser, input.q, deps.now());
    const start = (input.page_number - 1) * input.page_size;
    return { data: results.slice(start, start + input.page_size), count: results.length };
  });
}
