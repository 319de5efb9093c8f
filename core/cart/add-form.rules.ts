/**
 * The availability add-to-cart form (part 2 §5 "Adding to cart", part 2 §7 "Cart", part 1 §3 Option and
 * Question). Values are JSON so the form machine's snapshot round-trips.
 */
import { type AvailabilityStatus, isDateSelectable } from '../catalogue/catalogue.rules';
import { type InstantLike, isInFuture } from '../time/index';

/** An option of the activity: a choice of one of its prices. */
export interface AddFormOption {
  id: number;
  answer_required: boolean;
  prices: ReadonlyArray<{ id: number }>;
}

export type QuestionType = 'TEXT' | 'DATE' | 'CHOICES_SINGLE' | 'CHOICES_MULTIPLE';

export interface AddFormQuestion {
  id: number;
  type: QuestionType | string;
  required: boolean;
}

/** A question's answer: text (TEXT, DATE as ISO, CHOICES_SINGLE label) or labels (CHOICES_MULTIPLE). */
export type QuestionAnswer = string | string[] | null;

export interface AddFormValues {
  participant_id: number | null;
  /** Chosen availability date ids. */
  date_ids: number[];
  quantity: number;
  /** Chosen price id per option id (object keys are the option ids). */
  options: Record<string, number | null>;
  /** Answer per question id. */
  questions: Record<string, QuestionAnswer>;
}

export interface AddFormDefinition {
  options: readonly AddFormOption[];
  questions: readonly AddFormQuestion[];
}

/** "quantity a positive integer, default 1" (part 2 §5). */
export const DEFAULT_QUANTITY = 1;

/** Field error keys: the spec's own where it names one, stable codes otherwise. */
export const ADD_FORM_ERRORS = {
  dates: 'availability_dates_required',
  participant: 'CART.PARTICIPANT_REQUIRED',
  quantity: 'CART.QUANTITY_INVALID',
  option: 'CART.OPTION_REQUIRED',
  question: 'CART.QUESTION_REQUIRED',
} as const;

export function emptyAddFormValues(participant_id: number | null = null): AddFormValues {
  return { participant_id, date_ids: [], quantity: DEFAULT_QUANTITY, options: {}, questions: {} };
}

/** "quantity a positive integer". */
export function isValidQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= 1;
}

/** "participant_id an integer". */
export function isValidParticipantId(participant_id: number | null): participant_id is number {
  return participant_id !== null && Number.isSafeInteger(participant_id);
}

/** The activity setting: a partial-registration fee (0 included) means the customer may choose dates. */
export function allowsPartialRegistration(activity: { partial_registration_fee?: number | null }): boolean {
  return activity.partial_registration_fee !== null && activity.partial_registration_fee !== undefined;
}

/** What the add form needs of an availability date (part 1 §3 Availability date). */
export interface AddFormDate {
  id: number;
  status: AvailabilityStatus;
  start_at: string;
  capacity: number | null;
  /** Registered seats plus unexpired holds, as the catalogue read counts them. */
  registered?: number | null;
}

/**
 * How the add form offers the dates:
 * - without partial registration every date is required (core/pricing eligibility): the dates are shown,
 *   none can be unticked, and all of them are sent (`mode: 'fixed'`);
 * - with it, the customer chooses (`mode: 'choose'`): "when eligible only future dates" are offered, and "a
 *   date is selectable/bookable only when OPEN and capacity is null or above registered" (part 1 §4); past or
 *   started, closed and full dates stay visible but cannot be chosen. Every selectable date starts chosen
 *   and "at least one date must be chosen" (part 2 §5) is the form's own check.
 */
export function addFormDates<D extends AddFormDate>(
  dates: readonly D[],
  partialRegistration: boolean,
  now: InstantLike,
): {
  mode: 'fixed' | 'choose';
  dates: Array<{ date: D; selectable: boolean }>;
  initial: number[];
} {
  if (!partialRegistration) {
    return {
      mode: 'fixed',
      dates: dates.map((date) => ({ date, selectable: false })),
      initial: dates.map((date) => date.id),
    };
  }
  const offered = dates.map((date) => ({
    date,
    selectable: isInFuture(date.start_at, now) && isDateSelectable(date),
  }));
  return {
    mode: 'choose',
    dates: offered,
    initial: offered.filter((entry) => entry.selectable).map((entry) => entry.date.id),
  };
}

/** Adds the date when absent, removes it when chosen. */
export function toggleDate(date_ids: readonly number[], date_id: number): number[] {
  return date_ids.includes(date_id) ? date_ids.filter((id) => id !== date_id) : [...date_ids, date_id];
}

function isAnswered(answer: QuestionAnswer | undefined): boolean {
  if (answer === null || answer === undefined) return false;
  if (Array.isArray(answer)) return answer.length >= 1;
  return answer.trim() !== '';
}

/** Field errors keyed by field (`availability_dates`, `quantity`, `options.{id}`, `questions.{id}`...). */
export type AddFormErrors = Record<string, string>;

/**
 * - "at least one date must be chosen, otherwise the error key availability_dates_required";
 * - "participant_id an integer"; "quantity a positive integer";
 * - options with answer_required need a price chosen among the option's prices;
 * - required questions need content; "required multiple-choice needs at least 1 answer";
 *   non-required ones may stay empty ("non-required are nullable").
 */
export function validateAddForm(values: AddFormValues, definition: AddFormDefinition): AddFormErrors {
  const errors: AddFormErrors = {};
  if (!isValidParticipantId(values.participant_id)) errors.participant_id = ADD_FORM_ERRORS.participant;
  if (values.date_ids.length < 1) errors.availability_dates = ADD_FORM_ERRORS.dates;
  if (!isValidQuantity(values.quantity)) errors.quantity = ADD_FORM_ERRORS.quantity;
  for (const option of definition.options) {
    const chosen = values.options[String(option.id)] ?? null;
    const known = chosen !== null && option.prices.some((price) => price.id === chosen);
    if (option.answer_required && !known) errors[`options.${option.id}`] = ADD_FORM_ERRORS.option;
  }
  for (const question of definition.questions) {
    if (question.required && !isAnswered(values.questions[String(question.id)])) {
      errors[`questions.${question.id}`] = ADD_FORM_ERRORS.question;
    }
  }
  return errors;
}

export function isAddFormValid(values: AddFormValues, definition: AddFormDefinition): boolean {
  return Object.keys(validateAddForm(values, definition)).length === 0;
}

function chosenPriceIds(values: AddFormValues): number[] {
  return Object.values(values.options).filter((price_id): price_id is number => price_id !== null);
}

/** POST /api/carts/items/estimate payload (part 2 §7). */
export interface EstimateRequest {
  /** null when the customer has no open cart yet (the contract's cart_id is nullable). */
  cart_id: number | null;
  availability_id: number;
  availability_dates: Array<{ date_id: number }>;
  participant_id: number;
  options: Array<{ price_id: number }>;
}

/** "Runs only when a participant is known": null when there is no participant yet. */
export function estimateRequest(
  values: AddFormValues,
  target: { cart_id: number | null; availability_id: number },
): EstimateRequest | null {
  if (!isValidParticipantId(values.participant_id)) return null;
  return {
    cart_id: target.cart_id,
    availability_id: target.availability_id,
    availability_dates: values.date_ids.map((date_id) => ({ date_id })),
    participant_id: values.participant_id,
    options: chosenPriceIds(values).map((price_id) => ({ price_id })),
  };
}

/** Estimate details (part 1 §3), integer minor units. */
export interface EstimateDetails {
  base_price: number;
  partial_registration_total_fee: number;
  partial_registration_total_discount: number;
  options_total: number;
  bundle_total: number;
  discounts_total: number;
  volume_discounts_total: number;
  price: number;
}

export interface RegistrationLine {
  availability_id: number;
  participant_id: number;
  options: Array<{ price_id: number; content: string | null }>;
  questions: Array<{ question_id: number; content: string | null }>;
  quantity: number;
  availability_dates: Array<{ date_id: number }>;
}

/** POST /api/carts/items payload (part 2 §7) for the availability form: one registration. */
export interface AddToCartRequest {
  customer_id: number;
  participant_id: number;
  registrations: RegistrationLine[];
  bundles: Array<{ bundle_id: number; participant_id: number | null }>;
  vouchers: Array<{ voucher_id: number }>;
  memberships: Array<{ membership_id: number; participant_id: number | null }>;
}

/** A question's content on the wire: text as typed; multiple choices joined by a comma and a space. */
export function answerContent(answer: QuestionAnswer | undefined): string | null {
  if (answer === null || answer === undefined) return null;
  if (Array.isArray(answer)) return answer.length === 0 ? null : answer.join(', ');
  return answer;
}

/** The registrations[] payload; null while the form is invalid (participant unknown, no date, ...). */
export function addToCartRequest(
  values: AddFormValues,
  definition: AddFormDefinition,
  target: { customer_id: number; availability_id: number },
): AddToCartRequest | null {
  if (!isAddFormValid(values, definition) || !isValidParticipantId(values.participant_id)) return null;
  const participant_id = values.participant_id;
  return {
    customer_id: target.customer_id,
    participant_id,
    registrations: [
      {
        availability_id: target.availability_id,
        participant_id,
        options: chosenPriceIds(values).map((price_id) => ({ price_id, content: null })),
        questions: definition.questions
          .map((question) => ({
            question_id: question.id,
            content: answerContent(values.questions[String(question.id)]),
          }))
          .filter((question) => question.content !== null),
        quantity: values.quantity,
        availability_dates: values.date_ids.map((date_id) => ({ date_id })),
      },
    ],
    bundles: [],
    vouchers: [],
    memberships: [],
  };
}
