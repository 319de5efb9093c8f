import { EDIT_DATES_REQUIRED, questionAnswerSchemaFor, TOO_LONG, VALIDATION_KEYS } from '../schemas/index';
import type { InstantLike } from '../time/index';
import { isInFuture } from '../time/index';

// ---------------------------------------------------------------------------------------------------------
// Edit registration (part 2 §5, part 1 §4)
// ---------------------------------------------------------------------------------------------------------

export const QUESTION_REQUIRED = 'REGISTRATION.QUESTION_REQUIRED';

export type DateStatus = 'OPEN' | 'CLOSED' | 'FULL' | 'OVERLAP';

/** An availability date as the edit form needs it. */
export interface EditableDate {
  id: number;
  start_at: string;
  status: DateStatus;
  capacity: number | null;
  registered: number;
}

/** "capacity is null or above registered" */
export function hasFreeCapacity(date: { capacity: number | null; registered: number }): boolean {
  return date.capacity === null || date.capacity > date.registered;
}

/** A date has started once its start_at is at or before now. */
export function hasStarted(date: { start_at: string }, now: InstantLike): boolean {
  return !isInFuture(date.start_at, now);
}

/** "Dates already started are locked and kept." A started date can be neither added nor removed. */
export function isDateLocked(date: { start_at: string }, now: InstantLike): boolean {
  return hasStarted(date, now);
}

/** "A date can be chosen only if OPEN with free capacity, or already registered." (and not locked) */
export function canChooseDate(
  date: EditableDate,
  registeredIds: readonly number[],
  now: InstantLike,
): boolean {
  if (isDateLocked(date, now)) return false;
  return (date.status === 'OPEN' && hasFreeCapacity(date)) || registeredIds.includes(date.id);
}

/** The started dates the registration holds: they stay selected whatever the customer does. */
export function lockedKeptIds(
  dates: readonly EditableDate[],
  registeredIds: readonly number[],
  now: InstantLike,
): number[] {
  return dates
    .filter((date) => registeredIds.includes(date.id) && isDateLocked(date, now))
    .map((date) => date.id);
}

/** Keeps the locked registered dates and drops any id that may not be chosen, in the availability's date order. */
export function normaliseSelection(
  selected: readonly number[],
  dates: readonly EditableDate[],
  registeredIds: readonly number[],
  now: InstantLike,
): number[] {
  const kept = new Set(lockedKeptIds(dates, registeredIds, now));
  return dates
    .filter(
      (date) => kept.has(date.id) || (selected.includes(date.id) && canChooseDate(date, registeredIds, now)),
    )
    .map((date) => date.id);
}

/** Toggles one date when it may be chosen; locked or unavailable dates leave the selection unchanged. */
export function toggleDate(
  selected: readonly number[],
  dateId: number,
  dates: readonly EditableDate[],
  registeredIds: readonly number[],
  now: InstantLike,
): number[] {
  const date = dates.find((candidate) => candidate.id === dateId);
  if (!date || !canChooseDate(date, registeredIds, now))
    return normaliseSelection(selected, dates, registeredIds, now);
  const next = selected.includes(dateId) ? selected.filter((id) => id !== dateId) : [...selected, dateId];
  return normaliseSelection(next, dates, registeredIds, now);
}

/**
 * "Choosing fewer dates than available shows a struck-through warning list of the dropped dates." A date is
 * dropped when the registration holds it and the selection no longer does (issue 18 §14): a date that was
 * never booked is never dropped, so opening the form on a registration that holds only some of the dates
 * warns of nothing. In date order; an empty list means no warning.
 */
export function droppedDates<TDate extends { id: number }>(
  selected: readonly number[],
  dates: readonly TDate[],
  registeredIds: readonly number[],
): TDate[] {
  return dates.filter((date) => registeredIds.includes(date.id) && !selected.includes(date.id));
}

/** "at least one date must remain, otherwise the error on availability_dates uses the key ..." */
export function availabilityDatesError(selected: readonly number[]): string | null {
  return selected.length > 0 ? null : EDIT_DATES_REQUIRED;
}

export type QuestionType = 'TEXT' | 'DATE' | 'CHOICES_SINGLE' | 'CHOICES_MULTIPLE';
export type AnswerContent = string | string[] | null;

/**
 * "Questions: required multiple-choice needs at least 1 answer; non-required are nullable." Returns the ids of
 * the questions failing that rule (other question checks are not specified).
 */
export function unansweredQuestions(
  questions: ReadonlyArray<{ id: number; type: QuestionType; required: boolean }>,
  answers: ReadonlyArray<{ question_id: number; content: AnswerContent }>,
): number[] {
  return questions
    .filter((question) => question.required && question.type === 'CHOICES_MULTIPLE')
    .filter((question) => {
      const content = answers.find((answer) => answer.question_id === question.id)?.content ?? null;
      return !Array.isArray(content) || content.length === 0;
    })
    .map((question) => question.id);
}

/** The translation key of a required field left empty (part 2 §8: local errors read forms.errors.{code}). */
export const FIELD_REQUIRED = `forms.errors.${VALIDATION_KEYS.required}`;

/** A question or option of the edit form that fails its rule: its id and the translation key shown under it. */
export interface EditFieldError {
  id: number;
  key: string;
}

/**
 * The answers the edit form refuses, in the questions' order: each answer is read by core's
 * questionAnswerSchemaFor ("required multiple-choice needs at least 1 answer; non-required are nullable"; a
 * required text, date or single choice needs non-blank content). No answer counts as an empty text, or an
 * empty list for a multiple choice. An answer above its length bound is TOO_LONG; any other refusal is
 * FIELD_REQUIRED (zod's own sentences, for a list where a text is due, are no keys).
 */
export function questionAnswerErrors(
  questions: ReadonlyArray<{ id: number; type: QuestionType; required: boolean }>,
  answers: ReadonlyArray<{ question_id: number; content: AnswerContent }>,
): EditFieldError[] {
  return questions.flatMap((question) => {
    const content =
      answers.find((answer) => answer.question_id === question.id)?.content ??
      (question.type === 'CHOICES_MULTIPLE' ? [] : '');
    const parsed = questionAnswerSchemaFor(question).safeParse(content);
    if (parsed.success) return [];
    const tooLong = parsed.error.issues.some((issue) => issue.message === TOO_LONG);
    return [{ id: question.id, key: tooLong ? TOO_LONG : FIELD_REQUIRED }];
  });
}

/** The options whose answer is required (Option.answer_required) left without a price, in the given order. */
export function missingRequiredOptions(
  requiredOptionIds: readonly number[],
  chosen: ReadonlyArray<{ option_id: number }>,
): EditFieldError[] {
  return requiredOptionIds
    .filter((id) => !chosen.some((option) => option.option_id === id))
    .map((id) => ({ id, key: FIELD_REQUIRED }));
}

export interface RegistrationUpdatePayload {
  registration_id: number;
  availability_dates: Array<{ date_id: number }>;
  options: Array<{ price_id: number; content: string | null }>;
  questions: Array<{ question_id: number; content: AnswerContent }>;
  automatic_price: boolean;
}

/** PUT /api/registrations: registration_id, availability_dates[{date_id}], options[{price_id, content}], questions[{question_id, content}], automatic_price. */
export function registrationUpdatePayload(edit: {
  registrationId: number;
  selectedDateIds: readonly number[];
  options: ReadonlyArray<{ price_id: number; content: string | null }>;
  answers: ReadonlyArray<{ question_id: number; content: AnswerContent }>;
  automaticPrice: boolean;
}): RegistrationUpdatePayload {
  return {
    registration_id: edit.registrationId,
    availability_dates: edit.selectedDateIds.map((date_id) => ({ date_id })),
    options: edit.options.map(({ price_id, content }) => ({ price_id, content })),
    questions: edit.answers.map(({ question_id, content }) => ({ question_id, content })),
    automatic_price: edit.automaticPrice,
  };
}
