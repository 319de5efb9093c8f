import type { z } from 'zod';
import type { attendanceChargeSchema } from '../../../core/schemas/index';
import { brusselsDate, compareInstants, formatDate } from '../../../core/time/index';
import { notFound } from '../errors';
import { type AccountScope, type Executor, fullname, type Page, pageOf } from './account-scope';

/**
 * Attendance charges (part 1 §3 "Attendance charge: cuid, reference, id, total_amount, paid_amount,
 * created_at, billing_cycle {start_at, end_at, configuration {title, description, images}}, items[] (cuid,
 * amount, duration in minutes, registration_date {date, arrival, departure, registration {participant}})"),
 * newest first. Items come sorted by date ("items table by date"); an item's date is the Brussels calendar
 * date of the availability date it bills.
 */

type AttendanceCharge = z.input<typeof attendanceChargeSchema>;

const ownCharges = (db: Executor, scope: AccountScope) =>
  db
    .selectFrom('attendance_charges as ac')
    .innerJoin('billing_cycles as bc', 'bc.id', 'ac.billing_cycle_id')
    .where('ac.organiser_id', '=', scope.organiserId)
    .where('ac.customer_id', '=', scope.customerId);

const CHARGE_COLUMNS = [
  'ac.id',
  'ac.cuid',
  'ac.reference',
  'ac.total_amount',
  'ac.paid_amount',
  'ac.created_at',
  'bc.start_at',
  'bc.end_at',
  'bc.title',
  'bc.description',
  'bc.images',
] as const;

type ChargeRow = {
  id: number;
  cuid: string;
  reference: string;
  total_amount: number;
  paid_amount: number;
  created_at: string;
  start_at: string;
  end_at: string;
  title: string;
  description: string | null;
  images: Array<{ id?: number; public_url: string }>;
};

async function shapeCharges(
  db: Executor,
  scope: AccountScope,
  rows: readonly ChargeRow[],
): Promise<AttendanceCharge[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('attendance_charge_items as item')
    .innerJoin('registration_dates as rd', 'rd.id', 'item.registration_date_id')
    .innerJoin('availability_dates as d', 'd.id', 'rd.availability_date_id')
    .innerJoin('registrations as r', 'r.id', 'rd.registration_id')
    .innerJoin('participants as p', 'p.id', 'r.participant_id')
    .select([
      'item.id',
      'item.cuid',
      'item.attendance_charge_id',
      'item.amount',
      'item.duration_minutes',
      'item.arrival',
      'item.departure',
      'd.start_at',
      'p.firstname',
      'p.lastname',
    ])
    .where('item.organiser_id', '=', scope.organiserId)
    .where(
      'item.attendance_charge_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const sorted = [...items].sort((a, b) => compareInstants(a.start_at, b.start_at) || a.id - b.id);
  return rows.map((row) => ({
    id: row.id,
    cuid: row.cuid,
    reference: row.reference,
    total_amount: row.total_amount,
    paid_amount: row.paid_amount,
    created_at: row.created_at,
    billing_cycle: {
      start_at: row.start_at,
      end_at: row.end_at,
      configuration: { title: row.title, description: row.description, images: row.images },
    },
    items: sorted
      .filter((item) => item.attendance_charge_id === row.id)
      .map((item) => ({
        cuid: item.cuid,
        amount: item.amount,
        duration: item.duration_minutes,
        registration_date: {
          date: formatDate(brusselsDate(item.start_at)),
          arrival: item.arrival,
          departure: item.departure,
          registration: { participant: { fullname: fullname(item) } },
        },
      })),
  }));
}

/** GET /api/account/attendance-charges. */
export async function listAttendanceCharges(
  db: Executor,
  scope: AccountScope,
  page: Page,
): Promise<{ data: AttendanceCharge[]; count: number }> {
  const { rows, count } = await pageOf(ownCharges(db, scope), page, (listed) =>
    listed.select(CHARGE_COLUMNS).orderBy('ac.created_at', 'desc').orderBy('ac.id', 'desc'),
  );
  return { data: await shapeCharges(db, scope, rows), count };
}

/** GET /api/account/attendance-charges/:cuid. */
export async function readAttendanceCharge(
  db: Executor,
  scope: AccountScope,
  cuid: string,
): Promise<AttendanceCharge> {
  const row = await ownCharges(db, scope)
    .select(CHARGE_COLUMNS)
    .where('ac.cuid', '=', cuid)
    .executeTakeFirst();
  const [charge] = row ? await shapeCharges(db, scope, [row]) : [];
  if (!charge) throw notFound('ATTENDANCE_CHARGE_NOT_FOUND');
  return charge;
}
