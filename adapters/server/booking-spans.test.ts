import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { holdByAnother, threeFreeHours } from './booking-fixtures';
import type { Organiser } from './context';
import { expectRefusal, organiserAt, participantOf, signedIn } from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, EN_HOST, TEST_NOW, type TestClient } from './test-support';

/**
 * "A booking end is start plus duration in seconds." (part 2 §9): a booking occupies [start, end) of its
 * resource, so a 90-minute booking at 10:00 of the academy's hourly practice room also takes the 11:00 slot,
 * held in a cart as much as booked at checkout, and the slot reads show that slot taken.
 */

type Row = Record<string, unknown>;
const HOUR = 3600;
const plus = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();
const at = (minutes: number) => plus(TEST_NOW, minutes * 60);
const ALL = 'status=FREE,BOOKED,HELD,PAST';
const ROOM = 'ac-res-practice-room';
const OLIVER = { email: 'oliver@example.com', password: 'demo-password' } as const;

describe.each(drivers)('booking spans on %s', { timeout: 120_000 }, (driver) => {
  const app = useTestApp(driver, { resetClock: true });
  let oliver: TestClient;
  let organiser: Organiser;
  let emma: number;
  let room: number;

  beforeAll(async () => {
    oliver = await signedIn(app, EN_HOST, OLIVER);
    organiser = await organiserAt(app.db, EN_HOST);
    emma = await participantOf(app.db, OLIVER.email);
    room = (
      await app.db.selectFrom('resources').select('id').where('cuid', '=', ROOM).executeTakeFirstOrThrow()
    ).id;
  });
  beforeEach(async () => {
    await app.db.deleteFrom('carts').where('processed_at', 'is', null).execute();
  });

  const booking = (start_at: string, seconds: number) => ({
    resource_id: room,
    dates: [{ start_at, end_at: plus(start_at, seconds) }],
  });
  const add = (lines: Row[], client = oliver) =>
    client.call('POST', '/api/carts/items', { body: { participant_id: emma, bookings: lines } });
  const statuses = async (after: string) => {
    const answer = await app
      .client(EN_HOST)
      .call(
        'GET',
        `/api/resources/availabilities?resource=${ROOM}&${ALL}&after=${encodeURIComponent(after)}`,
      );
    return new Map((answer.body.data as Row[]).map((slot) => [slot.id as number, slot.status]));
  };

  it('a 90-minute hold covers the next hourly slot: read as HELD, refused to others, and back to back is fine', async () => {
    const [ten, eleven, noon] = await threeFreeHours(app, room, at(24 * 60));
    await holdByAnother(app, organiser, room, ten.start_at, 5400);
    const read = await statuses(ten.start_at);
    expect(read.get(ten.id)).toBe('HELD');
    expect(read.get(eleven.id)).toBe('HELD');
    expect(read.get(noon.id)).toBe('FREE');
    const free = await app
      .client(EN_HOST)
      .call(
        'GET',
        `/api/resources/availabilities?resource=${ROOM}&after=${encodeURIComponent(ten.start_at)}`,
      );
    expect((free.body.data as Row[]).some((slot) => slot.id === eleven.id)).toBe(false);

    // 11:00 starts inside 10:00–11:30; 09:00 for 90 minutes would run into it (when the slot exists).
    await expectRefusal(app.db, () => add([booking(eleven.start_at, HOUR)]), 409, 'BOOKING.SLOT_TAKEN');
    await expectRefusal(app.db, () => add([booking(eleven.start_at, 5400)]), 409, 'BOOKING.SLOT_TAKEN');
    // Noon starts after 11:30: free.
    expect((await add([booking(noon.start_at, HOUR)])).status).toBe(200);
    // The hold expires with its item: 11:00 is free again.
    app.setNow(at(16));
    expect((await statuses(ten.start_at)).get(eleven.id)).toBe('FREE');
  });

  it('a longer booking that would run into a later hold is refused, and one request cannot overlap itself', async () => {
    const [ten, eleven] = await threeFreeHours(app, room, at(3 * 24 * 60));
    await holdByAnother(app, organiser, room, eleven.start_at, HOUR);
    await expectRefusal(app.db, () => add([booking(ten.start_at, 5400)]), 409, 'BOOKING.SLOT_TAKEN');
    expect((await add([booking(ten.start_at, HOUR)])).status).toBe(200);
    await app.db.deleteFrom('carts').where('processed_at', 'is', null).execute();
    await expectRefusal(
      app.db,
      () =>
        add([
          {
            resource_id: room,
            dates: [
              { start_at: ten.start_at, end_at: plus(ten.start_at, 5400) },
              { start_at: eleven.start_at, end_at: plus(eleven.start_at, HOUR) },
            ],
          },
        ]),
      422,
      'BOOKING.DUPLICATE_SLOT',
    );
  });

  it('checkout books every slot the span covers, and the covered slot stays taken for good', async () => {
    const [ten, eleven, noon] = await threeFreeHours(app, room, at(5 * 24 * 60));
    const added = await add([booking(ten.start_at, 5400)]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = added.body.cart as Row;
    const done = await oliver.call('POST', '/api/carts/checkout', {
      body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const read = await statuses(ten.start_at);
    expect([read.get(ten.id), read.get(eleven.id), read.get(noon.id)]).toEqual(['BOOKED', 'BOOKED', 'FREE']);
    const booked = await app.db
      .selectFrom('resource_availabilities')
      .select(['id', 'booked'])
      .where('id', 'in', [ten.id, eleven.id, noon.id])
      .orderBy('start_at')
      .execute();
    expect(booked.map((slot) => slot.booked)).toEqual([true, true, false]);
    await expectRefusal(app.db, () => add([booking(eleven.start_at, HOUR)]), 409, 'BOOKING.SLOT_TAKEN');
    expect((await add([booking(noon.start_at, HOUR)])).status).toBe(200);
  });

  it('a checkout whose span meets a booking made meanwhile is refused, changing nothing', async () => {
    const [ten, eleven] = await threeFreeHours(app, room, at(7 * 24 * 60));
    const added = await add([booking(ten.start_at, 5400)]);
    expect(added.status).toBe(200);
    const cart = added.body.cart as Row;
    // The organiser books 11:00 by hand while Oliver's item is in his cart.
    await app.db
      .updateTable('resource_availabilities')
      .set({ booked: true })
      .where('id', '=', eleven.id)
      .execute();
    await expectRefusal(
      app.db,
      () =>
        oliver.call('POST', '/api/carts/checkout', {
          body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
        }),
      409,
      'BOOKING.SLOT_TAKEN',
    );
    const slot = await app.db
      .selectFrom('resource_availabilities')
      .select('booked')
      .where('id', '=', ten.id)
      .executeTakeFirstOrThrow();
    expect(slot.booked).toBe(false);
  });
});
