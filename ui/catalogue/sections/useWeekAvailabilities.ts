import type { CatalogueFilters, WeekWindow } from '../../../core/catalogue/index';
import { catalogueCalls } from '../../../core/schemas/index';
import { compareInstants } from '../../../core/time/index';
import { useApi } from '../../app/api';
import { useCallsRead } from '../../app/data/useCallsRead';
import type { Read } from '../../app/data/useRead';
import { availabilitiesApiQuery } from '../../kit/catalogue-filters/filters';
import type { CatalogueAvailability } from '../listing/AvailabilityCard';
import type { AvailabilityScope } from '../listing/AvailabilityList';

/** The API's largest page, and how many pages one week reads at most (1,000 availabilities). */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/**
 * The availabilities of a scope running in a week: GET /api/availabilities with `after` the week's start
 * (availabilities still running then), by start, page after page until one starts after the week. The URL's
 * filters apply except `date`, which chooses the week.
 */
export function useWeekAvailabilities(
  scope: AvailabilityScope,
  filters: CatalogueFilters,
  week: WeekWindow,
): Read<CatalogueAvailability[]> {
  const api = useApi();
  const query = {
    ...availabilitiesApiQuery({ ...filters, date: null, page_number: 1, page_size: PAGE_SIZE }, scope),
    after: week.after,
  };
  return useCallsRead(
    JSON.stringify(query),
    async (signal) => {
      const found: CatalogueAvailability[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await api.call(
          catalogueCalls.availabilities,
          { ...query, sort: 'start_at', page_number: String(page) },
          { signal },
        );
        found.push(...answer.data);
        const last = answer.data.at(-1);
        if (!last || page * PAGE_SIZE >= answer.count || compareInstants(last.start_at, week.before) >= 0)
          break;
      }
      return found;
    },
    { serverRenderedAs: 'week-availabilities' },
  );
}
