import { CART_PROCESSED_TRIGGER } from '../../../core/checkout/index';
import { membershipExpirationReminder, registrationReminders } from '../../../core/mail/index';
import type { Database, Transaction } from '../../db/index';
import { randomToken } from '../tokens';
import { enqueueMail, enqueueMails, type MailJob } from './mail-queue';

/**
 * The mail jobs each business write enqueues in its own transaction (mail-queue.ts). The reminders' moments
 * are core rules (registrationReminders, membershipExpirationReminder: 2 days before the start, 1 day after
 * the end, 14 days before the expiration).
 */

/** A processed cart's confirmation (`cart.processed`), once per cart. */
export function cartProcessedJob(organiserId: number, cartId: number, now: string): MailJob {
  return {
    organiserId,
    trigger: CART_PROCESSED_TRIGGER,
    subject: cartId,
    payload: { cart_id: cartId },
    runAt: now,
  };
}

export function enqueueCartProcessed(trx: Transaction, organiserId: number, cartId: number, now: string) {
  return enqueueMail(trx, cartProcessedJob(organiserId, cartId, now));
}

/** A new registration: `registration.created` now, and its reminders when their moment is still ahead. */
export async function enqueueRegistrationCreated(
  trx: Transaction,
  registration: { organiserId: number; id: number; start_at: string; end_at: string },
  now: string,
) {
  await enqueueMails(trx, registrationCreatedJobs(registration, now));
}

/** The jobs of a new registration: `registration.created`, and its reminders still ahead. */
export function registrationCreatedJobs(
  registration: { organiserId: number; id: number; start_at: string; end_at: string },
  now: string,
): MailJob[] {
  const job = {
    organiserId: registration.organiserId,
    subject: registration.id,
    payload: { registration_id: registration.id },
  };
  const reminders = registrationReminders(registration, now);
  return [
    { ...job, trigger: 'registration.created', runAt: now },
    ...(reminders.beforeStart
      ? [{ ...job, trigger: 'registration.created.before-start' as const, runAt: reminders.beforeStart }]
      : []),
    ...(reminders.afterEnd
      ? [{ ...job, trigger: 'registration.created.after-end' as const, runAt: reminders.afterEnd }]
      : []),
  ];
}

/** A registration cancelled (`registration.cancellation.created`), once per cancellation. */
export function enqueueRegistrationCancelled(
  trx: Transaction,
  registration: { organiserId: number; id: number },
  now: string,
) {
  return enqueueMail(trx, {
    organiserId: registration.organiserId,
    trigger: 'registration.cancellation.created',
    subject: registration.id,
    at: now,
    payload: { registration_id: registration.id },
    runAt: now,
  });
}

/** A new membership: `membership.created` now, and the reminder before it expires when still ahead. */
export async function enqueueMembershipCreated(
  trx: Transaction,
  membership: { organiserId: number; id: number; ends_at: string },
  now: string,
) {
  await enqueueMails(trx, membershipCreatedJobs(membership, now));
}

/** The jobs of a new membership: `membership.created`, and its expiration reminder when still ahead. */
export function membershipCreatedJobs(
  membership: { organiserId: number; id: number; ends_at: string },
  now: string,
): MailJob[] {
  const job = {
    organiserId: membership.organiserId,
    subject: membership.id,
    payload: { customer_membership_id: membership.id },
  };
  const reminder = membershipExpirationReminder(membership.ends_at, now);
  return [
    { ...job, trigger: 'membership.created', runAt: now },
    ...(reminder
      ? [{ ...job, trigger: 'membership.created.before-expiration' as const, runAt: reminder }]
      : []),
  ];
}

/**
 * A password link asked for `customerId`, or for an address with no account (null): a job is enqueued
 * either way, so the request does the same work whatever the address (the job of an unknown address is
 * skipped when it runs). Each request is its own job (a random subject: two requests in the same
 * millisecond are two links), sent with a fresh token; the request's rate limit bounds them.
 */
export function enqueuePasswordLink(
  db: Transaction | Database,
  organiserId: number,
  customerId: number | null,
  now: string,
) {
  return enqueueMail(db, {
    organiserId,
    trigger: 'password.link',
    subject: `${customerId ?? 'unknown'}-${randomToken(9)}`,
    payload: { customer_id: customerId ?? 0 },
    runAt: now,
  });
}

/** The welcome mail of a new account, in the transaction that creates it. */
export function enqueueAccountCreated(
  trx: Transaction,
  organiserId: number,
  customerId: number,
  now: string,
) {
  return enqueueMail(trx, {
    organiserId,
    trigger: 'account.created',
    subject: customerId,
    payload: { customer_id: customerId },
    runAt: now,
  });
}
