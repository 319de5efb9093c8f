import { useId } from 'react';
import { filterDebounce } from '../../../core/catalogue/index';
import { sectionSettingsOrNothing } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { useCatalogueFilters } from '../../kit/catalogue-filters/filters';
import { useFilterOptions } from '../../kit/catalogue-filters/useFilterOptions';
import { FiltersDialog, FiltersForm, type PeriodParam } from '../listing/Filters';
import type { CatalogueSectionProps } from './scope';
import '../catalogue.css';
import './schedule.css';

/**
 * "inline filters" section (part 1 §2): the catalogue filters laid out on the page. They write the query
 * string's filters, which the cards, list and calendar sections of the page read: filters driving lists in
 * other sections, so the search is sent 500 ms after typing stops (part 2 §9 "500 ms in another section";
 * the sidebar section, beside its own list, keeps "350 ms when filters are not in a popover"). Below the filters
 * breakpoint (1024 px) they open in the mobile filter dialog. With activities in its settings the period choice
 * lists those activities' availability periods (`availabilities-period`), else the activity periods (`period`).
 */
export function InlineFiltersSection({ element, children }: CatalogueSectionProps) {
  const { t } = useT();
  const id = useId();
  const settings = sectionSettingsOrNothing(element.settings);
  const { filters, setFilters } = useCatalogueFilters();
  const activities = settings?.activities ?? [];
  const periodParam: PeriodParam = activities.length > 0 ? 'availabilities_period' : 'period';
  const options = useFilterOptions(periodParam, activities);
  if (settings === null) return null;
  return (
    <section className="catalog-section inline-filters" data-section={element.type} aria-labelledby={id}>
      {children}
      <div className="catalog-filters inline-filters__form">
        <h2 id={id} className="catalog-filters__title">
          {t('catalog.filters.title')}
        </h2>
        <FiltersForm
          value={filters}
          onChange={setFilters}
          options={options}
          debounceMs={filterDebounce('other-section')}
          periodParam={periodParam}
        />
      </div>
      <div className="catalog-filters--mobile">
        <FiltersDialog value={filters} onApply={setFilters} options={options} periodParam={periodParam} />
      </div>
    </section>
  );
}
