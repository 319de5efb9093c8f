import { formatMinor } from '../../../core/money/index';
import type { MailMessage } from '../../mail/index';
import { customerMail, type MailEnvelope } from './customer-mail';
import { formatPeriod } from './registration-mail';

/** What a membership mail names. */
export interface MembershipMailFacts extends MailEnvelope {
  /** The member, when the membership is a participant's. */
  participantName: string | null;
  title: string;
  startsAt: string;
  endsAt: string;
  amount: number;
}

export type MembershipMailKind = 'created' | 'before-expiration';

const texts = {
  fr: {
    subject: {
      created: (title: string) => `Adhésion confirmée : ${title}`,
      'before-expiration': (title: string) => `Votre adhésion ${title} expire bientôt`,
    },
    intro: {
      created: (title: string, who: string | null) =>
        who ? `L’adhésion ${title} de ${who} est active.` : `Votre adhésion ${title} est active.`,
      'before-expiration': (title: string, who: string | null) =>
        who ? `L’adhésion ${title} de ${who} expire bientôt.` : `Votre adhésion ${title} expire bientôt.`,
    },
    period: 'Période',
    amount: 'Montant',
    colon: ' : ',
  },
  en: {
    subject: {
      created: (title: string) => `Membership confirmed: ${title}`,
      'before-expiration': (title: string) => `Your membership ${title} expires soon`,
    },
    intro: {
      created: (title: string, who: string | null) =>
        who ? `${who}'s membership ${title} is active.` : `Your membership ${title} is active.`,
      'before-expiration': (title: string, who: string | null) =>
        who ? `${who}'s membership ${title} expires soon.` : `Your membership ${title} expires soon.`,
    },
    period: 'Period',
    amount: 'Amount',
    colon: ': ',
  },
} as const;

/** The mails of a membership (part 2 §9 `membership.created` and its reminder before expiration). */
export function membershipMail(
  kind: MembershipMailKind,
  facts: MembershipMailFacts,
  template: string,
): MailMessage {
  const text = texts[facts.language];
  return customerMail(facts, template, text.subject[kind](facts.title), [
    text.intro[kind](facts.title, facts.participantName),
    '',
    `${text.period}${text.colon}${formatPeriod({ start_at: facts.startsAt, end_at: facts.endsAt }, facts.language)}`,
    ...(kind === 'created'
      ? [`${text.amount}${text.colon}${formatMinor(facts.amount, facts.language)}`]
      : []),
  ]);
}
