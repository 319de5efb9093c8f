import type { MailMessage } from '../../mail/index';

/** Whom a customer mail goes to, in which language, and the organiser who sends and signs it. */
export interface MailEnvelope {
  organiserId: number;
  organiserName: string;
  language: 'fr' | 'en';
  to: string;
  customerFirstname: string;
}

const GREETINGS = {
  fr: (name: string) => `Bonjour ${name},`,
  en: (name: string) => `Hello ${name},`,
} as const;

/**
 * A mail to a customer in their language: the greeting, a blank line, the `lines` of this mail, then a blank
 * line and the organiser's name as signature. Every customer mail has this frame.
 */
export function customerMail(
  envelope: MailEnvelope,
  template: string,
  subject: string,
  lines: readonly string[],
): MailMessage {
  return {
    organiserId: envelope.organiserId,
    to: envelope.to,
    template,
    language: envelope.language,
    subject,
    body: [
      GREETINGS[envelope.language](envelope.customerFirstname),
      '',
      ...lines,
      '',
      envelope.organiserName,
      '',
    ].join('\n'),
  };
}
