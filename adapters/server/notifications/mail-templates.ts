import type { AccountMailTrigger, CustomerMailTrigger } from '../../../core/mail/index';
import type { Database } from '../../db/index';
import type { MailMessage } from '../../mail/index';
import { cartProcessedMessage } from './cart-processed';
import { membershipFacts, registrationFacts } from './mail-facts';
import type { ClaimedJob, RenderMail } from './mail-worker';
import { type MembershipMailKind, membershipMail } from './membership-mail';
import { type RegistrationMailKind, registrationMail } from './registration-mail';

export type Template = (db: Database, job: ClaimedJob) => Promise<MailMessage | null>;

const id = (job: ClaimedJob, key: string) => Number(job.payload[key]);

/** A registration's mail; the reminders and the confirmation say nothing of a registration cancelled since. */
const registration =
  (kind: RegistrationMailKind): Template =>
  async (db, job) => {
    const facts = await registrationFacts(db, id(job, 'registration_id'));
    if (!facts || (kind !== 'cancelled' && facts.cancelled) || (kind === 'cancelled' && !facts.cancelled))
      return null;
    return registrationMail(kind, facts, job.trigger);
  };

const membership =
  (kind: MembershipMailKind): Template =>
  async (db, job) => {
    const facts = await membershipFacts(db, id(job, 'customer_membership_id'));
    if (!facts || facts.cancelled) return null;
    return membershipMail(kind, facts, job.trigger);
  };

/** The templates whose mails link back to the storefront, given by the server (they need its public origin). */
export interface LinkingTemplates {
  vacancy: Template;
  passwordLink: Template;
  accountCreated: Template;
}

/**
 * Every customer-facing trigger this server produces (core CUSTOMER_MAIL_TRIGGERS and
 * ACCOUNT_MAIL_TRIGGERS) and its template, read from the database as it is when the job runs.
 */
export function mailTemplates(
  linking: LinkingTemplates,
): Record<CustomerMailTrigger | AccountMailTrigger, Template> {
  return {
    'cart.processed': (db, job) => cartProcessedMessage(db, id(job, 'cart_id')),
    'registration.created': registration('created'),
    'registration.created.before-start': registration('before-start'),
    'registration.created.after-end': registration('after-end'),
    'registration.cancellation.created': registration('cancelled'),
    'membership.created': membership('created'),
    'membership.created.before-expiration': membership('before-expiration'),
    'waiting-list.vacancy': linking.vacancy,
    'password.link': linking.passwordLink,
    'account.created': linking.accountCreated,
  };
}

/** The worker's renderer: the trigger's template, or undefined for a trigger without one (a hook's). */
export function renderWith(templates: Record<string, Template>): RenderMail {
  return async (db, job) => {
    const template = Object.hasOwn(templates, job.trigger) ? templates[job.trigger] : undefined;
    return template ? template(db, job) : undefined;
  };
}
