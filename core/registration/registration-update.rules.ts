import { registrationDeposit } from '../pricing/index';
import { EDIT_DATES_REQUIRED, MULTIPLE_CHOICE_SEPARATOR, questionAnswerSchemaFor } from '../schemas/index';
import type { InstantLike } from '../time/index';
import {
  type AnswerContent,
  canChooseDate,
  type EditableDate,
  isDateLocked,
  QUESTION_REQUIRED,
  type QuestionType,
  unansweredQuestions,
} from './registration-edit.rules';

// ---------------------------------------------------------------------------------------------------------
// The server's side of the account's registration writes (part 2 §5 "Registrations", §7): the verdicts the
// cancel, review and edit calls answer, on the same rules the edit form runs (registration-edit.rules.ts).
// ---------------------------------------------------------------------------------------------------------

/** Stable codes of the registration writes' refusals (the storefront translates forms.errors.{code}). */
export const REGISTRATION_ERRORS = {
  NOT_FOUND: 'REGISTRATION_NOT_FOUND',
  ALREADY_CANCELLED: 'REGISTRATION.ALREADY_CANCELLED',
  ENDED: 'REGISTRATION.ENDED',
  CANCELLED: 'REGISTRATION.CANCELLED',
  DATES_REQUIRED: EDIT_DATES_REQUIRED,
  DATE_UNKNOWN: 'REGISTRATION.DATE_UNKNOWN',
  DATE_LOCKED: 'REGISTRATION.DATE_LOCKED',
  DATE_UNAVAILABLE: 'REGISTRATION.DATE_UNAVAILABLE',
  OPTION_UNKNOWN: 'REGISTRATION.OPTION_UNKNOWN',
  OPTION_CHOSEN_TWICE: 'REGISTRATION.OPTION_CHOSEN_TWICE',
  OPTION_REQUIRED: 'REGISTRATION.OPTION_REQUIRED',
  QUESTION_UNKNOWN: 'REGISTRATION.QUESTION_UNKNOWN',
  QUESTION_ANSWERED_TWICE: 'REGISTRATION.QUESTION_ANSWERED_TWICE',
  QUESTION_REQUIRED,
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  REVIEW_ALREADY_EXISTS: 'REVIEW.ALREADY_EXISTS',
  /** A review is of an activity lived: not before the availability has ended (issue 18 §19). */
  REVIEW_NOT_FINISHED: 'REVIEW.NOT_FINISHED',
} as const;
export type RegistrationError = (typeof REGISTRATION_ERRORS)[keyof typeof REGISTRATION_ERRORS];

export type UpdateRefusal = { ok: false; code: RegistrationError; field: string };

/** The dates an edit keeps, adds and drops, each in the availability's date order. */
export type DateSelectionVerdict =
  | { ok: true; selected: number[]; added: number[]; removed: number[] }
  | UpdateRefusal;

/**
 * The dates chosen by an edit, decided on the availability's dates (with `registered` counting registered
 * seats plus unexpired holds) and the dates the registration holds:
 * "at least one date must remain"; "Dates already started are locked and kept" (dropping a started date, or
 * adding one, is DATE_LOCKED); "A date can be chosen only if OPEN with free capacity, or already registered"
 * (DATE_UNAVAILABLE). Ids of other availabilities are DATE_UNKNOWN. Repeated ids count once.
 */
export function dateSelectionVerdict(
  dates: readonly EditableDate[],
  registeredIds: readonly number[],
  chosenIds: readonly number[],
  now: InstantLike,
): DateSelectionVerdict {
  const field = 'availability_dates';
  const chosen = new Set(chosenIds);
  if (chosen.size === 0) return { ok: false, code: REGISTRATION_ERRORS.DATES_REQUIRED, field };
  const known = new Set(dates.map((date) => date.id));
  for (const id of chosen) {
    if (!known.has(id)) return { ok: false, code: REGISTRATION_ERRORS.DATE_UNKNOWN, field };
  }
  const held = new Set(registeredIds);
  for (const date of dates) {
    const registered = held.has(date.id);
    if (registered === chosen.has(date.id)) continue;
    if (isDateLocked(date, now)) return { ok: false, code: REGISTRATION_ERRORS.DATE_LOCKED, field };
    if (!registered && !canChooseDate(date, registeredIds, now)) {
      return { ok: false, code: REGISTRATION_ERRORS.DATE_UNAVAILABLE, field };
    }
  }
  const ordered = dates.map((date) => date.id);
  return {
    ok: true,
    selected: ordered.filter((id) => chosen.has(id)),
    added: ordered.filter((id) => chosen.has(id) && !held.has(id)),
    removed: ordered.filter((id) => held.has(id) && !chosen.has(id)),
  };
}

/**
 * Options of an edit: each chosen price belongs to one of the activity's options, one price per option, and
 * every option whose answer is required is chosen.
 */
export function optionChoiceVerdict(
  options: ReadonlyArray<{ id: number; answer_required: boolean; price_ids: readonly number[] }>,
  chosenPriceIds: readonly number[],
): { ok: true } | UpdateRefusal {
  const optionOfPrice = new Map<number, number>();
  for (const option of options) for (const price of option.price_ids) optionOfPrice.set(price, option.id);
  const chosen = new Set<number>();
  for (const priceId of chosenPriceIds) {
    const optionId = optionOfPrice.get(priceId);
    if (optionId === undefined)
      return { ok: false, code: REGISTRATION_ERRORS.OPTION_UNKNOWN, field: 'options' };
    if (chosen.has(optionId)) {
      return { ok: false, code: REGISTRATION_ERRORS.OPTION_CHOSEN_TWICE, field: 'options' };
    }
    chosen.add(optionId);
  }
  const missing = options.find((option) => option.answer_required && !chosen.has(option.id));
  return missing
    ? { ok: false, code: REGISTRATION_ERRORS.OPTION_REQUIRED, field: `options.${missing.id}` }
    : { ok: true };
}

/** A question's answer as the wire carries it (text) in the form's shape: multiple choices become a list. */
export function answerContent(type: QuestionType, content: string | null): AnswerContent {
  if (type !== 'CHOICES_MULTIPLE' || content === null) return content;
  return content
    .split(MULTIPLE_CHOICE_SEPARATOR)
    .map((label) => label.trim())
    .filter((label) => label !== '');
}

/**
 * Answers of an edit: only the activity's questions, each at most once, and "required multiple-choice needs
 * at least 1 answer; non-required are nullable" (core questionAnswerSchemaFor, unansweredQuestions) with
 * required text answers non-blank.
 */
export function questionAnswersVerdict(
  questions: ReadonlyArray<{ id: number; type: QuestionType; required: boolean }>,
  answers: ReadonlyArray<{ question_id: number; content: string | null }>,
): { ok: true } | UpdateRefusal {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  for (const answer of answers) {
    if (!byId.has(answer.question_id)) {
      return { ok: false, code: REGISTRATION_ERRORS.QUESTION_UNKNOWN, field: 'questions' };
    }
    if (seen.has(answer.question_id)) {
      return { ok: false, code: REGISTRATION_ERRORS.QUESTION_ANSWERED_TWICE, field: 'questions' };
    }
    seen.add(answer.question_id);
  }
  const forms = answers.map((answer) => ({
    question_id: answer.question_id,
    content: answerContent(byId.get(answer.question_id)?.type ?? 'TEXT', answer.content),
  }));
  const unanswered = new Set(unansweredQuestions(questions, forms));
  for (const question of questions) {
    const content = forms.find((form) => form.question_id === question.id)?.content ?? null;
    const valid = questionAnswerSchemaFor(question).safeParse(content ?? undefined).success;
    if (!valid || unanswered.has(question.id)) {
      return { ok: false, code: REGISTRATION_ERRORS.QUESTION_REQUIRED, field: `questions.${question.id}` };
    }
  }
  return { ok: true };
}

/**
 * A re-priced registration: the estimate's price less the coupon share its order got at checkout (a coupon
 * is spread over a cart's lines and stays theirs), never below zero; the deposit is the availability's,
 * never above the new total (core `registrationDeposit`). The paid amount is not part of it: it never changes.
 */
export function repricedAmounts(input: { price: number; couponShare: number; deposit: number }): {
  total_amount: number;
  deposit_amount: number;
} {
  const total = Math.max(0, Math.max(0, input.price) - Math.max(0, input.couponShare));
  return { total_amount: total, deposit_amount: registrationDeposit(input.deposit, total) };
}
