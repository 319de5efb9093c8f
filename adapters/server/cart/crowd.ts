import { sql } from 'kysely';
import type { Database } from '../../db/index';
import type { Organiser } from '../context';
import { newCuid } from '../tokens';
import type { CartActor } from './cart-writes';

/**
 * Many customers racing for the same seats, for the concurrency test and the checkout benchmark: each
 * with one child of the given birthdate. Inserted in bulk; they never sign in (the race runs the cart's
 * transactions directly, which is where the locking lives).
 */
export async function createCrowd(
  db: Database,
  organiser: Organiser,
  size: number,
  birthdate: string,
): Promise<Array<CartActor & { participantId: number }>> {
  const tag = newCuid().slice(1, 9);
  const customers = await db
    .insertInto('customers')
    .values(
      Array.from({ length: size }, (_, index) => ({
        cuid: newCuid(),
        organiser_id: organiser.id,
        firstname: 'Client',
        lastname: `${tag}-${index}`,
        email: `crowd-${tag}-${index}@example.test`,
        phone: '+32470000000',
        address: JSON.stringify(null),
        custom_data: JSON.stringify([]),
        password_hash: 'not-a-password',
      })),
    )
    .returning('id')
    .execute();
  const participants = await db
    .insertInto('participants')
    .values(
      customers.map((customer, index) => ({
        cuid: newCuid(),
        organiser_id: organiser.id,
        customer_id: customer.id,
        firstname: 'Enfant',
        lastname: `${tag}-${index}`,
        birthdate,
        custom_data: JSON.stringify([]),
        deleted_at: null,
      })),
    )
    .returning(['id', 'customer_id'])
    .execute();
  return participants.map((participant) => ({
    organiser,
    customerId: participant.customer_id,
    participantId: participant.id,
  }));
}

/** Seats an availability sold beyond its capacity (0 when none), and registrations beyond its counter. */
export async function overbooking(db: Database, availabilityId: number) {
  const { rows } = await sql<{ capacity: number | null; registered: number; registrations: number }>`
    select av.capacity, av.registered,
      (select count(*)::int from registrations r where r.availability_id = av.id and not r.cancelled) as registrations
    from availabilities av where av.id = ${availabilityId}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`no availability ${availabilityId}`);
  return {
    overbooked: row.capacity === null ? 0 : Math.max(0, Number(row.registered) - row.capacity),
    uncounted: Math.abs(Number(row.registrations) - Number(row.registered)),
  };
}
