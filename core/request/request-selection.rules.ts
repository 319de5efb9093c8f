import { brusselsDate, isInFuture, Temporal } from '../time/index';
import { weekStartOf } from './request.rules';

/** What the weekly selection reads of an availability: its status, end and dated sessions. */
export interface RequestableAvailability {
  cuid: string;
  status: string;
  end_at: string;
  dates: ReadonlyArray<{ id: number; start_at: string; end_at: string }>;
}

/**
 * An availability can be asked for when it is OPEN and not over: the same test POST /api/carts/items applies
 * to `registrations_requests` (CART.AVAILABILITY_CLOSED otherwise).
 */
export function isRequestable(availability: { status: string; end_at: string }, now: string): boolean {
  return availability.status === 'OPEN' && isInFuture(availability.end_at, now);
}

/** One line of the weekly selection: an availability's session that falls in the shown week. */
export interface WeekSlot<A extends RequestableAvailability> {
  availability: A;
  start_at: string;
  end_at: string;
  requestable: boolean;
}

/**
 * The sessions of the week starting on `weekStart` (a Monday, ISO date), one line per availability (its first
 * session that week), in start order: the weekly selection picks availabilities by the slot they hold.
 */
export function weekSlots<A extends RequestableAvailability>(
  availabilities: readonly A[],
  weekStart: string,
  now: string,
): Array<WeekSlot<A>> {
  const monday = Temporal.PlainDate.from(weekStart);
  const nextMonday = monday.add({ days: 7 });
  const inWeek = (instant: string) => {
    const day = brusselsDate(instant);
    return Temporal.PlainDate.compare(day, monday) >= 0 && Temporal.PlainDate.compare(day, nextMonday) < 0;
  };
  const slots: Array<WeekSlot<A>> = [];
  for (const availability of availabilities) {
    const session = [...availability.dates]
      .sort((a, b) => Temporal.Instant.compare(a.start_at, b.start_at))
      .find((date) => inWeek(date.start_at));
    if (!session) continue;
    slots.push({
      availability,
      start_at: session.start_at,
      end_at: session.end_at,
      requestable: isRequestable(availability, now),
    });
  }
  return slots.sort((a, b) => Temporal.Instant.compare(a.start_at, b.start_at));
}

/**
 * The week the selection opens on: the week of the first future session of a requestable availability, or the
 * week of `now` when there is none.
 */
export function firstRequestWeek(availabilities: readonly RequestableAvailability[], now: string): string {
  const upcoming = availabilities
    .filter((availability) => isRequestable(availability, now))
    .flatMap((availability) => availability.dates.map((date) => date.start_at))
    .filter((start) => isInFuture(start, now))
    .sort((a, b) => Temporal.Instant.compare(a, b));
  return weekStartOf(brusselsDate(upcoming[0] ?? now).toString());
}

/** `?availabilities=a,b,c` as a list: trimmed, without empty entries or repeats, in the given order. */
export function parseAvailabilityList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ];
}

/** The `availabilities` query value once one availability is taken off the preview; null when none is left. */
export function availabilitiesWithout(selected: readonly string[], cuid: string): string | null {
  const left = selected.filter((entry) => entry !== cuid);
  return left.length === 0 ? null : left.join(',');
}

/**
 * The query string with `tier` set to the chosen tier (in place when present, appended otherwise), so the
 * request page knows the tier the selection was made for.
 */
export function searchWithTier(search: string, tierCuid: string | null): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '');
  if (tierCuid === null) return parts.join('&');
  const entry = `tier=${encodeURIComponent(tierCuid)}`;
  const at = parts.findIndex((part) => part.split('=')[0] === 'tier');
  if (at === -1) return [...parts, entry].join('&');
  return parts.map((part, index) => (index === at ? entry : part)).join('&');
}

/** "Some activities are flagged registration_flow REQUEST: the customer asks to register rather than registering directly." */
export function isRequestFlow(activity: { registration_flow: string }): boolean {
  return activity.registration_flow === 'REQUEST';
}
