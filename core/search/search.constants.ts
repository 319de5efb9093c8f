/**
 * Site search (issue 20 §3): the result groups and the bounds, apart from the rules so the shop's first
 * load (the results route) carries these few names and not the rules the field and the server use.
 */
/** The groups of results, in the order the results page shows them. */
export const SEARCH_RESULT_TYPES = ['activity', 'availability', 'article', 'page'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** Words of a query kept: more adds nothing a visitor means and only makes the database work longer. */
export const SEARCH_MAX_WORDS = 8;
/** Longest word kept (longer ones are cut): no real word is longer. */
export const SEARCH_MAX_WORD_LENGTH = 64;
/** Suggestions under the header's field. */
export const SEARCH_SUGGESTIONS = 6;
/** Characters typed before suggestions are asked for: one letter matches too much to help. */
export const SEARCH_SUGGEST_MIN_LENGTH = 2;

/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 10;
/** Plain-text excerpts are at most this many characters (an ellipsis marks a cut). */
export const SEARCH_EXCERPT_LENGTH = 160;
