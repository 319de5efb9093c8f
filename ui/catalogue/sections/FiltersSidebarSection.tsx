import { sectionSettingsOrNothing } from '../../../core/schemas/index';
import { useCatalogueFilters } from '../../kit/catalogue-filters/filters';
import { useFilterOptions } from '../../kit/catalogue-filters/useFilterOptions';
import { AvailabilityList } from '../listing/AvailabilityList';
import { FilteredLayout } from '../listing/Filters';
import { type CatalogueSectionProps, sectionScope } from './scope';
import '../catalogue.css';

/**
 * "availability cards and filters sidebar" section (part 1 §2): filters search, date, date-calendar,
 * location and one per category group beside the cards (layout aside) or above them (stacked); below the
 * filters breakpoint they move into the mobile filter dialog ('Voir les résultats', 'Réinitialiser').
 */
export function FiltersSidebarSection({ element, children }: CatalogueSectionProps) {
  const settings = sectionSettingsOrNothing(element.settings);
  const { filters, setFilters } = useCatalogueFilters();
  const options = useFilterOptions('period');
  if (settings === null) return null;
  const stacked = settings.filters_layout === 'stacked';
  return (
    <section className="catalog-section" data-section={element.type}>
      {children}
      <FilteredLayout
        className={stacked ? 'catalog-layout catalog-layout--stacked' : 'catalog-layout'}
        filters={filters}
        setFilters={setFilters}
        options={options}
      >
        <AvailabilityList
          scope={sectionScope(settings)}
          filters={filters}
          onPage={(page) => setFilters((current) => ({ ...current, page_number: page }))}
        />
      </FilteredLayout>
    </section>
  );
}
