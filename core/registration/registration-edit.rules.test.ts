import { describe, expect, it } from 'vitest';
import { EDIT_DATES_REQUIRED } from '../schemas/index';
import {
  availabilityDatesError,
  canChooseDate,
  droppedDates,
  type EditableDate,
  FIELD_REQUIRED,
  isDateLocked,
  missingRequiredOptions,
  normaliseSelection,
  questionAnswerErrors,
  registrationUpdatePayload,
  toggleDate,
  unansweredQuestions,
} from './registration-edit.rules';

const NOW = '2026-06-03T12:00:00.000Z';
const date = (
  id: number,
  start_at: string,
  status: EditableDate['status'],
  capacity: number | null,
  registered: number,
) => ({
  id,
  start_at,
  status,
  capacity,
  registered,
});
const dates: EditableDate[] = [
  date(1, '2026-06-01T08:00:00.000Z', 'OPEN', 10, 4), // started, registered → locked and kept
  date(2, '2026-06-10T08:00:00.000Z', 'OPEN', 10, 3), // registered, open
  date(3, '2026-06-11T08:00:00.000Z', 'FULL', 5, 5), // full, not registered
  date(4, '2026-06-12T08:00:00.000Z', 'OPEN', null, 40), // open, unlimited
  date(5, '2026-06-13T08:00:00.000Z', 'CLOSED', 5, 1), // closed but registered
  date(6, '2026-06-02T08:00:00.000Z', 'OPEN', 10, 0), // started, not registered
  date(7, '2026-06-14T08:00:00.000Z', 'OPEN', 5, 5), // open without free capacity
];
const registered = [1, 2, 5];

describe('edit registration dates', () => {
  it('locks started dates', () => {
    expect(dates.map((d) => isDateLocked(d, NOW))).toEqual([true, false, false, false, false, true, false]);
  });
  it('offers OPEN dates with free capacity and already registered dates', () => {
    expect(dates.filter((d) => canChooseDate(d, registered, NOW)).map((d) => d.id)).toEqual([2, 4, 5]);
  });
  it('keeps locked dates and ignores dates that may not be chosen', () => {
    expect(normaliseSelection(registered, dates, registered, NOW)).toEqual([1, 2, 5]);
    expect(toggleDate([1, 2, 5], 1, dates, registered, NOW)).toEqual([1, 2, 5]);
    expect(toggleDate([1, 2, 5], 3, dates, registered, NOW)).toEqual([1, 2, 5]);
    expect(toggleDate([1, 2, 5], 6, dates, registered, NOW)).toEqual([1, 2, 5]);
    expect(toggleDate([1, 2, 5], 7, dates, registered, NOW)).toEqual([1, 2, 5]);
    expect(toggleDate([1, 2, 5], 4, dates, registered, NOW)).toEqual([1, 2, 4, 5]);
    expect(toggleDate([1, 2, 5], 2, dates, registered, NOW)).toEqual([1, 5]);
    expect(normaliseSelection([], dates, registered, NOW)).toEqual([1]);
  });
  it('lists as dropped only the booked dates left out of the selection', () => {
    // Date 4 is open and was never booked: leaving it out warns of nothing (issue 18 §14).
    expect(droppedDates([1, 2, 5], dates, registered)).toEqual([]);
    expect(droppedDates([1, 2, 4, 5], dates, registered)).toEqual([]);
    expect(droppedDates([1, 5], dates, registered).map((d) => d.id)).toEqual([2]);
    expect(droppedDates([1, 4], dates, registered).map((d) => d.id)).toEqual([2, 5]);
  });
  it('requires at least one date', () => {
    expect(availabilityDatesError([])).toBe('registrations.edit.form.messages.availability_dates.required');
    expect(EDIT_DATES_REQUIRED).toBe('registrations.edit.form.messages.availability_dates.required');
    expect(availabilityDatesError([2])).toBeNull();
  });
});

describe('questions and payload', () => {
  it('requires at least one answer for a required multiple choice', () => {
    const questions = [
      { id: 1, type: 'CHOICES_MULTIPLE' as const, required: true },
      { id: 2, type: 'CHOICES_MULTIPLE' as const, required: false },
      { id: 3, type: 'TEXT' as const, required: false },
    ];
    expect(unansweredQuestions(questions, [])).toEqual([1]);
    expect(unansweredQuestions(questions, [{ question_id: 1, content: [] }])).toEqual([1]);
    expect(
      unansweredQuestions(questions, [
        { question_id: 1, content: ['a'] },
        { question_id: 3, content: null },
      ]),
    ).toEqual([]);
  });
  it('refuses each answer questionAnswerSchemaFor refuses, in the questions order, with its key', () => {
    const questions = [
      { id: 4, type: 'TEXT' as const, required: true },
      { id: 1, type: 'CHOICES_MULTIPLE' as const, required: true },
      { id: 2, type: 'DATE' as const, required: true },
      { id: 3, type: 'CHOICES_SINGLE' as const, required: false },
      { id: 5, type: 'CHOICES_MULTIPLE' as const, required: false },
    ];
    expect(FIELD_REQUIRED).toBe('forms.errors.required');
    expect(questionAnswerErrors(questions, [])).toEqual([
      { id: 4, key: FIELD_REQUIRED },
      { id: 1, key: FIELD_REQUIRED },
      { id: 2, key: FIELD_REQUIRED },
    ]);
    expect(
      questionAnswerErrors(questions, [
        { question_id: 4, content: '   ' },
        { question_id: 1, content: [] },
        { question_id: 2, content: '2026-05-02' },
        { question_id: 3, content: null },
      ]),
    ).toEqual([
      { id: 4, key: FIELD_REQUIRED },
      { id: 1, key: FIELD_REQUIRED },
    ]);
    expect(
      questionAnswerErrors(questions, [
        { question_id: 4, content: 'Aucune' },
        { question_id: 1, content: ['Football'] },
        { question_id: 2, content: '2026-05-02' },
      ]),
    ).toEqual([]);
  });
  it('names a too long answer form.messages.errors.too_long, and a list where a text is due required', () => {
    const text = [{ id: 1, type: 'TEXT' as const, required: false }];
    expect(questionAnswerErrors(text, [{ question_id: 1, content: 'x'.repeat(100_000) }])).toEqual([
      { id: 1, key: 'form.messages.errors.too_long' },
    ]);
    expect(questionAnswerErrors(text, [{ question_id: 1, content: ['a'] }])).toEqual([
      { id: 1, key: FIELD_REQUIRED },
    ]);
  });
  it('lists the required options left without a price', () => {
    expect(missingRequiredOptions([7, 8, 9], [{ option_id: 8 }, { option_id: 3 }])).toEqual([
      { id: 7, key: FIELD_REQUIRED },
      { id: 9, key: FIELD_REQUIRED },
    ]);
    expect(missingRequiredOptions([], [])).toEqual([]);
    expect(missingRequiredOptions([8], [{ option_id: 8 }])).toEqual([]);
  });
  it('builds the PUT /api/registrations payload', () => {
    expect(
      registrationUpdatePayload({
        registrationId: 9,
        selectedDateIds: [1, 2],
        options: [{ price_id: 4, content: null }],
        answers: [{ question_id: 3, content: 'yes' }],
        automaticPrice: false,
      }),
    ).toEqual({
      registration_id: 9,
      availability_dates: [{ date_id: 1 }, { date_id: 2 }],
      options: [{ price_id: 4, content: null }],
      questions: [{ question_id: 3, content: 'yes' }],
      automatic_price: false,
    });
  });
});
