import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * The durable mail queue (issue 18 §21, part 2 §9 notification triggers): one row per mail to send, written
 * in the transaction of the business write that caused it (transactional outbox), so a job exists exactly
 * when that write committed. `dedupe_key` makes enqueueing idempotent (`registration.created:<id>`). Workers
 * (adapters/server/notifications/mail-worker.ts) claim due rows with FOR UPDATE SKIP LOCKED; a claim holds
 * until `locked_until`, after which a job whose worker died is claimed again; `lock_token` tells a worker
 * whether the claim it finishes is still its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table notification_jobs (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      trigger text not null check (length(trigger) <= 64),
      dedupe_key text not null unique check (length(dedupe_key) <= 255),
      payload jsonb not null default '{}' check (length(payload::text) <= 16384),
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'skipped', 'failed')),
      run_at timestamptz not null,
      attempts integer not null default 0,
      last_error text check (length(last_error) <= 2000),
      locked_until timestamptz,
      lock_token text,
      created_at timestamptz not null default now(),
      done_at timestamptz
    );
    create index notification_jobs_due on notification_jobs (run_at) where status in ('queued', 'running')
    `,
  );
}
