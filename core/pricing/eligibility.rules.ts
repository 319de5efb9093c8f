import { type AvailabilityStatus, type AvailabilityWindow, addFormView } from '../catalogue/index';
import { brusselsDate, type InstantLike, isInFuture, parseDate, Temporal } from '../time/index';

/**
 * Whether a participant may be registered on an availability (part 1 §4 add-form notices and date
 * selection; part 1 §3 Availability age limits, Option, Question). The browser's add form and the
 * server's cart both decide with this one function, on counts that include unexpired holds.
 */

export const ELIGIBILITY_ERRORS = {
  AVAILABILITY_CLOSED: 'CART.AVAILABILITY_CLOSED',
  AVAILABILITY_FULL: 'CART.AVAILABILITY_FULL',
  PARTICIPANT_TOO_YOUNG: 'CART.PARTICIPANT_TOO_YOUNG',
  PARTICIPANT_TOO_OLD: 'CART.PARTICIPANT_TOO_OLD',
  DATE_NOT_SELECTABLE: 'CART.DATE_NOT_SELECTABLE',
  DATE_NOT_IN_AVAILABILITY: 'CART.DATE_NOT_IN_AVAILABILITY',
  ALL_DATES_REQUIRED: 'CART.ALL_DATES_REQUIRED',
  OPTION_REQUIRED: 'CART.OPTION_REQUIRED',
  OPTION_UNKNOWN: 'CART.OPTION_UNKNOWN',
  OPTION_CHOSEN_TWICE: 'CART.OPTION_CHOSEN_TWICE',
  QUESTION_REQUIRED: 'CART.QUESTION_REQUIRED',
  QUESTION_UNKNOWN: 'CART.QUESTION_UNKNOWN',
} as const;
export type EligibilityError = (typeof ELIGIBILITY_ERRORS)[keyof typeof ELIGIBILITY_ERRORS];

/**
 * Age limits in whole years, as the organisers' data and the catalogue's age filter carry them ("6 to 9
 * years"); null or 0 is no limit.
 */
export interface AgeLimitsInYears {
  age_minimum: number | null;
  age_maximum: number | null;
}

export interface EligibilityInput {
  availability: AvailabilityWindow &
    AgeLimitsInYears & {
      /** null is unlimited. */
      capacity: number | null;
      /** Registered seats plus unexpired holds of other carts. */
      taken: number;
    };
  /** The activity's limits apply where the availability has none. */
  activity: AgeLimitsInYears & { partial_registration: boolean };
  participant: { birthdate: string | null };
  dates: ReadonlyArray<{
    id: number;
    status: AvailabilityStatus;
    start_at: string;
    capacity: number | null;
    taken: number;
  }>;
  chosenDateIds: readonly number[];
  /** Seats asked for (the line's quantity). */
  seats: number;
  options: ReadonlyArray<{ id: number; answer_required: boolean; price_ids: readonly number[] }>;
  chosenPriceIds: readonly number[];
  questions: ReadonlyArray<{ id: number; required: boolean }>;
  answers: ReadonlyArray<{ question_id: number; content: string | null }>;
  now: InstantLike;
  /**
   * 'estimate' prices a form still being filled: required options and questions are not asked yet
   * (the estimate call carries no answers); everything else is decided as for 'add'.
   */
  stage?: 'estimate' | 'add';
}

export type EligibilityVerdict =
  | { ok: true }
  | {
      ok: false;
      code: EligibilityError;
      /** The request field the refusal is about, for the form's inline error. */
      field: string;
    };

const refuse = (code: EligibilityError, field: string): EligibilityVerdict => ({ ok: false, code, field });

const limit = (value: number | null): number | null => (value !== null && value > 0 ? value : null);

/**
 * The participant's age in completed years on the day the availability starts (today when it has no
 * start), both read as Brussels calendar dates. Null when the birthdate is not a date.
 */
export function ageInYearsAt(
  birthdate: string,
  startAt: string | null | undefined,
  now: InstantLike,
): number | null {
  const birth = parseDate(birthdate);
  if (!birth) return null;
  const reference = brusselsDate(startAt ?? now);
  if (Temporal.PlainDate.compare(birth, reference) > 0) return 0;
  return birth.until(reference, { largestUnit: 'years' }).years;
}

/**
 * The age verdict, both limits inclusive in completed years: "6 to 9 years" takes a child from its sixth
 * birthday until the day before its tenth.
 */
function ageVerdict(input: EligibilityInput): EligibilityVerdict | null {
  const birthdate = input.participant.birthdate;
  if (!birthdate) return null;
  const minimum = limit(input.availability.age_minimum) ?? limit(input.activity.age_minimum);
  const maximum = limit(input.availability.age_maximum) ?? limit(input.activity.age_maximum);
  if (minimum === null && maximum === null) return null;
  const age = ageInYearsAt(birthdate, input.availability.start_at, input.now);
  if (age === null) return null;
  if (minimum !== null && age < minimum)
    return refuse(ELIGIBILITY_ERRORS.PARTICIPANT_TOO_YOUNG, 'participant_id');
  if (maximum !== null && age > maximum)
    return refuse(ELIGIBILITY_ERRORS.PARTICIPANT_TOO_OLD, 'participant_id');
  return null;
}

const hasRoomFor = (capacity: number | null, taken: number, seats: number): boolean =>
  capacity === null || capacity - taken >= seats;

/**
 * Dates: without partial registration every date of the availability is required; with it, only future
 * dates may be chosen. Each chosen date must be OPEN with room for the seats asked.
 */
function datesVerdict(input: EligibilityInput): EligibilityVerdict | null {
  const chosen = new Set(input.chosenDateIds);
  if (chosen.size === 0) return refuse(ELIGIBILITY_ERRORS.ALL_DATES_REQUIRED, 'availability_dates');
  const byId = new Map(input.dates.map((date) => [date.id, date]));
  for (const id of chosen) {
    if (!byId.has(id)) return refuse(ELIGIBILITY_ERRORS.DATE_NOT_IN_AVAILABILITY, 'availability_dates');
  }
  if (!input.activity.partial_registration && chosen.size !== input.dates.length) {
    return refuse(ELIGIBILITY_ERRORS.ALL_DATES_REQUIRED, 'availability_dates');
  }
  for (const id of chosen) {
    const date = byId.get(id);
    if (!date) continue;
    const offered = !input.activity.partial_registration || isInFuture(date.start_at, input.now);
    if (!offered || date.status !== 'OPEN' || !hasRoomFor(date.capacity, date.taken, input.seats)) {
      return refuse(ELIGIBILITY_ERRORS.DATE_NOT_SELECTABLE, 'availability_dates');
    }
  }
  return null;
}

/** Options: each chosen price belongs to one option, at most one price per option, required options chosen. */
function optionsVerdict(input: EligibilityInput): EligibilityVerdict | null {
  const optionOfPrice = new Map<number, number>();
  for (const option of input.options)
    for (const price of option.price_ids) optionOfPrice.set(price, option.id);
  const chosenOptions = new Set<number>();
  for (const priceId of input.chosenPriceIds) {
    const optionId = optionOfPrice.get(priceId);
    if (optionId === undefined) return refuse(ELIGIBILITY_ERRORS.OPTION_UNKNOWN, 'options');
    if (chosenOptions.has(optionId)) return refuse(ELIGIBILITY_ERRORS.OPTION_CHOSEN_TWICE, 'options');
    chosenOptions.add(optionId);
  }
  if (input.stage === 'estimate') return null;
  for (const option of input.options) {
    if (option.answer_required && !chosenOptions.has(option.id)) {
      return refuse(ELIGIBILITY_ERRORS.OPTION_REQUIRED, `options.${option.id}`);
    }
  }
  return null;
}

/** Questions: answers only to the activity's questions; required questions answered with non-blank text. */
function questionsVerdict(input: EligibilityInput): EligibilityVerdict | null {
  const known = new Set(input.questions.map((question) => question.id));
  const answered = new Set<number>();
  for (const answer of input.answers) {
    if (!known.has(answer.question_id)) return refuse(ELIGIBILITY_ERRORS.QUESTION_UNKNOWN, 'questions');
    if (answer.content !== null && answer.content.trim() !== '') answered.add(answer.question_id);
  }
  if (input.stage === 'estimate') return null;
  for (const question of input.questions) {
    if (question.required && !answered.has(question.id)) {
      return refuse(ELIGIBILITY_ERRORS.QUESTION_REQUIRED, `questions.${question.id}`);
    }
  }
  return null;
}

/**
 * The verdict, first refusal wins, in the order the customer meets them on the page: the availability
 * is open for registrations (the add form shows, not a notice), it has room for the seats, the participant's
 * age fits, the dates, the options, the questions.
 */
export function registrationEligibility(input: EligibilityInput): EligibilityVerdict {
  const view = addFormView(input.availability, input.now);
  if (view.kind === 'notice') {
    return refuse(
      view.notice === 'full' ? ELIGIBILITY_ERRORS.AVAILABILITY_FULL : ELIGIBILITY_ERRORS.AVAILABILITY_CLOSED,
      'availability_id',
    );
  }
  if (!hasRoomFor(input.availability.capacity, input.availability.taken, Math.max(1, input.seats))) {
    return refuse(ELIGIBILITY_ERRORS.AVAILABILITY_FULL, 'availability_id');
  }
  return (
    ageVerdict(input) ??
    datesVerdict(input) ??
    optionsVerdict(input) ??
    questionsVerdict(input) ?? { ok: true }
  );
}
