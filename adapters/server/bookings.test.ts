import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueCalls } from '../../core/schemas/index';
import { holdByAnother } from './booking-fixtures';
import type { Organiser } from './context';
import {
  camilleId,
  expectRefusal,
  hugoAndLea,
  organiserAt,
  type RefusableCall,
  signedIn,
  strangerParticipant,
} from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, EN_HOST, FR_HOST, TEST_NOW, type TestClient } from './test-support';

/**
 * Resource bookings (part 2 §5 "Booking", §7 GET /api/resources, GET /api/resources/availabilities and the
 * bookings[] of POST /api/carts/items, §9 "A booking end is start plus duration in seconds") on the demo
 * organiser's "Salle polyvalente": hourly (3 500) and 90-minute (5 000) prices, some slots already booked.
 */

type Row = Record<string, unknown>;
const at = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString();
const plus = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();
const ALL = 'status=FREE,BOOKED,HELD,PAST';

describe.each(drivers)('resource bookings on %s', { timeout: 120_000 }, (driver) => {
  const app = useTestApp(driver, { resetClock: true });
  let camille: TestClient;
  let visitor: TestClient;
  let organiser: Organiser;
  let customerId: number;
  let hugo: number;
  let lea: number;
  let salle: { id: number; cuid: string };
  let padel: { id: number; cuid: string };
  /** The salle's slots, in start order, as seeded. */
  let slots: Array<{ id: number; start_at: string; booked: boolean }>;

  beforeAll(async () => {
    camille = await signedIn(app);
    visitor = app.client();
    organiser = await organiserAt(app.db, FR_HOST);
    customerId = await camilleId(app.db);
    ({ hugo, lea } = await hugoAndLea(app.db, customerId));
    const resources = await app.db
      .selectFrom('resources')
      .select(['id', 'cuid'])
      .where('cuid', 'in', ['ps-res-salle', 'ps-res-padel'])
      .execute();
    salle = resources.find((row) => row.cuid === 'ps-res-salle') ?? { id: 0, cuid: '' };
    padel = resources.find((row) => row.cuid === 'ps-res-padel') ?? { id: 0, cuid: '' };
    slots = (
      await app.db
        .selectFrom('resource_availabilities')
        .select(['id', 'start_at', 'booked'])
        .where('resource_id', '=', salle.id)
        .orderBy('start_at')
        .execute()
    ).map((slot) => ({ ...slot, start_at: new Date(slot.start_at).toISOString() }));
    expect(slots.some((slot) => slot.booked)).toBe(true);
  });
  beforeEach(async () => {
    await app.db.deleteFrom('carts').where('processed_at', 'is', null).execute();
  });

  /** The n-th slot of the salle that is free (not booked) in the seed. */
  const free = (n: number) => {
    const slot = slots.filter((candidate) => !candidate.booked)[n];
    if (!slot) throw new Error(`no free slot ${n}`);
    return slot;
  };
  const booking = (start_at: string, seconds: number, extra: Row = {}) => ({
    resource_id: salle.id,
    dates: [{ start_at, end_at: plus(start_at, seconds) }],
    ...extra,
  });
  const add = (body: Row, client = camille) => client.call('POST', '/api/carts/items', { body });
  const slotsRead = async (query: string) =>
    (await visitor.call('GET', `/api/resources/availabilities?resource=${salle.cuid}&${query}`)).body
      .data as Row[];

  /** A refused call answers `code` and leaves every table as it was. */
  const refuses = (call: RefusableCall, status: number, code: string) =>
    expectRefusal(app.db, call, status, code);

  it('reads resources with their images and location, by cuid, for this organiser only', async () => {
    const answer = await visitor.call('GET', `/api/resources?cuid=${salle.cuid}`);
    expect(answer.status).toBe(200);
    expect(catalogueCalls.resources.answer?.safeParse(answer.body).success).toBe(true);
    const [resource] = answer.body.data as Row[];
    expect(answer.body.data).toHaveLength(1);
    expect(resource).toMatchObject({ id: salle.id, cuid: 'ps-res-salle', name: 'Salle polyvalente' });
    expect((resource?.images as Row[]).length).toBeGreaterThan(0);
    expect(resource?.location).toEqual({ name: expect.any(String), title: expect.anything() });
    const all = (await visitor.call('GET', '/api/resources')).body.data as Row[];
    expect(all.map((row) => row.cuid).sort()).toEqual(['ps-res-padel', 'ps-res-salle']);
    expect((await app.client(EN_HOST).call('GET', `/api/resources?cuid=${salle.cuid}`)).body.data).toEqual(
      [],
    );
  });

  it('answers free slots by default and, when asked, booked, held and past ones with their status', async () => {
    const target = free(0);
    const freeOnly = await slotsRead('');
    expect(freeOnly.every((slot) => slot.status === 'FREE')).toBe(true);
    expect(freeOnly.some((slot) => slot.id === target.id)).toBe(true);
    const every = await visitor.call('GET', `/api/resources/availabilities?resource=${salle.cuid}&${ALL}`);
    expect(catalogueCalls.resourceAvailabilities.answer?.safeParse(every.body).success).toBe(true);
    const statuses = new Map((every.body.data as Row[]).map((slot) => [slot.id, slot.status]));
    for (const slot of slots.filter((candidate) => candidate.start_at < at(14 * 24 * 60))) {
      expect(statuses.get(slot.id), slot.start_at).toBe(slot.booked ? 'BOOKED' : 'FREE');
    }

    expect((await add({ participant_id: hugo, bookings: [booking(target.start_at, 3600)] })).status).toBe(
      200,
    );
    expect((await slotsRead('')).some((slot) => slot.id === target.id)).toBe(false);
    expect((await slotsRead(ALL)).find((slot) => slot.id === target.id)?.status).toBe('HELD');
    // The hold ends with the cart item (15 minutes): the slot is free again.
    app.setNow(at(16));
    expect((await slotsRead('')).find((slot) => slot.id === target.id)?.status).toBe('FREE');
    // Once started, a slot is PAST, booked or not.
    const firstBooked = slots.find((slot) => slot.booked);
    if (!firstBooked) throw new Error('no booked slot');
    app.setNow(plus(firstBooked.start_at, 60));
    const past = await slotsRead(`${ALL}&after=${encodeURIComponent(firstBooked.start_at)}`);
    expect(past.find((slot) => slot.id === firstBooked.id)?.status).toBe('PAST');
    expect(
      (await slotsRead(`after=${encodeURIComponent(firstBooked.start_at)}`)).some(
        (slot) => slot.id === firstBooked.id,
      ),
    ).toBe(false);
  });

  it('marks in the calendar exactly the days with a free slot', async () => {
    const calendarDates = async () => {
      const answer = await visitor.call(
        'GET',
        `/api/resources/availabilities/calendar?resource=${salle.cuid}`,
      );
      expect(catalogueCalls.resourceAvailabilityCalendar.answer?.safeParse(answer.body).success).toBe(true);
      return (answer.body.dates as Row[]).map((row) => row.date);
    };
    const brusselsDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(iso));
    const fromReads = async () =>
      [
        ...new Set(
          (await slotsRead(`before=${encodeURIComponent(at(366 * 24 * 60))}`)).map((slot) =>
            brusselsDay(slot.start_at as string),
          ),
        ),
      ].sort();
    expect(await calendarDates()).toEqual(await fromReads());
    const firstDay = brusselsDay(free(0).start_at);
    expect(await calendarDates()).toContain(firstDay);
    // That day's slots all taken: booked but one, which Camille's cart holds.
    const ofDay = slots.filter((slot) => brusselsDay(slot.start_at) === firstDay);
    const [held, ...others] = ofDay.filter((slot) => !slot.booked);
    if (!held) throw new Error('no free slot on the first day');
    await app.db
      .updateTable('resource_availabilities')
      .set({ booked: true })
      .where('id', 'in', others.map((slot) => slot.id).concat(-1))
      .execute();
    try {
      expect((await add({ participant_id: hugo, bookings: [booking(held.start_at, 3600)] })).status).toBe(
        200,
      );
      const dates = await calendarDates();
      expect(dates).not.toContain(firstDay);
      expect(dates).toEqual(await fromReads());
    } finally {
      await app.db
        .updateTable('resource_availabilities')
        .set({ booked: false })
        .where('id', 'in', others.map((slot) => slot.id).concat(-1))
        .execute();
    }
  });

  it('adds a booking for the participant with extras and payment_split, priced by the chosen duration', async () => {
    const target = free(1);
    const added = await add({
      customer_id: customerId,
      participant_id: hugo,
      bookings: [
        booking(target.start_at, 5400, { participants: [{ id: lea }, { id: hugo }], payment_split: true }),
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [item] = (added.body.cart as Row).items as Row[];
    expect(item).toMatchObject({
      type: 'BOOKING',
      price: 5000,
      expires_at: at(15),
      participant: { id: hugo },
      participants: [{ id: lea }],
      resource: { cuid: 'ps-res-salle' },
      booking_dates: [{ start_at: target.start_at, end_at: plus(target.start_at, 5400) }],
    });
    const row = await app.db
      .selectFrom('cart_items')
      .select(['participant_id', 'details'])
      .where('cuid', '=', item?.cuid as string)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ participant_id: hugo, details: { participants: [lea], payment_split: true } });
  });

  it('keeps payment_split off without extras, and reads a start written with an offset as the same slot', async () => {
    const target = free(2);
    const local = new Date(target.start_at);
    // The same instant written in Brussels winter time.
    const withOffset = `${new Date(local.getTime() + 3_600_000).toISOString().slice(0, 19)}+01:00`;
    const added = await add({
      participant_id: lea,
      bookings: [booking(withOffset, 3600, { payment_split: true })],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [item] = (added.body.cart as Row).items as Row[];
    expect(item).toMatchObject({
      price: 3500,
      booking_dates: [{ start_at: target.start_at, end_at: plus(target.start_at, 3600) }],
    });
    const row = await app.db
      .selectFrom('cart_items')
      .select('details')
      .where('cuid', '=', item?.cuid as string)
      .executeTakeFirstOrThrow();
    expect(row.details).toEqual({ participants: [], payment_split: false });
  });

  it('refuses an unknown resource, a booked or held slot, an unpriced duration and more, writing nothing', async () => {
    const target = free(3);
    const booked = slots.find((slot) => slot.booked && slot.start_at > TEST_NOW);
    if (!booked) throw new Error('no booked slot');
    const foreignResource = await app.db
      .selectFrom('resources')
      .select('id')
      .where('organiser_id', '<>', organiser.id)
      .executeTakeFirstOrThrow();
    const stranger = await strangerParticipant(app.db, customerId);
    const body = (line: Row, participant: number | null = hugo) => ({
      ...(participant === null ? {} : { participant_id: participant }),
      bookings: [line],
    });

    await refuses(
      () => add(body(booking(target.start_at, 3600, { resource_id: 999_999 }))),
      404,
      'RESOURCE_NOT_FOUND',
    );
    await refuses(
      () => add(body(booking(target.start_at, 3600, { resource_id: foreignResource.id }))),
      404,
      'RESOURCE_NOT_FOUND',
    );
    await refuses(() => add(body(booking(booked.start_at, 3600))), 409, 'BOOKING.SLOT_TAKEN');
    await refuses(() => add(body(booking(target.start_at, 1800))), 422, 'BOOKING.DURATION_NOT_OFFERED');
    await refuses(() => add(body(booking(plus(target.start_at, 600), 3600))), 404, 'BOOKING.SLOT_NOT_FOUND');
    // A start the padel court has (18:00) but the salle has not.
    const padelOnly = await app.db
      .selectFrom('resource_availabilities')
      .select('start_at')
      .where('resource_id', '=', padel.id)
      .where(
        'start_at',
        'not in',
        slots.map((slot) => slot.start_at),
      )
      .orderBy('start_at')
      .executeTakeFirstOrThrow();
    await refuses(
      () => add(body(booking(new Date(padelOnly.start_at).toISOString(), 3600))),
      404,
      'BOOKING.SLOT_NOT_FOUND',
    );
    await refuses(() => add(body(booking(target.start_at, 3600), null)), 422, 'CART.PARTICIPANT_REQUIRED');
    await refuses(() => add(body(booking(target.start_at, 3600), stranger)), 404, 'PARTICIPANT_NOT_FOUND');
    await refuses(
      () => add(body(booking(target.start_at, 3600, { participants: [{ id: stranger }] }))),
      404,
      'PARTICIPANT_NOT_FOUND',
    );
    await refuses(
      () =>
        add(
          body({
            resource_id: salle.id,
            dates: [
              { start_at: target.start_at, end_at: plus(target.start_at, 3600) },
              { start_at: target.start_at.replace('.000Z', 'Z'), end_at: plus(target.start_at, 3600) },
            ],
          }),
        ),
      422,
      'BOOKING.DUPLICATE_SLOT',
    );
    await refuses(
      () => visitor.call('POST', '/api/carts/items', { body: body(booking(target.start_at, 3600)) }),
      401,
      'UNAUTHENTICATED',
    );

    // Held by another customer's cart: taken until the hold expires.
    await holdByAnother(app, organiser, salle.id, target.start_at, 3600);
    await refuses(() => add(body(booking(target.start_at, 3600))), 409, 'BOOKING.SLOT_TAKEN');
    app.setNow(at(16));
    expect((await add(body(booking(target.start_at, 3600)))).status).toBe(200);

    // Started: too late.
    app.setNow(plus(free(4).start_at, 1));
    await refuses(() => add(body(booking(free(4).start_at, 3600))), 422, 'BOOKING.SLOT_IN_PAST');
  });

  it('checks out into a booking of every participant, the slot booked for good', async () => {
    const target = free(5);
    const added = await add({
      participant_id: hugo,
      bookings: [booking(target.start_at, 5400, { participants: [{ id: lea }], payment_split: true })],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = added.body.cart as Row;
    const done = await camille.call('POST', '/api/carts/checkout', {
      body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const row = await app.db
      .selectFrom('bookings')
      .select(['id', 'resource_id', 'participants', 'payment_split', 'total_amount'])
      .where('cart_id', '=', cart.id as number)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      resource_id: salle.id,
      participants: [hugo, lea],
      payment_split: true,
      total_amount: 5000,
    });
    const bookedSlots = await app.db
      .selectFrom('booking_slots')
      .select(['resource_availability_id', 'start_at', 'end_at'])
      .where('booking_id', '=', row.id)
      .execute();
    expect(
      bookedSlots.map((slot) => [slot.resource_availability_id, new Date(slot.end_at).toISOString()]),
    ).toEqual([[target.id, plus(target.start_at, 5400)]]);
    expect((await slotsRead(ALL)).find((slot) => slot.id === target.id)?.status).toBe('BOOKED');
    await refuses(
      () => add({ participant_id: lea, bookings: [booking(target.start_at, 3600)] }),
      409,
      'BOOKING.SLOT_TAKEN',
    );
  });
});
