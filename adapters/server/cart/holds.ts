import { sql } from 'kysely';
import { type SeatCount, seatsOverCapacity } from '../../../core/checkout/index';
import { commitsInOneMessage, executeAndCommit } from '../../db/commit-in-one-message';
import type { Database, Tables, Transaction } from '../../db/index';
import { ApiError } from '../errors';

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

export type { SeatCount };
export type SeatTable = 'availabilities' | 'availability_dates';

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Locks rows of one seat table in id order (the lock order above). FOR NO KEY UPDATE: seat writers still
 * queue behind each other, but an insert referencing the row (a registration, a cart item, whose foreign
 * key takes KEY SHARE) neither waits for the holder nor makes it wait.
 */
async function lockRows(trx: Transaction, table: SeatTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.selectFrom(table).select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
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
 * A cart item that holds a seat now, for a query that names the item `ci`: a REGISTRATION item, unexpired,
 * of a cart not checked out ("Cart items count only while expires_at is in the future", part 2 §9). Written
 * out in the text, not bound, so the partial index `cart_items_open_holds` (migration 0017) serves every
 * count, which then reads the open holds only. `take_seats` (0017) counts the same way.
 */
export const openHold = (now: string) =>
  sql<boolean>`ci.type = 'REGISTRATION' and ci.expires_at > ${now} and not ci.checked_out`;

/**
 * The seats held on one row of a seat table, as a count sub-query on the row named `row` in the caller's
 * statement: for an availability, its open REGISTRATION holds; for a date, the open holds of its own
 * availability's items that reserve it (the holds index still leads the walk). `exceptCart` leaves one
 * cart's own holds out. Every read that counts seats counts them with this (`take_seats` in SQL).
 */
export function heldSeats(table: SeatTable, row: string, now: string, exceptCart: number | null = null) {
  const except = exceptCart === null ? sql`` : sql` and ci.cart_id <> ${exceptCart}`;
  return table === 'availabilities'
    ? sql<number>`(select count(*)::int from cart_items ci
        where ci.availability_id = ${sql.ref(`${row}.id`)} and ${openHold(now)}${except})`
    : sql<number>`(select count(*)::int from cart_item_dates cd join cart_items ci on ci.id = cd.cart_item_id
        where cd.availability_date_id = ${sql.ref(`${row}.id`)}
          and ci.availability_id = ${sql.ref(`${row}.availability_id`)} and ${openHold(now)}${except})`;
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
    .select(['s.id', 's.capacity', 's.registered', heldSeats(table, 's', now, exceptCart).as('held')])
    .execute();
  return new Map(rows.map((row) => [row.id, toCount(row)]));
}

const toCount = (row: Omit<SeatCount, 'held'> & { held: number | null }): SeatCount => ({
  id: row.id,
  capacity: row.capacity,
  registered: row.registered,
  held: Number(row.held ?? 0),
});

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

/** Seats wanted per availability and per date; 0 wanted only checks the row. */
export interface SeatsWanted {
  availabilities: ReadonlyArray<{ id: number; seats: number }>;
  dates: ReadonlyArray<{ id: number; seats: number }>;
}

const isCheckViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';

/** A PostgreSQL integer array literal (`{1,2,3}`), the same text for both drivers. */
export function integerArray(values: readonly number[]): string {
  if (!values.every(Number.isSafeInteger)) throw new Error(`not integers: ${values.join(',')}`);
  return `{${values.join(',')}}`;
}

/**
 * Locks the wanted availabilities and dates (the lock order above), counts them again with every other
 * cart's unexpired holds and takes the wanted seats, in one round trip: the database function
 * `take_seats` (migration 0016), so the lock is held for that statement and the commit only. Returns the
 * counts before taking, for the core rule to judge; a row the database finds short is a full
 * availability, never an oversold one. `locking: false` only for the concurrency test's control run.
 *
 * `last`: nothing follows in the transaction, so where the driver can (node-postgres), the statement and
 * the COMMIT go in one message (db/commit-in-one-message.ts) and the lock does not wait for Node to send
 * COMMIT. `committed` then says the transaction has ended: a judgement after it can no longer refuse.
 */
export async function takeSeats(
  trx: Transaction,
  wanted: SeatsWanted,
  now: string,
  exceptCart: number | null,
  locking: boolean,
  last = false,
): Promise<{ availabilities: SeatCount[]; dates: SeatCount[]; committed: boolean }> {
  const ids = (rows: SeatsWanted['dates']) => integerArray(rows.map((row) => row.id));
  const seats = (rows: SeatsWanted['dates']) => integerArray(rows.map((row) => row.seats));
  const statement = sql<SeatCount & { seat_table: SeatTable }>`select * from take_seats(
      ${now}::timestamptz, ${exceptCart}::integer, ${locking},
      ${ids(wanted.availabilities)}::integer[], ${seats(wanted.availabilities)}::integer[],
      ${ids(wanted.dates)}::integer[], ${seats(wanted.dates)}::integer[])`;
  const committed = last && locking && commitsInOneMessage(trx);
  try {
    const rows = committed
      ? await executeAndCommit<Tables, SeatCount & { seat_table: SeatTable }>(trx, statement.compile(trx))
      : (await statement.execute(trx)).rows;
    return {
      availabilities: rows.filter((row) => row.seat_table === 'availabilities').map(toCount),
      dates: rows.filter((row) => row.seat_table === 'availability_dates').map(toCount),
      committed,
    };
  } catch (error) {
    throw isCheckViolation(error) ? new ApiError(409, 'CART.AVAILABILITY_FULL') : error;
  }
}

/**
 * The last guard of an add whose lines were priced on unlocked counts: the rows are locked in order and
 * counted again with every unexpired hold, this cart's new ones included, in one round trip (takeSeats
 * wanting none); any row above its capacity refuses the add (nothing it wrote survives the rollback).
 * `last`: the add's last statement, committed with it where the driver can (takeSeats).
 */
export async function guardSeats(
  trx: Transaction,
  ids: { availabilities: readonly number[]; dates: readonly number[] },
  now: string,
  locking: boolean,
  last = false,
): Promise<void> {
  const checkOnly = (rows: readonly number[]) => sorted(rows).map((id) => ({ id, seats: 0 }));
  const wanted = { availabilities: checkOnly(ids.availabilities), dates: checkOnly(ids.dates) };
  // Without the lock a second count guards nothing (the concurrency test's control run shows the race).
  if (!locking || (wanted.availabilities.length === 0 && wanted.dates.length === 0)) return;
  const counts = await takeSeats(trx, wanted, now, null, locking, last);
  if (seatsOverCapacity(counts)) throw seatRefusal(counts.committed);
}

/**
 * The core rule's refusal of counts the database accepted. The database function refuses the same rows
 * itself, so this is never expected; after a commit it cannot refuse any more, and says so loudly.
 */
export function seatRefusal(committed: boolean): Error {
  return committed
    ? new Error('seats committed that the core rule judges short: take_seats and core disagree')
    : new ApiError(409, 'CART.AVAILABILITY_FULL');
}
