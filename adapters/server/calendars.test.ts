import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from '../../core/time/index';
import {
  type AvailabilityFixture,
  availabilityOf,
  type Customer,
  multisportAnswers,
  newCustomer,
  register,
} from './account/registration-fixtures';
import { signedIn } from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, EN_HOST, FR_HOST, TEST_NOW, type TestClient } from './test-support';

/** One VEVENT as an independent parser (ical.js, not the library that wrote it) reads it. */
interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  location: string | null;
  start: string;
  end: string;
  /** The start and end on the wall clock of Brussels, e.g. "2027-03-29T09:00". */
  localStart: string;
  localEnd: string;
}

const brussels = (date: Date) =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime())
    .toZonedDateTimeISO('Europe/Brussels')
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' });

function parseIcs(text: string): { name: string | null; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return {
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const start = event.startDate.toJSDate();
      const end = event.endDate.toJSDate();
      return {
        uid: event.uid,
        sequence: event.sequence,
        status: (component.getFirstPropertyValue('status') as string | null) ?? null,
        summary: event.summary,
        location: event.location ?? null,
        start: start.toISOString(),
        end: end.toISOString(),
        localStart: brussels(start),
        localEnd: brussels(end),
      };
    }),
  };
}

const later = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString();

/**
 * Calendars (issue 20 item 1): the .ics of a registration and of a booking, and the family feed, every
 * answer read back with ical.js: UIDs stable per session, SEQUENCE up when dates move or are removed,
 * cancelled dates and registrations CANCELLED, local times right across the DST change, the feed's token
 * (stored hashed) the only key to it, a reset killing the old URL, and another customer's records not found.
 */
describe.each(drivers)('calendars on %s', { timeout: 180_000 }, (driver) => {
  const app = useTestApp(driver, { resetClock: true });
  let zoe: Customer;
  let bob: Customer;
  let camp: AvailabilityFixture;
  /** The cuids of camp's dates, in start order. */
  let dateCuids: string[] = [];
  let registration: { id: number; cuid: string };
  let answers: Awaited<ReturnType<typeof multisportAnswers>>;

  /** A GET as the client's browser would make it (its cookie), answered raw. */
  const download = (client: TestClient | null, path: string, host = FR_HOST) =>
    app.request(`http://${host}${path}`, {
      headers: { host, ...(client?.cookie ? { cookie: client.cookie } : {}) },
    });
  const calendarOf = async (path: string, client: TestClient | null = zoe.client, host = FR_HOST) => {
    const answer = await download(client, path, host);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    return { answer, ...parseIcs(await answer.text()) };
  };
  const registrationIcs = () => calendarOf(`/api/registrations/${registration.cuid}/calendar.ics`);
  const uidOf = (dateIndex: number) => `${dateCuids[dateIndex]}.${registration.cuid}@${FR_HOST}`;
  const byUid = (events: ParsedEvent[]) => new Map(events.map((event) => [event.uid, event]));
  const edit = (dateIndexes: number[]) =>
    zoe.client.call('PUT', '/api/registrations', {
      body: {
        registration_id: registration.id,
        availability_dates: dateIndexes.map((index) => ({ date_id: camp.dates[index]?.id })),
        ...answers,
        automatic_price: true,
      },
    });
  /** The organiser moves a date: the trigger of migration 0011 counts the move. */
  const moveDate = (dateIndex: number, start: string, end: string) =>
    app.db
      .updateTable('availability_dates')
      .set({ start_at: start, end_at: end })
      .where('id', '=', camp.dates[dateIndex]?.id ?? -1)
      .execute();

  beforeAll(async () => {
    zoe = await newCustomer(app, {
      firstname: 'Zoé',
      lastname: 'Lefèvre',
      email: 'zoe.calendars@example.be',
      birthdate: '2018-03-10',
    });
    bob = await newCustomer(app, {
      firstname: 'Bob',
      lastname: 'Lambert',
      email: 'bob.calendars@example.be',
      birthdate: '2017-07-07',
    });
    camp = await availabilityOf(app.db, 'ps-av-carnaval-multisport-s1');
    const cuids = await app.db
      .selectFrom('availability_dates')
      .select(['id', 'cuid'])
      .where('availability_id', '=', camp.id)
      .execute();
    dateCuids = camp.dates.map((date) => cuids.find((row) => row.id === date.id)?.cuid ?? '');
    answers = await multisportAnswers(app.db, camp.activityId);
    // A partial registration: three of the camp's five dates.
    registration = await register(
      app,
      zoe,
      camp,
      [0, 1, 3].map((index) => camp.dates[index]?.id ?? -1),
      answers,
    );
  }, 120_000);

  it('downloads a registration with partial dates: one VEVENT per registered date, with place and address', async () => {
    const { answer, events } = await registrationIcs();
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename=".+\.ics"; filename\*=UTF-8''.+\.ics$/,
    );
    const location = await app.db
      .selectFrom('availabilities as av')
      .innerJoin('locations as l', 'l.id', 'av.location_id')
      .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
      .select(['l.street', 'l.city', 'l.postcode', 'ac.title'])
      .where('av.id', '=', camp.id)
      .executeTakeFirstOrThrow();
    expect(events.map((event) => event.uid)).toEqual([uidOf(0), uidOf(1), uidOf(3)]);
    for (const [position, index] of [0, 1, 3].entries()) {
      const event = events[position];
      expect(event).toMatchObject({
        sequence: 0,
        status: 'CONFIRMED',
        summary: `${location.title} — Zoé Lefèvre`,
        start: camp.dates[index]?.start_at,
        end: camp.dates[index]?.end_at,
      });
      expect(event?.location).toContain(`${location.street}`);
      expect(event?.location).toContain(`${location.postcode} ${location.city}`);
    }
    // The same file again: the same UIDs and sequences (stable across downloads).
    const again = await registrationIcs();
    expect(again.events.map((event) => [event.uid, event.sequence])).toEqual(
      events.map((event) => [event.uid, event.sequence]),
    );
  });

  it('keeps Brussels local times right across the DST change, and bumps SEQUENCE for a moved date', async () => {
    // The last Friday before summer time (CET, UTC+1) and the Monday after (CEST, UTC+2), 9:00 to 16:00.
    await moveDate(0, '2027-03-26T08:00:00.000Z', '2027-03-26T15:00:00.000Z');
    await moveDate(1, '2027-03-29T07:00:00.000Z', '2027-03-29T14:00:00.000Z');
    const events = byUid((await registrationIcs()).events);
    expect(events.get(uidOf(0))).toMatchObject({
      localStart: '2027-03-26T09:00',
      localEnd: '2027-03-26T16:00',
      sequence: 1,
    });
    expect(events.get(uidOf(1))).toMatchObject({
      localStart: '2027-03-29T09:00',
      localEnd: '2027-03-29T16:00',
      sequence: 1,
    });
    expect(events.get(uidOf(3))?.sequence).toBe(0);
    // Writing the same times again is no move.
    await moveDate(1, '2027-03-29T07:00:00.000Z', '2027-03-29T14:00:00.000Z');
    expect(byUid((await registrationIcs()).events).get(uidOf(1))?.sequence).toBe(1);
  });

  it('shows a date removed by an edit as CANCELLED with a higher SEQUENCE, and CONFIRMED again once added back', async () => {
    const removed = await edit([0, 1]);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    let events = byUid((await registrationIcs()).events);
    expect(events.size).toBe(3);
    expect(events.get(uidOf(3))).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(events.get(uidOf(0))?.status).toBe('CONFIRMED');

    const back = await edit([0, 1, 3]);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    events = byUid((await registrationIcs()).events);
    expect(events.get(uidOf(3))).toMatchObject({ status: 'CONFIRMED', sequence: 2 });
  });

  it('answers 404 for another customer’s registration, as the JSON detail does, and 401 without a session', async () => {
    const path = `/api/registrations/${registration.cuid}/calendar.ics`;
    const other = await download(bob.client, path);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'REGISTRATION_NOT_FOUND' });
    const detail = await bob.client.call('GET', `/api/account/registrations/${registration.cuid}`);
    expect(detail.status).toBe(404);
    expect((await download(null, path)).status).toBe(401);
    // The other organiser's site does not know it either.
    expect((await download(zoe.client, path, EN_HOST)).status).not.toBe(200);
  });

  it('downloads a booking with its slot, its resource and its participants; another customer gets 404', async () => {
    const camille = await signedIn(app);
    const { events } = await calendarOf('/api/bookings/ps-history-booking/calendar.ics', camille);
    const slots = await app.db
      .selectFrom('booking_slots as s')
      .innerJoin('bookings as b', 'b.id', 's.booking_id')
      .select(['s.start_at', 's.end_at', 's.resource_availability_id'])
      .where('b.cuid', '=', 'ps-history-booking')
      .orderBy('s.start_at')
      .execute();
    expect(events).toHaveLength(slots.length);
    expect(events[0]).toMatchObject({
      uid: `slot-${slots[0]?.resource_availability_id}.ps-history-booking@${FR_HOST}`,
      start: slots[0]?.start_at,
      end: slots[0]?.end_at,
      status: 'CONFIRMED',
      sequence: 0,
    });
    expect(events[0]?.summary).toMatch(/Hugo .+, Léa /);
    const other = await download(bob.client, '/api/bookings/ps-history-booking/calendar.ics');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'BOOKING_NOT_FOUND' });
  });

  it('downloads a registration request: TENTATIVE while pending, CONFIRMED once approved; another customer gets 404', async () => {
    const camille = await signedIn(app);
    const requests = await app.db
      .selectFrom('registration_requests')
      .select(['id', 'cuid', 'status', 'availabilities'])
      .where('cuid', 'like', 'ps-history-%')
      .orderBy('id')
      .execute();
    const pending = requests.find((request) => request.status === 'PENDING');
    if (!pending) throw new Error('the demo has no pending request');
    const path = `/api/registrations-requests/${pending.cuid}/calendar.ics`;
    const asked = pending.availabilities.flatMap((entry) => entry.dates);
    let { events } = await calendarOf(path, camille);
    expect(events).toHaveLength(asked.length);
    expect(events.every((event) => event.status === 'TENTATIVE' && event.sequence === 0)).toBe(true);
    expect(events.every((event) => event.uid.endsWith(`.${pending.cuid}@${FR_HOST}`))).toBe(true);
    expect(events[0]?.summary).toMatch(/ — Léa /);

    await app.db
      .updateTable('registration_requests')
      .set({ status: 'APPROVED' })
      .where('id', '=', pending.id)
      .execute();
    ({ events } = await calendarOf(path, camille));
    expect(events.every((event) => event.status === 'CONFIRMED' && event.sequence === 1)).toBe(true);
    await app.db
      .updateTable('registration_requests')
      .set({ status: 'PENDING' })
      .where('id', '=', pending.id)
      .execute();

    const other = await download(bob.client, path);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'REGISTRATION_REQUEST_NOT_FOUND' });
  });

  describe('the family feed', () => {
    let feedPath = '';

    it('has no link until one is made; the link is shown once and only its hash is stored', async () => {
      expect((await zoe.client.call('GET', '/api/account/calendar-feed')).body).toEqual({ feed: null });
      const made = await zoe.client.call('POST', '/api/account/calendar-feed');
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      feedPath = String(made.body.path);
      expect(feedPath).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await zoe.client.call('GET', '/api/account/calendar-feed')).body).toEqual({
        feed: { created_at: TEST_NOW },
      });
      const token = feedPath.slice('/calendar/'.length, -'.ics'.length);
      const stored = await app.db.selectFrom('calendar_feeds').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(
        (await app.db.selectFrom('calendar_feeds').select('token_hash').executeTakeFirstOrThrow()).token_hash,
      ).toHaveLength(43);
      expect((await download(null, '/api/account/calendar-feed')).status).toBe(401);
    });

    it('opens with the token alone (no session), holding every session of the customer’s participants', async () => {
      const { events } = await calendarOf(feedPath, null);
      expect(events.map((event) => event.uid).sort()).toEqual([uidOf(0), uidOf(1), uidOf(3)].sort());
      // Bob has nothing in Zoé's feed, and the token opens nothing on the other organiser's site.
      expect(events.every((event) => event.summary.endsWith('Zoé Lefèvre'))).toBe(true);
      expect((await download(null, feedPath, EN_HOST)).status).toBe(404);
    });

    it('reflects an edit and a cancellation at the next poll', async () => {
      await moveDate(3, '2027-10-29T08:00:00.000Z', '2027-10-29T15:00:00.000Z');
      let events = byUid((await calendarOf(feedPath, null)).events);
      expect(events.get(uidOf(3))).toMatchObject({ sequence: 3, localStart: '2027-10-29T10:00' });

      const cancelled = await zoe.client.call('POST', '/api/registrations/cancel', {
        body: { registration_id: registration.id, message: 'Malade' },
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      events = byUid((await calendarOf(feedPath, null)).events);
      expect([...events.values()].map((event) => event.status)).toEqual([
        'CANCELLED',
        'CANCELLED',
        'CANCELLED',
      ]);
      expect(events.get(uidOf(0))?.sequence).toBe(2);
      expect(events.get(uidOf(3))?.sequence).toBe(4);
      // The download says the same.
      expect((await registrationIcs()).events.every((event) => event.status === 'CANCELLED')).toBe(true);
    });

    it('keeps recent sessions for 30 days after they end, then leaves them out', async () => {
      const lastEnd = '2027-10-29T15:00:00.000Z';
      app.setNow(new Date(Date.parse(lastEnd) + 29 * 86_400_000).toISOString());
      expect((await calendarOf(feedPath, null)).events.map((event) => event.uid)).toEqual([uidOf(3)]);
      app.setNow(new Date(Date.parse(lastEnd) + 31 * 86_400_000).toISOString());
      expect((await calendarOf(feedPath, null)).events).toEqual([]);
    });

    it('answers 404 at the old URL once reset, and the new URL works', async () => {
      app.setNow(later(60));
      const reset = await zoe.client.call('POST', '/api/account/calendar-feed');
      expect(reset.status).toBe(200);
      const fresh = String(reset.body.path);
      expect(fresh).not.toBe(feedPath);
      const old = await download(null, feedPath);
      expect(old.status).toBe(404);
      expect(await old.json()).toEqual({ error: 'CALENDAR_FEED_NOT_FOUND' });
      expect((await calendarOf(fresh, null)).events).toHaveLength(3);
      expect((await zoe.client.call('GET', '/api/account/calendar-feed')).body).toEqual({
        feed: { created_at: later(60) },
      });
      expect(await app.db.selectFrom('calendar_feeds').select('id').execute()).toHaveLength(1);
    });

    it('answers 404 to tokens it never issued, and 429 once an IP guesses too many', async () => {
      for (const path of [
        '/calendar/nope.ics',
        `/calendar/${'A'.repeat(43)}.ics`,
        `/calendar/${'A'.repeat(43)}`,
      ]) {
        const answer = await download(null, path);
        expect(answer.status).toBe(404);
      }
      let last = 0;
      for (let attempt = 0; attempt < 30 && last !== 429; attempt += 1)
        last = (await download(null, `/calendar/${'B'.repeat(43)}.ics`)).status;
      expect(last).toBe(429);
    });
  });
});
