import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * Waiting lists (part 1 §4 "CLOSED (closed notice and waiting-list form offered); FULL (full notice and
 * waiting-list form offered)"; part 2 §5 "Waiting list: participant_id a required integer"; part 2 §7
 * "POST /api/registrations/waiting-list: availability_id, participant_id"; part 2 §9 trigger
 * `waiting-list.vacancy`).
 *
 * One row per participant waiting on an availability: joining twice finds the same row (the unique key),
 * so a repeated call never queues a participant twice. `notified_at` records the one vacancy notice an
 * entry ever gets; the queue is the entries without it, oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table waiting_list_entries (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      availability_id integer not null references availabilities(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      participant_id integer not null references participants(id) on delete cascade,
      created_at timestamptz not null,
      notified_at timestamptz,
      unique (availability_id, participant_id)
    );
    create index waiting_list_queue on waiting_list_entries (availability_id, created_at, id) where notified_at is null;
    create index waiting_list_pending_of_organiser on waiting_list_entries (organiser_id, availability_id) where notified_at is null;
    create index waiting_list_of_customer on waiting_list_entries (customer_id);
    `,
  );
}
