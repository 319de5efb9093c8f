/**
 * Waiting lists (part 1 §4 "CLOSED (closed notice and waiting-list form offered); FULL (full notice and
 * waiting-list form offered)"; part 2 §5 "Waiting list: participant_id a required integer."; part 2 §7
 * "POST /api/registrations/waiting-list: availability_id, participant_id."; part 2 §9 notification trigger
 * "waiting-list.vacancy"). The browser's form and the server's route decide with these functions.
 */
import { type AvailabilityWindow, addFormView, offersWaitingList } from '../catalogue/index';
import { waitingListEntrySchema, waitingListSchema } from '../schemas/index';
import { compareInstants, type InstantLike } from '../time/index';

/** The notification trigger of part 2 §9 a vacancy notice is sent under. */
export const WAITING_LIST_VACANCY_TRIGGER = 'waiting-list.vacancy';

/** Refusals of the join call; translated as forms.errors.{code}. */
export const WAITING_LIST_ERRORS = {
  /** The availability does not offer its waiting list (OPEN, OVERLAP, ended, or started without late registration). */
  NOT_OFFERED: 'WAITING_LIST.NOT_OFFERED',
  /** The participant already holds an active registration on the availability. */
  ALREADY_REGISTERED: 'WAITING_LIST.ALREADY_REGISTERED',
} as const;

/** Whether a participant may join this availability's waiting list: the add-form notice offers it. */
export function canJoinWaitingList(availability: AvailabilityWindow, now: InstantLike): boolean {
  return offersWaitingList(availability, now);
}

/** The join request (part 2 §7); null with the field errors while it is not valid. */
export type WaitingListRequest = { availability_id: number; participant_id: number };

/** Field errors of the waiting-list form, keyed by field, with the schema's own keys (`required`...). */
export function waitingListErrors(values: {
  availability_id: number;
  participant_id: number | null;
}): Record<string, string> {
  const parsed = waitingListSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The body of POST /api/registrations/waiting-list, or null while the values do not pass the schema. */
export function waitingListRequest(values: {
  availability_id: number;
  participant_id: number | null;
}): WaitingListRequest | null {
  const parsed = waitingListSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

export interface VacancyInput {
  availability: AvailabilityWindow & { capacity: number | null };
  /** Registered seats. */
  registered: number;
  /** Seats held by unexpired items of unprocessed carts. */
  held: number;
  /** Entries already notified whose participant has not taken a seat (no hold, no registration) yet. */
  outstanding: number;
  /** Entries not notified yet whose participant holds no seat: the queue. */
  waiting: number;
}

/**
 * How many queued entries to notify now, the oldest first: one per free seat not already offered to an
 * earlier notified entry, never more than the queue. A seat counts as free when registered plus unexpired
 * holds stay below the capacity; an unlimited capacity (null) never frees a seat. A free seat is a vacancy
 * only while the availability takes registrations or is FULL (the add form shows, or its FULL notice): a
 * CLOSED or OVERLAP availability, one whose registrations have not opened or have ended, and one that
 * has ended or started without late registration have seats nobody can take, so nobody is told of them.
 */
export function vacancyNoticesDue(input: VacancyInput, now: InstantLike): number {
  const { capacity } = input.availability;
  if (capacity === null) return 0;
  const view = addFormView(input.availability, now);
  const takesSeats = view.kind === 'form' || view.notice === 'full';
  if (!takesSeats) return 0;
  const free = capacity - Math.max(0, input.registered) - Math.max(0, input.held);
  const unoffered = free - Math.max(0, input.outstanding);
  return Math.max(0, Math.min(Math.max(0, input.waiting), unoffered));
}

// ---------------------------------------------------------------------------------------------------------
// Position in the queue (issue 20 §7)
// ---------------------------------------------------------------------------------------------------------

/** An entry as the queue orders it: when it joined, and its id for entries that joined at the same instant. */
export interface QueuedEntry {
  id: number;
  created_at: InstantLike;
}

/**
 * The queue's order, the one the vacancy notice follows (adapters/server/waiting-list/vacancy.ts claims
 * `order by created_at, id`): the oldest entry first, the smaller id first among entries of the same instant.
 */
export function compareQueueOrder(a: QueuedEntry, b: QueuedEntry): number {
  return compareInstants(a.created_at, b.created_at) || a.id - b.id;
}

/**
 * An entry's position on its availability's waiting list: 1 + the number of entries still queued (not yet
 * offered a seat, participant and customer still there, no seat of their own) ahead of it in the queue's
 * order. Null when the entry is not among the queued ones (a seat was offered to it, or it left).
 */
export function waitingListPosition(entry: { id: number }, queued: readonly QueuedEntry[]): number | null {
  const self = queued.find((other) => other.id === entry.id);
  if (!self) return null;
  return 1 + queued.filter((other) => other.id !== self.id && compareQueueOrder(other, self) < 0).length;
}

/** The positions of every queued entry of one availability, by entry id (1, 2, 3... in the queue's order). */
export function waitingListPositions(queued: readonly QueuedEntry[]): Map<number, number> {
  return new Map([...queued].sort(compareQueueOrder).map((entry, index) => [entry.id, index + 1]));
}

/** Refusal of the leave call: no such entry of this customer (another customer's entry reads the same). */
export const WAITING_LIST_ENTRY_NOT_FOUND = 'WAITING_LIST_ENTRY_NOT_FOUND';

/** Where the join left the participant: waiting at a position, or already offered a seat (no position). */
export type JoinedPlace = { status: 'WAITING' | 'OFFERED'; position: number | null };

/** The place the join call answered (issue 20 §7); null when the answer names no entry. */
export function joinedPlace(answer: unknown): JoinedPlace | null {
  const entry = waitingListEntrySchema.safeParse((answer as { entry?: unknown } | null)?.entry);
  return entry.success ? { status: entry.data.status, position: entry.data.position } : null;
}
