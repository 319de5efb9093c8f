import { type Kysely, sql } from 'kysely';
import { runStatements } from './statements';

/**
 * Calendars (issue 20 item 1).
 *
 * - `calendar_feeds`: one private family feed per customer of an organiser, reached at
 *   `/calendar/<token>.ics`. Only the SHA-256 of the token is stored (base64url, 43 characters), so a
 *   database read never yields a usable feed URL; a reset replaces the hash, which kills the old URL.
 * - `availability_dates.revision`: how many times a date's start or end moved. A trigger bumps it on every
 *   such change, whoever writes it (an import, an organiser tool, a script), so the calendars' SEQUENCE
 *   (core/calendar `sessionSequence`) goes up when dates change without every writer remembering to.
 * - `registration_date_removals`: the dates a customer removed from a registration (registration edit),
 *   with how many times, so calendars show them CANCELLED (and with a higher SEQUENCE) instead of simply
 *   losing them, and a date added back gets a SEQUENCE above its cancellation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table calendar_feeds (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      token_hash text not null unique check (length(token_hash) <= 64),
      created_at timestamptz not null,
      unique (organiser_id, customer_id)
    );
    create table registration_date_removals (
      organiser_id integer not null references organisers(id) on delete cascade,
      registration_id integer not null references registrations(id) on delete cascade,
      availability_date_id integer not null references availability_dates(id) on delete cascade,
      removals integer not null default 1 check (removals >= 1),
      removed_at timestamptz not null,
      primary key (registration_id, availability_date_id)
    );
    alter table availability_dates add column revision integer not null default 0
    `,
  );
  // One statement each (runStatements splits on ";" at line ends, which a function body has).
  await sql
    .raw(
      `create function availability_dates_bump_revision() returns trigger language plpgsql as $$
begin
  new.revision := old.revision + 1;
  return new;
end
$$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger availability_dates_revision before update of start_at, end_at on availability_dates
       for each row when (old.start_at is distinct from new.start_at or old.end_at is distinct from new.end_at)
       execute function availability_dates_bump_revision()`,
    )
    .execute(db);
}
