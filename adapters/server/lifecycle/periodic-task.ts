import { sql } from 'kysely';
import { formatInstant, toInstant } from '../../../core/time/index';
import type { Database } from '../../db/index';

/**
 * A claim succeeds when the last one is at least this share of the interval old: timers never fire early,
 * but two processes' clocks and timers drift by milliseconds, and a process must not lose its own next tick
 * to that drift. So runs across all processes are between 0.9 and 1 interval apart.
 */
export const CLAIM_AFTER_SHARE = 0.9;

/**
 * Claims this tick's run of `task` for the calling process: one conditional upsert on periodic_task_runs
 * (migration 0014). Two processes claiming at once meet on the row's primary key; the second sees the first
 * one's claim and is refused. Works alike on PostgreSQL and PGlite. Answers whether the claim succeeded.
 */
export async function claimPeriodicRun(
  db: Database,
  task: string,
  now: string,
  everyMs: number,
): Promise<boolean> {
  const claimedBefore = formatInstant(
    toInstant(now).subtract({ milliseconds: Math.round(everyMs * CLAIM_AFTER_SHARE) }),
  );
  const { rows } = await sql<{ task: string }>`
    insert into periodic_task_runs (task, claimed_at) values (${task}, ${now})
    on conflict (task) do update set claimed_at = excluded.claimed_at
    where periodic_task_runs.claimed_at <= ${claimedBefore}
    returning task`.execute(db);
  return rows.length === 1;
}

export interface PeriodicTask {
  /** Its row in periodic_task_runs, and its name in the logs. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs a task on a timer, once per interval across every server process on the database: each process's
 * timer fires, and only the process that claims the tick (claimPeriodicRun) runs it; a run never overlaps
 * the same process's previous one. Why a claim row and not an advisory lock: `pg_try_advisory_lock` only
 * keeps two runs from overlapping; three processes whose timers fire 20 s apart would each still run the
 * task once a minute, and a session lock on a pooled connection outlives its run if the unlock goes astray.
 * The claim needs no connection of its own and leaves nothing held when a process dies. Answers the
 * function that stops the timer.
 */
export function startPeriodicTask(deps: { db: Database; now: () => string }, task: PeriodicTask): () => void {
  let running = false;
  const failed = (error: unknown) =>
    console.error(
      JSON.stringify({ level: 'error', msg: 'periodic task failed', task: task.name, error: String(error) }),
    );
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    claimPeriodicRun(deps.db, task.name, deps.now(), task.everyMs)
      .then((claimed) => (claimed ? task.run() : undefined))
      .catch(failed)
      .finally(() => {
        running = false;
      });
  }, task.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
