import type { Database } from '../../db/index';
import { envelopeOf } from './customer-mail';
import type { MembershipMailFacts } from './membership-mail';
import type { RegistrationMailFacts } from './registration-mail';

/**
 * What an order's mails read of who sends and who receives them, on the order's row joined with its
 * organiser `o`, customer `cu`, participant `p` and checkout cart `c`.
 */
const ADDRESSEE_COLUMNS = [
  'o.name as organiser_name',
  'o.language as organiser_language',
  'c.language as cart_language',
  'cu.email',
  'cu.firstname as customer_firstname',
  'p.firstname',
  'p.lastname',
] as const;

/** The sender and addressee of an order's mail; its language is the checkout's, else the organiser's. */
const addressee = (row: {
  organiser_id: number;
  organiser_name: string;
  organiser_language: 'fr' | 'en';
  cart_language: 'fr' | 'en' | null;
  email: string;
  customer_firstname: string;
}) => envelopeOf({ ...row, language: row.cart_language ?? row.organiser_language });

/**
 * A registration as its mails name it, read now, with whether it is cancelled; null when it is gone. The
 * language is the checkout's that created it (carts.language), else the organiser's.
 */
export async function registrationFacts(
  db: Database,
  registrationId: number,
): Promise<(RegistrationMailFacts & { cancelled: boolean }) | null> {
  const row = await db
    .selectFrom('registrations as r')
    .innerJoin('organisers as o', 'o.id', 'r.organiser_id')
    .innerJoin('customers as cu', 'cu.id', 'r.customer_id')
    .innerJoin('participants as p', 'p.id', 'r.participant_id')
    .innerJoin('availabilities as av', 'av.id', 'r.availability_id')
    .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
    .leftJoin('carts as c', 'c.id', 'r.cart_id')
    .select([
      'r.organiser_id',
      ...ADDRESSEE_COLUMNS,
      'ac.title',
      'r.reference',
      'r.total_amount',
      'r.cancelled',
      'av.start_at',
      'av.end_at',
    ])
    .where('r.id', '=', registrationId)
    .executeTakeFirst();
  if (!row) return null;
  const dates = await db
    .selectFrom('registration_dates as rd')
    .innerJoin('availability_dates as ad', 'ad.id', 'rd.availability_date_id')
    .select(['ad.start_at', 'ad.end_at'])
    .where('rd.registration_id', '=', registrationId)
    .orderBy('ad.start_at')
    .execute();
  const periods = dates.length > 0 ? dates : [{ start_at: row.start_at, end_at: row.end_at }];
  return {
    ...addressee(row),
    participantName: `${row.firstname} ${row.lastname}`,
    activityTitle: row.title,
    reference: row.reference,
    periods,
    amount: row.total_amount,
    cancelled: row.cancelled,
  };
}

/** A customer's membership as its mails name it, read now; null when it is gone. */
export async function membershipFacts(
  db: Database,
  customerMembershipId: number,
): Promise<(MembershipMailFacts & { cancelled: boolean }) | null> {
  const row = await db
    .selectFrom('customer_memberships as cm')
    .innerJoin('memberships as me', 'me.id', 'cm.membership_id')
    .innerJoin('organisers as o', 'o.id', 'cm.organiser_id')
    .innerJoin('customers as cu', 'cu.id', 'cm.customer_id')
    .leftJoin('participants as p', 'p.id', 'cm.participant_id')
    .leftJoin('carts as c', 'c.id', 'cm.cart_id')
    .select([
      'cm.organiser_id',
      ...ADDRESSEE_COLUMNS,
      'me.title',
      'cm.starts_at',
      'cm.ends_at',
      'cm.total_amount',
      'cm.cancelled',
    ])
    .where('cm.id', '=', customerMembershipId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...addressee(row),
    participantName: row.firstname === null ? null : `${row.firstname} ${row.lastname ?? ''}`.trim(),
    title: row.title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    amount: row.total_amount,
    cancelled: row.cancelled,
  };
}
