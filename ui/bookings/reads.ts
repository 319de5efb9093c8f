import { useCallback, useEffect, useMemo, useState } from 'react';
import { type ScheduleSectionSettings, type SlotWindow, scheduleStart } from '../../core/booking/index';
import { catalogueCalls, type Resource, type ResourceSlot } from '../../core/schemas/index';
import type { PlainDate } from '../../core/time/index';
import { useApi } from '../app/api';

export type Read<T> =
  | { status: 'idle'; data: null }
  | { status: 'loading'; data: null }
  | { status: 'error'; data: null }
  | { status: 'ready'; data: T };

/**
 * One read that follows its key (null: nothing to read yet); a new key cancels the read in flight, and
 * `retry` reads the same key again.
 */
export function useRead<T>(
  key: string | null,
  read: (signal: AbortSignal) => Promise<T>,
): Read<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; read: Read<T> }>({
    key,
    read: { status: key === null ? 'idle' : 'loading', data: null },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the read's inputs; attempt re-runs it.
  useEffect(() => {
    if (key === null) {
      setState({ key, read: { status: 'idle', data: null } });
      return;
    }
    const controller = new AbortController();
    setState({ key, read: { status: 'loading', data: null } });
    read(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, read: { status: 'ready', data } });
      },
      () => {
        if (!controller.signal.aborted) setState({ key, read: { status: 'error', data: null } });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Until the effect has run for a new key, the answer held is another key's: the new one is loading.
  const current: Read<T> =
    state.key === key ? state.read : { status: key === null ? 'idle' : 'loading', data: null };
  return { ...current, retry };
}

/** Every slot status: the schedules show booked, held and past slots as unavailable. */
const ALL_STATUSES = 'FREE,BOOKED,HELD,PAST';

/** The resources a schedule section shows (GET /api/resources), in the API's order (name). */
export function useResources(settings: ScheduleSectionSettings) {
  const api = useApi();
  const configurations = settings.bookings_configurations?.join(',') ?? '';
  return useRead<Resource[]>(`resources:${configurations}`, async (signal) => {
    const answer = await api.call(
      catalogueCalls.resources,
      configurations === '' ? {} : { 'bookings-configurations': configurations },
      { signal },
    );
    return answer.data;
  });
}

/** The slots of these resources in a window, whatever their status (GET /api/resources/availabilities). */
export function useSlots(resources: readonly Resource[] | null, window: SlotWindow | null) {
  const api = useApi();
  const cuids = useMemo(() => resources?.map((resource) => resource.cuid).join(',') ?? null, [resources]);
  const key =
    cuids === null || cuids === '' || window === null
      ? null
      : `slots:${cuids}:${window.after}:${window.before}`;
  return useRead<ResourceSlot[]>(key, async (signal) => {
    const answer = await api.call(
      catalogueCalls.resourceAvailabilities,
      { resource: cuids ?? '', status: ALL_STATUSES, after: window?.after, before: window?.before },
      { signal },
    );
    return answer.data;
  });
}

/** The dates with a free slot for these resources, for the calendar popover. */
export function useFreeDates(resources: readonly Resource[] | null) {
  const api = useApi();
  const cuids = useMemo(() => resources?.map((resource) => resource.cuid).join(',') ?? null, [resources]);
  const key = cuids === null || cuids === '' ? null : `calendar:${cuids}`;
  return useRead<string[]>(key, async (signal) => {
    const answer = await api.call(
      catalogueCalls.resourceAvailabilityCalendar,
      { resource: cuids ?? '' },
      { signal },
    );
    return answer.dates.map((entry) => entry.date);
  });
}

/**
 * The day a schedule shows: the query string's, else the first day from today with a free slot (core
 * `scheduleStart`) once the calendar is read, else today when it cannot be; null while it is being read.
 */
export function scheduleAnchor(
  explicit: PlainDate | null,
  today: PlainDate,
  freeDates: Read<string[]>,
): PlainDate | null {
  if (explicit) return explicit;
  if (freeDates.status === 'ready') return scheduleStart(today, freeDates.data);
  return freeDates.status === 'loading' ? null : today;
}
