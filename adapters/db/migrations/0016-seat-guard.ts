import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * The seat guard in one round trip (issue 17 §3). An add and a checkout lock the availability and date
 * rows they count, count them again with every unexpired hold and, for a checkout, take the seats. Sent
 * as separate statements, each round trip under the lock is time every other customer of that
 * availability waits, mostly for the holder's Node process to send the next one. `take_seats` does it all
 * inside the database: PL/pgSQL runs each statement on a fresh snapshot under READ COMMITTED, so the count
 * after the lock sees what the previous lock holder committed (a count in the locking statement would not).
 *
 * Arguments: the instant holds are judged at, the cart whose own holds are left out (null: none), whether
 * to lock (false only for the concurrency test's control run), and the seats wanted per availability and
 * per date (parallel arrays; 0 wanted only checks). It locks availabilities then dates, each in id order
 * (the lock order of adapters/server/cart/holds.ts), returns each row's capacity, registered and held
 * seats as counted before taking, and adds the wanted seats to `registered`. A row whose registered and
 * held seats plus those wanted exceed its capacity raises check_violation, like the counters' own check
 * constraints: the caller answers a full availability and rolls back. Holds are counted as in holds.ts
 * `heldSeats` (unexpired REGISTRATION items of unprocessed carts; a date's through cart_item_dates of
 * items on its own availability); change both together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create function take_seats(at_time timestamptz, except_cart integer, locking boolean, availability_ids integer[], availability_seats integer[], date_ids integer[], date_seats integer[]) returns table (seat_table text, id integer, capacity integer, registered integer, held integer) language plpgsql as $$ declare counted record; begin if locking then perform 1 from availabilities s where s.id = any(availability_ids) order by s.id for no key update; perform 1 from availability_dates s where s.id = any(date_ids) order by s.id for no key update; end if; for counted in with wanted_availabilities as (select w.id, sum(w.n)::integer as n from unnest(availability_ids, availability_seats) as w(id, n) group by w.id), wanted_dates as (select w.id, sum(w.n)::integer as n from unnest(date_ids, date_seats) as w(id, n) group by w.id) select 'availabilities'::text as seat_table, s.id, s.capacity, s.registered, (select count(*)::integer from cart_items ci join carts c on c.id = ci.cart_id where ci.availability_id = s.id and ci.type = 'REGISTRATION' and ci.expires_at > at_time and c.processed_at is null and (except_cart is null or c.id <> except_cart)) as held, w.n as wanted from availabilities s join wanted_availabilities w on w.id = s.id union all select 'availability_dates'::text, s.id, s.capacity, s.registered, (select count(*)::integer from cart_items ci join carts c on c.id = ci.cart_id join cart_item_dates cd on cd.cart_item_id = ci.id where cd.availability_date_id = s.id and ci.availability_id = s.availability_id and ci.type = 'REGISTRATION' and ci.expires_at > at_time and c.processed_at is null and (except_cart is null or c.id <> except_cart)), w.n from availability_dates s join wanted_dates w on w.id = s.id loop if counted.capacity is not null and counted.registered + counted.held + counted.wanted > counted.capacity then raise exception 'not enough seats left on % %', counted.seat_table, counted.id using errcode = 'check_violation'; end if; seat_table := counted.seat_table; id := counted.id; capacity := counted.capacity; registered := counted.registered; held := counted.held; return next; end loop; update availabilities t set registered = t.registered + w.n from (select w.id, sum(w.n)::integer as n from unnest(availability_ids, availability_seats) as w(id, n) group by w.id) w where t.id = w.id and w.n > 0; update availability_dates t set registered = t.registered + w.n from (select w.id, sum(w.n)::integer as n from unnest(date_ids, date_seats) as w(id, n) group by w.id) w where t.id = w.id and w.n > 0; end $$
    `,
  );
}
