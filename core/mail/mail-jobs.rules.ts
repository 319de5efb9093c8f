import { Temporal } from '../time/index';

/**
 * Part 2 §9 "Notification triggers" that go to the customer and that this server produces (a write of its
 * own enqueues them): the cart confirmation, a registration created (and its reminders before the
 * availability starts and after it ends), a registration cancelled, a membership created (and its reminder
 * before it expires), a waiting-list vacancy. The reminders are jobs of their own so each is sent once.
 */
export const CUSTOMER_MAIL_TRIGGERS = [
  'cart.processed',
  'registration.created',
  'registration.created.before-start',
  'registration.created.after-end',
  'registration.cancellation.created',
  'membership.created',
  'membership.created.before-expiration',
  'waiting-list.vacancy',
] as const;
export type CustomerMailTrigger = (typeof CUSTOMER_MAIL_TRIGGERS)[number];

/**
 * Triggers of part 2 §9 with no write path in this server: organiser-side ones (bank reconciliation,
 * invoices, credit notes, transfers, manual) and customer-facing ones that only an organiser's tool
 * produces (a cancellation restored, an attendance charge, a membership renewed). The queue accepts them,
 * so the write that produces one enqueues it in its own transaction (the extension point); a server without
 * a template for one keeps the job as 'failed' with NO_TEMPLATE, visible, never sent half-done.
 */
export const HOOK_MAIL_TRIGGERS = [
  'manual',
  'registration.cancellation.restored',
  'registration.transfer.created',
  'bank_statement.transfer.reconciled',
  'attendance-charge.created',
  'membership.renewed',
  'customer-invoice.created',
  'customer-credit-note.created',
] as const;
export type HookMailTrigger = (typeof HOOK_MAIL_TRIGGERS)[number];

/**
 * The account's own mails, outside part 2 §9's list: the password link (its token is made when the job
 * runs, so the queue never holds a usable secret) and the welcome mail sent once an account is created.
 */
export const ACCOUNT_MAIL_TRIGGERS = ['password.link', 'account.created'] as const;
export type AccountMailTrigger = (typeof ACCOUNT_MAIL_TRIGGERS)[number];
export type MailTrigger = CustomerMailTrigger | HookMailTrigger | AccountMailTrigger;

/** Reminder before an availability starts: 2 days before its start. */
export const REMINDER_BEFORE_START_MS = 2 * 24 * 3_600_000;
/** Reminder after an availability ended: 1 day after its end. */
export const REMINDER_AFTER_END_MS = 24 * 3_600_000;
/** Reminder before a membership expires: 14 days before its end. */
export const REMINDER_BEFORE_EXPIRATION_MS = 14 * 24 * 3_600_000;

/** A job is tried at most this many times; then it stays 'failed' with its last error. */
export const MAIL_JOB_MAX_ATTEMPTS = 8;
/** First retry delay after a failure; it doubles on each attempt, capped below. */
export const MAIL_RETRY_FIRST_MS = 30_000;
export const MAIL_RETRY_CAP_MS = 3_600_000;
/** How long a claimed job belongs to its worker; a worker that died loses it after this. */
export const MAIL_JOB_LOCK_MS = 5 * 60_000;

const shift = (iso: string, ms: number) =>
  Temporal.Instant.fromEpochMilliseconds(Temporal.Instant.from(iso).epochMilliseconds + ms).toString();
const before = (a: string, b: string) => Temporal.Instant.compare(a, b) < 0;

/**
 * When the reminders of a new registration run: 2 days before its start and 1 day after its end. A reminder
 * whose moment is already past when the registration is created is not planned (no "starts in 2 days" mail
 * on the day itself); null when there is no such moment.
 */
export function registrationReminders(
  availability: { start_at: string | null; end_at: string | null },
  now: string,
): { beforeStart: string | null; afterEnd: string | null } {
  const beforeStart =
    availability.start_at === null ? null : shift(availability.start_at, -REMINDER_BEFORE_START_MS);
  const afterEnd = availability.end_at === null ? null : shift(availability.end_at, REMINDER_AFTER_END_MS);
  return {
    beforeStart: beforeStart !== null && before(now, beforeStart) ? beforeStart : null,
    afterEnd: afterEnd !== null && before(now, afterEnd) ? afterEnd : null,
  };
}

/** When a new membership's reminder runs: 14 days before it ends, unless that moment is already past. */
export function membershipExpirationReminder(endsAt: string, now: string): string | null {
  const at = shift(endsAt, -REMINDER_BEFORE_EXPIRATION_MS);
  return before(now, at) ? at : null;
}

/** Delay before the next try after `attempts` failed tries (1 → 30 s, doubling, capped at 1 hour). */
export function mailRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(MAIL_RETRY_CAP_MS, MAIL_RETRY_FIRST_MS * 2 ** Math.min(exponent, 30));
}

/** What a failed try leads to: another try later, or 'failed' for good once the attempts are spent. */
export function afterMailFailure(
  attempts: number,
  now: string,
): { status: 'queued'; runAt: string } | { status: 'failed' } {
  if (attempts >= MAIL_JOB_MAX_ATTEMPTS) return { status: 'failed' };
  return { status: 'queued', runAt: shift(now, mailRetryDelayMs(attempts)) };
}

/** The moment a claim made at `now` expires. */
export function mailJobLockedUntil(now: string): string {
  return shift(now, MAIL_JOB_LOCK_MS);
}

/** The job's unique key: one job per trigger and subject (and per moment, for events that can repeat). */
export function mailJobKey(trigger: MailTrigger, subject: string | number, at?: string): string {
  return at === undefined ? `${trigger}:${subject}` : `${trigger}:${subject}:${at}`;
}
