import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_ERRORS, type EligibilityInput, registrationEligibility } from './index';

const now = '2026-11-22T10:00:00.000Z';

function input(overrides: Partial<EligibilityInput> = {}): EligibilityInput {
  return {
    availability: {
      status: 'OPEN',
      registrations_start_at: null,
      registrations_end_at: null,
      start_at: '2026-12-01T08:00:00.000Z',
      end_at: '2026-12-05T16:00:00.000Z',
      activity: { settings: { allow_registrations_after_start: false } },
      capacity: 10,
      taken: 0,
      age_minimum: 6,
      age_maximum: 12,
    },
    activity: { age_minimum: null, age_maximum: null, partial_registration: false },
    participant: { birthdate: '2016-05-01' },
    dates: [
      { id: 1, status: 'OPEN', start_at: '2026-12-01T08:00:00.000Z', capacity: 10, taken: 0 },
      { id: 2, status: 'OPEN', start_at: '2026-12-02T08:00:00.000Z', capacity: 10, taken: 0 },
    ],
    chosenDateIds: [1, 2],
    seats: 1,
    options: [{ id: 7, answer_required: true, price_ids: [70, 71] }],
    chosenPriceIds: [70],
    questions: [{ id: 9, required: true }],
    answers: [{ question_id: 9, content: 'Allergic to nuts' }],
    now,
    ...overrides,
  };
}

const code = (verdict: ReturnType<typeof registrationEligibility>) => (verdict.ok ? 'ok' : verdict.code);

describe('registrationEligibility', () => {
  it('accepts a complete, fitting registration', () => {
    expect(registrationEligibility(input())).toEqual({ ok: true });
  });

  it('refuses closed, full and not-yet-open availabilities', () => {
    const closed = input({ availability: { ...input().availability, status: 'CLOSED' } });
    expect(code(registrationEligibility(closed))).toBe(ELIGIBILITY_ERRORS.AVAILABILITY_CLOSED);
    const full = input({ availability: { ...input().availability, taken: 10 } });
    expect(code(registrationEligibility(full))).toBe(ELIGIBILITY_ERRORS.AVAILABILITY_FULL);
    const later = input({
      availability: { ...input().availability, registrations_start_at: '2026-11-25T08:00:00.000Z' },
    });
    expect(code(registrationEligibility(later))).toBe(ELIGIBILITY_ERRORS.AVAILABILITY_CLOSED);
    const started = input({ now: '2026-12-02T10:00:00.000Z' });
    expect(code(registrationEligibility(started))).toBe(ELIGIBILITY_ERRORS.AVAILABILITY_CLOSED);
  });

  it('takes both age limits inclusive, in completed years on the start day', () => {
    // Starts 2026-12-01: 12 until the day before the 13th birthday, 6 from the 6th birthday.
    expect(code(registrationEligibility(input({ participant: { birthdate: '2013-12-02' } })))).toBe('ok');
    expect(code(registrationEligibility(input({ participant: { birthdate: '2013-12-01' } })))).toBe(
      ELIGIBILITY_ERRORS.PARTICIPANT_TOO_OLD,
    );
    expect(code(registrationEligibility(input({ participant: { birthdate: '2020-12-01' } })))).toBe('ok');
    expect(code(registrationEligibility(input({ participant: { birthdate: '2020-12-02' } })))).toBe(
      ELIGIBILITY_ERRORS.PARTICIPANT_TOO_YOUNG,
    );
  });

  it('measures age on the start day, with the activity’s limits as fallback', () => {
    expect(code(registrationEligibility(input({ participant: { birthdate: '2021-01-01' } })))).toBe(
      ELIGIBILITY_ERRORS.PARTICIPANT_TOO_YOUNG,
    );
    expect(code(registrationEligibility(input({ participant: { birthdate: '2010-01-01' } })))).toBe(
      ELIGIBILITY_ERRORS.PARTICIPANT_TOO_OLD,
    );
    const fallback = input({
      availability: { ...input().availability, age_minimum: null, age_maximum: null },
      activity: { age_minimum: 14, age_maximum: null, partial_registration: false },
    });
    expect(code(registrationEligibility(fallback))).toBe(ELIGIBILITY_ERRORS.PARTICIPANT_TOO_YOUNG);
  });

  it('requires every date without partial registration, and future open dates with it', () => {
    expect(code(registrationEligibility(input({ chosenDateIds: [1] })))).toBe(
      ELIGIBILITY_ERRORS.ALL_DATES_REQUIRED,
    );
    expect(code(registrationEligibility(input({ chosenDateIds: [1, 2, 3] })))).toBe(
      ELIGIBILITY_ERRORS.DATE_NOT_IN_AVAILABILITY,
    );
    const partial = { age_minimum: null, age_maximum: null, partial_registration: true };
    expect(code(registrationEligibility(input({ activity: partial, chosenDateIds: [2] })))).toBe('ok');
    const fullDate = input({
      activity: partial,
      chosenDateIds: [2],
      dates: input().dates.map((date) => (date.id === 2 ? { ...date, taken: 10 } : date)),
    });
    expect(code(registrationEligibility(fullDate))).toBe(ELIGIBILITY_ERRORS.DATE_NOT_SELECTABLE);
  });

  it('checks options and questions', () => {
    expect(code(registrationEligibility(input({ chosenPriceIds: [] })))).toBe(
      ELIGIBILITY_ERRORS.OPTION_REQUIRED,
    );
    expect(code(registrationEligibility(input({ chosenPriceIds: [99] })))).toBe(
      ELIGIBILITY_ERRORS.OPTION_UNKNOWN,
    );
    expect(code(registrationEligibility(input({ chosenPriceIds: [70, 71] })))).toBe(
      ELIGIBILITY_ERRORS.OPTION_CHOSEN_TWICE,
    );
    expect(code(registrationEligibility(input({ answers: [{ question_id: 9, content: '  ' }] })))).toBe(
      ELIGIBILITY_ERRORS.QUESTION_REQUIRED,
    );
    expect(code(registrationEligibility(input({ answers: [{ question_id: 4, content: 'x' }] })))).toBe(
      ELIGIBILITY_ERRORS.QUESTION_UNKNOWN,
    );
  });

  it('does not ask for required answers while estimating', () => {
    const unanswered = input({ chosenPriceIds: [], answers: [], stage: 'estimate' });
    expect(registrationEligibility(unanswered)).toEqual({ ok: true });
    expect(code(registrationEligibility({ ...unanswered, chosenPriceIds: [99] }))).toBe(
      ELIGIBILITY_ERRORS.OPTION_UNKNOWN,
    );
  });

  it('never accepts more seats than the availability or a chosen date has left', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 1, max: 5 }),
        (capacity, taken, dateTaken, seats) => {
          const base = input();
          const verdict = registrationEligibility(
            input({
              availability: { ...base.availability, capacity, taken },
              dates: base.dates.map((date) => ({ ...date, taken: dateTaken })),
              seats,
            }),
          );
          if (verdict.ok) {
            if (capacity !== null) expect(capacity - taken).toBeGreaterThanOrEqual(seats);
            expect(10 - dateTaken).toBeGreaterThanOrEqual(seats);
          }
        },
      ),
    );
  });
});
