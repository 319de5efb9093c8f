import { addItems } from './cart/cart-writes';
import { createCrowd } from './cart/crowd';
import type { Organiser } from './context';
import { TEST_NOW, type TestApp } from './test-support';

const HOUR_MS = 3_600_000;
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

type Slot = { id: number; start_at: string };

/** Three slots of a resource an hour apart, after `after`, all set free: the span tests' ground. */
export async function threeFreeHours(
  app: TestApp,
  resourceId: number,
  after: string,
): Promise<[Slot, Slot, Slot]> {
  const slots = (
    await app.db
      .selectFrom('resource_availabilities')
      .select(['id', 'start_at'])
      .where('resource_id', '=', resourceId)
      .where('start_at', '>', after)
      .orderBy('start_at')
      .execute()
  ).map((slot) => ({ id: slot.id, start_at: new Date(slot.start_at).toISOString() }));
  for (const [index, first] of slots.entries()) {
    const second = slots[index + 1];
    const third = slots[index + 2];
    if (
      second?.start_at === later(first.start_at, HOUR_MS) &&
      third?.start_at === later(first.start_at, 2 * HOUR_MS)
    ) {
      await app.db
        .updateTable('resource_availabilities')
        .set({ booked: false })
        .where('id', 'in', [first.id, second.id, third.id])
        .execute();
      return [first, second, third];
    }
  }
  throw new Error('no three hourly slots in a row');
}

/** The cart write (POST /api/carts/items body) of one booking of `resourceId`: `seconds` from `start_at`. */
export function oneBooking(participantId: number, resourceId: number, start_at: string, seconds: number) {
  return {
    participant_id: participantId,
    registrations: [],
    bundles: [],
    vouchers: [],
    memberships: [],
    registrations_requests: [],
    bookings: [
      {
        resource_id: resourceId,
        dates: [{ start_at, end_at: later(start_at, seconds * 1000) }],
        participants: [],
        payment_split: false,
      },
    ],
  };
}

/**
 * `seconds` of `resourceId` from `start_at` held in the cart of a new customer of `organiser`, added directly
 * (the cart's transaction is where the spans are checked).
 */
export async function holdByAnother(
  app: TestApp,
  organiser: Organiser,
  resourceId: number,
  start_at: string,
  seconds: number,
): Promise<void> {
  const [other] = await createCrowd(app.db, organiser, 1, '2016-03-03');
  if (!other) throw new Error('no crowd');
  await addItems(
    { db: app.db, now: () => TEST_NOW, seatLocking: true },
    other,
    oneBooking(other.participantId, resourceId, start_at, seconds),
  );
}
