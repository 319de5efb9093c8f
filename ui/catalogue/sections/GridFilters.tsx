import { useId } from 'react';
import { filterDebounce } from '../../../core/catalogue/index';
import type { GridFilter } from '../../../core/site/index';
import { useT } from '../../i18n/react';
import { useCatalogueFilters } from '../../kit/catalogue-filters/filters';
import { useFilterOptions } from '../../kit/catalogue-filters/useFilterOptions';
import { FiltersForm, NO_FILTER_OPTIONS } from '../listing/Filters';
import '../catalogue.css';

/**
 * The filters a cards grid offers above its cards (part 1 §2 "selectable properties and filters"). They
 * write the page's catalogue filters in the query string, as the inline filters do, so a filtered grid can be
 * shared, and the back button brings the filters back. Beside their own list, not in a popover: the search
 * waits 350 ms (part 2 §9).
 */
export function GridFilters({ offered }: { offered: readonly GridFilter[] }) {
  return offered.includes('location') || offered.includes('category') ? (
    <GridFiltersWithChoices offered={offered} />
  ) : (
    <GridFiltersForm offered={offered} options={NO_FILTER_OPTIONS} />
  );
}

/** Locations and category groups come from the API only when the grid offers them. */
function GridFiltersWithChoices({ offered }: { offered: readonly GridFilter[] }) {
  return <GridFiltersForm offered={offered} options={useFilterOptions('period')} />;
}

function GridFiltersForm({
  offered,
  options,
}: {
  offered: readonly GridFilter[];
  options: Parameters<typeof FiltersForm>[0]['options'];
}) {
  const { t } = useT();
  const id = useId();
  const { filters, setFilters } = useCatalogueFilters();
  return (
    <search className="catalog-filters cards-grid__filters" aria-labelledby={id}>
      <h3 id={id} className="catalog-filters__title">
        {t('catalog.filters.title')}
      </h3>
      <FiltersForm
        value={filters}
        onChange={setFilters}
        options={options}
        debounceMs={filterDebounce('inline')}
        fields={offered}
      />
    </search>
  );
}
