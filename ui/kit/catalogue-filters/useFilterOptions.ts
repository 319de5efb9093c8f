import { catalogueCalls } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useNow } from '../clock/clock';
import { useApiRead } from '../useApiRead';
import { type FilterOptions, NO_FILTER_OPTIONS, type PeriodParam } from './filter-options';

/**
 * The choices of the filter controls: locations (GET /api/locations), category groups
 * (GET /api/categories/groups) and periods (GET /api/activities/periods, or GET /api/availabilities/periods
 * for the availabilities of given activities).
 */
export function useFilterOptions(periodParam: PeriodParam, activity?: number[]): FilterOptions {
  const api = useApi();
  const now = useNow();
  const key = JSON.stringify({ periodParam, activity });
  const read = useApiRead(
    key,
    async (): Promise<FilterOptions> => {
      const [locations, groups, periods] = await Promise.all([
        api.call(catalogueCalls.locations, {}),
        api.call(catalogueCalls.categoryGroups, {}),
        periodParam === 'availabilities_period'
          ? api.call(catalogueCalls.availabilityPeriods, { activity: activity ?? [] } as never)
          : api.call(catalogueCalls.activityPeriods, { after: now }),
      ]);
      return {
        locations: locations.data.map((location) => ({
          value: location.cuid,
          label: location.name ?? location.title ?? location.cuid,
        })),
        periods: periods.data.map((period) => ({ value: period.cuid, label: period.title })),
        groups: groups.data.map((group) => ({
          cuid: group.cuid,
          title: group.title,
          categories: group.categories.map((category) => ({ value: category.cuid, label: category.title })),
        })),
      };
    },
    'filter-options',
  );
  return read.data ?? NO_FILTER_OPTIONS;
}
