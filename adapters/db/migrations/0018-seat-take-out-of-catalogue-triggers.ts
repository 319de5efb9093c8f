import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * The seat take leaves the catalogue's change triggers out (issue 17 §3). Every UPDATE of availabilities
 * and availability_dates runs `catalogue_changed` (migration 0015), a statement-level trigger that compares
 * the old and new rows as JSON without their seat columns, to bump the organiser's catalogue version only
 * when something else changed. `take_seats` only ever adds to `registered`, a seat column, so that
 * comparison always found nothing, at a cost: about 0.5 ms of the database's time for the availability and
 * 1 ms for its dates, on each checkout (EXPLAIN ANALYZE), and statement-level triggers run even for the
 * add's guard, which updates no row. `take_seats` now returns before its updates when it takes no seat, and
 * says around them, in a setting local to the transaction (`catalogue.seats_only`), that only seat columns
 * change; `catalogue_changed` returns at once while it is on. Any other statement, in the same transaction
 * or not, is compared as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create or replace function catalogue_changed() returns trigger language plpgsql as $$ declare key text := tg_argv[0]; ignored text[] := coalesce(tg_argv[1:], '{}'); changed integer[]; begin if current_setting('catalogue.seats_only', true) = 'on' then return null; end if; if tg_op = 'INSERT' then select array_agg((to_jsonb(r) ->> key)::integer) into changed from new_rows r; elsif tg_op = 'DELETE' then select array_agg((to_jsonb(r) ->> key)::integer) into changed from old_rows r; else select array_agg((doc ->> key)::integer) into changed from ((select to_jsonb(r) - ignored as doc from new_rows r except select to_jsonb(r) - ignored from old_rows r) union all (select to_jsonb(r) - ignored from old_rows r except select to_jsonb(r) - ignored from new_rows r)) moved; end if; if changed is not null then perform catalogue_bump(changed); end if; return null; end $$;
    create or replace function take_seats(at_time timestamptz, except_cart integer, locking boolean, availability_ids integer[], availability_seats integer[], date_ids integer[], date_seats integer[]) returns table (seat_table text, id integer, capacity integer, registered integer, held integer) language plpgsql as $$ declare counted record; begin if locking then perform 1 from availabilities s where s.id = any(availability_ids) order by s.id for no key update; perform 1 from availability_dates s where s.id = any(date_ids) order by s.id for no key update; end if; for counted in with wanted_availabilities as (select w.id, sum(w.n)::integer as n from unnest(availability_ids, availability_seats) as w(id, n) group by w.id), wanted_dates as (select w.id, sum(w.n)::integer as n from unnest(date_ids, date_seats) as w(id, n) group by w.id) select 'availabilities'::text as seat_table, s.id, s.capacity, s.registered, (select count(*)::integer from cart_items ci where ci.availability_id = s.id and ci.type = 'REGISTRATION' and ci.expires_at > at_time and not ci.checked_out and (except_cart is null or ci.cart_id <> except_cart)) as held, w.n as wanted from availabilities s join wanted_availabilities w on w.id = s.id union all select 'availability_dates'::text, s.id, s.capacity, s.registered, (select count(*)::integer from cart_items ci join cart_item_dates cd on cd.cart_item_id = ci.id and cd.availability_date_id = s.id where ci.availability_id = s.availability_id and ci.type = 'REGISTRATION' and ci.expires_at > at_time and not ci.checked_out and (except_cart is null or ci.cart_id <> except_cart)), w.n from availability_dates s join wanted_dates w on w.id = s.id loop if counted.capacity is not null and counted.registered + counted.held + counted.wanted > counted.capacity then raise exception 'not enough seats left on % %', counted.seat_table, counted.id using errcode = 'check_violation'; end if; seat_table := counted.seat_table; id := counted.id; capacity := counted.capacity; registered := counted.registered; held := counted.held; return next; end loop; if not (0 < any(availability_seats) or 0 < any(date_seats)) then return; end if; perform set_config('catalogue.seats_only', 'on', true); update availabilities t set registered = t.registered + w.n from (select w.id, sum(w.n)::integer as n from unnest(availability_ids, availability_seats) as w(id, n) group by w.id) w where t.id = w.id and w.n > 0; update availability_dates t set registered = t.registered + w.n from (select w.id, sum(w.n)::integer as n from unnest(date_ids, date_seats) as w(id, n) group by w.id) w where t.id = w.id and w.n > 0; perform set_config('catalogue.seats_only', 'off', true); end $$
    `,
  );
}
