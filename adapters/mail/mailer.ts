import type { Database } from '../db/index';

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
}

/** Writes every message to the mail_outbox table, readable in development and by tests. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      await db
        .insertInto('mail_outbox')
        .values({
          organiser_id: message.organiserId,
          recipient: message.to,
          template: message.template,
          language: message.language,
          subject: message.subject,
          body: message.body,
          sent_at: null,
        })
        .execute();
    },
  };
}
