import { z } from 'zod';
import { formatMinor, INTL_LOCALE } from '../../../core/money/index';
import {
  customElementKey,
  customElementText,
  customElementValue,
  DOCUMENT_ERRORS,
  documentDownloadEligibility,
  documentDownloadRefusal,
  documentFilename,
  fillPlaceholders,
} from '../../../core/registration/index';
import { type CustomField, type CustomFieldValue, customFieldValueSchema } from '../../../core/schemas/index';
import { TIME_ZONE } from '../../../core/time/index';
import type { AccountScope, Executor } from '../account/account-scope';
import { ownRegistrations, shapeRegistrations } from '../account/registrations-read';
import type { Organiser } from '../context';
import { ApiError, notFound } from '../errors';
import { validationError } from '../http';
import { type DocumentModel, documentModels } from './documents-read';
import { type PdfLine, renderPdf } from './pdf';

/**
 * GET /api/documents/download (part 2 §7 "with registration_id, document_id and custom_element_{id} values:
 * a browser navigation, not a background call"): the document drawn for one registration as a PDF.
 *
 * Refusals, in this order, none writing anything: not the customer's registration, a cancelled one
 * ("Cancelled registration: documents hidden") or a document not offered for its activity: 404
 * DOCUMENT_NOT_FOUND; the payment requirement not met: 409 DOCUMENT.PAYMENT_REQUIRED; the date requirement
 * not reached: 409 DOCUMENT.NOT_YET_AVAILABLE (core documentDownloadEligibility, now the server's clock); a
 * custom field value missing or invalid ("Document form: required custom fields are mandatory; DATE uses a
 * date; CHOICES_MULTIPLE an array", checked by the custom-field rules of core/schemas/validation): 400
 * VALIDATION_FAILED with the `custom_element_{id}` keys. A field not given in the query falls back to the
 * participant's (or customer's) own stored value; multiple choices travel as labels joined by ", ".
 */

export interface DownloadedDocument {
  filename: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const LABELS = {
  fr: {
    participant: 'Participant',
    activity: 'Activité',
    dates: 'Dates',
    location: 'Lieu',
    reference: 'Référence',
    total: 'Montant total',
    deposit: 'Acompte',
    paid: 'Montant payé',
    separator: ' : ',
  },
  en: {
    participant: 'Participant',
    activity: 'Activity',
    dates: 'Dates',
    location: 'Location',
    reference: 'Reference',
    total: 'Total amount',
    deposit: 'Deposit',
    paid: 'Amount paid',
    separator: ': ',
  },
} as const;

/** Brussels wall-clock formats in the organiser's language. */
function formats(language: 'fr' | 'en') {
  const day = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const date = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  });
  const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
  return {
    date: (iso: string) => date.format(new Date(iso)),
    /** A plain calendar date (`YYYY-MM-DD`, a birthdate): no time zone shift. */
    calendar: (text: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(text)
        ? new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone: 'UTC', dateStyle: 'long' }).format(
            new Date(`${text}T00:00:00Z`),
          )
        : date.format(new Date(text)),
    /** "lundi 28 décembre 2026, 09:00 – 16:00"; a session ending another day names both days. */
    session: (start: string, end: string) => {
      const [from, to] = [new Date(start), new Date(end)];
      const sameDay = calendarDay.format(from) === calendarDay.format(to);
      return sameDay
        ? `${day.format(from)}, ${time.format(from)} – ${time.format(to)}`
        : `${day.format(from)}, ${time.format(from)} – ${day.format(to)}, ${time.format(to)}`;
    },
  };
}

const STORED_BY_ENTITY = { PARTICIPANTS: 'participant', CUSTOMERS: 'customer' } as const;

/** The custom fields the document's elements ask for, each once. */
function askedFields(document: DocumentModel): CustomField[] {
  const fields = new Map<number, CustomField>();
  for (const page of document.pages) {
    for (const element of page.elements) {
      if (element.custom_field && !fields.has(element.custom_field.id)) {
        fields.set(element.custom_field.id, element.custom_field);
      }
    }
  }
  return [...fields.values()];
}

export async function downloadDocument(
  db: Executor,
  scope: AccountScope,
  organiser: Pick<Organiser, 'name' | 'language'>,
  input: { registration_id: number; document_id: number },
  query: Readonly<Record<string, string>>,
): Promise<DownloadedDocument> {
  const row = await ownRegistrations(db, scope)
    .selectAll()
    .where('id', '=', input.registration_id)
    .executeTakeFirst();
  if (!row || row.cancelled) throw notFound(DOCUMENT_ERRORS.NOT_FOUND);
  const [registration] = await shapeRegistrations(db, scope.organiserId, [row], scope.now);
  if (!registration) throw notFound(DOCUMENT_ERRORS.NOT_FOUND);
  const activity = registration.availability.activity;
  const [document] = await documentModels(db, scope.organiserId, activity.id, input.document_id);
  if (!document) throw notFound(DOCUMENT_ERRORS.NOT_FOUND);

  const refused = documentDownloadRefusal(
    documentDownloadEligibility(
      {
        cancelled: row.cancelled,
        deposit_amount: row.deposit_amount,
        total_amount: row.total_amount,
        paid_amount: row.paid_amount,
        availability: registration.availability,
      },
      document,
      scope.now,
    ),
  );
  if (refused) throw new ApiError(refused.status, refused.code);

  const [participant, customer] = await Promise.all([
    db
      .selectFrom('participants')
      .select(['firstname', 'lastname', 'birthdate', 'custom_data'])
      .where('id', '=', row.participant_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('customers')
      .select(['firstname', 'lastname', 'custom_data'])
      .where('id', '=', row.customer_id)
      .executeTakeFirstOrThrow(),
  ]);
  const stored = { participant: participant.custom_data, customer: customer.custom_data };

  // The form's values: the query's, else the owner's stored value; checked with the custom-field rules.
  const fields = askedFields(document);
  const given: Record<string, CustomFieldValue> = {};
  for (const field of fields) {
    const key = customElementKey(field.id);
    const text =
      query[key] ?? stored[STORED_BY_ENTITY[field.entity]].find((entry) => entry.field_id === field.id)?.data;
    given[key] = customElementValue(field.type, text);
  }
  const parsed = z
    .object(
      Object.fromEntries(fields.map((field) => [customElementKey(field.id), customFieldValueSchema(field)])),
    )
    .safeParse(given);
  if (!parsed.success) throw validationError(parsed.error);
  const values = parsed.data as Record<string, CustomFieldValue>;

  const language = organiser.language;
  const label = LABELS[language];
  const format = formats(language);
  const money = (amount: number) => formatMinor(amount, language);
  const participantName = registration.participant.fullname;
  const location = registration.availability.location;
  const place = location
    ? [
        location.title ?? location.name,
        [location.street, location.number].filter(Boolean).join(' '),
        [location.postcode, location.city].filter(Boolean).join(' '),
      ]
        .filter((part) => part !== null && part !== undefined && part !== '')
        .join(', ')
    : '';
  const sessions = registration.dates.map((date) => format.session(date.date.start_at, date.date.end_at));
  const placeholders: Record<string, string> = {
    'organiser.name': organiser.name,
    'document.title': document.title,
    'participant.fullname': participantName,
    'participant.firstname': participant.firstname,
    'participant.lastname': participant.lastname,
    'participant.birthdate': participant.birthdate ? format.calendar(participant.birthdate) : '',
    'customer.fullname': `${customer.firstname} ${customer.lastname}`,
    'activity.title': activity.title,
    'availability.start_at': format.date(registration.availability.start_at),
    'availability.end_at': format.date(registration.availability.end_at),
    'availability.dates': sessions.join('; '),
    'location.name': place,
    'registration.reference': registration.reference,
    'registration.total_amount': money(row.total_amount),
    'registration.deposit_amount': money(row.deposit_amount),
    'registration.paid_amount': money(row.paid_amount),
    today: format.date(scope.now),
  };
  const printed = (field: CustomField): string => {
    const value = values[customElementKey(field.id)];
    if (field.type === 'DATE' && typeof value === 'string' && value !== '') return format.calendar(value);
    return customElementText(value);
  };

  const fact = (name: string, value: string): PdfLine[] => [
    { text: name, bold: true, size: 9, color: '#57606a', spaceBefore: 6 },
    { text: value },
  ];
  const header: PdfLine[] = [
    { text: organiser.name, bold: true, size: 12, color: '#57606a' },
    { text: document.title, bold: true, size: 20, spaceBefore: 10 },
    ...fact(label.participant, participantName),
    ...fact(label.activity, activity.title),
    ...(sessions.length > 0
      ? [...fact(label.dates, sessions[0] ?? ''), ...sessions.slice(1).map((text) => ({ text }))]
      : []),
    ...(place ? fact(label.location, place) : []),
    ...fact(label.reference, registration.reference),
    ...fact(label.total, money(row.total_amount)),
    ...(row.deposit_amount > 0 ? fact(label.deposit, money(row.deposit_amount)) : []),
    ...fact(label.paid, money(row.paid_amount)),
  ];
  const pages = document.pages.map((page) =>
    page.elements.flatMap((element): PdfLine[] => {
      const style = { size: element.settings.fontSize, color: element.settings.color, spaceBefore: 8 };
      if (element.type === 'TEXT')
        return [{ text: fillPlaceholders(element.text ?? '', placeholders), ...style }];
      if (!element.custom_field) return [];
      return [
        { ...style, text: `${element.custom_field.title}${label.separator}${printed(element.custom_field)}` },
      ];
    }),
  );
  const [first = [], ...rest] = pages;
  const bytes = await renderPdf({
    title: document.title,
    author: organiser.name,
    language,
    createdAt: scope.now,
    pages: [[...header, ...(first.length > 0 ? [{ text: '', spaceBefore: 6 }, ...first] : [])], ...rest],
  });
  return { filename: documentFilename(document.title, registration.reference), bytes };
}
