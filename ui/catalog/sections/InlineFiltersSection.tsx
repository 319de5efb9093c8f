import { useId } from 'react';
import { type CatalogFilters, filterDebounce } from '../../../core/catalog/index';
import { sectionSettingsOrNothing } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { FiltersDialog, FiltersForm, type PeriodParam } from '../catalogue/Filters';
import { useCatalogFilters } from '../catalogue/filters';
import { useFilterOptions } from '../catalogue/useFilterOptions';
import type { CatalogSectionProps } from './scope';
import '../catalog.css';
import './schedule.css';

/**
 * "inline filters" section (part 1 §2): the catalogue filters laid out on the page, not in a popover, so the
 * search is sent 350 ms after typing stops (part 2 §9 "350 ms when filters are not in a popover"). They write the
 * query string's filters, which every cards, list or calendar section of the page reads. Below the filters
 * breakpoint (1024 px) they open in the mobile filter dialog. With activities in its settings the period choice
 * lists those activities' availability periods (`availabilities-period`), else the activity periods (`period`).
 */
export function InlineFiltersSection({ element, children }: CatalogSectionProps) {
  const { t } = useT();
  const id = useId();
  const settings = sectionSettingsOrNothing(element.settings);
  const { filters, setFilters } = useCatalogFilters();
  const activities = settings?.activities ?? [];
  const periodParam: PeriodParam = activities.length > 0 ? 'availabilities_period' : 'period';
  const options = useFilterOptions(periodParam, activities);
  if (settings === null) return null;
  const apply = (next: CatalogFilters) => setFilters(next);
  return (
    <section className="catalog-section inline-filters" data-section={element.type} aria-labelledby={id}>
      {children}
      <div className="catalog-filters inline-filters__form">
        <h2 id={id} className="catalog-filters__title">
          {t('catalog.filters.title')}
        </h2>
        <FiltersForm
          value={filters}
          onChange={apply}
          options={options}
          debounceMs={filterDebounce('inline')}
          periodParam={periodParam}
        />
      </div>
      <div className="catalog-filters--mobile">
        <FiltersDialog value={filters} onApply={apply} options={options} periodParam={periodParam} />
      </div>
    </section>
  );
}
