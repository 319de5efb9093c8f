/**
 * What the filter controls offer, apart from the controls themselves: a grid that server-renders its filter
 * choices reads them without loading the controls' code (ui/site/sections/CardsGrids.tsx).
 */
export interface FilterChoice {
  value: string;
  label: string;
}

/** What the filter controls offer: the organiser's locations, periods and category groups. */
export interface FilterOptions {
  locations: FilterChoice[];
  periods: FilterChoice[];
  groups: Array<{ cuid: string; title: string; categories: FilterChoice[] }>;
}

export const NO_FILTER_OPTIONS: FilterOptions = { locations: [], periods: [], groups: [] };

/** Which query parameter the period control writes: `period` (activity periods) or `availabilities-period`. */
export type PeriodParam = 'period' | 'availabilities_period';
