import { DEFAULT_STATUS_FILTER } from '../../../core/lists/index';
import type { PageElement, SectionSettings } from '../../../core/schemas/index';
import type { AvailabilityScope } from '../listing/AvailabilityList';

/** What a registered page section receives: its element (settings, children) and the rendered children. */
export interface CatalogueSectionProps {
  element: PageElement;
  children?: React.ReactNode;
}

/** The availabilities a section lists: its activities, catalogues, segments and statuses (default OPEN). */
export function sectionScope(settings: SectionSettings): AvailabilityScope {
  return {
    activity: settings.activities,
    catalog: settings.catalogs,
    segment: settings.segments,
    status: settings.status && settings.status.length > 0 ? settings.status : DEFAULT_STATUS_FILTER,
  };
}
