import { sql } from 'kysely';
import type { WaitingListEntry } from '../../../core/schemas/index';
import { waitingListPositions } from '../../../core/waiting-list/index';
import type { Database } from '../../db/index';
import { seated } from './vacancy';

/**
 * A customer's waiting-list entries (issue 20 §7) as the account and the join answer show them: entries of
 * this organiser whose participant still exists and holds no seat of its own on the availability (the same
 * `seated` test the vacancy notice uses), each WAITING with its position, or OFFERED once notified.
 *
 * Positions come from core `waitingListPositions` over the queued entries (not notified, live, unseated) of
 * the availabilities concerned, in the queue's order, so what a customer reads is the order notices follow.
 */
export async function customerWaitingList(
  db: Database,
  scope: { organiserId: number; customerId: number },
  now: string,
  page: { entryId?: number; offset: number; limit: number },
): Promise<{ data: WaitingListEntry[]; count: number }> {
  let mine = db
    .selectFrom('waiting_list_entries as e')
    .innerJoin('participants as p', 'p.id', 'e.participant_id')
    .innerJoin('availabilities as av', 'av.id', 'e.availability_id')
    .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
    .where('e.organiser_id', '=', scope.organiserId)
    .where('e.customer_id', '=', scope.customerId)
    .where('p.deleted_at', 'is', null)
    .where((eb) => eb.not(seated(eb, now)));
  if (page.entryId !== undefined) mine = mine.where('e.id', '=', page.entryId);

  const [total, rows] = await Promise.all([
    mine.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    mine
      .select([
        'e.id',
        'e.created_at',
        'e.notified_at',
        'e.availability_id',
        'p.id as participant_id',
        'p.firstname',
        'p.lastname',
        'av.cuid as availability_cuid',
        'av.start_at',
        'av.end_at',
        'ac.title',
        'ac.slug',
      ])
      .orderBy('av.start_at')
      .orderBy('e.created_at')
      .orderBy('e.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);

  const availabilityIds = [
    ...new Set(rows.filter((row) => row.notified_at === null).map((row) => row.availability_id)),
  ];
  const queued =
    availabilityIds.length === 0
      ? []
      : await db
          .selectFrom('waiting_list_entries as e')
          .innerJoin('participants as p', 'p.id', 'e.participant_id')
          .innerJoin('customers as cu', 'cu.id', 'e.customer_id')
          .select(['e.id', 'e.availability_id', 'e.created_at'])
          .where('e.availability_id', 'in', availabilityIds)
          .where('e.notified_at', 'is', null)
          .where('p.deleted_at', 'is', null)
          .where('cu.deleted_at', 'is', null)
          .where((eb) => eb.not(seated(eb, now)))
          .execute();
  const positions = new Map<number, number>();
  for (const availabilityId of availabilityIds) {
    const queue = queued.filter((entry) => entry.availability_id === availabilityId);
    for (const [id, position] of waitingListPositions(queue)) positions.set(id, position);
  }

  return {
    count: Number(total.count),
    data: rows.map((row) => ({
      id: row.id,
      status: row.notified_at === null ? 'WAITING' : 'OFFERED',
      position: row.notified_at === null ? (positions.get(row.id) ?? null) : null,
      participant: {
        id: row.participant_id,
        firstname: row.firstname,
        lastname: row.lastname,
      },
      availability: {
        cuid: row.availability_cuid,
        title: row.title,
        activity_slug: row.slug,
        start_at: row.start_at,
        end_at: row.end_at,
      },
    })),
  };
}
