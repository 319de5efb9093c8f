import { type CatalogueFilters, catalogueFilterEntries } from '../../../core/catalog/index';
import { catalogueCalls } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { availabilitiesApiQuery } from '../../kit/catalogue-filters/filters';
import { type ReadState, useApiRead } from '../../kit/useApiRead';
import type { AvailabilityScope } from '../listing/AvailabilityList';

/**
 * GET /api/availabilities/calendar: the days from today on that have an availability of the scope matching the
 * URL's filters, the chosen day itself left aside (it is what the calendar picks).
 */
export function useAvailableDays(scope: AvailabilityScope, filters: CatalogueFilters): ReadState<string[]> {
  const api = useApi();
  const query: Record<string, unknown> = Object.fromEntries(
    catalogueFilterEntries(
      { ...filters, date: null, page_number: 1 },
      { defaultPageSize: filters.page_size },
    ),
  );
  query.status = [...scope.status];
  if (scope.activity?.length) query.activity = scope.activity;
  if (scope.catalog?.length) query.catalog = scope.catalog;
  return useApiRead(
    JSON.stringify(query),
    async () =>
      (await api.call(catalogueCalls.availabilityCalendar, query as never)).dates.map((entry) => entry.date),
    'schedule-dates',
  );
}

/** GET /api/availabilities of one day (the `date` filter), with the URL's other filters and page; none without a day. */
export function useDayAvailabilities(
  scope: AvailabilityScope,
  filters: CatalogueFilters,
  day: string | null,
) {
  const api = useApi();
  const query = availabilitiesApiQuery({ ...filters, date: day }, scope);
  return useApiRead(
    day === null ? null : JSON.stringify(query),
    () => api.call(catalogueCalls.availabilities, query as never),
    'schedule-day',
  );
}
