import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldOnAvailability } from '../catalogue/shapes';
import type { Organiser } from '../context';
import { ApiError } from '../errors';
import { firstOpenPetitsPeintres } from '../test-fixtures';
import { drivers, FR_HOST, startTestApp, TEST_NOW, type TestApp } from '../test-support';
import { addItems, type CartWriteDeps } from './cart-writes';
import { checkout } from './checkout';
import { createCrowd } from './crowd';
import { availabilitySeats, type SeatsWanted, takeSeats } from './holds';

const later = (seconds: number) => new Date(Date.parse(TEST_NOW) + seconds * 1000).toISOString();

/** The database's seat guard (migrations 0016 and 0017 `take_seats`) as the add and the checkout call it. */
describe.each(drivers)('taking seats in one round trip on %s', { timeout: 180_000 }, (driver) => {
  let app: TestApp;
  let availability: { id: number; dates: number[] };
  let carts: number[];
  let deps: CartWriteDeps;
  let crowd: Awaited<ReturnType<typeof createCrowd>>;
  const wanting = (seats: number): SeatsWanted => ({
    availabilities: [{ id: availability.id, seats }],
    dates: availability.dates.map((id) => ({ id, seats })),
  });
  const take = (wanted: SeatsWanted, now: string, exceptCart: number | null) =>
    app.db.transaction().execute((trx) => takeSeats(trx, wanted, now, exceptCart, true));
  const registered = async () => {
    const rows = await app.db
      .selectFrom('availability_dates')
      .select('registered')
      .where('availability_id', '=', availability.id)
      .execute();
    const row = await app.db
      .selectFrom('availabilities')
      .select('registered')
      .where('id', '=', availability.id)
      .executeTakeFirstOrThrow();
    return { availability: row.registered, dates: rows.map((date) => date.registered) };
  };
  /** Sets the availability's and its dates' capacity (and, when given, their registered seats). */
  const setSeats = async (
    executor: Pick<TestApp['db'], 'updateTable'>,
    seats: { capacity: number; registered?: number },
  ) => {
    await executor.updateTable('availabilities').set(seats).where('id', '=', availability.id).execute();
    await executor
      .updateTable('availability_dates')
      .set(seats)
      .where('availability_id', '=', availability.id)
      .execute();
  };

  beforeAll(async () => {
    app = await startTestApp(driver);
    availability = await firstOpenPetitsPeintres(app.db);
    await setSeats(app.db, { capacity: 3, registered: 0 });
    const organiser = (await app.db
      .selectFrom('organisers')
      .selectAll()
      .where('hostname', '=', FR_HOST)
      .executeTakeFirstOrThrow()) as Organiser;
    deps = { db: app.db, now: () => TEST_NOW, seatLocking: true };
    crowd = await createCrowd(app.db, organiser, 2, '2018-06-01');
    carts = [];
    for (const actor of crowd) {
      const cart = await addItems(deps, actor, {
        registrations: [
          {
            availability_id: availability.id,
            participant_id: actor.participantId,
            options: [],
            questions: [],
            quantity: 1,
            availability_dates: availability.dates.map((id) => ({ date_id: id })),
          },
        ],
        bundles: [],
        vouchers: [],
        memberships: [],
        registrations_requests: [],
        bookings: [],
      });
      carts.push(cart.id);
    }
    // Seeding a database takes minutes on a busy shared machine.
  }, 300_000);
  afterAll(async () => app?.close());

  it('counts the unexpired holds of every other cart and takes the seats wanted', async () => {
    const counts = await take(wanting(1), TEST_NOW, carts[0] ?? null);
    expect(counts.availabilities).toEqual([{ id: availability.id, capacity: 3, registered: 0, held: 1 }]);
    expect(counts.dates.map((date) => [date.id, date.registered, date.held])).toEqual(
      availability.dates.map((id) => [id, 0, 1]),
    );
    expect(await registered()).toEqual({ availability: 1, dates: availability.dates.map(() => 1) });
  });

  it('refuses a row without the seats wanted as a full availability and takes nothing', async () => {
    // 1 registered and 2 holds of 3 seats: one more is one too many.
    const refusal = await take(wanting(1), TEST_NOW, null).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).code).toBe('CART.AVAILABILITY_FULL');
    expect(await registered()).toEqual({ availability: 1, dates: availability.dates.map(() => 1) });
    // Checking only (0 wanted) is not refused while nothing is above capacity.
    expect((await take(wanting(0), TEST_NOW, null)).availabilities[0]?.held).toBe(2);
  });

  it("counts a checked-out cart's seats once: registered, no longer held, in every count", async () => {
    const [first] = crowd;
    if (!first || carts[0] === undefined) throw new Error('no cart to check out');
    await checkout(deps, first, { cart_id: carts[0], payment_strategy: 'DELAYED' });
    expect(await registered()).toEqual({ availability: 2, dates: availability.dates.map(() => 2) });
    // The seat guard, the cart's own counts and the catalogue's all see one hold left.
    expect((await take(wanting(0), TEST_NOW, null)).availabilities[0]?.held).toBe(1);
    expect((await availabilitySeats(app.db, [availability.id], TEST_NOW)).get(availability.id)?.held).toBe(1);
    const catalogue = await app.db
      .selectFrom('availabilities as av')
      .select(heldOnAvailability(TEST_NOW).as('held'))
      .where('av.id', '=', availability.id)
      .executeTakeFirstOrThrow();
    expect(catalogue.held).toBe(1);
  });

  it('stops counting holds once they have expired', async () => {
    const counts = await take(wanting(1), later(16 * 60), null);
    expect(counts.availabilities[0]?.held).toBe(0);
    expect(await registered()).toEqual({ availability: 3, dates: availability.dates.map(() => 3) });
  });

  it('as the last statement, commits with it on PostgreSQL, and a refusal still rolls the rest back', async () => {
    const marked = () =>
      app.db
        .selectFrom('availabilities')
        .select('price')
        .where('id', '=', availability.id)
        .executeTakeFirstOrThrow();
    const { price } = await marked();
    // Full (3 of 3): the refused take rolls back the write before it.
    const refusal = await app.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('availabilities').set({ price: 1 }).where('id', '=', availability.id).execute();
        return takeSeats(trx, wanting(1), later(16 * 60), null, true, true);
      })
      .catch((error: unknown) => error);
    expect((refusal as ApiError).code).toBe('CART.AVAILABILITY_FULL');
    expect((await marked()).price).toBe(price);
    const taken = await app.db.transaction().execute(async (trx) => {
      await setSeats(trx, { capacity: 4 });
      return takeSeats(trx, wanting(1), later(16 * 60), null, true, true);
    });
    expect(taken.committed).toBe(driver === 'postgres');
    expect(taken.availabilities).toEqual([{ id: availability.id, capacity: 4, registered: 3, held: 0 }]);
    expect(await registered()).toEqual({ availability: 4, dates: availability.dates.map(() => 4) });
  });

  it('moves no catalogue version, while a catalogue change after it in the same transaction does (migration 0018)', async () => {
    const organiserId = (
      await app.db
        .selectFrom('availabilities')
        .select('organiser_id')
        .where('id', '=', availability.id)
        .executeTakeFirstOrThrow()
    ).organiser_id;
    const version = async () =>
      Number(
        (
          await app.db
            .selectFrom('catalogue_versions')
            .select('version')
            .where('organiser_id', '=', organiserId)
            .executeTakeFirstOrThrow()
        ).version,
      );
    const before = await version();
    const { price } = await app.db
      .selectFrom('availabilities')
      .select('price')
      .where('id', '=', availability.id)
      .executeTakeFirstOrThrow();
    await setSeats(app.db, { capacity: 6 });
    const afterCapacity = await version();
    // The capacity is catalogue: it moved the version.
    expect(afterCapacity).toBeGreaterThan(before);
    // Seats taken, and a guard taking none: seat columns only, the version stays.
    await take(wanting(1), later(16 * 60), null);
    await take(wanting(0), later(16 * 60), null);
    expect(await registered()).toEqual({ availability: 5, dates: availability.dates.map(() => 5) });
    expect(await version()).toBe(afterCapacity);
    // A price change after a take, in its transaction, is still a catalogue change.
    await app.db.transaction().execute(async (trx) => {
      await takeSeats(trx, wanting(1), later(16 * 60), null, true);
      await trx
        .updateTable('availabilities')
        .set({ price: price + 100 })
        .where('id', '=', availability.id)
        .execute();
    });
    expect(await registered()).toEqual({ availability: 6, dates: availability.dates.map(() => 6) });
    expect(await version()).toBeGreaterThan(afterCapacity);
  });
});
