import { describe, expect, it } from 'vitest';
import type { EditableDate } from './registration-edit.rules';
import {
  answerContent,
  dateSelectionVerdict,
  optionChoiceVerdict,
  questionAnswersVerdict,
  REGISTRATION_ERRORS,
  repricedAmounts,
} from './registration-update.rules';

const now = '2026-06-03T12:00:00.000Z';
const date = (id: number, start: string, rest: Partial<EditableDate> = {}): EditableDate => ({
  id,
  start_at: start,
  status: 'OPEN',
  capacity: 10,
  registered: 2,
  ...rest,
});
// 1 started, 2–5 ahead; 3 FULL, 4 has no seat left, 5 CLOSED.
const dates = [
  date(1, '2026-06-03T07:00:00.000Z'),
  date(2, '2026-06-04T07:00:00.000Z'),
  date(3, '2026-06-05T07:00:00.000Z', { status: 'FULL' }),
  date(4, '2026-06-06T07:00:00.000Z', { capacity: 2 }),
  date(5, '2026-06-07T07:00:00.000Z', { status: 'CLOSED' }),
];

describe('edit: dates', () => {
  it('keeps the started dates, adds open dates with room, drops future ones, in date order', () => {
    expect(dateSelectionVerdict(dates, [1, 5], [2, 1, 2], now)).toEqual({
      ok: true,
      selected: [1, 2],
      added: [2],
      removed: [5],
    });
  });

  it('keeps a registered date whatever its status now ("or already registered")', () => {
    expect(dateSelectionVerdict(dates, [1, 3, 4], [1, 3, 4], now)).toEqual({
      ok: true,
      selected: [1, 3, 4],
      added: [],
      removed: [],
    });
  });

  it('refuses dropping or adding a started date, a FULL, CLOSED or full date, and a date of another availability', () => {
    const refused = (registered: number[], chosen: number[]) =>
      dateSelectionVerdict(dates, registered, chosen, now);
    expect(refused([1, 2], [2])).toEqual({
      ok: false,
      code: 'REGISTRATION.DATE_LOCKED',
      field: 'availability_dates',
    });
    expect(refused([2], [1, 2])).toMatchObject({ code: REGISTRATION_ERRORS.DATE_LOCKED });
    expect(refused([2], [2, 3])).toMatchObject({ code: 'REGISTRATION.DATE_UNAVAILABLE' });
    expect(refused([2], [2, 4])).toMatchObject({ code: 'REGISTRATION.DATE_UNAVAILABLE' });
    expect(refused([2], [5])).toMatchObject({ code: 'REGISTRATION.DATE_UNAVAILABLE' });
    expect(refused([2], [2, 99])).toMatchObject({ code: 'REGISTRATION.DATE_UNKNOWN' });
    expect(refused([2], [])).toMatchObject({
      code: 'registrations.edit.form.messages.availability_dates.required',
    });
  });
});

describe('edit: options and questions', () => {
  const options = [
    { id: 1, answer_required: false, price_ids: [10, 11] },
    { id: 2, answer_required: true, price_ids: [20, 21] },
  ];

  it('takes one price of each option, the required options chosen', () => {
    expect(optionChoiceVerdict(options, [21])).toEqual({ ok: true });
    expect(optionChoiceVerdict(options, [10, 20])).toEqual({ ok: true });
    expect(optionChoiceVerdict(options, [10])).toEqual({
      ok: false,
      code: 'REGISTRATION.OPTION_REQUIRED',
      field: 'options.2',
    });
    expect(optionChoiceVerdict(options, [20, 21])).toMatchObject({
      code: 'REGISTRATION.OPTION_CHOSEN_TWICE',
    });
    expect(optionChoiceVerdict(options, [20, 99])).toMatchObject({ code: 'REGISTRATION.OPTION_UNKNOWN' });
  });

  const questions = [
    { id: 1, type: 'TEXT' as const, required: true },
    { id: 2, type: 'CHOICES_MULTIPLE' as const, required: true },
    { id: 3, type: 'DATE' as const, required: false },
  ];

  it('asks the required questions, a required multiple choice at least one label', () => {
    const answers = (text: string | null, labels: string | null) => [
      { question_id: 1, content: text },
      { question_id: 2, content: labels },
    ];
    expect(questionAnswersVerdict(questions, answers('Maman 0470', 'Football, Hockey'))).toEqual({
      ok: true,
    });
    expect(questionAnswersVerdict(questions, answers('  ', 'Football'))).toEqual({
      ok: false,
      code: 'REGISTRATION.QUESTION_REQUIRED',
      field: 'questions.1',
    });
    expect(questionAnswersVerdict(questions, answers('Maman', ''))).toMatchObject({ field: 'questions.2' });
    expect(questionAnswersVerdict(questions, answers('Maman', null))).toMatchObject({ field: 'questions.2' });
    expect(questionAnswersVerdict(questions, [{ question_id: 2, content: 'A' }])).toMatchObject({
      field: 'questions.1',
    });
    expect(
      questionAnswersVerdict(questions, [...answers('a', 'b'), { question_id: 9, content: 'x' }]),
    ).toMatchObject({ code: 'REGISTRATION.QUESTION_UNKNOWN' });
    expect(
      questionAnswersVerdict(questions, [...answers('a', 'b'), { question_id: 1, content: 'x' }]),
    ).toMatchObject({ code: 'REGISTRATION.QUESTION_ANSWERED_TWICE' });
  });

  it('reads a multiple choice answer as its labels', () => {
    expect(answerContent('CHOICES_MULTIPLE', 'Football, Hockey')).toEqual(['Football', 'Hockey']);
    expect(answerContent('CHOICES_MULTIPLE', '')).toEqual([]);
    expect(answerContent('TEXT', 'a, b')).toBe('a, b');
    expect(answerContent('CHOICES_MULTIPLE', null)).toBeNull();
  });
});

describe('edit: price', () => {
  it('takes the coupon share off the new price and caps the deposit at the total', () => {
    expect(repricedAmounts({ price: 14_500, couponShare: 1_450, deposit: 4_000 })).toEqual({
      total_amount: 13_050,
      deposit_amount: 4_000,
    });
    expect(repricedAmounts({ price: 3_000, couponShare: 0, deposit: 4_000 })).toEqual({
      total_amount: 3_000,
      deposit_amount: 3_000,
    });
    expect(repricedAmounts({ price: 1_000, couponShare: 2_000, deposit: 4_000 })).toEqual({
      total_amount: 0,
      deposit_amount: 0,
    });
  });
});
