import { useMemo } from 'react';
import { type ScheduleSectionSettings, type SlotWindow, scheduleStart } from '../../core/booking/index';
import { catalogueCalls, type Resource } from '../../core/schemas/index';
import type { PlainDate } from '../../core/time/index';
import { type MaybeRead, useRead } from '../app/data/useRead';

/** Every slot status: the schedules show booked, held and past slots as unavailable. */
const ALL_STATUSES = 'FREE,BOOKED,HELD,PAST';

/** The schedules read in the browser (the server renders them loading, as it always has). */
const BROWSER_ONLY = { serverRendered: false } as const;

/** The resources' cuids as one query value; null while they are unknown or when there are none. */
function useResourceCuids(resources: readonly Resource[] | null): string | null {
  return useMemo(() => {
    const cuids = resources?.map((resource) => resource.cuid).join(',') ?? '';
    return cuids === '' ? null : cuids;
  }, [resources]);
}

/** The resources a schedule section shows (GET /api/resources), in the API's order (name). */
export function useResources(settings: ScheduleSectionSettings) {
  const configurations = settings.bookings_configurations?.join(',') ?? '';
  return useRead(
    catalogueCalls.resources,
    configurations === '' ? {} : { 'bookings-configurations': configurations },
    { ...BROWSER_ONLY, select: (answer) => answer.data },
  );
}

/** The slots of these resources in a window, whatever their status (GET /api/resources/availabilities). */
export function useSlots(resources: readonly Resource[] | null, window: SlotWindow | null) {
  const cuids = useResourceCuids(resources);
  return useRead(
    catalogueCalls.resourceAvailabilities,
    cuids === null || window === null
      ? null
      : { resource: cuids, status: ALL_STATUSES, after: window.after, before: window.before },
    { ...BROWSER_ONLY, select: (answer) => answer.data },
  );
}

/** The dates with a free slot for these resources, for the calendar popover. */
export function useFreeDates(resources: readonly Resource[] | null) {
  const cuids = useResourceCuids(resources);
  return useRead(catalogueCalls.resourceAvailabilityCalendar, cuids === null ? null : { resource: cuids }, {
    ...BROWSER_ONLY,
    select: (answer) => answer.dates.map((entry) => entry.date),
  });
}

/**
 * The day a schedule shows: the query string's, else the first day from today with a free slot (core
 * `scheduleStart`) once the calendar is read, else today when it cannot be; null while it is being read.
 */
export function scheduleAnchor(
  explicit: PlainDate | null,
  today: PlainDate,
  freeDates: MaybeRead<string[]>,
): PlainDate | null {
  if (explicit) return explicit;
  if (freeDates.status === 'ready') return scheduleStart(today, freeDates.data);
  return freeDates.status === 'loading' ? null : today;
}
