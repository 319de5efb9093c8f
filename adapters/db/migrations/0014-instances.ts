import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * Several server processes on one database (issue 17 §5). `periodic_task_runs` holds, per timed task (the
 * vacancy sweep, the cart purge), when a process last claimed a run: a process whose timer fires claims the
 * run with one conditional upsert and runs the task only when the claim succeeds, so the task runs once per
 * interval across every process, whatever the phase of their timers (lifecycle/periodic-task.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table periodic_task_runs (
      task text primary key check (length(task) <= 64),
      claimed_at timestamptz not null
    )
    `,
  );
}
