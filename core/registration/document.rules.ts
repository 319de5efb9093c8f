import { MULTIPLE_CHOICE_SEPARATOR } from '../schemas/index';
import type { InstantLike } from '../time/index';
import {
  type DateRequirement,
  type DocumentEligibility,
  type DocumentRegistrationInput,
  documentEligibility,
  type PaymentRequirement,
} from './registration.rules';

// ---------------------------------------------------------------------------------------------------------
// Documents (part 1 §2 "fill a document's custom fields then download", §3 Document, §4; part 2 §5
// "Document form", §7 "GET /api/documents/download with registration_id, document_id and custom_element_{id}
// values: a browser navigation, not a background call").
// ---------------------------------------------------------------------------------------------------------

export const DOCUMENT_ERRORS = {
  NOT_FOUND: 'DOCUMENT_NOT_FOUND',
  PAYMENT_REQUIRED: 'DOCUMENT.PAYMENT_REQUIRED',
  NOT_YET_AVAILABLE: 'DOCUMENT.NOT_YET_AVAILABLE',
} as const;

/** The query key of a custom element's value: `custom_element_{custom_field_id}`. */
export const CUSTOM_ELEMENT_PREFIX = 'custom_element_';

export function customElementKey(customFieldId: number): string {
  return `${CUSTOM_ELEMENT_PREFIX}${customFieldId}`;
}

/**
 * "Document download allowed only if payment requirement met (paid >= deposit or total) and, when a date
 * requirement exists, the start/end date has passed" (core documentEligibility). A document without a payment
 * requirement (null) asks for no payment: only its date requirement, and the cancellation, apply.
 */
export function documentDownloadEligibility(
  registration: DocumentRegistrationInput,
  document: {
    settings: { payment_requirement: PaymentRequirement | null; date_requirement?: DateRequirement | null };
  },
  now: InstantLike,
): DocumentEligibility {
  const { payment_requirement, date_requirement } = document.settings;
  if (payment_requirement !== null) {
    return documentEligibility(
      registration,
      { settings: { payment_requirement, date_requirement: date_requirement ?? null } },
      now,
    );
  }
  // No payment asked: decided as a TOTAL requirement already met.
  const settled = Math.max(registration.paid_amount, registration.total_amount);
  return documentEligibility(
    { ...registration, paid_amount: settled },
    { settings: { payment_requirement: 'TOTAL', date_requirement: date_requirement ?? null } },
    now,
  );
}

export type DocumentRefusal = {
  status: 404 | 409;
  code: (typeof DOCUMENT_ERRORS)[keyof typeof DOCUMENT_ERRORS];
};

/**
 * What a download answers when the document may not be downloaded: "Cancelled registration: documents
 * hidden" (not found), the amount due (payment required), the date from which it is available (not yet
 * available); null when allowed.
 */
export function documentDownloadRefusal(eligibility: DocumentEligibility): DocumentRefusal | null {
  switch (eligibility.kind) {
    case 'allowed':
      return null;
    case 'hidden':
      return { status: 404, code: DOCUMENT_ERRORS.NOT_FOUND };
    case 'amount-due':
      return { status: 409, code: DOCUMENT_ERRORS.PAYMENT_REQUIRED };
    case 'available-from':
      return { status: 409, code: DOCUMENT_ERRORS.NOT_YET_AVAILABLE };
  }
}

/** The custom fields a document's elements ask for, each once, in page then element order. */
export function documentFieldIds(
  pages: ReadonlyArray<{ elements: ReadonlyArray<{ custom_field_id?: number | null | undefined }> }>,
): number[] {
  const ids: number[] = [];
  for (const page of pages) {
    for (const element of page.elements) {
      const id = element.custom_field_id;
      if (id !== null && id !== undefined && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}

/** A document form's value of one field as the query carries it: lists of labels joined by ", ". */
export function customElementText(value: string | readonly string[] | null | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : value.join(MULTIPLE_CHOICE_SEPARATOR);
}

/** A query value of a custom element back in the form's shape: CHOICES_MULTIPLE is a list. */
export function customElementValue(type: string, text: string | undefined): string | string[] | undefined {
  if (text === undefined) return undefined;
  if (type !== 'CHOICES_MULTIPLE') return text;
  return text
    .split(MULTIPLE_CHOICE_SEPARATOR)
    .map((label) => label.trim())
    .filter((label) => label !== '');
}

/**
 * The query of GET /api/documents/download: registration_id, document_id and one custom_element_{id} per
 * filled field (empty values are left out).
 */
export function documentDownloadQuery(
  registrationId: number,
  documentId: number,
  values: Readonly<Record<number, string | readonly string[] | null | undefined>>,
): Record<string, string> {
  const query: Record<string, string> = {
    registration_id: String(registrationId),
    document_id: String(documentId),
  };
  for (const [fieldId, value] of Object.entries(values)) {
    const text = customElementText(value);
    if (text !== '') query[customElementKey(Number(fieldId))] = text;
  }
  return query;
}

/** The placeholders a TEXT element may hold, resolved when the document is drawn. */
export const DOCUMENT_PLACEHOLDERS = [
  'organiser.name',
  'document.title',
  'participant.fullname',
  'participant.firstname',
  'participant.lastname',
  'participant.birthdate',
  'customer.fullname',
  'activity.title',
  'availability.start_at',
  'availability.end_at',
  'availability.dates',
  'location.name',
  'registration.reference',
  'registration.total_amount',
  'registration.deposit_amount',
  'registration.paid_amount',
  'today',
] as const;

const PLACEHOLDER = /\{([a-z_]+(?:\.[a-z_]+)*)\}/g;

/**
 * A TEXT element's text with its `{name}` placeholders replaced by their values; a placeholder without a
 * value stays as written (the organiser sees the typo in the document).
 */
export function fillPlaceholders(text: string, values: Readonly<Partial<Record<string, string>>>): string {
  return text.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? match) : match,
  );
}

/**
 * The file name of a downloaded document: its title and the registration's reference, without path
 * separators or control characters, whitespace collapsed.
 */
export function documentFilename(title: string, reference: string): string {
  const clean = (text: string) =>
    text
      .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const name = [clean(title), clean(reference)].filter((part) => part !== '').join(' ');
  return `${name === '' ? 'document' : name}.pdf`;
}
