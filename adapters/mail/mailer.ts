import type { Database, Transaction } from '../db/index';

/** An e-mail the platform sends (reset links, confirmations, vacancy notices). */
export interface MailMessage {
  organiserId: number;
  to: string;
  template: string;
  language: 'fr' | 'en';
  subject: string;
  body: string;
}

/** The Mailer port: the outbox below is the embedded default; an SMTP adapter plugs in the same way. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * The outbox only: records the message on the caller's transaction, so the mail queue marks its job done
   * and writes the mail in one commit (exactly once). A mailer that talks to another system has none.
   */
  sendIn?(trx: Transaction, message: MailMessage): Promise<void>;
}

/** Writes `message` to the mail_outbox table, as sent at `sentAt` (null: not sent, or not by this process). */
export async function recordInOutbox(
  executor: Database | Transaction,
  message: MailMessage,
  sentAt: string | null,
): Promise<void> {
  await executor
    .insertInto('mail_outbox')
    .values({
      organiser_id: message.organiserId,
      recipient: message.to,
      template: message.template,
      language: message.language,
      subject: message.subject,
      body: message.body,
      sent_at: sentAt,
    })
    .execute();
}

/** Writes every message to the mail_outbox table, readable in development and by tests. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    send: async (message) => {
      await recordInOutbox(db, message, null);
    },
    sendIn: async (trx, message) => {
      await recordInOutbox(trx, message, null);
    },
  };
}
