import { formatMinor, INTL_LOCALE } from '../../../core/money/index';
import { TIME_ZONE } from '../../../core/time/index';
import type { MailMessage } from '../../mail/index';
import { customerMail, type MailEnvelope } from './customer-mail';

/** What a registration mail names: who, on what, when, for how much, from which organiser. */
export interface RegistrationMailFacts extends MailEnvelope {
  participantName: string;
  activityTitle: string;
  reference: string;
  /** Its dates (a registration on some dates of an availability) or the availability's period. */
  periods: Array<{ start_at: string; end_at: string }>;
  amount: number;
}

export type RegistrationMailKind = 'created' | 'before-start' | 'after-end' | 'cancelled';

const texts = {
  fr: {
    subject: {
      created: (title: string) => `Inscription confirmée : ${title}`,
      'before-start': (title: string) => `Rappel : ${title} commence bientôt`,
      'after-end': (title: string) => `Merci d’avoir participé : ${title}`,
      cancelled: (title: string) => `Inscription annulée : ${title}`,
    },
    intro: {
      created: (who: string, title: string) => `${who} est inscrit·e à ${title}.`,
      'before-start': (who: string, title: string) => `${title}, où ${who} est inscrit·e, commence bientôt.`,
      'after-end': (who: string, title: string) =>
        `${title} est terminé. Merci pour la participation de ${who} ; votre avis nous intéresse.`,
      cancelled: (who: string, title: string) => `L’inscription de ${who} à ${title} est annulée.`,
    },
    reference: 'Référence',
    amount: 'Montant',
    colon: ' : ',
  },
  en: {
    subject: {
      created: (title: string) => `Registration confirmed: ${title}`,
      'before-start': (title: string) => `Reminder: ${title} starts soon`,
      'after-end': (title: string) => `Thank you for taking part: ${title}`,
      cancelled: (title: string) => `Registration cancelled: ${title}`,
    },
    intro: {
      created: (who: string, title: string) => `${who} is registered for ${title}.`,
      'before-start': (who: string, title: string) => `${title}, where ${who} is registered, starts soon.`,
      'after-end': (who: string, title: string) =>
        `${title} has ended. Thank you for ${who}'s participation; we would love to hear your review.`,
      cancelled: (who: string, title: string) => `The registration of ${who} for ${title} is cancelled.`,
    },
    reference: 'Reference',
    amount: 'Amount',
    colon: ': ',
  },
} as const;

/** A period in the customer's language, in Brussels time. */
export const formatPeriod = (period: { start_at: string; end_at: string }, language: 'fr' | 'en') =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).formatRange(new Date(period.start_at), new Date(period.end_at));

/**
 * The mails of a registration (part 2 §9 `registration.created`, its reminders before the availability
 * starts and after it ends, `registration.cancellation.created`) in the customer's language.
 */
export function registrationMail(
  kind: RegistrationMailKind,
  facts: RegistrationMailFacts,
  template: string,
): MailMessage {
  const text = texts[facts.language];
  return customerMail(facts, template, text.subject[kind](facts.activityTitle), [
    text.intro[kind](facts.participantName, facts.activityTitle),
    '',
    ...facts.periods.map((period) => `- ${formatPeriod(period, facts.language)}`),
    `${text.reference}${text.colon}${facts.reference}`,
    ...(kind === 'created'
      ? [`${text.amount}${text.colon}${formatMinor(facts.amount, facts.language)}`]
      : []),
  ]);
}
