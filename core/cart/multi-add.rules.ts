/**
 * The multi-availability add form of /cart/add (part 1 §2: "?availabilities={cuids} or ?dates={cuids}
 * (comma-separated): preview of selected availabilities, each removable, beside a multi-availability add
 * form"). One participant for every line; each availability keeps its own dates, options and questions and is
 * checked with the single form's rules (validateAddForm), so the two forms never disagree.
 */
import { type AvailabilityWindow, addFormView } from '../catalogue/catalogue.rules';
import type { InstantLike } from '../time/index';
import {
  ADD_FORM_ERRORS,
  type AddFormDefinition,
  type AddFormErrors,
  type AddFormValues,
  type AddToCartRequest,
  addToCartRequest,
  isValidParticipantId,
  type QuestionAnswer,
  type RegistrationLine,
  validateAddForm,
} from './add-form.rules';

export interface MultiAddLine {
  availability_id: number;
  definition: AddFormDefinition;
  date_ids: number[];
  options: Record<string, number | null>;
  questions: Record<string, QuestionAnswer>;
}

/**
 * The dates one line registers: every date of the availability when it was chosen whole (?availabilities=),
 * otherwise the dates whose cuid was chosen (?dates=), in the availability's own order.
 */
export function chosenDateIds(
  dates: ReadonlyArray<{ id: number; cuid: string }>,
  dateCuids: readonly string[] | null,
): number[] {
  if (dateCuids === null) return dates.map((date) => date.id);
  return dates.filter((date) => dateCuids.includes(date.cuid)).map((date) => date.id);
}

/** The availabilities of a selection that can still be added: their add form is shown, not a notice. */
export function isAddable(availability: AvailabilityWindow, now: InstantLike): boolean {
  return addFormView(availability, now).kind === 'form';
}

export interface MultiAddErrors {
  participant_id?: string;
  /** Field errors per availability id (`availability_dates`, `options.{id}`, `questions.{id}`). */
  lines: Record<string, AddFormErrors>;
  /** No line to add at all. */
  empty?: string;
}

export const MULTI_ADD_EMPTY = 'CART.NOTHING_TO_ADD';

/** One line as the single add form's values: the shared participant, one seat. */
const lineValues = (line: MultiAddLine, participant_id: number | null): AddFormValues => ({
  participant_id,
  date_ids: line.date_ids,
  quantity: 1,
  options: line.options,
  questions: line.questions,
});

export function validateMultiAdd(
  lines: readonly MultiAddLine[],
  participant_id: number | null,
): MultiAddErrors {
  const errors: MultiAddErrors = { lines: {} };
  if (!isValidParticipantId(participant_id)) errors.participant_id = ADD_FORM_ERRORS.participant;
  if (lines.length === 0) errors.empty = MULTI_ADD_EMPTY;
  for (const line of lines) {
    const lineErrors = validateAddForm(lineValues(line, participant_id), line.definition);
    delete lineErrors.participant_id;
    if (Object.keys(lineErrors).length > 0) errors.lines[String(line.availability_id)] = lineErrors;
  }
  return errors;
}

export function isMultiAddValid(errors: MultiAddErrors): boolean {
  return (
    errors.participant_id === undefined &&
    errors.empty === undefined &&
    Object.keys(errors.lines).length === 0
  );
}

/** POST /api/carts/items with one registration per line, all for the same participant; null while invalid. */
export function multiAddToCartRequest(
  lines: readonly MultiAddLine[],
  participant_id: number | null,
  customer_id: number,
): AddToCartRequest | null {
  if (!isMultiAddValid(validateMultiAdd(lines, participant_id)) || !isValidParticipantId(participant_id))
    return null;
  const registrations: RegistrationLine[] = [];
  for (const line of lines) {
    const request = addToCartRequest(lineValues(line, participant_id), line.definition, {
      customer_id,
      availability_id: line.availability_id,
    });
    if (request === null) return null;
    registrations.push(...request.registrations);
  }
  return { customer_id, participant_id, registrations, bundles: [], vouchers: [], memberships: [] };
}
