import type { ComponentType } from 'react';
import { AvailabilityCardsSection } from './AvailabilityCardsSection';
import { FiltersSidebarSection } from './FiltersSidebarSection';
import { InlineFiltersSection } from './InlineFiltersSection';
import { QuickListSection } from './QuickListSection';
import type { CatalogueSectionProps } from './scope';
import { WeeklyCalendarSection } from './WeeklyCalendarSection';

export {
  AvailabilityCardsSection,
  FiltersSidebarSection,
  InlineFiltersSection,
  QuickListSection,
  WeeklyCalendarSection,
};
export type { CatalogueSectionProps };

/** The catalogue's page sections by their element type (as the seed's pages name them). */
export const catalogueSections: Record<string, ComponentType<CatalogueSectionProps>> = {
  'availability-cards-and-filters': FiltersSidebarSection,
  'availabilities-cards': AvailabilityCardsSection,
  'availabilities-cards-grid': AvailabilityCardsSection,
  'availabilities-quick-list': QuickListSection,
  'weekly-calendar': WeeklyCalendarSection,
  'inline-filters': InlineFiltersSection,
};
