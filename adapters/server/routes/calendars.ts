import type { Context, Hono } from 'hono';
import { calendarEvents, feedTokenOf } from '../../../core/calendar/index';
import { calendarCalls } from '../../../core/schemas/index';
import {
  bookingCalendar,
  feedCalendar,
  registrationCalendar,
  requestCalendar,
} from '../calendar/calendar-read';
import { feedOf, feedOwner, resetFeed } from '../calendar/feeds';
import { CALENDAR_HEADERS, writeIcs } from '../calendar/ics';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../errors';
import { route } from '../http';
import { createAttemptGuard } from '../security/rate-limit-guard';
import { ATTEMPT_POLICIES } from '../security/rate-limit-rules';
import { attachmentDisposition } from './account-registrations';
import { accountScopeOf, detailCuid } from './account-request';

/** The family feed's public path (outside /api: calendar apps fetch it without a session). */
export const CALENDAR_FEED_ROUTE = '/calendar/:file';

const FEED_NOT_FOUND = 'CALENDAR_FEED_NOT_FOUND';

/**
 * Calendars (issue 20 item 1): GET /api/registrations/:cuid/calendar.ics, GET
 * /api/bookings/:cuid/calendar.ics and GET /api/registrations-requests/:cuid/calendar.ics (an RFC 5545
 * download of the customer's own order: one VEVENT per session), GET and POST /api/account/calendar-feed (the family feed link: whether there is one; a new one,
 * shown once), and GET /calendar/<token>.ics, the feed itself, which the token alone opens.
 */
export function calendarRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const scopeOf = (c: Context<AppEnv>) => accountScopeOf(c, deps.now());
  const calendarAnswer = (
    c: Context<AppEnv>,
    calendar: { orders: Parameters<typeof calendarEvents>[0]; filename: string | null },
    name: string,
    publish: boolean,
  ) => {
    const organiser = c.get('organiser');
    const body = writeIcs({
      name,
      events: calendarEvents(calendar.orders, organiser.hostname),
      now: deps.now(),
      language: organiser.language,
      publish,
    });
    return new Response(body, {
      status: 200,
      headers: {
        ...CALENDAR_HEADERS,
        ...(calendar.filename ? { 'content-disposition': attachmentDisposition(calendar.filename) } : {}),
      },
    });
  };

  route(app, calendarCalls.registrationCalendar, async (_input, c) => {
    const calendar = await registrationCalendar(db, scopeOf(c), detailCuid(c, 'REGISTRATION_NOT_FOUND'));
    return calendarAnswer(c, calendar, calendar.orders[0]?.title ?? c.get('organiser').name, true);
  });
  route(app, calendarCalls.bookingCalendar, async (_input, c) => {
    const calendar = await bookingCalendar(db, scopeOf(c), detailCuid(c, 'BOOKING_NOT_FOUND'));
    return calendarAnswer(c, calendar, calendar.orders[0]?.title ?? c.get('organiser').name, true);
  });
  route(app, calendarCalls.requestCalendar, async (_input, c) => {
    const calendar = await requestCalendar(db, scopeOf(c), detailCuid(c, 'REGISTRATION_REQUEST_NOT_FOUND'));
    return calendarAnswer(c, calendar, calendar.orders[0]?.title ?? c.get('organiser').name, true);
  });
  route(app, calendarCalls.calendarFeed, async (_input, c) => feedOf(db, scopeOf(c)));
  route(app, calendarCalls.resetCalendarFeed, async (_input, c) => resetFeed(db, scopeOf(c)));

  // Unknown tokens count against the client IP, as guessed voucher codes do.
  const guarded = createAttemptGuard(deps);
  const guessFailures = new Set([FEED_NOT_FOUND]);
  app.get(CALENDAR_FEED_ROUTE, async (c) => {
    const organiser = c.get('organiser');
    const token = feedTokenOf(c.req.param('file') ?? '');
    return guarded(c, {
      policy: ATTEMPT_POLICIES.calendarFeed,
      account: null,
      failureCodes: guessFailures,
      run: async () => {
        if (token === null) throw new ApiError(404, FEED_NOT_FOUND);
        const customerId = await feedOwner(db, organiser.id, token);
        if (customerId === null) throw new ApiError(404, FEED_NOT_FOUND);
        const orders = await feedCalendar(db, { organiserId: organiser.id, customerId, now: deps.now() });
        return calendarAnswer(c, { orders, filename: null }, organiser.name, false);
      },
    });
  });
}
