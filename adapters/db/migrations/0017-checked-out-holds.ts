import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * Holds that end at checkout leave the seat counts' index (issue 17 §3). A seat count walked every
 * unexpired item of its availability and joined each to its cart to leave out the processed ones: after a
 * rush of checkouts on a camp, every count (the add's, the checkout's under its lock, the catalogue's)
 * read every order of the last 15 minutes, and the lock was held that long. `cart_items.checked_out` is set
 * by the checkout in the transaction that processes the cart, so it is true exactly for the items of
 * processed carts (only the checkout processes a cart; items are only added to open carts). The holds
 * index keeps only the others, and a count reads the open holds alone, without the join:
 * a hold is an unexpired REGISTRATION item not checked out. `take_seats` counts the same way;
 * adapters/server/cart/holds.ts `openHold` is the one definition the server's queries use.
 * The partial index serves a query only when its text says `not ci.checked_out` (a bound parameter would
 * not prove the index's predicate for a generic plan).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table cart_items add column checked_out boolean not null default false;
    update cart_items ci set checked_out = true from carts c where c.id = ci.cart_id and c.processed_at is not null;
    drop index cart_items_holds;
    create index cart_items_open_holds on cart_items (availability_id, expires_at) where availability_id is not null and not checked_out;
    create or replace function take_seats(at_time timestamptz, except_cart integer, locking boolean, availability_ids integer[], availability_seats integer[], date_ids integer[], date_seats integer[]) returns table (seat_table text, id integer, capacity integer, registered integer, held integer) language plpgsql as $$ declare counted record; begin if locking then perform 1 from availabilities s where s.id = any(availability_ids) order by s.id for no key update; perform 1 from availability_dates s where s.id = any(date_ids) order by s.id for no key update; end if; for counted in with wanted_availabilities as (select w.id, sum(w.n)::integer as n from unnest(availability_ids, availability_seats) as w(id, n) group by w.id), wanted_dates as (select w.id, sum(w.n)::integer as n from unnest(date_ids, date_seats) as w(id, n) group by w.id) select 'availabilities'::text as seat_table, s.id, s.capacity, s.registered, (select count(*)::integer from cart_items ci where ci.availability_id = s.id and ci.type = 'REGISTRATION' and ci.expires_at > at_time and not ci.checked_out and (except_cart is null or ci.cart_id <> except_cart)) as held, w.n as wanted from availabilities s join wanted_availabilities w on w.id = s.id union all select 'availability_dates'::text, s.id, s.capacity, s.registered, (select count(*)::integer from cart_items ci join cart_item_dates cd on cd.cart_item_id = ci.id and cd.availability_date_id = s.id where ci.availability_id = s.availability_id and ci.type = 'REGISTRATION' and ci.expires_at > at_time and not ci.checked_out and (except_cart is null or ci.cart_id <> except_cart)), w.n from availability_dates s join wanted_dates w on w.id = s.id loop if counted.capacity is not null and counted.registered + counted.held + counted.wanted > counted.capacity then raise exception 'not enough seats left on % %', counted.seat_table, counted.id using errcode = 'check_violation'; end if; seat_table := counted.seat_table; id := counted.id; capacity := counted.capacity; registered := counted.registered; held := counted.held; return next; end loop; update availabilities t set registered = t.registered + w.n from (select w.id, sum(w.n)::integer as n from unnest(availability_ids, availability_seats) as w(id, n) group by w.id) w where t.id = w.id and w.n > 0; update availability_dates t set registered = t.registered + w.n from (select w.id, sum(w.n)::integer as n from unnest(date_ids, date_seats) as w(id, n) group by w.id) w where t.id = w.id and w.n > 0; end $$
    `,
  );
}
