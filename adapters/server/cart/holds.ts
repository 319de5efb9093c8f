import { sql } from 'kysely';
import type { Database, Transaction } from '../../db/index';

type Executor = Database | Transaction;

/**
 * Seats taken on availabilities and dates: the registered counter plus unexpired items of unprocessed
 * carts ("Cart items count only while expires_at is in the future", part 2 §9). Expiry is lazy: an item
 * stops counting the instant `expires_at <= now`, no job deletes it.
 *
 * Lock order, the same in every transaction that counts seats so two of them never wait on each other:
 * cart row → availabilities (id ascending) → availability dates (id ascending) → resource slots (id
 * ascending) → customer row → owned bundles → coupon.
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
  const availabilities = sorted(ids.availabilities);
  const dates = sorted(ids.dates);
  if (availabilities.length > 0) {
    await trx
      .selectFrom('availabilities')
      .select('id')
      .where('id', 'in', availabilities)
      .orderBy('id')
      .forUpdate()
      .execute();
  }
  if (dates.length > 0) {
    await trx
      .selectFrom('availability_dates')
      .select('id')
      .where('id', 'in', dates)
      .orderBy('id')
      .forUpdate()
      .execute();
  }
}

/** Registered and held seats per availability; `exceptCart` leaves one cart's own holds out. */
export async function availabilitySeats(
  db: Executor,
  ids: readonly number[],
  now: string,
  exceptCart: number | null = null,
): Promise<Map<number, SeatCount>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('availabilities as av')
    .where('av.id', 'in', ids)
    .select((eb) => [
      'av.id',
      'av.capacity',
      'av.registered',
      eb
        .selectFrom('cart_items as ci')
        .innerJoin('carts as c', 'c.id', 'ci.cart_id')
        .whereRef('ci.availability_id', '=', 'av.id')
        .where('ci.type', '=', 'REGISTRATION')
        .where('ci.expires_at', '>', now)
        .where('c.processed_at', 'is', null)
        .$if(exceptCart !== null, (qb) => qb.where('c.id', '<>', exceptCart ?? 0))
        .select(sql<number>`count(*)::int`.as('held'))
        .as('held'),
    ])
    .execute();
  return new Map(rows.map((row) => [row.id, { ...row, held: Number(row.held ?? 0) }]));
}

/** Registered and held seats per availability date. */
export async function dateSeats(
  db: Executor,
  ids: readonly number[],
  now: string,
  exceptCart: number | null = null,
): Promise<Map<number, SeatCount>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('availability_dates as d')
    .where('d.id', 'in', ids)
    .select((eb) => [
      'd.id',
      'd.capacity',
      'd.registered',
      eb
        .selectFrom('cart_item_dates as cd')
        .innerJoin('cart_items as ci', 'ci.id', 'cd.cart_item_id')
        .innerJoin('carts as c', 'c.id', 'ci.cart_id')
        .whereRef('cd.availability_date_id', '=', 'd.id')
        .where('ci.expires_at', '>', now)
        .where('c.processed_at', 'is', null)
        .$if(exceptCart !== null, (qb) => qb.where('c.id', '<>', exceptCart ?? 0))
        .select(sql<number>`count(*)::int`.as('held'))
        .as('held'),
    ])
    .execute();
  return new Map(rows.map((row) => [row.id, { ...row, held: Number(row.held ?? 0) }]));
}
