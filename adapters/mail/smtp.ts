import type { Transporter } from 'nodemailer';
import type { Database } from '../db/index';
import { type Mailer, type MailMessage, recordInOutbox } from './mailer';

export interface SmtpMailerConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://user:pass@host:465`. */
  url: string;
  /** The sender of every message: `address@example.be` or `Name <address@example.be>`. */
  from: string;
  /** Every message is also written to mail_outbox, so development and support can read what went out. */
  db: Database;
  /** "Now" as an ISO instant for `sent_at`; default: the wall clock. */
  now?: () => string;
  /** Milliseconds to connect, to get the greeting, and of silence on the socket before giving up; default 10 s. */
  timeoutMs?: number;
}

export interface SmtpMailer extends Mailer {
  /** Closes pooled connections (`?pool=true` in the URL); nothing to do otherwise. */
  close(): void;
}

/** The SMTP URL without its password, for logs. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/**
 * Sends each message over SMTP, then records it in mail_outbox with `sent_at` set. A message the server
 * refuses is recorded with `sent_at` null and the error is thrown to the caller.
 */
export function createSmtpMailer(config: SmtpMailerConfig): SmtpMailer {
  const protocol = new URL(config.url).protocol;
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//`);
  }
  const timeout = config.timeoutMs ?? 10_000;
  // nodemailer loads on the first message, not at server start.
  let transport: Promise<Transporter> | undefined;
  const connect = () => {
    transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        url: config.url,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      }),
    );
    return transport;
  };
  const now = config.now ?? (() => new Date().toISOString());

  const record = (message: MailMessage, sentAt: string | null) => recordInOutbox(config.db, message, sentAt);

  return {
    async send(message) {
      try {
        await (await connect()).sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.body,
          headers: { 'Content-Language': message.language },
        });
      } catch (error) {
        // Keep the refused message readable; the SMTP error is what the caller needs to see.
        await record(message, null).catch((recordError: unknown) =>
          console.error(
            JSON.stringify({ level: 'error', msg: 'mail_outbox_write', error: String(recordError) }),
          ),
        );
        throw error;
      }
      await record(message, now());
    },
    close() {
      void transport?.then((open) => open.close());
    },
  };
}
