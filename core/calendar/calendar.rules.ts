import { Temporal } from '../time/index';

/**
 * Calendar rules (issue 20 item 1): which sessions a calendar holds, their stable UIDs, their SEQUENCE and
 * their STATUS. The edge (adapters/server/calendar) reads the rows and writes RFC 5545 text; everything it
 * decides comes from here. "Now" is always a parameter.
 */

/** Where a session stands for the customer's calendar. */
export type SessionState =
  /** Booked and still held (a registration, a booking, an approved request). */
  | 'active'
  /** Asked for and not decided yet: a PENDING registration request. */
  | 'tentative'
  /** A date the customer removed from a partial registration (registration edit). */
  | 'removed'
  /** The order was cancelled (or the request rejected): every session of it is cancelled. */
  | 'cancelled';

export type CalendarStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

/** One session of an order, as the edge reads it. Instants are ISO strings. */
export interface CalendarSession {
  /** The session's own public id: the availability date's cuid, or a booking slot's key. */
  sessionKey: string;
  start_at: string;
  end_at: string;
  /**
   * How many times the session's start or end was moved (availability_dates.revision, bumped by the database
   * on every change of start_at or end_at; 0 for booking slots, which never move).
   */
  revision: number;
  /** How many times the customer removed this date from this registration (0 when never). */
  removals: number;
  /**
   * 1 once the order's own status was decided other than by a cancellation (a request approved), else 0:
   * a TENTATIVE session that becomes CONFIRMED gets a higher SEQUENCE.
   */
  decided?: number;
  state: SessionState;
}

/** An order whose sessions go into a calendar: a registration or a booking. */
export interface CalendarOrder {
  /** The order's public id (registration or booking cuid). */
  cuid: string;
  /** The activity's title, or the resource's name for a booking. */
  title: string;
  /** Who takes part: the participant's full name, or the booking's participants. */
  participants: readonly string[];
  location: CalendarLocation | null;
  sessions: readonly CalendarSession[];
}

export interface CalendarLocation {
  name: string | null;
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
}

export interface CalendarEvent {
  uid: string;
  sequence: number;
  status: CalendarStatus;
  start_at: string;
  end_at: string;
  summary: string;
  location: string | null;
}

/**
 * The UID of one session of one order, stable across downloads, feed polls and edits:
 * `<session key>.<order cuid>@<organiser host>`. The session key is the availability date's cuid (never
 * the registration_dates row's, which an edit deletes and re-creates), so removing and adding a date back
 * gives the calendar the same event again. The keys are cuids (letters, digits, dashes) and the dot
 * separates them unambiguously; any other character becomes "_", so a UID is always a plain token.
 */
export function sessionUid(input: { sessionKey: string; orderCuid: string; host: string }): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');
  const host = input.host.toLowerCase().replace(/[^a-z0-9.-]/g, '_');
  return `${safe(input.sessionKey)}.${safe(input.orderCuid)}@${host}`;
}

/**
 * SEQUENCE (RFC 5545 §3.8.7.4) of a session, derived from data that only grows, so it never goes down:
 * every move of the date's start or end adds 1 (`revision`); every removal of the date from the
 * registration adds 1 and every adding back adds 1 (a date removed `removals` times and active again was
 * added back as many times: 2 × removals; removed now: 2 × removals − 1); a request's approval adds 1
 * (`decided`); the cancellation of the whole order (or a request's rejection), which is final, adds 1 more.
 */
export function sessionSequence(
  session: Pick<CalendarSession, 'revision' | 'removals' | 'state' | 'decided'>,
): number {
  const revision = Math.max(0, Math.trunc(session.revision)) + Math.max(0, Math.trunc(session.decided ?? 0));
  const removals = Math.max(0, Math.trunc(session.removals));
  switch (session.state) {
    case 'tentative':
    case 'active':
      return revision + 2 * removals;
    case 'removed':
      return revision + Math.max(1, 2 * removals - 1);
    case 'cancelled':
      return revision + 2 * removals + 1;
  }
}

/** STATUS of a session: a removed date and every date of a cancelled order are CANCELLED; a pending request TENTATIVE. */
export const sessionStatus = (state: SessionState): CalendarStatus =>
  state === 'active' ? 'CONFIRMED' : state === 'tentative' ? 'TENTATIVE' : 'CANCELLED';

/** A registration request's status as its sessions' state (part 1 §3 "status PENDING, APPROVED, REJECTED, CANCELLED"). */
export function requestSessionState(status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED'): {
  state: SessionState;
  decided: number;
} {
  switch (status) {
    case 'PENDING':
      return { state: 'tentative', decided: 0 };
    case 'APPROVED':
      return { state: 'active', decided: 1 };
    default:
      return { state: 'cancelled', decided: 0 };
  }
}

/** "Name, Street Number, Postcode City": the location with its address, parts left out when missing. */
export function locationLine(location: CalendarLocation | null): string | null {
  if (!location) return null;
  const clean = (text: string | null) => (text ?? '').trim();
  const street = [clean(location.street), clean(location.number)].filter(Boolean).join(' ');
  const city = [clean(location.postcode), clean(location.city)].filter(Boolean).join(' ');
  const parts = [clean(location.name), street, city].filter(Boolean);
  return parts.length === 0 ? null : parts.join(', ');
}

/** "Activity — Participant[, Participant]". */
export function eventSummary(order: Pick<CalendarOrder, 'title' | 'participants'>): string {
  const names = order.participants.map((name) => name.trim()).filter(Boolean);
  return names.length === 0 ? order.title : `${order.title} — ${names.join(', ')}`;
}

/** One event per session of each order, in start order (then UID), with UID, SEQUENCE and STATUS decided. */
export function calendarEvents(orders: readonly CalendarOrder[], host: string): CalendarEvent[] {
  const events = orders.flatMap((order) =>
    order.sessions.map((session) => ({
      uid: sessionUid({ sessionKey: session.sessionKey, orderCuid: order.cuid, host }),
      sequence: sessionSequence(session),
      status: sessionStatus(session.state),
      start_at: session.start_at,
      end_at: session.end_at,
      summary: eventSummary(order),
      location: locationLine(order.location),
    })),
  );
  return events.sort(
    (a, b) =>
      Temporal.Instant.compare(Temporal.Instant.from(a.start_at), Temporal.Instant.from(b.start_at)) ||
      (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
}

/** How far back the family feed reaches: sessions that ended in the last 30 days stay in it. */
export const FEED_PAST_DAYS = 30;

/** The first instant a session may end at to be in the family feed at `now` (now − 30 days). */
export function feedWindowStart(now: string): string {
  return Temporal.Instant.from(now)
    .subtract({ hours: FEED_PAST_DAYS * 24 })
    .toString();
}

/** The family feed holds every session ending after `now` − 30 days: upcoming and recent ones. */
export function isInFeedWindow(session: { end_at: string }, now: string): boolean {
  return (
    Temporal.Instant.compare(
      Temporal.Instant.from(session.end_at),
      Temporal.Instant.from(feedWindowStart(now)),
    ) > 0
  );
}

/** The .ics file name of an order: "<title> <reference>.ics", kept to letters, digits, spaces, dots and dashes. */
export function calendarFilename(title: string, reference: string): string {
  const base = `${title} ${reference}`
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  return `${base === '' ? 'calendar' : base}.ics`;
}

/** The path of the family feed for a token: `/calendar/<token>.ics`. */
export const feedPath = (token: string) => `/calendar/${token}.ics`;

/** A feed token as the server issues them: 43 URL-safe base64 characters (256 random bits). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of a feed path's last segment (`<token>.ics`), or null when it is not one the server issues. */
export function feedTokenOf(segment: string): string | null {
  if (!segment.endsWith('.ics')) return null;
  const token = segment.slice(0, -'.ics'.length);
  return FEED_TOKEN_PATTERN.test(token) ? token : null;
}
