export {
  SEARCH_MAX_WORD_LENGTH,
  SEARCH_MAX_WORDS,
  SEARCH_PAGE_SIZE,
  SEARCH_RESULT_TYPES,
  SEARCH_SUGGESTIONS,
  type SearchResultType,
} from './search.constants';
export {
  hasOpenSeats,
  pageContentText,
  plainExcerpt,
  plainText,
  prefixTsquery,
  searchWords,
  suggestsFor,
} from './search.rules';
