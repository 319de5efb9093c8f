import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarEvent } from '../../../core/calendar/index';

const ICAL_STATUS: Record<CalendarEvent['status'], ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/**
 * RFC 5545 text of calendar events, written with ical-generator. Start and end are in UTC (the "Z" form
 * RFC 5545 §3.3.5 allows everywhere), so no VTIMEZONE is needed and the calendar app shows each session
 * at its Europe/Brussels time, summer and winter alike. DTSTAMP is the moment the file is made.
 */
export function writeIcs(input: {
  name: string;
  events: readonly CalendarEvent[];
  now: string;
  language: 'fr' | 'en';
  /** PUBLISH for a downloaded file; none for a subscription feed. */
  publish: boolean;
}): string {
  const calendar = ical({
    prodId: { company: 'storefront', product: 'calendars', language: input.language.toUpperCase() },
    name: input.name,
    ...(input.publish ? { method: ICalCalendarMethod.PUBLISH } : {}),
  });
  const stamp = new Date(input.now);
  for (const event of input.events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      status: ICAL_STATUS[event.status],
      start: new Date(event.start_at),
      end: new Date(event.end_at),
      stamp,
      summary: event.summary,
      location: event.location,
    });
  }
  return calendar.toString();
}

/**
 * The headers of a calendar answer: text/calendar, never stored by a cache (it is personal), and never
 * indexed should a feed URL leak.
 */
export const CALENDAR_HEADERS = {
  'content-type': 'text/calendar; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex, nofollow',
} as const;
