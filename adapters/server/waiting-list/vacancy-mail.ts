import { INTL_LOCALE } from '../../../core/money/index';
import { TIME_ZONE } from '../../../core/time/index';
import type { MailMessage } from '../../mail/index';
import { customerMail, type MailEnvelope } from '../notifications/customer-mail';

/** What a vacancy notice names: who waits, on what, and where to register. */
export interface VacancyMailFacts extends MailEnvelope {
  participantName: string;
  activityTitle: string;
  startAt: string;
  endAt: string;
  link: string;
}

const texts = {
  fr: {
    subject: (title: string) => `Une place s’est libérée : ${title}`,
    body: (participant: string, title: string, range: string) =>
      `Une place s’est libérée pour ${title} (${range}), où ${participant} est sur la liste d’attente.`,
    cta: 'Pour inscrire votre participant, rendez-vous sur :',
    note: 'Cette place n’est pas réservée : la première inscription complétée l’obtient.',
  },
  en: {
    subject: (title: string) => `A place has become available: ${title}`,
    body: (participant: string, title: string, range: string) =>
      `A place has become available on ${title} (${range}), where ${participant} is on the waiting list.`,
    cta: 'To register your participant, go to:',
    note: 'The place is not reserved: the first completed registration takes it.',
  },
} as const;

const formatRange = (startAt: string, endAt: string, language: 'fr' | 'en') => {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'long',
    timeZone: TIME_ZONE,
  });
  return format.formatRange(new Date(startAt), new Date(endAt));
};

/** The `waiting-list.vacancy` message in the organiser's language (part 2 §9 notification triggers). */
export function vacancyMail(facts: VacancyMailFacts, template: string): MailMessage {
  const text = texts[facts.language];
  return customerMail(facts, template, text.subject(facts.activityTitle), [
    text.body(
      facts.participantName,
      facts.activityTitle,
      formatRange(facts.startAt, facts.endAt, facts.language),
    ),
    text.cta,
    facts.link,
    '',
    text.note,
  ]);
}
