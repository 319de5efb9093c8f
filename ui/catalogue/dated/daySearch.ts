import { type CatalogueFilters, withFilters } from '../../../core/catalogue/index';
import { searchWithFilters } from '../../kit/catalogue-filters/filters';

/**
 * The router search of a day link: the URL's non-filter parameters kept (view, preview...), the filters with
 * `date` set to the day and the page back to 1.
 */
export function daySearch(filters: CatalogueFilters, day: string) {
  return searchWithFilters(() => withFilters(filters, { date: day }));
}
