import type { z } from 'zod';
import { type CatalogueFilters, catalogueFilterEntries } from '../../../core/catalogue/index';
import { catalogueCalls } from '../../../core/schemas/index';
import { type Read, useRead } from '../../app/data/useRead';
import { availabilitiesApiQuery, scopeQuery } from '../../kit/catalogue-filters/filters';
import type { AvailabilityScope } from '../listing/AvailabilityList';

type CalendarQuery = z.input<typeof catalogueCalls.availabilityCalendar.request>;

/**
 * GET /api/availabilities/calendar: the days from today on that have an availability of the scope matching the
 * URL's filters, the chosen day itself left aside (it is what the calendar picks).
 */
export function useAvailableDays(scope: AvailabilityScope, filters: CatalogueFilters): Read<string[]> {
  const query: CalendarQuery = {
    ...Object.fromEntries(
      catalogueFilterEntries(
        { ...filters, date: null, page_number: 1 },
        { defaultPageSize: filters.page_size },
      ),
    ),
    ...scopeQuery({ activity: scope.activity, catalog: scope.catalog, status: scope.status }),
  };
  return useRead(catalogueCalls.availabilityCalendar, query, {
    select: (answer) => answer.dates.map((entry) => entry.date),
  });
}

/** GET /api/availabilities of one day (the `date` filter), with the URL's other filters and page; none without a day. */
export function useDayAvailabilities(
  scope: AvailabilityScope,
  filters: CatalogueFilters,
  day: string | null,
) {
  return useRead(
    catalogueCalls.availabilities,
    day === null ? null : availabilitiesApiQuery({ ...filters, date: day }, scope),
  );
}
