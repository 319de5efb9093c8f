import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_LIMIT_ERRORS, CART_LIMITS } from '../../../core/cart/index';
import { heldOnDate } from '../catalogue/shapes';
import {
  camilleId,
  dropOpenCarts,
  expectRefusal,
  firstOpenPetitsPeintres,
  hugoAndLea,
  organiserAt,
  registrationBody,
  signedIn,
} from '../test-fixtures';
import { useTestApp } from '../test-suite-app';
import { drivers, FR_HOST, TEST_NOW, type TestClient } from '../test-support';
import { EXPIRED_ITEM_GRACE_SECONDS, purgeExpiredCartItems, startCartPurge } from './expired-items';
import { availabilitySeats, dateSeats } from './holds';

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Rows a plan read from cart_items and cart_item_dates: those it returned and those it read and threw away. */
function holdRowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'cart_items' || node['Relation Name'] === 'cart_item_dates'
      ? ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((total, child) => total + holdRowsRead(child), 0);
}

type Row = Record<string, unknown>;
const later = (seconds: number) => new Date(Date.parse(TEST_NOW) + seconds * 1000).toISOString();

describe.each(drivers)('cart limits and the expired-items purge on %s', { timeout: 180_000 }, (driver) => {
  const app = useTestApp(driver, { resetClock: true });
  let camille: TestClient;
  let customerId: number;
  let hugo: number;
  let vouchers: number[];
  let availability: { id: number; price: number; deposit: number; dates: number[] };

  beforeAll(async () => {
    camille = await signedIn(app);
    customerId = await camilleId(app.db);
    ({ hugo } = await hugoAndLea(app.db, customerId));
    availability = await firstOpenPetitsPeintres(app.db);
    const rows = await app.db
      .selectFrom('vouchers')
      .select('id')
      .where('organiser_id', '=', (await organiserAt(app.db, FR_HOST)).id)
      .orderBy('id')
      .execute();
    vouchers = rows.map((row) => row.id);
  });
  beforeEach(() => dropOpenCarts(app.db, customerId));

  const add = (body: Row) => camille.call('POST', '/api/carts/items', { body });
  const times = (count: number, voucherId: number) =>
    Array.from({ length: count }, () => ({ voucher_id: voucherId }));
  const openItems = async () =>
    (
      await app.db
        .selectFrom('cart_items as ci')
        .innerJoin('carts as c', 'c.id', 'ci.cart_id')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('c.customer_id', '=', customerId)
        .where('c.processed_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).count;

  it('takes a line at the quantity limit and refuses one more seat or product on a line, writing nothing', async () => {
    expect(vouchers.length).toBeGreaterThanOrEqual(3);
    const [first = 0] = vouchers;
    const full = await add({ vouchers: times(CART_LIMITS.lineQuantity, first) });
    expect(full.status, JSON.stringify(full.body).slice(0, 300)).toBe(200);
    expect(await openItems()).toBe(CART_LIMITS.lineQuantity);
    await expectRefusal(
      app.db,
      () => add({ vouchers: times(CART_LIMITS.lineQuantity + 1, first) }),
      422,
      CART_LIMIT_ERRORS.quantity,
    );
    await expectRefusal(
      app.db,
      () => add(registrationBody(availability, hugo, { quantity: CART_LIMITS.lineQuantity + 1 })),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses the item past the cart limit, counting only unexpired items; expired ones free the room', async () => {
    const [first = 0, second = 0, third = 0] = vouchers;
    expect((await add({ vouchers: times(CART_LIMITS.lineQuantity, first) })).status).toBe(200);
    expect(
      (await add({ vouchers: times(CART_LIMITS.items - CART_LIMITS.lineQuantity, second) })).status,
    ).toBe(200);
    expect(await openItems()).toBe(CART_LIMITS.items);
    await expectRefusal(app.db, () => add({ vouchers: times(1, third) }), 422, CART_LIMIT_ERRORS.items);
    await expectRefusal(
      app.db,
      () => add(registrationBody(availability, hugo)),
      422,
      CART_LIMIT_ERRORS.items,
    );
    // Fifteen minutes later the holds have ended: the cart holds nothing and takes new items.
    app.setNow(later(16 * 60));
    const again = await add({ vouchers: times(1, third) });
    expect(again.status, JSON.stringify(again.body).slice(0, 300)).toBe(200);
  });

  it('refuses an add whose dates would pass the date-hold limit', async () => {
    const cart = await add({ vouchers: times(1, vouchers[0] ?? 0) });
    const cartId = (cart.body.cart as { id: number }).id;
    const dates = await app.db
      .selectFrom('availability_dates')
      .select('id')
      .orderBy('id')
      .limit(250)
      .execute();
    const perItem = dates.length;
    const items = Math.ceil(CART_LIMITS.dateHolds / perItem);
    // Registration items already held in the cart, each on `perItem` dates: the date-hold limit is reached.
    for (let index = 0; index < items; index += 1) {
      const item = await app.db
        .insertInto('cart_items')
        .values({
          cuid: `limit-${driver}-${index}`,
          organiser_id: (
            await app.db
              .selectFrom('carts')
              .select('organiser_id')
              .where('id', '=', cartId)
              .executeTakeFirstOrThrow()
          ).organiser_id,
          cart_id: cartId,
          type: 'REGISTRATION',
          gross_price: 0,
          price: 0,
          expires_at: later(10 * 60),
          created_at: TEST_NOW,
          availability_id: availability.id,
          estimate: 'null',
          details: '{}',
        })
        .returning(['id', 'organiser_id'])
        .executeTakeFirstOrThrow();
      await app.db
        .insertInto('cart_item_dates')
        .values(
          dates.map((date) => ({
            organiser_id: item.organiser_id,
            cart_item_id: item.id,
            availability_date_id: date.id,
          })),
        )
        .execute();
    }
    expect(items * perItem).toBeGreaterThanOrEqual(CART_LIMITS.dateHolds);
    await expectRefusal(
      app.db,
      () => add(registrationBody(availability, hugo)),
      422,
      CART_LIMIT_ERRORS.dateHolds,
    );
  });

  it('purges items expired past the grace period in carts never checked out, and nothing else', async () => {
    // An open cart with an item that expires in 15 minutes.
    expect((await add({ vouchers: times(2, vouchers[0] ?? 0) })).status).toBe(200);
    const registration = await add(registrationBody(availability, hugo));
    expect(registration.status, JSON.stringify(registration.body).slice(0, 300)).toBe(200);
    const itemsOf = async () =>
      app.db
        .selectFrom('cart_items as ci')
        .innerJoin('carts as c', 'c.id', 'ci.cart_id')
        .select(['ci.id', 'c.processed_at'])
        .execute();
    const before = await itemsOf();
    const processedBefore = before.filter((item) => item.processed_at !== null).length;
    const datesBefore = await app.db.selectFrom('cart_item_dates').select('cart_item_id').execute();
    expect(datesBefore.length).toBeGreaterThan(0);

    // Expired, but within the grace period: kept (a checkout started just before still says ITEMS_EXPIRED).
    expect(await purgeExpiredCartItems(app.db, later(16 * 60))).toBe(0);
    expect(await openItems()).toBe(3);

    // Past the grace period: gone, their dates with them; processed carts keep every item they were checked out with.
    const purged = await purgeExpiredCartItems(app.db, later(15 * 60 + EXPIRED_ITEM_GRACE_SECONDS + 1), {
      batch: 2,
    });
    expect(purged).toBeGreaterThanOrEqual(3);
    expect(await openItems()).toBe(0);
    const after = await itemsOf();
    expect(after.filter((item) => item.processed_at !== null).length).toBe(processedBefore);
    const orphanDates = await sql<{ count: number }>`
      select count(*)::int as count from cart_item_dates cd
      left join cart_items ci on ci.id = cd.cart_item_id where ci.id is null`.execute(app.db);
    expect(orphanDates.rows[0]?.count).toBe(0);
    // The cart still reads, empty.
    const read = await camille.call('GET', '/api/carts/current');
    expect(read.status).toBe(200);
  });

  it('keeps the items of a cart whose online payment is under way', async () => {
    expect((await add({ vouchers: times(1, vouchers[0] ?? 0) })).status).toBe(200);
    const cart = await app.db
      .selectFrom('carts')
      .select(['id', 'organiser_id'])
      .where('customer_id', '=', customerId)
      .where('processed_at', 'is', null)
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('payments')
      .values({
        cuid: `bounds-payment-${driver}`,
        organiser_id: cart.organiser_id,
        customer_id: customerId,
        cart_id: cart.id,
        kind: 'CHECKOUT',
        method: 'ONLINE',
        amount: 100,
        status: 'PENDING',
        created_at: TEST_NOW,
      })
      .execute();
    expect(await purgeExpiredCartItems(app.db, later(30 * 24 * 3600))).toBe(0);
    expect(await openItems()).toBe(1);
    await app.db.deleteFrom('payments').where('cart_id', '=', cart.id).execute();
  });

  it('runs on a timer that never overlaps and stops', async () => {
    expect((await add({ vouchers: times(1, vouchers[0] ?? 0) })).status).toBe(200);
    const stop = startCartPurge(
      { db: app.db, now: () => later(15 * 60 + EXPIRED_ITEM_GRACE_SECONDS + 60) },
      20,
    );
    try {
      for (let wait = 0; wait < 100 && (await openItems()) > 0; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await openItems()).toBe(0);
    } finally {
      stop();
    }
  });

  it('counts seats without reading the rows of 20,000 expired holds', async () => {
    const cart = await add({ vouchers: times(1, vouchers[0] ?? 0) });
    const cartId = (cart.body.cart as { id: number }).id;
    const organiser = await app.db
      .selectFrom('carts')
      .select('organiser_id')
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow();
    await sql`insert into cart_items (cuid, organiser_id, cart_id, type, gross_price, price, expires_at, created_at, availability_id)
      select 'expired-' || g, ${organiser.organiser_id}, ${cartId}, 'REGISTRATION', 0, 0, ${later(-60)}, ${later(-16 * 60)}, ${availability.id}
      from generate_series(1, 20000) g`.execute(app.db);
    await sql`insert into cart_item_dates (organiser_id, cart_item_id, availability_date_id)
      select ${organiser.organiser_id}, ci.id, d.id from cart_items ci
      join availability_dates d on d.availability_id = ${availability.id}
      where ci.cart_id = ${cartId} and ci.cuid like 'expired-%'`.execute(app.db);
    await sql`analyze cart_items`.execute(app.db);
    await sql`analyze cart_item_dates`.execute(app.db);
    const plan = async (query: ReturnType<typeof sql>) => {
      const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (analyze, format json) ${query}`.execute(
        app.db,
      );
      const raw = rows[0]?.['QUERY PLAN'];
      const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
      return holdRowsRead(parsed[0]?.Plan ?? {});
    };
    // The catalogue's seat count of each date, and the held counts the cart and checkout lock and read.
    const dates = sql`select d.id, ${heldOnDate(TEST_NOW)} from availability_dates d where d.availability_id = ${availability.id}`;
    expect(await plan(dates)).toBeLessThan(50);
    const seats = await dateSeats(app.db, availability.dates, TEST_NOW);
    for (const date of availability.dates) expect(seats.get(date)?.held).toBe(0);
    expect((await availabilitySeats(app.db, [availability.id], TEST_NOW)).get(availability.id)?.held).toBe(0);
    const read = await app.client().call('GET', `/api/availabilities?activity=${availability.id}`);
    expect(read.status).toBe(200);
  });
});
