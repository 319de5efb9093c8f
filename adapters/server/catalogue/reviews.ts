import { sql } from 'kysely';
import { reviewAverage, reviewerName } from '../../../core/catalogue/index';
import type { ActivityReviews } from '../../../core/schemas/index';
import type { Database } from '../../db/index';

/**
 * The public reviews of one activity of one organiser (issue 20 §2), latest first: reviews left public on
 * registrations that are finished (core `isPublicReview`: not cancelled, availability ended at `now`),
 * by customers whose account still exists. Count and score total are aggregated in SQL; core rounds the
 * average. Null when the organiser has no such activity (by cuid or slug).
 */
export async function readActivityReviews(
  db: Database,
  query: { organiserId: number; activity: string; pageNumber: number; pageSize: number; now: string },
): Promise<ActivityReviews | null> {
  const activity = await db
    .selectFrom('activities')
    .select('id')
    .where('organiser_id', '=', query.organiserId)
    .where((eb) => eb.or([eb('cuid', '=', query.activity), eb('slug', '=', query.activity)]))
    .executeTakeFirst();
  if (!activity) return null;

  const shown = db
    .selectFrom('reviews as rv')
    .innerJoin('registrations as r', 'r.id', 'rv.registration_id')
    .innerJoin('availabilities as av', 'av.id', 'r.availability_id')
    .innerJoin('customers as cu', 'cu.id', 'rv.customer_id')
    .where('rv.organiser_id', '=', query.organiserId)
    .where('r.organiser_id', '=', query.organiserId)
    .where('av.organiser_id', '=', query.organiserId)
    .where('av.activity_id', '=', activity.id)
    .where('rv.private', '=', false)
    .where('r.cancelled', '=', false)
    .where('av.end_at', '<=', query.now)
    .where('cu.deleted_at', 'is', null);

  const [totals, rows] = await Promise.all([
    shown
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number>`coalesce(sum(rv.score), 0)::int`.as('total'),
      ])
      .executeTakeFirstOrThrow(),
    shown
      .select(['rv.id', 'rv.score', 'rv.message', 'rv.created_at', 'cu.firstname', 'cu.lastname'])
      .orderBy('rv.created_at', 'desc')
      .orderBy('rv.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize)
      .execute(),
  ]);
  const count = Number(totals.count);
  return {
    average: reviewAverage({ total: Number(totals.total), count }),
    count,
    data: rows.map((row) => ({
      id: row.id,
      score: row.score,
      message: row.message,
      author: reviewerName(row),
      created_at: row.created_at,
    })),
  };
}
