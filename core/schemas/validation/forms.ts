import { z } from 'zod';
import { CART_LIMIT_ERRORS, CART_LIMITS } from '../../cart/index';
import { LIST_LIMITS, TEXT_LIMITS } from '../limits';
import { boundedArray, boundedText, id, trimmedTextMax, VALIDATION_KEYS } from '../primitives';

export const TERMS_ERROR = 'form.messages.errors.terms';
export const AVAILABILITY_DATES_REQUIRED = 'availability_dates_required';
export const EDIT_DATES_REQUIRED = 'registrations.edit.form.messages.availability_dates.required';

const dateRef = z.object({ date_id: id });
/** A question's answer as sent with a line (at most a LONGTEXT answer). */
export const questionAnswerInput = z.object({
  question_id: id,
  content: boundedText(TEXT_LIMITS.longText).nullable(),
});
/** An option's price chosen on a line, with the free text some options ask for. */
export const optionChoiceInput = z.object({
  price_id: id,
  content: boundedText(TEXT_LIMITS.longText).nullable().optional(),
});
/** The dates chosen on one line (a daily course over a year has 365). */
export const dateRefs = (required: string) =>
  boundedArray(dateRef, LIST_LIMITS.dates).min(1, { error: required });
/** Options chosen, and questions answered, on one line. */
export const optionChoices = boundedArray(optionChoiceInput, LIST_LIMITS.choices).default([]);
export const questionAnswers = boundedArray(questionAnswerInput, LIST_LIMITS.choices).default([]);
/** A line's quantity: "a positive integer, default 1", at most CART_LIMITS.lineQuantity. */
export const lineQuantity = z
  .number()
  .int()
  .positive()
  .max(CART_LIMITS.lineQuantity, { error: CART_LIMIT_ERRORS.quantity })
  .default(1);
/** A coupon or voucher code as typed. */
export const codeText = boundedText(TEXT_LIMITS.code);

/** "Cancel registration: message trimmed, at least 1 character." */
export const cancelRegistrationSchema = z.object({
  registration_id: id,
  message: trimmedTextMax(TEXT_LIMITS.cancelMessage),
});

/** "Review: score a number 0 to 5 (selector offers 1 to 5); message optional; public switch defaults to public". */
export const reviewFormSchema = z.object({
  score: z.number({ error: VALIDATION_KEYS.invalidNumber }).min(0).max(5),
  message: boundedText(TEXT_LIMITS.review).trim().nullable().optional(),
  public: z.boolean().default(true),
});
export const reviewCreateSchema = reviewFormSchema.extend({ registration_id: id });
export const reviewUpdateSchema = reviewFormSchema.extend({ review_id: id });

/** "Edit registration: at least one date must remain, otherwise the error on availability_dates uses the key registrations.edit.form.messages.availability_dates.required." */
export const registrationEditSchema = z.object({
  registration_id: id,
  availability_dates: dateRefs(EDIT_DATES_REQUIRED),
  options: optionChoices,
  questions: questionAnswers,
  automatic_price: z.boolean().default(true),
});

/** "Questions: required multiple-choice needs at least 1 answer; non-required are nullable." */
export function questionAnswerSchemaFor(question: { type: string; required: boolean }) {
  if (question.type === 'CHOICES_MULTIPLE') {
    const list = boundedArray(boundedText(TEXT_LIMITS.text), LIST_LIMITS.labels);
    return question.required ? list.min(1, { error: VALIDATION_KEYS.required }) : list.nullable().optional();
  }
  const text = boundedText(TEXT_LIMITS.longText);
  return question.required
    ? text.trim().min(1, { error: VALIDATION_KEYS.required })
    : text.nullable().optional();
}

/** "Voucher redeem: code at least 1 character." */
export const voucherRedeemSchema = z.object({
  code: codeText.trim().min(1, { error: VALIDATION_KEYS.required }),
});
export const voucherRedeemPayloadSchema = voucherRedeemSchema.extend({ participant_id: id.nullable() });

/** "Waiting list: participant_id a required integer." */
export const waitingListSchema = z.object({
  availability_id: id,
  participant_id: z.number({ error: VALIDATION_KEYS.required }).int({ error: VALIDATION_KEYS.invalidNumber }),
});
