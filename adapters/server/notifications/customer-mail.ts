import type { MailMessage } from '../../mail/index';

/** Whom a customer mail goes to, in which language, and the organiser who sends and signs it. */
export interface MailEnvelope {
  organiserId: number;
  organiserName: string;
  language: 'fr' | 'en';
  to: string;
  customerFirstname: string;
}

/**
 * What a mail read selects of its organiser `o` and customer `cu` (the row joined with both) to make its
 * envelope with `envelopeOf`.
 */
export const ENVELOPE_COLUMNS = [
  'o.id as organiser_id',
  'o.name as organiser_name',
  'o.language',
  'cu.email',
  'cu.firstname as customer_firstname',
] as const;

/** The envelope of a row read with ENVELOPE_COLUMNS (or with the language the caller chose instead). */
export const envelopeOf = (row: {
  organiser_id: number;
  organiser_name: string;
  language: 'fr' | 'en';
  email: string;
  customer_firstname: string;
}): MailEnvelope => ({
  organiserId: row.organiser_id,
  organiserName: row.organiser_name,
  language: row.language,
  to: row.email,
  customerFirstname: row.customer_firstname,
});

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
