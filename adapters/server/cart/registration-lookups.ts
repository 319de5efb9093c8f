import type { Database, Transaction } from '../../db/index';
import { notFound } from '../errors';

type Executor = Database | Transaction;

/**
 * Lookups shared by the cart's registration line and the waiting list: both act for a signed-in customer
 * on one of their participants and one availability of the organiser.
 */

/** The customer's own participant, not deleted; PARTICIPANT_NOT_FOUND (404) otherwise. */
export async function customerParticipant(
  db: Executor,
  owner: { organiserId: number; customerId: number },
  participantId: number,
): Promise<{ id: number; birthdate: string | null }> {
  const participant = await db
    .selectFrom('participants')
    .select(['id', 'birthdate'])
    .where('id', '=', participantId)
    .where('organiser_id', '=', owner.organiserId)
    .where('customer_id', '=', owner.customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!participant) throw notFound('PARTICIPANT_NOT_FOUND');
  return participant;
}

/** Whether the participant holds a registration on the availability that is not cancelled. */
export async function isRegistered(
  db: Executor,
  availabilityId: number,
  participantId: number,
): Promise<boolean> {
  const registration = await db
    .selectFrom('registrations')
    .select('id')
    .where('availability_id', '=', availabilityId)
    .where('participant_id', '=', participantId)
    .where('cancelled', '=', false)
    .executeTakeFirst();
  return registration !== undefined;
}

/**
 * The customer's own participant, not deleted, and whether it holds a registration on the availability
 * that is not cancelled: `customerParticipant` and `isRegistered` as one subquery, for the cart's add to
 * read with its availability (registration-line.ts), where every round trip counts. No row: not the
 * customer's participant (PARTICIPANT_NOT_FOUND).
 */
export const participantOnAvailability = (
  db: Executor,
  owner: { organiserId: number; customerId: number },
  participantId: number,
  availabilityId: number,
) =>
  db
    .selectFrom('participants as p')
    .select((inner) => [
      'p.id',
      'p.birthdate',
      inner
        .exists(
          inner
            .selectFrom('registrations as r')
            .select('r.id')
            .where('r.availability_id', '=', availabilityId)
            .whereRef('r.participant_id', '=', 'p.id')
            .where('r.cancelled', '=', false),
        )
        .as('registered'),
    ])
    .where('p.id', '=', participantId)
    .where('p.organiser_id', '=', owner.organiserId)
    .where('p.customer_id', '=', owner.customerId)
    .where('p.deleted_at', 'is', null);

/** The registration window columns of an availability row joined as `av` with its activity as `ac`. */
export const WINDOW_COLUMNS = [
  'av.status',
  'av.registrations_start_at',
  'av.registrations_end_at',
  'av.start_at',
  'av.end_at',
  'ac.allow_registrations_after_start',
] as const;

/** A row read with WINDOW_COLUMNS in the shape of the core's availability window. */
export const withActivitySettings = <Row extends { allow_registrations_after_start: boolean }>(row: Row) => ({
  ...row,
  activity: { settings: { allow_registrations_after_start: row.allow_registrations_after_start } },
});
