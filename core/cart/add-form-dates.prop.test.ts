import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_STATUSES } from '../catalogue/index';
import { type EligibilityInput, registrationEligibility } from '../pricing/index';
import { instantAround } from '../time/test-support';
import { type AddFormDate, addFormDates, allowsPartialRegistration } from './index';

const base = Date.UTC(2026, 10, 22, 10);
/** Instants within ± 3 days of a base at minute precision, so ties with "now" happen. */
const instant = instantAround(base, 4320, 60_000);
const datesArb: fc.Arbitrary<AddFormDate[]> = fc
  .array(
    fc.record({
      status: fc.constantFrom(...AVAILABILITY_STATUSES),
      start_at: instant,
      capacity: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      registered: fc.integer({ min: 0, max: 6 }),
    }),
    { maxLength: 10 },
  )
  .map((dates) => dates.map((date, index) => ({ ...date, id: index + 1 })));

const future = (iso: string, now: string) => Date.parse(iso) > Date.parse(now);
const open = (date: AddFormDate) =>
  date.status === 'OPEN' && (date.capacity === null || date.capacity > (date.registered ?? 0));

/** The server's verdict on a one-seat line choosing `chosen` among `dates` (core/pricing, the cart's rule). */
const serverVerdict = (dates: AddFormDate[], chosen: number[], partial: boolean, now: string) => {
  const input: EligibilityInput = {
    availability: {
      status: 'OPEN',
      registrations_start_at: null,
      registrations_end_at: null,
      start_at: null,
      end_at: null,
      activity: { settings: { allow_registrations_after_start: true } },
      capacity: null,
      taken: 0,
      age_minimum: null,
      age_maximum: null,
    },
    activity: { age_minimum: null, age_maximum: null, partial_registration: partial },
    participant: { birthdate: null },
    dates: dates.map((date) => ({ ...date, taken: date.registered ?? 0 })),
    chosenDateIds: chosen,
    seats: 1,
    options: [],
    chosenPriceIds: [],
    questions: [],
    answers: [],
    now,
  };
  return registrationEligibility(input);
};

describe('add form dates properties', () => {
  it('without partial registration every date is shown, none choosable, and all are sent', () => {
    fc.assert(
      fc.property(datesArb, instant, (dates, now) => {
        const view = addFormDates(dates, false, now);
        expect(view.mode).toBe('fixed');
        expect(view.dates.map((entry) => entry.date)).toEqual(dates);
        expect(view.dates.every((entry) => !entry.selectable)).toBe(true);
        expect(view.initial).toEqual(dates.map((date) => date.id));
      }),
    );
  });

  it('with partial registration a date is choosable exactly when it is future, OPEN and has room; all such start chosen', () => {
    fc.assert(
      fc.property(datesArb, instant, (dates, now) => {
        const view = addFormDates(dates, true, now);
        expect(view.mode).toBe('choose');
        expect(view.dates.map((entry) => entry.date)).toEqual(dates);
        for (const entry of view.dates) {
          expect(entry.selectable).toBe(future(entry.date.start_at, now) && open(entry.date));
        }
        expect(view.initial).toEqual(
          view.dates.filter((entry) => entry.selectable).map((entry) => entry.date.id),
        );
      }),
    );
  });

  it('the server accepts any non-empty choice among the choosable dates and refuses any other date', () => {
    fc.assert(
      fc.property(
        datesArb,
        instant,
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        (dates, now, picks) => {
          const view = addFormDates(dates, true, now);
          const chosen = view.initial.filter((_, index) => picks[index]);
          if (chosen.length > 0) expect(serverVerdict(dates, chosen, true, now)).toEqual({ ok: true });
          for (const entry of view.dates.filter((candidate) => !candidate.selectable)) {
            expect(serverVerdict(dates, [...chosen, entry.date.id], true, now).ok).toBe(false);
          }
        },
      ),
    );
  });

  it('without partial registration the server accepts the dates sent exactly when every date is OPEN with room', () => {
    fc.assert(
      fc.property(datesArb, instant, (dates, now) => {
        const view = addFormDates(dates, false, now);
        if (view.initial.length === 0) return;
        expect(serverVerdict(dates, view.initial, false, now).ok).toBe(dates.every(open));
      }),
    );
  });

  it('partial registration is allowed exactly when the activity has a fee, zero included', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }), (fee) => {
        expect(allowsPartialRegistration({ partial_registration_fee: fee })).toBe(fee !== null);
      }),
    );
    expect(allowsPartialRegistration({})).toBe(false);
  });
});

describe('add form dates examples', () => {
  const now = '2026-11-22T10:00:00.000Z';
  const dates: AddFormDate[] = [
    { id: 1, status: 'OPEN', start_at: '2026-11-22T09:00:00.000Z', capacity: 10, registered: 0 },
    { id: 2, status: 'OPEN', start_at: now, capacity: 10, registered: 0 },
    { id: 3, status: 'OPEN', start_at: '2026-11-23T09:00:00.000Z', capacity: 10, registered: 10 },
    { id: 4, status: 'FULL', start_at: '2026-11-24T09:00:00.000Z', capacity: 10, registered: 2 },
    { id: 5, status: 'OPEN', start_at: '2026-11-25T09:00:00.000Z', capacity: null, registered: 40 },
  ];

  it('disables the past, the started-now, the full and the closed dates', () => {
    const view = addFormDates(dates, true, now);
    expect(view.dates.map((entry) => [entry.date.id, entry.selectable])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, true],
    ]);
    expect(view.initial).toEqual([5]);
  });
});
