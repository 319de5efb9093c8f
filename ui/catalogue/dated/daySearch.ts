import { type CatalogueFilters, withFilters } from '../../../core/catalogue/index';
import { filtersToSearch, isFilterParam } from '../../kit/catalogue-filters/filters';

/**
 * The router search of a day link: the URL's non-filter parameters kept (view, preview...), the filters with
 * `date` set to the day and the page back to 1.
 */
export function daySearch(filters: CatalogueFilters, day: string) {
  return (previous: Record<string, unknown>) => ({
    ...Object.fromEntries(Object.entries(previous).filter(([key]) => !isFilterParam(key))),
    ...filtersToSearch(withFilters(filters, { date: day })),
  });
}
