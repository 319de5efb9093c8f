import { z } from 'zod';
import { SEARCH_RESULT_TYPES } from '../../search/search.constants';
import { TEXT_LIMITS } from '../limits';
import { boundedText, instant, listAnswer, queryInt } from '../primitives';
import { defineCall } from './contract';

/** One search result: what it is, its title, the storefront path it links to, a plain-text excerpt. */
export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  title: z.string(),
  /** A path inside the language prefix ("/activities/natation/ps-act-natation"). */
  href: z.string().startsWith('/'),
  /** Plain text (organiser HTML stripped): shown escaped, never as HTML. */
  excerpt: z.string(),
  /** Availabilities: their start, which the page formats in its language; null for the other types. */
  start_at: instant.nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchCalls = {
  /**
   * Issue 20 §3: the organiser's activities, availabilities with open seats, blog articles and site pages
   * matching `q` (full text in the organiser's language, accents ignored, the last word as a prefix),
   * grouped in that order, best match first in each group. `page_size` is bounded like the other lists.
   */
  search: defineCall({
    method: 'GET',
    path: '/api/search',
    requestIn: 'query',
    request: z.object({
      q: boundedText(TEXT_LIMITS.search).default(''),
      page_number: queryInt.min(1).max(1000).default(1),
      page_size: queryInt.min(1).max(100).default(20),
    }),
    answer: listAnswer(searchResultSchema),
    auth: 'either',
  }),
};
