import { z } from 'zod';
import { PAYMENT_STRATEGIES, walletPaymentAmountError } from '../../checkout/index';
import { id, minorUnits, trimmedText, VALIDATION_KEYS } from '../primitives';

export const TERMS_ERROR = 'form.messages.errors.terms';
export const AVAILABILITY_DATES_REQUIRED = 'availability_dates_required';
export const EDIT_DATES_REQUIRED = 'registrations.edit.form.messages.availability_dates.required';

const dateRef = z.object({ date_id: id });
const questionAnswer = z.object({ question_id: id, content: z.string().nullable() });
const optionChoice = z.object({ price_id: id, content: z.string().nullable().optional() });

/** "Cancel registration: message trimmed, at least 1 character." */
export const cancelRegistrationSchema = z.object({ registration_id: id, message: trimmedText });

/** "Review: score a number 0 to 5 (selector offers 1 to 5); message optional; public switch defaults to public". */
export const reviewFormSchema = z.object({
  score: z.number({ error: VALIDATION_KEYS.invalidNumber }).min(0).max(5),
  message: z.string().trim().nullable().optional(),
  public: z.boolean().default(true),
});
export const reviewCreateSchema = reviewFormSchema.extend({ registration_id: id });
export const reviewUpdateSchema = reviewFormSchema.extend({ review_id: id });

/** "Edit registration: at least one date must remain, otherwise the error on availability_dates uses the key registrations.edit.form.messages.availability_dates.required." */
export const registrationEditSchema = z.object({
  registration_id: id,
  availability_dates: z.array(dateRef).min(1, { error: EDIT_DATES_REQUIRED }),
  options: z.array(optionChoice).default([]),
  questions: z.array(questionAnswer).default([]),
  automatic_price: z.boolean().default(true),
});

/** "Questions: required multiple-choice needs at least 1 answer; non-required are nullable." */
export function questionAnswerSchemaFor(question: { type: string; required: boolean }) {
  if (question.type === 'CHOICES_MULTIPLE') {
    const list = z.array(z.string());
    return question.required ? list.min(1, { error: VALIDATION_KEYS.required }) : list.nullable().optional();
  }
  const text = z.string();
  return question.required
    ? text.trim().min(1, { error: VALIDATION_KEYS.required })
    : text.nullable().optional();
}

/** "Voucher redeem: code at least 1 character." */
export const voucherRedeemSchema = z.object({
  code: z.string().trim().min(1, { error: VALIDATION_KEYS.required }),
});
export const voucherRedeemPayloadSchema = voucherRedeemSchema.extend({ participant_id: id.nullable() });

/** "Availability form: participant_id an integer; quantity a positive integer, default 1; at least one date must be chosen, otherwise the error key availability_dates_required". */
export const availabilityAddSchema = z.object({
  availability_id: id,
  participant_id: id,
  quantity: z.number().int().positive().default(1),
  availability_dates: z.array(dateRef).min(1, { error: AVAILABILITY_DATES_REQUIRED }),
  options: z.array(optionChoice).default([]),
  questions: z.array(questionAnswer).default([]),
});

/** "Waiting list: participant_id a required integer." */
export const waitingListSchema = z.object({
  availability_id: id,
  participant_id: z.number({ error: VALIDATION_KEYS.required }).int({ error: VALIDATION_KEYS.invalidNumber }),
});

/** "Booking: resource_id an integer; participant_id a number; participants a list of numbers (optional extras); payment_split a boolean". */
export const bookingFormSchema = z.object({
  resource_id: id,
  participant_id: z.number(),
  participants: z.array(z.number()).default([]),
  payment_split: z.boolean().default(false),
});

/** "Checkout: cart_id an integer, required. payment_strategy one of IMMEDIATE, IMMEDIATE_DEPOSIT, DELAYED, WALLET. terms must be ticked ... coupon a string". */
export const checkoutFormSchema = z.object({
  cart_id: z.number({ error: VALIDATION_KEYS.required }).int({ error: VALIDATION_KEYS.invalidNumber }),
  payment_strategy: z.enum(PAYMENT_STRATEGIES),
  terms: z.literal(true, { error: TERMS_ERROR }),
  coupon: z.string().nullable().optional(),
});

/** "Wallet payment amount ... must be an integer; ... above the balance the local field error INSUFFICIENT_WALLET_AMOUNT appears under the amount field." */
export function walletAmountSchemaFor(balance: number) {
  return z.object({
    amount: minorUnits.min(1, { error: VALIDATION_KEYS.invalidNumber }).superRefine((amount, context) => {
      const error = walletPaymentAmountError(amount, balance);
      if (error) context.addIssue({ code: 'custom', message: error });
    }),
  });
}
