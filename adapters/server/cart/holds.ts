import { sql } from 'kysely';
import type { Database, Transaction } from '../../db/index';

type Executor = Database | Transaction;

/**
 * Seats taken on availabilities and dates: the registered counter plus unexpired items of unprocessed
 * carts ("Cart items count only while expires_at is in the future", part 2 §9). Expiry is lazy: an item
 * stops counting the instant `expires_at <= now`, no job deletes it.
 *
 * Lock order, the same in every transaction that counts seats so two of them never wait on each other:
 * cart row → availabilities (id ascending) → availability dates (id ascending) → registration row (the
 * account's cancel and edit, adapters/server/account/registration-writes.ts) → resources (id ascending,
 * the span lock of booking-spans.ts) → resource slots (id ascending) → customer row → owned bundles → coupon → waiting-list entries (the vacancy notice of
 * adapters/server/waiting-list locks its availability, then claims entries).
 */

export interface SeatCount {
  id: number;
  capacity: number | null;
  registered: number;
  held: number;
}

/** Free seats; null when the capacity is unlimited. */
export const freeSeats = (count: SeatCount): number | null =>
  count.capacity === null ? null : count.capacity - count.registered - count.held;

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

type SeatTable = 'availabilities' | 'availability_dates';

/** Locks rows of one seat table in id order (the lock order above). */
async function lockRows(trx: Transaction, table: SeatTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.selectFrom(table).select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/**
 * Row locks on the availabilities and dates about to be counted. `enabled: false` exists only for the
 * control run of the concurrency test, which must show the race the locks prevent.
 */
export async function lockSeats(
  trx: Transaction,
  ids: { availabilities: Iterable<number>; dates: Iterable<number> },
  enabled: boolean,
): Promise<void> {
  if (!enabled) return;
  await lockRows(trx, 'availabilities', sorted(ids.availabilities));
  await lockRows(trx, 'availability_dates', sorted(ids.dates));
}

/**
 * Registered and held seats per row of a seat table. A hold is a cart item of an unprocessed cart whose
 * `expires_at` is still in the future: for an availability, its REGISTRATION items; for a date, the
 * items that reserve that date. `exceptCart` leaves one cart's own holds out.
 */
async function seatCounts(
  db: Executor,
  table: SeatTable,
  ids: readonly number[],
  now: string,
  exceptCart: number | null,
): Promise<Map<number, SeatCount>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom(sql<Omit<SeatCount, 'held'>>`${sql.table(table)}`.as('s'))
    .where('s.id', 'in', ids)
    .select((eb) => [
      's.id',
      's.capacity',
      's.registered',
      eb
        .selectFrom('cart_items as ci')
        .innerJoin('carts as c', 'c.id', 'ci.cart_id')
        .$if(table === 'availabilities', (qb) =>
          qb.whereRef('ci.availability_id', '=', 's.id').where('ci.type', '=', 'REGISTRATION'),
        )
        // Only registration items hold dates, each on its own availability's: walking that availability's
        // unexpired items (index cart_items_holds) never reads the rows of holds that ended.
        .$if(table === 'availability_dates', (qb) =>
          qb
            .innerJoin('cart_item_dates as cd', 'cd.cart_item_id', 'ci.id')
            .whereRef('cd.availability_date_id', '=', 's.id')
            .where(sql<boolean>`ci.availability_id = s.availability_id`)
            .where('ci.type', '=', 'REGISTRATION'),
        )
        .where('ci.expires_at', '>', now)
        .where('c.processed_at', 'is', null)
        .$if(exceptCart !== null, (qb) => qb.where('c.id', '<>', exceptCart ?? 0))
        .select(sql<number>`count(*)::int`.as('held'))
        .as('held'),
    ])
    .execute();
  return new Map(rows.map((row) => [row.id, { ...row, held: Number(row.held ?? 0) }]));
}

/** Registered and held seats per availability; `exceptCart` leaves one cart's own holds out. */
export const availabilitySeats = (
  db: Executor,
  ids: readonly number[],
  now: string,
  exceptCart: number | null = null,
): Promise<Map<number, SeatCount>> => seatCounts(db, 'availabilities', ids, now, exceptCart);

/** Registered and held seats per availability date. */
export const dateSeats = (
  db: Executor,
  ids: readonly number[],
  now: string,
  exceptCart: number | null = null,
): Promise<Map<number, SeatCount>> => seatCounts(db, 'availability_dates', ids, now, exceptCart);
