import type { Hono } from 'hono';
import { registrationCalls } from '../../../core/schemas/index';
import {
  canJoinWaitingList,
  WAITING_LIST_ENTRY_NOT_FOUND,
  WAITING_LIST_ERRORS,
} from '../../../core/waiting-list/index';
import {
  customerParticipant,
  isRegistered,
  WINDOW_COLUMNS,
  withActivitySettings,
} from '../cart/registration-lookups';
import type { AppDeps, AppEnv } from '../context';
import { ApiError, notFound, unauthenticated } from '../errors';
import { route } from '../http';
import { customerWaitingList } from '../waiting-list/entries';
import { notifyWaitingListVacancy } from '../waiting-list/vacancy';

/**
 * POST /api/registrations/waiting-list (part 2 §7 "availability_id, participant_id"): a signed-in customer
 * puts one of their own participants on the waiting list of a CLOSED or FULL availability of this
 * organiser (part 1 §4 "waiting-list form offered"). Joining again answers the same and adds nothing.
 * Refusals: PARTICIPANT_NOT_FOUND (404, not this customer's), AVAILABILITY_NOT_FOUND (404, not this
 * organiser's), WAITING_LIST.NOT_OFFERED (409, the add form shows no waiting list: OPEN, OVERLAP, ended...),
 * WAITING_LIST.ALREADY_REGISTERED (409, the participant is registered already). A refusal writes nothing.
 */
export function waitingListRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  route(app, registrationCalls.joinWaitingList, async (input, c) => {
    const organiser = c.get('organiser');
    const customer = c.get('customer');
    if (!customer) throw unauthenticated();
    const now = deps.now();

    const participant = await customerParticipant(
      db,
      { organiserId: organiser.id, customerId: customer.id },
      input.participant_id,
    );

    const availability = await db
      .selectFrom('availabilities as av')
      .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
      .select(['av.id', ...WINDOW_COLUMNS])
      .where('av.id', '=', input.availability_id)
      .where('av.organiser_id', '=', organiser.id)
      .executeTakeFirst();
    if (!availability) throw notFound('AVAILABILITY_NOT_FOUND');
    if (!canJoinWaitingList(withActivitySettings(availability), now))
      throw new ApiError(409, WAITING_LIST_ERRORS.NOT_OFFERED);

    if (await isRegistered(db, availability.id, participant.id))
      throw new ApiError(409, WAITING_LIST_ERRORS.ALREADY_REGISTERED);

    // The unique (availability, participant) key makes a repeated or racing join find the first row.
    await db
      .insertInto('waiting_list_entries')
      .values({
        organiser_id: organiser.id,
        availability_id: availability.id,
        customer_id: customer.id,
        participant_id: participant.id,
        created_at: now,
        notified_at: null,
      })
      .onConflict((conflict) => conflict.columns(['availability_id', 'participant_id']).doNothing())
      .execute();

    // A seat may already be free (a hold expired since the last cart write): the queue hears of it now.
    // The join itself is done either way, so a mail failure only shows in the log.
    await notifyWaitingListVacancy(db, availability.id, now).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'vacancy check failed', error: String(error) }));
    });
    // The entry with its position (issue 20 §7), read after the vacancy check that may have offered it a seat.
    const entry = await db
      .selectFrom('waiting_list_entries')
      .select('id')
      .where('availability_id', '=', availability.id)
      .where('participant_id', '=', participant.id)
      .executeTakeFirstOrThrow();
    const [shown] = (
      await customerWaitingList(db, { organiserId: organiser.id, customerId: customer.id }, now, {
        entryId: entry.id,
        offset: 0,
        limit: 1,
      })
    ).data;
    if (!shown) throw new ApiError(409, WAITING_LIST_ERRORS.ALREADY_REGISTERED);
    return { entry: shown };
  });

  /**
   * DELETE /api/registrations/waiting-list?waiting_list_entry_id= (issue 20 §7): the signed-in customer leaves
   * with one of their own entries; another customer's entry, or one already left, is not found (404
   * WAITING_LIST_ENTRY_NOT_FOUND) and nothing changes. The entries behind move up; if a seat had been offered
   * to the entry that left, the next queued entry is told now.
   */
  route(app, registrationCalls.leaveWaitingList, async (input, c) => {
    const organiser = c.get('organiser');
    const customer = c.get('customer');
    if (!customer) throw unauthenticated();
    const left = await db
      .deleteFrom('waiting_list_entries')
      .where('id', '=', input.waiting_list_entry_id)
      .where('organiser_id', '=', organiser.id)
      .where('customer_id', '=', customer.id)
      .returning(['availability_id'])
      .executeTakeFirst();
    if (!left) throw notFound(WAITING_LIST_ENTRY_NOT_FOUND);
    await notifyWaitingListVacancy(db, left.availability_id, deps.now()).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'vacancy check failed', error: String(error) }));
    });
    return {};
  });
}
