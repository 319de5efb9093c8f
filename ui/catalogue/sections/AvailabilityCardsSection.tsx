import { gridColumns } from '../../../core/lists/index';
import { sectionSettingsOrNothing } from '../../../core/schemas/index';
import { useCatalogueFilters } from '../../kit/catalogue-filters/filters';
import { AvailabilityList } from '../listing/AvailabilityList';
import { type CatalogueSectionProps, sectionScope } from './scope';
import '../catalogue.css';

/**
 * "availabilities cards" and "availabilities cards grid" sections: the availabilities of the section's
 * activities, catalogues or segments, filtered by the URL's catalogue filters, with pagination. The grid
 * variant uses the section's columns (default 2); the plain variant one card per row on small screens.
 */
export function AvailabilityCardsSection({ element, children }: CatalogueSectionProps) {
  const settings = sectionSettingsOrNothing(element.settings);
  const { filters, setFilters } = useCatalogueFilters();
  // "A section whose settings fail validation renders nothing."
  if (settings === null) return null;
  const grid = element.type === 'availabilities-cards-grid';
  return (
    <section className="catalog-section" data-section={element.type}>
      {children}
      <AvailabilityList
        scope={sectionScope(settings)}
        filters={filters}
        onPage={(page) => setFilters((current) => ({ ...current, page_number: page }))}
        columns={grid ? gridColumns(settings.columns) : undefined}
      />
    </section>
  );
}
