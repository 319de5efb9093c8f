import { sql } from 'kysely';
import type { Database } from '../../db/index';

export interface SeatCount {
  kind: 'availability' | 'date';
  id: number;
  registered: number;
  capacity: number | null;
  counted: number;
}

/**
 * Seat counters next to the non-cancelled registrations they count, per availability and per date. The demo
 * data's counters include seats sold before it was imported (no registration rows), so checks compare each
 * row's difference between counter and registrations before and after, and the counter with the capacity.
 */
export async function seatCounts(db: Database): Promise<SeatCount[]> {
  const { rows } = await sql<SeatCount>`
    select 'availability' as kind, a.id, a.registered, a.capacity,
      count(r.id) filter (where not r.cancelled)::int as counted
    from availabilities a left join registrations r on r.availability_id = a.id
    group by a.id
    union all
    select 'date' as kind, d.id, d.registered, d.capacity,
      count(r.id) filter (where not r.cancelled)::int as counted
    from availability_dates d
    left join registration_dates rd on rd.availability_date_id = d.id
    left join registrations r on r.id = rd.registration_id
    group by d.id`.execute(db);
  return rows;
}

/** The rows whose counter moved without its registrations, or passed the capacity, since `before`. */
export function seatDrift(before: readonly SeatCount[], after: readonly SeatCount[]): SeatCount[] {
  const key = (row: SeatCount) => `${row.kind} ${row.id}`;
  const offsets = new Map(before.map((row) => [key(row), row.registered - row.counted]));
  return after.filter(
    (row) =>
      row.registered - row.counted !== (offsets.get(key(row)) ?? 0) ||
      (row.capacity !== null && row.registered > row.capacity),
  );
}
