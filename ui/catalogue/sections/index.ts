import type { ComponentType } from 'react';
import { AvailabilityCardsSection } from './AvailabilityCardsSection';
import { FiltersSidebarSection } from './FiltersSidebarSection';
import { InlineFiltersSection } from './InlineFiltersSection';
import { QuickListSection } from './QuickListSection';
import type { CatalogSectionProps } from './scope';
import { WeeklyCalendarSection } from './WeeklyCalendarSection';

export {
  AvailabilityCardsSection,
  FiltersSidebarSection,
  InlineFiltersSection,
  QuickListSection,
  WeeklyCalendarSection,
};
export type { CatalogSectionProps };

/** The catalogue's page sections by their element type (as the seed's pages name them). */
export const catalogSections: Record<string, ComponentType<CatalogSectionProps>> = {
  'availability-cards-and-filters': FiltersSidebarSection,
  'availabilities-cards': AvailabilityCardsSection,
  'availabilities-cards-grid': AvailabilityCardsSection,
  'availabilities-quick-list': QuickListSection,
  'weekly-calendar': WeeklyCalendarSection,
  'inline-filters': InlineFiltersSection,
};
