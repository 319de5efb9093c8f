import type { Database } from '../../db/index';
import type { Mailer } from '../../mail/index';
import { vacancyMessage } from '../waiting-list/index';
import { accountCreatedMessage, passwordLinkMessage } from './account-mails';
import { mailTemplates, renderWith } from './mail-templates';
import { type ClaimedJob, createMailWorker, type MailWorker } from './mail-worker';

/** How often the running server looks for due mail jobs (MAIL_WORKER_INTERVAL_MS overrides it). */
export const MAIL_WORKER_EVERY_MS = 1_000;

/** The mail worker with every template of this server (links in mails point at `publicOrigin`). */
export function serverMailWorker(deps: {
  db: Database;
  mailer: Mailer;
  now: () => string;
  publicOrigin: (hostname: string) => string;
  batchSize?: number;
}): MailWorker {
  const customer = (job: ClaimedJob) => Number(job.payload.customer_id);
  const templates = mailTemplates({
    vacancy: (db, job) =>
      vacancyMessage(db, Number(job.payload.waiting_list_entry_id), { publicOrigin: deps.publicOrigin }),
    passwordLink: (db, job) => passwordLinkMessage(db, customer(job), deps),
    accountCreated: (db, job) => accountCreatedMessage(db, customer(job), deps),
  });
  return createMailWorker({ ...deps, render: renderWith(templates) });
}
