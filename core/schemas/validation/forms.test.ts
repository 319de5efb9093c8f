import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityAddSchema,
  cancelRegistrationSchema,
  checkoutFormSchema,
  questionAnswerSchemaFor,
  registrationEditSchema,
  reviewCreateSchema,
  voucherRedeemSchema,
  waitingListSchema,
  walletAmountSchemaFor,
} from './forms';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registration forms', () => {
  it('cancel needs a trimmed message', () => {
    expect(messageOf(cancelRegistrationSchema.safeParse({ registration_id: 1, message: '   ' }))).toBe(
      'required',
    );
    expect(cancelRegistrationSchema.parse({ registration_id: 1, message: ' Malade ' }).message).toBe(
      'Malade',
    );
  });

  it('review: score 0 to 5, message optional, public by default', () => {
    expect(reviewCreateSchema.parse({ registration_id: 1, score: 4 })).toEqual({
      registration_id: 1,
      score: 4,
      public: true,
    });
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 100, noNaN: true }),
        (score) =>
          reviewCreateSchema.safeParse({ registration_id: 1, score }).success === (score >= 0 && score <= 5),
      ),
    );
  });

  it('edit keeps at least one date', () => {
    expect(messageOf(registrationEditSchema.safeParse({ registration_id: 1, availability_dates: [] }))).toBe(
      'registrations.edit.form.messages.availability_dates.required',
    );
  });

  it('questions: required multiple choice needs one answer, others nullable', () => {
    expect(
      messageOf(questionAnswerSchemaFor({ type: 'CHOICES_MULTIPLE', required: true }).safeParse([])),
    ).toBe('required');
    expect(
      questionAnswerSchemaFor({ type: 'CHOICES_MULTIPLE', required: false }).safeParse(null).success,
    ).toBe(true);
    expect(questionAnswerSchemaFor({ type: 'TEXT', required: false }).safeParse(null).success).toBe(true);
  });

  it('voucher code at least 1 character', () => {
    expect(voucherRedeemSchema.safeParse({ code: '' }).success).toBe(false);
    expect(voucherRedeemSchema.parse({ code: ' AB12 ' }).code).toBe('AB12');
  });
});

describe('adding to cart', () => {
  it('availability form: integer participant, positive quantity default 1, a date required', () => {
    expect(
      availabilityAddSchema.parse({
        availability_id: 1,
        participant_id: 2,
        availability_dates: [{ date_id: 3 }],
      }).quantity,
    ).toBe(1);
    expect(
      messageOf(
        availabilityAddSchema.safeParse({ availability_id: 1, participant_id: 2, availability_dates: [] }),
      ),
    ).toBe('availability_dates_required');
    expect(
      availabilityAddSchema.safeParse({
        availability_id: 1,
        participant_id: 2.5,
        availability_dates: [{ date_id: 3 }],
      }).success,
    ).toBe(false);
    expect(
      availabilityAddSchema.safeParse({
        availability_id: 1,
        participant_id: 2,
        quantity: 0,
        availability_dates: [{ date_id: 3 }],
      }).success,
    ).toBe(false);
  });

  it('waiting list needs an integer participant', () => {
    expect(messageOf(waitingListSchema.safeParse({ availability_id: 1 }))).toBe('required');
  });
});

describe('checkout', () => {
  it('terms must be ticked with form.messages.errors.terms', () => {
    expect(
      messageOf(checkoutFormSchema.safeParse({ cart_id: 1, payment_strategy: 'WALLET', terms: false })),
    ).toBe('form.messages.errors.terms');
    expect(checkoutFormSchema.safeParse({ cart_id: 1, payment_strategy: 'CASH', terms: true }).success).toBe(
      false,
    );
  });

  it('wallet amount: an integer, at most the balance, else INSUFFICIENT_WALLET_AMOUNT (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (balance, amount) => {
          const result = walletAmountSchemaFor(balance).safeParse({ amount });
          return amount <= balance ? result.success : messageOf(result) === 'INSUFFICIENT_WALLET_AMOUNT';
        },
      ),
    );
    expect(walletAmountSchemaFor(1000).safeParse({ amount: 10.5 }).success).toBe(false);
  });
});
