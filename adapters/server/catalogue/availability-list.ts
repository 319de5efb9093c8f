import { type SelectQueryBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { z } from 'zod';
import { effectiveAgeLimits } from '../../../core/catalogue/index';
import type { availabilityListItemSchema } from '../../../core/schemas/index';
import type { ActivitiesTable, AvailabilitiesTable, Database, Tables } from '../../db/index';
import { availabilityTimes, heldOnAvailability, heldOnDate, isoInstant } from './shapes';

/** The availabilities of part 2 §7's list as its lean contract carries them (issue 17 §2). */

type ListItem = z.input<typeof availabilityListItemSchema>;
type Matching = SelectQueryBuilder<
  Tables & { av: AvailabilitiesTable; ac: ActivitiesTable },
  'av' | 'ac',
  Record<never, never>
>;

/**
 * One page of the matching availabilities, shaped, in one statement. The page is a subquery carrying the
 * total matching (a window count), its activity's and location's few columns the cards read; around it,
 * PostgreSQL builds each row's dates as JSON and counts the seats carts hold, for the page's rows only
 * (never for the rows before the offset). Seat counts are read as they are now, holds included, as the
 * detail reads them. `total` is null when the page is empty.
 */
export async function availabilityListPage(
  db: Database,
  matching: Matching,
  window: { offset: number; limit: number; direction: 'asc' | 'desc' },
  now: string,
): Promise<{ data: ListItem[]; total: number | null }> {
  const page = matching
    .leftJoin('locations as l', 'l.id', 'av.location_id')
    .select([
      'av.id',
      'av.cuid',
      'av.status',
      'av.registrations_start_at',
      'av.registrations_end_at',
      'av.start_at',
      'av.end_at',
      'av.price',
      'av.capacity',
      'av.registered',
      'av.age_minimum',
      'av.age_maximum',
      'av.location_id',
      'l.name as location_name',
      'l.title as location_title',
      'l.city as location_city',
      'ac.title as activity_title',
      sql<ListItem['activity']['image']>`ac.images -> 0`.as('activity_image'),
      'ac.allow_registrations_after_start',
      'ac.age_minimum as activity_age_minimum',
      'ac.age_maximum as activity_age_maximum',
    ])
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('av.start_at', window.direction)
    .orderBy('av.id', window.direction)
    .limit(window.limit)
    .offset(window.offset)
    .as('av');
  const rows = await db
    .selectFrom(page)
    .selectAll('av')
    .select((eb) => [
      heldOnAvailability(now).as('held'),
      jsonArrayFrom(
        eb
          .selectFrom('availability_dates as d')
          .select(['d.id', 'd.cuid', 'd.status', 'd.capacity'])
          .select([isoInstant('d.start_at').as('start_at'), isoInstant('d.end_at').as('end_at')])
          .select(sql<number>`d.registered + ${heldOnDate(now)}`.as('registered'))
          .whereRef('d.availability_id', '=', 'av.id')
          .orderBy('d.start_at')
          .orderBy('d.id'),
      ).as('dates'),
    ])
    .orderBy('av.start_at', window.direction)
    .orderBy('av.id', window.direction)
    .execute();
  const data = rows.map(
    (row): ListItem => ({
      id: row.id,
      ...availabilityTimes(row),
      price: row.price,
      capacity: row.capacity,
      registered: row.registered + Number(row.held),
      ...effectiveAgeLimits(row, {
        age_minimum: row.activity_age_minimum,
        age_maximum: row.activity_age_maximum,
      }),
      location:
        row.location_id === null
          ? null
          : { name: row.location_name, title: row.location_title, city: row.location_city },
      dates: row.dates,
      activity: {
        title: row.activity_title,
        image: row.activity_image ?? null,
        settings: { allow_registrations_after_start: row.allow_registrations_after_start },
      },
    }),
  );
  return { data, total: rows[0] ? Number(rows[0].total) : null };
}
