import { CATEGORY_PARAM_PREFIX, type CatalogueFilters, catalogueFilterEntries } from '../catalogue/index';
import type { GridFilter } from './page-elements';

/** The query parameter each grid filter writes (a category filter writes one `category-{cuid}` per group). */
const PARAM_OF: Record<Exclude<GridFilter, 'category'>, string> = {
  search: 'search',
  location: 'location',
  age: 'age',
};

/**
 * The part of the page's catalogue filters a cards grid sends with its list call: only the filters the
 * organiser gave the grid (part 1 §2 "selectable ... filters"), written as the catalogue writes them
 * (core `catalogueFilterEntries`: trimmed search, comma lists). A filter the grid does not offer is never sent,
 * so a date chosen for another section of the page does not empty the grid.
 */
export function gridFilterQuery(
  filters: CatalogueFilters,
  offered: readonly GridFilter[],
): Record<string, string> {
  const params = new Set(offered.flatMap((name) => (name === 'category' ? [] : [PARAM_OF[name]])));
  const categories = offered.includes('category');
  return Object.fromEntries(
    catalogueFilterEntries(filters).filter(
      ([key]) => params.has(key) || (categories && key.startsWith(CATEGORY_PARAM_PREFIX)),
    ),
  );
}
