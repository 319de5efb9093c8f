import { sql } from 'kysely';
import { addSeconds, formatInstant } from '../../../core/time/index';
import type { Database } from '../../db/index';
import { startPeriodicTask } from '../lifecycle/periodic-task';

/**
 * How long an expired item stays after its hold ended. Nothing shows it (the cart read and the drawer keep
 * only unexpired items, core isUnexpired), but a checkout started just before the expiry still finds it and
 * answers CART.ITEMS_EXPIRED rather than CART.EMPTY, and a removal sent at the last second still finds it.
 */
export const EXPIRED_ITEM_GRACE_SECONDS = 60 * 60;
/** How often the running server purges. */
export const CART_PURGE_EVERY_MS = 5 * 60_000;
/** Items deleted per statement, so the purge never holds many locks or runs one long statement. */
export const CART_PURGE_BATCH = 1_000;

/**
 * Deletes the items whose hold ended more than the grace period ago, in carts that were never checked out:
 * not processed, no payment started (an online checkout waiting for its provider keeps its items), no order
 * made from the item. Their dates and slots go with them (on delete cascade). A cart being written right now
 * (its row locked by an add, a removal or a checkout) is skipped and purged next time. Answers how many
 * items were deleted.
 */
export async function purgeExpiredCartItems(
  db: Database,
  now: string,
  options: { graceSeconds?: number; batch?: number } = {},
): Promise<number> {
  const before = formatInstant(addSeconds(now, -(options.graceSeconds ?? EXPIRED_ITEM_GRACE_SECONDS)));
  const batch = options.batch ?? CART_PURGE_BATCH;
  let deleted = 0;
  for (;;) {
    const { rows } = await sql<{ id: number }>`
      delete from cart_items where id in (
        select ci.id from cart_items ci
        join carts c on c.id = ci.cart_id
        where ci.expires_at <= ${before}
          and c.processed_at is null
          and not exists (select 1 from payments p where p.cart_id = c.id)
          and not exists (select 1 from wallet_movements w where w.cart_id = c.id)
          and not exists (select 1 from registrations o where o.cart_item_id = ci.id)
          and not exists (select 1 from registration_requests o where o.cart_item_id = ci.id)
          and not exists (select 1 from bookings o where o.cart_item_id = ci.id)
          and not exists (select 1 from customer_bundles o where o.cart_item_id = ci.id)
          and not exists (select 1 from customer_vouchers o where o.cart_item_id = ci.id)
          and not exists (select 1 from customer_memberships o where o.cart_item_id = ci.id)
        order by ci.id
        limit ${batch}
        for update of c skip locked
      )
      returning id`.execute(db);
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}

/**
 * Starts the timed purge; answers the function that stops it. With several server processes on one
 * database, one of them purges per interval (lifecycle/periodic-task.ts); a purge never overlaps the
 * previous one of its process.
 */
export function startCartPurge(
  deps: { db: Database; now: () => string },
  everyMs = CART_PURGE_EVERY_MS,
): () => void {
  return startPeriodicTask(deps, {
    name: 'cart-purge',
    everyMs,
    run: () => purgeExpiredCartItems(deps.db, deps.now()),
  });
}
