import { type SqlBool, sql } from 'kysely';
import { type SlotStatus, slotStatus } from '../../../core/booking/index';
import { TIME_ZONE } from '../../../core/time/index';
import type { Database, Transaction } from '../../db/index';

type Executor = Database | Transaction;

/**
 * When each unexpired hold covering these slots, by an item of a cart not yet processed, expires, by slot
 * id (core/booking `slotStatus` reads them; expired holds are left out here as they cannot count). A hold
 * covers every slot of its resource whose start lies in its span [start_at, end_at) (core `isSlotCovered`),
 * not only the slot it starts on.
 */
export async function slotHolds(
  db: Executor,
  slotIds: readonly number[],
  now: string,
): Promise<Map<number, string[]>> {
  const holds = new Map<number, string[]>();
  if (slotIds.length === 0) return holds;
  const rows = await db
    .selectFrom('resource_availabilities as slot')
    .innerJoin('resource_availabilities as held', 'held.resource_id', 'slot.resource_id')
    .innerJoin('cart_item_slots as cs', 'cs.resource_availability_id', 'held.id')
    .innerJoin('cart_items as ci', 'ci.id', 'cs.cart_item_id')
    .innerJoin('carts as c', 'c.id', 'ci.cart_id')
    .select(['slot.id as slot_id', 'ci.expires_at'])
    .where('slot.id', 'in', [...new Set(slotIds)])
    .whereRef('cs.start_at', '<=', 'slot.start_at')
    .whereRef('cs.end_at', '>', 'slot.start_at')
    .where('ci.expires_at', '>', now)
    .where('c.processed_at', 'is', null)
    .execute();
  for (const row of rows) holds.set(row.slot_id, [...(holds.get(row.slot_id) ?? []), row.expires_at]);
  return holds;
}

/** Each slot with its status at `now` (core `slotStatus`). */
export async function withStatus<Slot extends { id: number; start_at: string; booked: boolean }>(
  db: Executor,
  slots: readonly Slot[],
  now: string,
): Promise<Array<Slot & { status: SlotStatus }>> {
  const holds = await slotHolds(
    db,
    slots.map((slot) => slot.id),
    now,
  );
  return slots.map((slot) => ({
    ...slot,
    status: slotStatus(
      { start_at: slot.start_at, booked: slot.booked, held_until: holds.get(slot.id) ?? [] },
      now,
    ),
  }));
}

/**
 * The Brussels dates holding a FREE slot in [after, before): core `slotStatus(...) === 'FREE'` written as
 * SQL (started, booked and slots covered by unexpired holds of open carts excluded) so a year of slots is not read row by
 * row. bookings.test.ts checks it agrees with the statuses GET /api/resources/availabilities answers.
 */
export async function freeSlotDates(
  db: Executor,
  filters: { organiserId: number; configurations?: number[] | undefined; resources?: string[] | undefined },
  window: { after: string; before: string },
  now: string,
  limit: number,
): Promise<string[]> {
  let query = db
    .selectFrom('resource_availabilities as slot')
    .innerJoin('resources as resource', 'resource.id', 'slot.resource_id')
    .where('slot.organiser_id', '=', filters.organiserId)
    .where('slot.booked', '=', false)
    .where('slot.start_at', '>', now)
    .where('slot.start_at', '>=', window.after)
    .where('slot.start_at', '<', window.before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('cart_item_slots as cs')
            .innerJoin('resource_availabilities as held', 'held.id', 'cs.resource_availability_id')
            .innerJoin('cart_items as ci', 'ci.id', 'cs.cart_item_id')
            .innerJoin('carts as c', 'c.id', 'ci.cart_id')
            .select(sql<SqlBool>`true`.as('held'))
            .whereRef('held.resource_id', '=', 'slot.resource_id')
            .whereRef('cs.start_at', '<=', 'slot.start_at')
            .whereRef('cs.end_at', '>', 'slot.start_at')
            .where('ci.expires_at', '>', now)
            .where('c.processed_at', 'is', null),
        ),
      ),
    );
  if (filters.configurations?.length)
    query = query.where('resource.booking_configuration_id', 'in', filters.configurations);
  if (filters.resources?.length) query = query.where('resource.cuid', 'in', filters.resources);
  const rows = await query
    .select(sql<string>`to_char(slot.start_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`.as('date'))
    .distinct()
    .orderBy('date')
    .limit(limit)
    .execute();
  return rows.map((row) => row.date);
}
