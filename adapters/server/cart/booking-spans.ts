import { type BookingSpan, SLOT_TAKEN } from '../../../core/booking/index';
import { formatInstant } from '../../../core/time/index';
import type { Transaction } from '../../db/index';
import { ApiError } from '../errors';

/**
 * A booking occupies its resource over [start_at, end_at) (core `bookingEnd`), not only its start slot. Two
 * customers asking for overlapping spans of one resource may name different slots, so a slot-row lock alone
 * would not serialise them: the resource row is the lock (holds.ts lock order), taken before any span of it
 * is counted, by the add-to-cart and by the checkout alike.
 */
export async function lockResources(trx: Transaction, resourceIds: Iterable<number>, enabled: boolean) {
  const ids = [...new Set(resourceIds)].sort((a, b) => a - b);
  if (!enabled || ids.length === 0) return;
  await trx
    .selectFrom('resources')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/**
 * Whether any of the spans meets another booking of the resource: a booked slot starting inside the span
 * (checkout marks every slot a booking covers booked), or an unexpired hold of a cart not yet processed whose
 * span overlaps it. `exceptCart` leaves one cart's own holds out (the checkout of that cart).
 */
export async function spanTaken(
  trx: Transaction,
  resourceId: number,
  spans: readonly BookingSpan[],
  now: string,
  exceptCart: number | null,
): Promise<boolean> {
  for (const span of spans) {
    const start = formatInstant(span.start_at);
    const end = formatInstant(span.end_at);
    const booked = await trx
      .selectFrom('resource_availabilities')
      .select('id')
      .where('resource_id', '=', resourceId)
      .where('booked', '=', true)
      .where('start_at', '>=', start)
      .where('start_at', '<', end)
      .limit(1)
      .executeTakeFirst();
    if (booked) return true;
    const held = await trx
      .selectFrom('cart_item_slots as cs')
      .innerJoin('resource_availabilities as slot', 'slot.id', 'cs.resource_availability_id')
      .innerJoin('cart_items as ci', 'ci.id', 'cs.cart_item_id')
      .innerJoin('carts as c', 'c.id', 'ci.cart_id')
      .select('cs.cart_item_id')
      .where('slot.resource_id', '=', resourceId)
      .where('cs.start_at', '<', end)
      .where('cs.end_at', '>', start)
      .where('ci.expires_at', '>', now)
      .where('c.processed_at', 'is', null)
      .$if(exceptCart !== null, (qb) => qb.where('c.id', '<>', exceptCart ?? 0))
      .limit(1)
      .executeTakeFirst();
    if (held) return true;
  }
  return false;
}

/** Refuses with BOOKING.SLOT_TAKEN when a span meets another booking or hold (see `spanTaken`). */
export async function refuseTakenSpans(
  trx: Transaction,
  resourceId: number,
  spans: readonly BookingSpan[],
  now: string,
  exceptCart: number | null,
): Promise<void> {
  if (await spanTaken(trx, resourceId, spans, now, exceptCart)) throw new ApiError(409, SLOT_TAKEN);
}

/** Marks booked every slot of the resource whose start the span covers, so slot reads show them taken. */
export async function bookCoveredSlots(trx: Transaction, resourceId: number, span: BookingSpan) {
  await trx
    .updateTable('resource_availabilities')
    .set({ booked: true })
    .where('resource_id', '=', resourceId)
    .where('start_at', '>=', formatInstant(span.start_at))
    .where('start_at', '<', formatInstant(span.end_at))
    .execute();
}
