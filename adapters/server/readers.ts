import type { Database } from '../db/index';
import type { Organiser } from './context';
import { notFound } from './errors';

/** Rows → the core schemas' shapes. */

type ParticipantRow = {
  id: number;
  cuid: string;
  firstname: string;
  lastname: string;
  birthdate: string | null;
  custom_data: Array<{ field_id: number; data: string }>;
  created_at: string;
};

export const participantOut = (row: ParticipantRow) => ({
  ...row,
  fullname: `${row.firstname} ${row.lastname}`,
});

const participantColumns = [
  'id',
  'cuid',
  'firstname',
  'lastname',
  'birthdate',
  'custom_data',
  'created_at',
] as const;

export async function participantsOf(db: Database, organiserId: number, customerId: number) {
  const rows = await db
    .selectFrom('participants')
    .select(participantColumns)
    .where('organiser_id', '=', organiserId)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(participantOut);
}

export async function customerOut(db: Database, organiserId: number, customerId: number) {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'cuid', 'firstname', 'lastname', 'email', 'phone', 'address', 'custom_data', 'created_at'])
    .where('organiser_id', '=', organiserId)
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('CUSTOMER_NOT_FOUND');
  return {
    ...row,
    fullname: `${row.firstname} ${row.lastname}`,
    participants: await participantsOf(db, organiserId, customerId),
  };
}

export async function customFieldsOf(db: Database, organiser: Organiser) {
  return db
    .selectFrom('custom_fields')
    .selectAll()
    .where('organiser_id', '=', organiser.id)
    .orderBy('order')
    .execute();
}

export { participantColumns };
