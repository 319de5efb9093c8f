import type { RegistrationEditContext } from './registration-edit.machine';
import { canChooseDate, droppedDates, type EditableDate, isDateLocked } from './registration-edit.rules';

/** The struck-through warning list: booked dates left out of the selection (empty: no warning). */
export function selectDroppedDates(context: RegistrationEditContext): EditableDate[] {
  return droppedDates(context.selectedDateIds, context.dates, context.registeredDateIds);
}

/** Per-date view state for the date list of the edit form. */
export function selectDateRows(
  context: RegistrationEditContext,
): Array<{ date: EditableDate; selected: boolean; locked: boolean; choosable: boolean }> {
  return context.dates.map((date) => ({
    date,
    selected: context.selectedDateIds.includes(date.id),
    locked: isDateLocked(date, context.now),
    choosable: canChooseDate(date, context.registeredDateIds, context.now),
  }));
}

/** The translation key of the error shown under a question, if it has one. */
export function selectQuestionError(context: RegistrationEditContext, questionId: number): string | null {
  return context.errors.questions.find((error) => error.id === questionId)?.key ?? null;
}

/** The translation key of the error shown under an option, if it has one. */
export function selectOptionError(context: RegistrationEditContext, optionId: number): string | null {
  return context.errors.options.find((error) => error.id === optionId)?.key ?? null;
}
