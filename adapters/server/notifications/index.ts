export { cartProcessedMessage } from './cart-processed';
export { cartProcessedMail } from './cart-processed-mail';
export {
  enqueueAccountCreated,
  enqueueCartProcessed,
  enqueueMembershipCreated,
  enqueuePasswordLink,
  enqueueRegistrationCancelled,
  enqueueRegistrationCreated,
} from './enqueue-mails';
export { enqueueMail, type MailJob } from './mail-queue';
export { mailTemplates, renderWith } from './mail-templates';
export {
  type ClaimedJob,
  createMailWorker,
  type MailWorker,
  type MailWorkerDeps,
  type RenderMail,
} from './mail-worker';
export { MAIL_WORKER_EVERY_MS, serverMailWorker } from './server-mail-worker';
