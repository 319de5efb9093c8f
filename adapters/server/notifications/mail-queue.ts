import type { QueryCreator } from 'kysely';
import { type MailTrigger, mailJobKey } from '../../../core/mail/index';
import type { Database, Tables, Transaction } from '../../db/index';

/** A mail to send later, named by its trigger and subject; the text is rendered from current data when sent. */
export interface MailJob {
  organiserId: number;
  trigger: MailTrigger;
  /** What the mail is about: `{ registration_id }`, `{ cart_id }`, `{ customer_membership_id }`... */
  payload: Record<string, number | string>;
  /** The id that makes the job unique for its trigger (with `at` for events that can happen again). */
  subject: string | number;
  at?: string;
  /** When it is due: now for events, a future moment for reminders. */
  runAt: string;
}

/**
 * Enqueues a mail job on the caller's transaction (transactional outbox): the job exists exactly when the
 * business write it belongs to commits, so a crash after commit loses no mail and a rollback sends none.
 * Enqueueing the same trigger and subject again is a no-op (unique `dedupe_key`).
 *
 * The extension point for triggers this server has no write for (core HOOK_MAIL_TRIGGERS: bank
 * reconciliation, invoices, credit notes, transfers, manual, restored cancellations, attendance charges,
 * membership renewals): the write that produces one calls this in its transaction, and adds a template to
 * mail-templates.ts; until then the worker keeps such a job as 'failed' with NO_TEMPLATE.
 */
export async function enqueueMail(executor: Transaction | Database, job: MailJob): Promise<void> {
  await enqueueMails(executor, [job]);
}

/** Several jobs in one statement (a checkout's registrations, reminders and confirmation). */
export async function enqueueMails(
  executor: Transaction | Database,
  jobs: readonly MailJob[],
): Promise<void> {
  if (jobs.length === 0) return;
  await mailJobsInsert(executor, jobs).execute();
}

/**
 * The insert of some jobs (at least one), enqueued once whatever is sent again (`on conflict (dedupe_key)
 * do nothing`): `enqueueMails` runs it, and the checkout puts it in its last statement (a `with`).
 */
export const mailJobsInsert = (creator: QueryCreator<Tables>, jobs: readonly MailJob[]) =>
  creator
    .insertInto('notification_jobs')
    .values(
      jobs.map((job) => ({
        organiser_id: job.organiserId,
        trigger: job.trigger,
        dedupe_key: mailJobKey(job.trigger, job.subject, job.at),
        payload: JSON.stringify(job.payload),
        run_at: job.runAt,
      })),
    )
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing());
