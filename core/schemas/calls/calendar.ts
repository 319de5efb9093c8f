import { z } from 'zod';
import { instant } from '../primitives';
import { defineRequestlessCall } from './contract';

// Calendars (issue 20 item 1): an RFC 5545 file per registration, booking and registration request, and the customer's
// private family feed. The files are browser downloads (answer null: text/calendar, not JSON).

/** The family feed as the account shows it: when its current link was made (null: none yet). */
export const calendarFeedSchema = z.object({ created_at: instant });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/**
 * A new feed link. The token is shown this once: only its SHA-256 is stored, so the server cannot show it
 * again; getting a new one (a reset) makes the previous link answer 404.
 */
export const calendarFeedResetAnswer = z.object({
  feed: calendarFeedSchema,
  /** `/calendar/<token>.ics`, on the site's own origin. */
  path: z.string().regex(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/),
});
export type CalendarFeedReset = z.infer<typeof calendarFeedResetAnswer>;

const download = (path: string) =>
  defineRequestlessCall({
    method: 'GET',
    path,
    answer: null,
    auth: 'customer',
  });

export const calendarCalls = {
  registrationCalendar: download('/api/registrations/:cuid/calendar.ics'),
  bookingCalendar: download('/api/bookings/:cuid/calendar.ics'),
  requestCalendar: download('/api/registrations-requests/:cuid/calendar.ics'),
  calendarFeed: defineRequestlessCall({
    method: 'GET',
    path: '/api/account/calendar-feed',
    answer: z.object({ feed: calendarFeedSchema.nullable() }),
    auth: 'customer',
  }),
  resetCalendarFeed: defineRequestlessCall({
    method: 'POST',
    path: '/api/account/calendar-feed',
    answer: calendarFeedResetAnswer,
    auth: 'customer',
  }),
};
