import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterMailFailure, mailJobLockedUntil } from '../../../core/mail/index';
import type { Database } from '../../db/index';
import type { Mailer, MailMessage } from '../../mail/index';

/** A claimed job, as the templates read it. */
export interface ClaimedJob {
  id: number;
  organiser_id: number;
  trigger: string;
  payload: Record<string, number | string>;
  attempts: number;
}

/**
 * Renders a job's mail from the database as it is now: null when there is nothing to say any more (a
 * reminder of a registration cancelled since), undefined when this server has no template for the trigger.
 */
export type RenderMail = (db: Database, job: ClaimedJob) => Promise<MailMessage | null | undefined>;

export interface MailWorkerDeps {
  db: Database;
  mailer: Mailer;
  render: RenderMail;
  /** "Now" as an ISO instant; the due jobs, retries and claims are read against it. */
  now: () => string;
  /** Jobs claimed at once; default 20. */
  batchSize?: number;
}

export interface MailWorker {
  /** Claims the due jobs (one batch) and sends them; answers how many were claimed (-1: a batch is running). */
  runOnce(): Promise<number>;
  /** Runs batches until no job is due. */
  drain(): Promise<void>;
  /** Runs a batch every `everyMs` (a batch never overlaps the previous one). */
  start(everyMs: number): void;
  /** Stops the timer and waits for the batch in progress. */
  stop(): Promise<void>;
}

/**
 * The durable mail queue's worker (table notification_jobs, migration 0010). Why a table of our own and not
 * pg-boss or graphile-worker: the embedded default is PGlite, which neither library runs on (both open their
 * own node-postgres connections), and a job must be written in the same Kysely transaction as the business
 * write it belongs to, which neither can join. The table needs only what PostgreSQL and PGlite both have.
 *
 * Each batch claims due jobs in one statement (`FOR UPDATE SKIP LOCKED`), so two server processes on one
 * PostgreSQL never claim the same job; a claim lasts MAIL_JOB_LOCK_MS, after which a job whose process died
 * is claimed again. Guarantees: with the outbox mailer the mail row and the job's 'done' are one
 * transaction, guarded by the claim's token, so each mail is recorded exactly once. With SMTP the message
 * leaves before 'done' is written: a process dying between the two sends it again after the claim expires
 * (at least once, the honest guarantee of any SMTP queue). A failure is retried with exponential backoff
 * (core afterMailFailure) until MAIL_JOB_MAX_ATTEMPTS, then kept as 'failed' with its last error.
 */
export function createMailWorker(deps: MailWorkerDeps): MailWorker {
  const batchSize = deps.batchSize ?? 20;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;

  const claim = async (now: string, token: string): Promise<ClaimedJob[]> =>
    deps.db
      .updateTable('notification_jobs')
      .set({
        status: 'running',
        locked_until: mailJobLockedUntil(now),
        lock_token: token,
        attempts: sql<number>`attempts + 1`,
      })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('notification_jobs')
          .select('id')
          .where((job) =>
            job.or([
              job.and([job('status', '=', 'queued'), job('run_at', '<=', now)]),
              job.and([job('status', '=', 'running'), job('locked_until', '<=', now)]),
            ]),
          )
          .orderBy('run_at')
          .orderBy('id')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'organiser_id', 'trigger', 'payload', 'attempts'])
      .execute();

  const finish = (job: ClaimedJob, token: string, status: 'done' | 'skipped', now: string) =>
    deps.db
      .updateTable('notification_jobs')
      .set({ status, done_at: now, locked_until: null, lock_token: null, last_error: null })
      .where('id', '=', job.id)
      .where('lock_token', '=', token)
      .execute();

  const fail = async (job: ClaimedJob, token: string, error: string, now: string, final = false) => {
    const next = final ? ({ status: 'failed' } as const) : afterMailFailure(job.attempts, now);
    await deps.db
      .updateTable('notification_jobs')
      .set({
        status: next.status,
        ...(next.status === 'queued' ? { run_at: next.runAt } : { done_at: now }),
        locked_until: null,
        lock_token: null,
        last_error: error.slice(0, 2000),
      })
      .where('id', '=', job.id)
      .where('lock_token', '=', token)
      .execute();
    console.error(
      JSON.stringify({ level: 'error', msg: 'mail not sent', job: job.id, trigger: job.trigger, error }),
    );
  };

  const deliver = async (job: ClaimedJob, token: string, message: MailMessage, now: string) => {
    const { sendIn } = deps.mailer;
    if (!sendIn) {
      await deps.mailer.send(message);
      await finish(job, token, 'done', now);
      return;
    }
    // Outbox: the mail row exists iff this claim is still ours and the job turns 'done' with it.
    await deps.db.transaction().execute(async (trx) => {
      const mine = await trx
        .updateTable('notification_jobs')
        .set({ status: 'done', done_at: now, locked_until: null, lock_token: null, last_error: null })
        .where('id', '=', job.id)
        .where('lock_token', '=', token)
        .returning('id')
        .executeTakeFirst();
      if (mine) await sendIn(trx, message);
    });
  };

  const runOnce = async () => {
    const now = deps.now();
    const token = randomUUID();
    const jobs = await claim(now, token);
    for (const job of jobs) {
      try {
        const message = await deps.render(deps.db, job);
        if (message === undefined) await fail(job, token, 'NO_TEMPLATE', now, true);
        else if (message === null) await finish(job, token, 'skipped', now);
        else await deliver(job, token, message, now);
      } catch (error) {
        await fail(job, token, String(error), now);
      }
    }
    return jobs.length;
  };

  /** One batch, or -1 when a batch of this worker is already running. */
  const guarded = async () => {
    if (busy) return -1;
    busy = true;
    const batch = runOnce();
    running = batch.catch(() => undefined);
    try {
      return await batch;
    } finally {
      busy = false;
    }
  };

  return {
    runOnce: guarded,
    async drain() {
      for (;;) {
        const claimed = await guarded();
        if (claimed === 0) return;
        if (claimed === -1) await running;
      }
    },
    start(everyMs) {
      timer ??= setInterval(() => {
        guarded().catch((error: unknown) =>
          console.error(JSON.stringify({ level: 'error', msg: 'mail worker failed', error: String(error) })),
        );
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
