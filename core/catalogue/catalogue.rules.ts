/**
 * Availability status → add-form notice, card badges, and date selectability (part 1 §4, part 1 §3
 * Availability, Availability date, Activity). "Now" is always a parameter. "In the future" is strictly after
 * now; "past" is at or before now (core/time `isInFuture` / `isInPast`).
 */
import { type InstantLike, isInFuture, isInPast } from '../time/index';

export const AVAILABILITY_STATUSES = ['OPEN', 'CLOSED', 'FULL', 'OVERLAP'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** The activity setting the notice and badges read; absent settings mean late registration is not allowed. */
export interface LateRegistrationActivity {
  settings?: { allow_registrations_after_start?: boolean | null } | null;
}

/** The smallest availability the notice and the badges need (part 1 §3 Availability). */
export interface AvailabilityWindow {
  status: AvailabilityStatus;
  registrations_start_at?: string | null;
  registrations_end_at?: string | null;
  start_at?: string | null;
  end_at?: string | null;
  activity?: LateRegistrationActivity | null;
}

/** Capacity of an availability date: null capacity is unlimited; null registered counts as 0. */
export interface DateCapacity {
  capacity: number | null;
  registered?: number | null;
}

export type AddFormNotice = 'closed' | 'full' | 'opening-scheduled' | 'closing-scheduled';

export type AddFormView =
  | { kind: 'form' }
  | {
      kind: 'notice';
      notice: AddFormNotice;
      /** Only with opening-scheduled: the registrations_start_at the notice shows. */
      opensAt?: string;
      /** "waiting-list form offered" with the closed and full notices of the CLOSED and FULL statuses. */
      waitingList: boolean;
    };

const isPast = (value: string | null | undefined, now: InstantLike): boolean =>
  value != null && value !== '' && isInPast(value, now);
const isFuture = (value: string | null | undefined, now: InstantLike): boolean =>
  value != null && value !== '' && isInFuture(value, now);

export function allowsRegistrationsAfterStart(
  activity: LateRegistrationActivity | null | undefined,
): boolean {
  return activity?.settings?.allow_registrations_after_start === true;
}

/** "end past": the availability has ended. */
export function hasEnded(availability: AvailabilityWindow, now: InstantLike): boolean {
  return isPast(availability.end_at, now);
}

/** "start past and activity disallows registrations after start". */
export function hasStartedWithoutLateRegistration(
  availability: AvailabilityWindow,
  now: InstantLike,
): boolean {
  return isPast(availability.start_at, now) && !allowsRegistrationsAfterStart(availability.activity);
}

/** "registrations_end_at past". */
export function haveRegistrationsEnded(availability: AvailabilityWindow, now: InstantLike): boolean {
  return isPast(availability.registrations_end_at, now);
}

/** "registrations_start_at in the future". */
export function areRegistrationsScheduled(availability: AvailabilityWindow, now: InstantLike): boolean {
  return isFuture(availability.registrations_start_at, now);
}

const notice = (name: AddFormNotice, waitingList: boolean, opensAt?: string): AddFormView =>
  opensAt === undefined
    ? { kind: 'notice', notice: name, waitingList }
    : { kind: 'notice', notice: name, opensAt, waitingList };

/**
 * "The add form is replaced by a notice: CLOSED (closed notice and waiting-list form offered); FULL (full
 * notice and waiting-list form offered); OPEN with registrations_start_at in the future (opening-scheduled
 * notice with date); OPEN with registrations_end_at past (closing-scheduled notice); start past and activity
 * disallows registrations after start (closed); end past (closed)."
 *
 * Precedence, first match wins:
 * 1. end past → closed, no waiting list (whatever the status: a place freed after the end cannot be used);
 * 2. start past and the activity disallows registrations after start → closed, no waiting list (same reason);
 * 3. CLOSED → closed, waiting list; 4. FULL → full, waiting list;
 * 5. OVERLAP → closed, no waiting list (not in the sentence: the status is not OPEN, so the form cannot
 *    register; the card shows its own OVERLAP badge);
 * 6. OPEN with registrations_end_at past → closing-scheduled (before 7: a window that has closed cannot
 *    still be about to open);
 * 7. OPEN with registrations_start_at in the future → opening-scheduled with opensAt;
 * 8. otherwise the form.
 * Missing dates (null, absent or empty) never trigger a notice.
 */
export function addFormView(availability: AvailabilityWindow, now: InstantLike): AddFormView {
  if (hasEnded(availability, now)) return notice('closed', false);
  if (hasStartedWithoutLateRegistration(availability, now)) return notice('closed', false);
  switch (availability.status) {
    case 'CLOSED':
      return notice('closed', true);
    case 'FULL':
      return notice('full', true);
    case 'OVERLAP':
      return notice('closed', false);
    case 'OPEN':
      break;
  }
  if (haveRegistrationsEnded(availability, now)) return notice('closing-scheduled', false);
  if (areRegistrationsScheduled(availability, now) && availability.registrations_start_at) {
    return notice('opening-scheduled', false, availability.registrations_start_at);
  }
  return { kind: 'form' };
}

/** Whether the waiting-list form is offered instead of the add form (CLOSED or FULL, not over). */
export function offersWaitingList(availability: AvailabilityWindow, now: InstantLike): boolean {
  const view = addFormView(availability, now);
  return view.kind === 'notice' && view.waitingList;
}

export type CardBadge = 'CLOSED' | 'OVERLAP' | 'FULL';
/** Display order of the card badges, as the spec lists them. */
export const CARD_BADGES: readonly CardBadge[] = ['CLOSED', 'OVERLAP', 'FULL'];

/** "capacity is null or above registered". */
export function hasFreeCapacity(date: DateCapacity): boolean {
  return date.capacity === null || date.capacity > (date.registered ?? 0);
}

/** "no future date has free capacity"; false when the dates are not given (empty list: not known). */
export function noFutureDateHasFreeCapacity(
  dates: ReadonlyArray<DateCapacity & { start_at: string }> | null | undefined,
  now: InstantLike,
): boolean {
  if (!dates || dates.length === 0) return false;
  return !dates.some((date) => isInFuture(date.start_at, now) && hasFreeCapacity(date));
}

/**
 * "Card badges: CLOSED, OVERLAP, FULL; also CLOSED when OPEN but registrations ended or started without late
 * registration allowed; Full also shown when no future date has free capacity."
 * The status gives its own badge; an OPEN availability whose registrations_end_at is past, that has ended, or
 * that has started while the activity disallows late registration gets CLOSED; FULL is added when the
 * availability has dates and none in the future has free capacity. Badges are unique, in the order CLOSED,
 * OVERLAP, FULL.
 */
export function cardBadges(
  availability: AvailabilityWindow & { dates?: ReadonlyArray<DateCapacity & { start_at: string }> | null },
  now: InstantLike,
): CardBadge[] {
  const badges = new Set<CardBadge>();
  if (availability.status !== 'OPEN') badges.add(availability.status);
  else if (
    haveRegistrationsEnded(availability, now) ||
    hasEnded(availability, now) ||
    hasStartedWithoutLateRegistration(availability, now)
  ) {
    badges.add('CLOSED');
  }
  if (noFutureDateHasFreeCapacity(availability.dates, now)) badges.add('FULL');
  return CARD_BADGES.filter((badge) => badges.has(badge));
}

/**
 * When a card's registrations open (issue 18 §18: a card gave no hint of it): the registrations_start_at
 * of an OPEN availability that takes registrations later and shows no closing badge; else null.
 */
export function cardOpensAt(
  availability: AvailabilityWindow & { dates?: ReadonlyArray<DateCapacity & { start_at: string }> | null },
  now: InstantLike,
): string | null {
  if (availability.status !== 'OPEN' || !availability.registrations_start_at) return null;
  if (!areRegistrationsScheduled(availability, now) || cardBadges(availability, now).length > 0) return null;
  return availability.registrations_start_at;
}

/** "A date is selectable/bookable only when OPEN and capacity is null or above registered." */
export function isDateSelectable(date: { status: AvailabilityStatus } & DateCapacity): boolean {
  return date.status === 'OPEN' && hasFreeCapacity(date);
}

/** "Dates marked closed: CLOSED, OVERLAP or FULL." */
export function isDateMarkedClosed(date: { status: AvailabilityStatus }): boolean {
  return date.status === 'CLOSED' || date.status === 'OVERLAP' || date.status === 'FULL';
}

/** "Catalogue pages allow availability statuses OPEN and FULL." (part 1 §4) */
export const CATALOGUE_STATUSES: readonly AvailabilityStatus[] = ['OPEN', 'FULL'];
