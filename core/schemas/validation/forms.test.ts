import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelRegistrationSchema,
  questionAnswerSchemaFor,
  registrationEditSchema,
  reviewCreateSchema,
  voucherRedeemSchema,
  waitingListSchema,
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
  it('waiting list needs an integer participant', () => {
    expect(messageOf(waitingListSchema.safeParse({ availability_id: 1 }))).toBe('required');
  });
});
