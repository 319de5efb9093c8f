import { formatMinor, INTL_LOCALE } from '../../../core/money/index';
import { TIME_ZONE } from '../../../core/time/index';
import type { MailMessage } from '../../mail/index';
import { customerMail, type MailEnvelope } from './customer-mail';

/** One ordered line of the cart as the confirmation names it. */
export interface ConfirmedLine {
  title: string;
  participants: string[];
  /** Periods of the line (dates of a registration, slots of a booking, a membership's period). */
  periods: Array<{ start_at: string; end_at: string }>;
  amount: number;
  /** A voucher's code, to hand to its recipient. */
  code?: string | null;
}

/** What a cart confirmation says: the cart, its lines, its totals and how to pay what is left. */
export interface CartProcessedFacts extends MailEnvelope {
  reference: string;
  lines: ConfirmedLine[];
  total: number;
  paid: number;
  due: number;
  bankTransfer: { account: string; reference: string; amount: number } | null;
}

const texts = {
  fr: {
    subject: (reference: string) => `Confirmation de votre commande ${reference}`,
    intro: (reference: string) => `Merci ! Votre commande ${reference} est confirmée.`,
    /** French sets a space before the colon. */
    colon: ' : ',
    participants: 'Participants',
    code: 'Code',
    total: 'Total',
    paid: 'Déjà payé',
    due: 'Reste à payer',
    nothingDue: 'Tout est payé.',
    transfer: 'Merci de virer le montant dû sur le compte suivant :',
    account: 'Compte',
    communication: 'Communication',
    amount: 'Montant',
  },
  en: {
    subject: (reference: string) => `Your order ${reference} is confirmed`,
    intro: (reference: string) => `Thank you! Your order ${reference} is confirmed.`,
    colon: ': ',
    participants: 'Participants',
    code: 'Code',
    total: 'Total',
    paid: 'Already paid',
    due: 'Amount due',
    nothingDue: 'Everything is paid.',
    transfer: 'Please transfer the amount due to this account:',
    account: 'Account',
    communication: 'Reference',
    amount: 'Amount',
  },
} as const;

const formatPeriod = (period: { start_at: string; end_at: string }, language: 'fr' | 'en') =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).formatRange(new Date(period.start_at), new Date(period.end_at));

function lineText(line: ConfirmedLine, language: 'fr' | 'en'): string[] {
  const text = texts[language];
  return [
    `- ${line.title} — ${formatMinor(line.amount, language)}`,
    ...(line.participants.length > 0
      ? [`  ${text.participants}${text.colon}${line.participants.join(', ')}`]
      : []),
    ...line.periods.map((period) => `  ${formatPeriod(period, language)}`),
    ...(line.code ? [`  ${text.code}${text.colon}${line.code}`] : []),
  ];
}

/** The `cart.processed` confirmation in the customer's language (part 2 §9 notification triggers). */
export function cartProcessedMail(facts: CartProcessedFacts, template: string): MailMessage {
  const text = texts[facts.language];
  const money = (amount: number) => formatMinor(amount, facts.language);
  const transfer = facts.bankTransfer
    ? [
        '',
        text.transfer,
        `${text.account}${text.colon}${facts.bankTransfer.account}`,
        `${text.communication}${text.colon}${facts.bankTransfer.reference}`,
        `${text.amount}${text.colon}${money(facts.bankTransfer.amount)}`,
      ]
    : [];
  return customerMail(facts, template, text.subject(facts.reference), [
    text.intro(facts.reference),
    '',
    ...facts.lines.flatMap((line) => lineText(line, facts.language)),
    '',
    `${text.total}${text.colon}${money(facts.total)}`,
    `${text.paid}${text.colon}${money(facts.paid)}`,
    facts.due > 0 ? `${text.due}${text.colon}${money(facts.due)}` : text.nothingDue,
    ...transfer,
  ]);
}
