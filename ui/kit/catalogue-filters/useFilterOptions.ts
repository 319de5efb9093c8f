import { useMemo } from 'react';
import { catalogueCalls } from '../../../core/schemas/index';
import { useRead } from '../../app/data/useRead';
import { useNow } from '../clock/clock';
import { type FilterChoice, type FilterOptions, NO_FILTER_OPTIONS, type PeriodParam } from './filter-options';

const periodChoices = (answer: { data: Array<{ cuid: string; title: string }> }): FilterChoice[] =>
  answer.data.map((period) => ({ value: period.cuid, label: period.title }));

/**
 * The choices of the filter controls: locations (GET /api/locations), category groups
 * (GET /api/categories/groups) and periods (GET /api/activities/periods, or GET /api/availabilities/periods
 * for the availabilities of given activities). None until all three are read, so the controls appear whole.
 */
export function useFilterOptions(periodParam: PeriodParam, activity?: number[]): FilterOptions {
  const now = useNow();
  const locations = useRead(
    catalogueCalls.locations,
    {},
    {
      select: (answer) =>
        answer.data.map((location) => ({
          value: location.cuid,
          label: location.name ?? location.title ?? location.cuid,
        })),
    },
  );
  const groups = useRead(
    catalogueCalls.categoryGroups,
    {},
    {
      select: (answer) =>
        answer.data.map((group) => ({
          cuid: group.cuid,
          title: group.title,
          categories: group.categories.map((category) => ({ value: category.cuid, label: category.title })),
        })),
    },
  );
  const ofAvailabilities = periodParam === 'availabilities_period';
  const availabilityPeriods = useRead(
    catalogueCalls.availabilityPeriods,
    ofAvailabilities ? { activity: activity ?? [] } : null,
    { select: periodChoices },
  );
  const activityPeriods = useRead(catalogueCalls.activityPeriods, ofAvailabilities ? null : { after: now }, {
    select: periodChoices,
  });
  const periods = ofAvailabilities ? availabilityPeriods.data : activityPeriods.data;
  return useMemo(
    () =>
      locations.data && groups.data && periods
        ? { locations: locations.data, periods, groups: groups.data }
        : NO_FILTER_OPTIONS,
    [locations.data, groups.data, periods],
  );
}
