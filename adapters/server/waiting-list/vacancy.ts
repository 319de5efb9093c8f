import { type ExpressionBuilder, sql } from 'kysely';
import { vacancyNoticesDue, WAITING_LIST_VACANCY_TRIGGER } from '../../../core/waiting-list/index';
import type { Database, Tables, Transaction } from '../../db/index';
import type { MailMessage } from '../../mail/index';
import { availabilitySeats, lockSeats, openHold } from '../cart/holds';
import { WINDOW_COLUMNS, withActivitySettings } from '../cart/registration-lookups';
import { ENVELOPE_COLUMNS, envelopeOf } from '../notifications/customer-mail';
import { enqueueMail } from '../notifications/mail-queue';
import { vacancyMail } from './vacancy-mail';

type Executor = Database | Transaction;

export interface VacancyOptions {
  /** Public origin of an organiser's storefront, for the link in the mail; default `https://{hostname}`. */
  publicOrigin?: (hostname: string) => string;
}

/**
 * Whether the entry's participant already has a seat on the availability: an open hold (cart/holds.ts
 * `openHold`), or a registration that is not cancelled. Such a participant is neither queued nor
 * still owed the seat a notice offered.
 */
export const seated = (
  eb: ExpressionBuilder<Tables & { e: Tables['waiting_list_entries'] }, 'e'>,
  now: string,
) =>
  eb.or([
    eb.exists(
      eb
        .selectFrom('cart_items as ci')
        .select('ci.id')
        .whereRef('ci.availability_id', '=', 'e.availability_id')
        .whereRef('ci.participant_id', '=', 'e.participant_id')
        .where(openHold(now)),
    ),
    eb.exists(
      eb
        .selectFrom('registrations as r')
        .select('r.id')
        .whereRef('r.availability_id', '=', 'e.availability_id')
        .whereRef('r.participant_id', '=', 'e.participant_id')
        .where('r.cancelled', '=', false),
    ),
  ]);

/** Entries whose participant and customer still exist, without a seat of their own. */
const liveEntries = (db: Executor, availabilityId: number, now: string) =>
  db
    .selectFrom('waiting_list_entries as e')
    .innerJoin('participants as p', 'p.id', 'e.participant_id')
    .innerJoin('customers as cu', 'cu.id', 'e.customer_id')
    .where('e.availability_id', '=', availabilityId)
    .where('p.deleted_at', 'is', null)
    .where('cu.deleted_at', 'is', null)
    .where((eb) => eb.not(seated(eb, now)));

/** How many queued entries are owed a notice now (core `vacancyNoticesDue` on the current counts). */
async function noticesDue(db: Executor, availabilityId: number, now: string): Promise<number> {
  const availability = await db
    .selectFrom('availabilities as av')
    .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
    .select([...WINDOW_COLUMNS, 'av.capacity'])
    .where('av.id', '=', availabilityId)
    .executeTakeFirst();
  if (!availability || availability.capacity === null) return 0;
  const [seats, queue] = await Promise.all([
    availabilitySeats(db, [availabilityId], now),
    liveEntries(db, availabilityId, now)
      .select([
        sql<number>`count(*) filter (where e.notified_at is null)::int`.as('waiting'),
        sql<number>`count(*) filter (where e.notified_at is not null)::int`.as('outstanding'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const seat = seats.get(availabilityId);
  return vacancyNoticesDue(
    {
      availability: withActivitySettings(availability),
      registered: seat?.registered ?? 0,
      held: seat?.held ?? 0,
      outstanding: Number(queue.outstanding),
      waiting: Number(queue.waiting),
    },
    now,
  );
}

/**
 * The vacancy notice (part 2 §9 trigger `waiting-list.vacancy`): when a seat frees, the first waiting
 * customer is told, once. Call it wherever a seat of the availability may have freed: a cart item removed,
 * holds expired, a registration cancelled.
 *
 * One transaction locks the availability row (first lock of holds.ts's order, so it never waits on a cart
 * write that waits on it), counts registered seats and unexpired holds under that lock, asks core how many
 * queued entries are owed a notice, claims that many (oldest first) by setting `notified_at`, and enqueues
 * one mail job per claimed entry (mail-queue.ts): two calls racing for the same freed seat meet on the lock,
 * and the second finds the seat already offered. The mail itself goes out from the durable queue after
 * commit, retried with backoff when the mailer fails (a job that spends its attempts is kept as 'failed', its
 * entry stays claimed). Answers the ids of the entries claimed.
 */
export async function notifyWaitingListVacancy(
  db: Database,
  availabilityId: number,
  now: string,
): Promise<number[]> {
  // Most calls owe nobody anything: decide that without a lock first.
  if ((await noticesDue(db, availabilityId, now)) === 0) return [];
  const claimed = await db.transaction().execute(async (trx) => {
    await lockSeats(trx, { availabilities: [availabilityId], dates: [] }, true);
    const due = await noticesDue(trx, availabilityId, now);
    if (due === 0) return [];
    const first = await liveEntries(trx, availabilityId, now)
      .where('e.notified_at', 'is', null)
      .select('e.id')
      .orderBy('e.created_at')
      .orderBy('e.id')
      .limit(due)
      .execute();
    if (first.length === 0) return [];
    const entries = await trx
      .updateTable('waiting_list_entries')
      .set({ notified_at: now })
      .where(
        'id',
        'in',
        first.map((entry) => entry.id),
      )
      .where('notified_at', 'is', null)
      .returning(['id', 'organiser_id', 'created_at'])
      .execute();
    for (const entry of [...entries].sort(
      (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
    )) {
      await enqueueMail(trx, {
        organiserId: entry.organiser_id,
        trigger: WAITING_LIST_VACANCY_TRIGGER,
        subject: entry.id,
        at: now,
        payload: { waiting_list_entry_id: entry.id },
        runAt: now,
      });
    }
    return entries.map((entry) => entry.id);
  });
  return claimed;
}

/**
 * The vacancy mail of a claimed waiting-list entry, in the organiser's language, read when it is sent; null
 * when the entry, its participant or its customer is gone since.
 */
export async function vacancyMessage(
  db: Database,
  entryId: number,
  options: VacancyOptions = {},
): Promise<MailMessage | null> {
  const entry = await db
    .selectFrom('waiting_list_entries as e')
    .innerJoin('participants as p', 'p.id', 'e.participant_id')
    .innerJoin('customers as cu', 'cu.id', 'e.customer_id')
    .innerJoin('availabilities as av', 'av.id', 'e.availability_id')
    .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
    .innerJoin('organisers as o', 'o.id', 'e.organiser_id')
    .select([
      ...ENVELOPE_COLUMNS,
      'o.hostname',
      'p.firstname',
      'p.lastname',
      'ac.title',
      'av.cuid',
      'av.start_at',
      'av.end_at',
    ])
    .where('e.id', '=', entryId)
    .where('p.deleted_at', 'is', null)
    .where('cu.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!entry) return null;
  const origin = options.publicOrigin ?? ((hostname: string) => `https://${hostname}`);
  return vacancyMail(
    {
      ...envelopeOf(entry),
      participantName: `${entry.firstname} ${entry.lastname}`,
      activityTitle: entry.title,
      startAt: entry.start_at,
      endAt: entry.end_at,
      link: `${origin(entry.hostname)}/${entry.language}/availabilities/${entry.cuid}`,
    },
    WAITING_LIST_VACANCY_TRIGGER,
  );
}

/**
 * Every availability of the organiser that has someone queued, checked for a vacancy. Holds expire with no
 * event of their own (holds.ts: lazy expiry), so this runs after the organiser's cart writes: the next
 * write after an expiry notices the seat it freed. Only availabilities with a queue are looked at.
 */
export async function notifyWaitingListVacancies(
  db: Database,
  organiserId: number,
  now: string,
): Promise<number[]> {
  const queued = await db
    .selectFrom('waiting_list_entries')
    .select('availability_id')
    .distinct()
    .where('organiser_id', '=', organiserId)
    .where('notified_at', 'is', null)
    .orderBy('availability_id')
    .execute();
  const sent: number[] = [];
  for (const { availability_id } of queued) {
    sent.push(...(await notifyWaitingListVacancy(db, availability_id, now)));
  }
  return sent;
}

/** The vacancy checks the cart writes run after they commit; a failure is logged, never the write's answer. */
export interface VacancyNotifier {
  /** A seat of this availability freed (a cart item removed, a registration cancelled). */
  seatFreed(availabilityId: number): Promise<void>;
  /** Any seat of the organiser's queued availabilities may have freed (holds expire without an event). */
  sweep(organiserId: number): Promise<void>;
}

export function vacancyNotifier(deps: { db: Database; now: () => string }): VacancyNotifier {
  const logged = (error: unknown) => {
    console.error(JSON.stringify({ level: 'error', msg: 'vacancy check failed', error: String(error) }));
  };
  return {
    seatFreed: async (availabilityId) => {
      await notifyWaitingListVacancy(deps.db, availabilityId, deps.now()).catch(logged);
    },
    sweep: async (organiserId) => {
      await notifyWaitingListVacancies(deps.db, organiserId, deps.now()).catch(logged);
    },
  };
}
