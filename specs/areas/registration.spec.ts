import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  availabilityDatesError,
  canChooseDate,
  documentEligibility,
  droppedDates,
  type EditableDate,
  type EditEstimate,
  isValidReviewScore,
  listPaymentBadge,
  lockedKeptIds,
  normaliseSelection,
  REVIEW_SCORE_CHOICES,
  type RegistrationEditInput,
  type RegistrationUpdatePayload,
  registrationBadges,
  registrationEditMachine,
  registrationPaymentBadge,
  reviewPublicSwitch,
  toggleDate,
  unansweredQuestions,
} from '../../core/registration';
import { EDIT_DATES_REQUIRED } from '../../core/schemas/index';
import { defineArea, examples } from '../book';
import { assertScoresFromZeroToFive } from './shared/review-score';

const amount = fc.integer({ min: -1_000_000, max: 1_000_000_000 });
const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const instant = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

/** A registration's amounts and dates, its organiser's document requirements and the moment of asking. */
const documentCase = fc.record({
  deposit: cents,
  total: cents,
  paid: cents,
  payment: fc.constantFrom('DEPOSIT' as const, 'TOTAL' as const),
  dateRequirement: fc.constantFrom(null, 'AVAILABILITY_START' as const, 'AVAILABILITY_END' as const),
  start: instant,
  end: instant,
  now: instant,
});

type DocumentCase = typeof documentCase extends fc.Arbitrary<infer Case> ? Case : never;

/** documentEligibility of a drawn case, for a cancelled registration or not. */
const eligibilityOf = (drawn: DocumentCase, cancelled: boolean) =>
  documentEligibility(
    {
      cancelled,
      deposit_amount: drawn.deposit,
      total_amount: drawn.total,
      paid_amount: drawn.paid,
      availability: { start_at: drawn.start, end_at: drawn.end },
    },
    { settings: { payment_requirement: drawn.payment, date_requirement: drawn.dateRequirement } },
    drawn.now,
  );

const NOW_MS = Date.UTC(2026, 5, 3, 12);
const NOW = new Date(NOW_MS).toISOString();

/** The edit form's selection at NOW once the customer clicked the dates `ids` in turn, from the registered ones. */
function selectionAfterClicks(dates: EditableDate[], registeredIds: number[], ids: number[]): number[] {
  let selected = normaliseSelection(registeredIds, dates, registeredIds, NOW);
  for (const id of ids) selected = toggleDate(selected, id, dates, registeredIds, NOW);
  return selected;
}
const DAY = 86_400_000;

/** Any availability dates around NOW, with any statuses and capacities, and any registered subset. */
const editDates = fc
  .array(
    fc.record({
      offsetDays: fc.integer({ min: -10, max: 10 }),
      status: fc.constantFrom('OPEN' as const, 'CLOSED' as const, 'FULL' as const, 'OVERLAP' as const),
      capacity: fc.option(fc.integer({ min: 0, max: 5 })),
      registered: fc.integer({ min: 0, max: 6 }),
      isRegistered: fc.boolean(),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((rows) => ({
    dates: rows.map<EditableDate>((row, index) => ({
      id: index + 1,
      start_at: new Date(NOW_MS + row.offsetDays * DAY + 1000).toISOString(),
      status: row.status,
      capacity: row.capacity,
      registered: row.registered,
    })),
    registeredIds: rows.flatMap((row, index) => (row.isRegistered ? [index + 1] : [])),
  }));
const toggles = fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 20 });

const fixedDates: EditableDate[] = [
  { id: 1, start_at: '2026-06-01T08:00:00.000Z', status: 'OPEN', capacity: 10, registered: 4 },
  { id: 2, start_at: '2026-06-10T08:00:00.000Z', status: 'OPEN', capacity: 10, registered: 3 },
  { id: 3, start_at: '2026-06-11T08:00:00.000Z', status: 'FULL', capacity: 5, registered: 5 },
  { id: 4, start_at: '2026-06-12T08:00:00.000Z', status: 'OPEN', capacity: null, registered: 40 },
  { id: 5, start_at: '2026-06-13T08:00:00.000Z', status: 'CLOSED', capacity: 5, registered: 1 },
];

function editActor(overrides: Partial<RegistrationEditInput> = {}) {
  const updates: RegistrationUpdatePayload[] = [];
  const machine = registrationEditMachine.provide({
    actors: {
      fetchEstimate: fromPromise<EditEstimate | null, RegistrationUpdatePayload>(async () => null),
      updateRegistration: fromPromise<unknown, RegistrationUpdatePayload>(async ({ input }) => {
        updates.push(input);
        return { ok: true };
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      registrationId: 42,
      now: NOW,
      dates: fixedDates,
      registeredDateIds: [1, 2, 5],
      options: [{ option_id: 7, price_id: 70, content: null }],
      requiredOptionIds: [],
      questions: [],
      answers: [],
      automaticPrice: false,
      ...overrides,
    },
  }).start();
  return { actor, updates };
}

export default defineArea({
  area: 'REG',
  title: 'Registrations: badges, documents, reviews and editing',
  rules: [
    {
      id: 'REG-01',
      source: 'part 1 §4',
      sentence:
        'Registration payment badge: none if total_amount is 0 or less; outstanding (showing negative remaining) if total exceeds paid; otherwise complete.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(amount, amount, (total, paid) => {
            const badge = registrationPaymentBadge({ total_amount: total, paid_amount: paid });
            if (total <= 0) return badge.kind === 'none';
            if (total > paid)
              return badge.kind === 'outstanding' && badge.remaining === paid - total && badge.remaining < 0;
            return badge.kind === 'complete';
          }),
        );
      },
    },
    {
      id: 'REG-02',
      source: 'part 1 §4',
      sentence: 'Other badges: cancelled, bundle_capacity_refunded (only with bundle_id), bundle.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.boolean(),
            fc.option(fc.nat()),
            fc.option(fc.boolean()),
            (cancelled, bundleId, refunded) => {
              const badges = registrationBadges({
                cancelled,
                bundle_id: bundleId,
                bundle_capacity_refunded: refunded,
              });
              return (
                badges.includes('cancelled') === cancelled &&
                badges.includes('bundle') === (bundleId !== null) &&
                badges.includes('bundle_capacity_refunded') === (bundleId !== null && refunded === true)
              );
            },
          ),
        );
      },
    },
    {
      id: 'REG-03',
      source: 'part 1 §4',
      sentence: 'Other lists: outstanding when paid<total, complete otherwise (hidden if total 0).',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(amount, amount, (total, paid) => {
            const badge = listPaymentBadge({ total_amount: total, paid_amount: paid });
            if (total === 0) return badge === null;
            return badge === (paid < total ? 'outstanding' : 'complete');
          }),
        );
      },
    },
    {
      id: 'REG-04',
      source: 'part 1 §4',
      sentence: 'Cancelled registration: documents hidden.',
      kind: 'property',
      check: () => {
        fc.assert(fc.property(documentCase, (drawn) => eligibilityOf(drawn, true).kind === 'hidden'));
      },
    },
    {
      id: 'REG-05',
      source: 'part 1 §4',
      sentence:
        'Document download allowed only if payment requirement met (paid >= deposit or total) and, when a date requirement exists, the start/end date has passed; otherwise shows the amount due or the date from which it is available.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(documentCase, (drawn) => {
            const { deposit, total, paid, payment, dateRequirement, start, end, now } = drawn;
            const result = eligibilityOf(drawn, false);
            const required = payment === 'DEPOSIT' ? deposit : total;
            const date =
              dateRequirement === 'AVAILABILITY_START'
                ? start
                : dateRequirement === 'AVAILABILITY_END'
                  ? end
                  : null;
            const paymentMet = paid >= required;
            const datePassed = date === null || Date.parse(date) <= Date.parse(now);
            if (paymentMet && datePassed) return result.kind === 'allowed';
            if (!paymentMet) return result.kind === 'amount-due' && result.amount === required - paid;
            return (
              result.kind === 'available-from' &&
              date !== null &&
              Date.parse(result.date) === Date.parse(date)
            );
          }),
        );
      },
    },
    {
      id: 'REG-06',
      source: 'part 2 §5',
      sentence:
        'Review: score a number 0 to 5 (selector offers 1 to 5); message optional; public switch defaults to public and is disabled when editing an existing review.',
      kind: 'property',
      check: () => {
        assertScoresFromZeroToFive(isValidReviewScore);
        assert.deepEqual([...REVIEW_SCORE_CHOICES], [1, 2, 3, 4, 5]);
        examples(
          [
            [null, { checked: true, disabled: false }],
            [{ private: false }, { checked: true, disabled: true }],
            [{ private: true }, { checked: false, disabled: true }],
          ],
          reviewPublicSwitch,
        );
      },
    },
    {
      id: 'REG-07',
      source: 'part 2 §9',
      sentence: 'Review score 0 to 5.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.integer({ min: -100, max: 100 }),
            (score) => isValidReviewScore(score) === (score >= 0 && score <= 5),
          ),
        );
      },
    },
    {
      id: 'REG-08',
      source: 'part 2 §5',
      sentence:
        'Edit registration: at least one date must remain, otherwise the error on availability_dates uses the key registrations.edit.form.messages.availability_dates.required.',
      kind: 'machine',
      check: () => {
        assert.equal(EDIT_DATES_REQUIRED, 'registrations.edit.form.messages.availability_dates.required');
        fc.assert(
          fc.property(fc.array(fc.nat()), (ids) => (availabilityDatesError(ids) === null) === ids.length > 0),
        );
        const { actor, updates } = editActor({ registeredDateIds: [2] });
        actor.send({ type: 'registration.toggleDate', dateId: 2 });
        actor.send({ type: 'registration.submit' });
        assert.deepEqual(actor.getSnapshot().value, { editing: 'idle' });
        assert.equal(
          actor.getSnapshot().context.errors.availability_dates,
          'registrations.edit.form.messages.availability_dates.required',
        );
        assert.deepEqual(updates, []);
        actor.stop();
      },
    },
    {
      id: 'REG-09',
      source: 'part 2 §5',
      sentence: 'Dates already started are locked and kept.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(editDates, toggles, ({ dates, registeredIds }, ids) => {
            const selected = selectionAfterClicks(dates, registeredIds, ids);
            const started = dates.filter((date) => Date.parse(date.start_at) <= NOW_MS);
            const kept = started.filter((date) => registeredIds.includes(date.id)).map((date) => date.id);
            return (
              JSON.stringify(lockedKeptIds(dates, registeredIds, NOW)) === JSON.stringify(kept) &&
              kept.every((id) => selected.includes(id)) &&
              started.every((date) => !canChooseDate(date, registeredIds, NOW))
            );
          }),
        );
      },
    },
    {
      id: 'REG-10',
      source: 'part 2 §5',
      sentence: 'A date can be chosen only if OPEN with free capacity, or already registered.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(editDates, toggles, ({ dates, registeredIds }, ids) => {
            const selected = selectionAfterClicks(dates, registeredIds, ids);
            const kept = lockedKeptIds(dates, registeredIds, NOW);
            return selected.every((id) => {
              const date = dates.find((candidate) => candidate.id === id);
              if (!date) return false;
              const free = date.capacity === null || date.capacity > date.registered;
              return kept.includes(id) || (date.status === 'OPEN' && free) || registeredIds.includes(id);
            });
          }),
        );
      },
    },
    // Reading (issue 18 §14): a dropped date is one the registration holds and the selection no longer does.
    // A date that was never booked is not dropped by leaving it out, so the form opens without a warning.
    {
      id: 'REG-11',
      source: 'part 2 §5',
      sentence:
        'Choosing fewer dates than available shows a struck-through warning list of the dropped dates.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            editDates,
            fc.array(fc.integer({ min: 1, max: 8 })),
            ({ dates, registeredIds }, wanted) => {
              const selected = normaliseSelection(wanted, dates, registeredIds, NOW);
              const dropped = droppedDates(selected, dates, registeredIds).map((date) => date.id);
              const booked = dates.map((date) => date.id).filter((id) => registeredIds.includes(id));
              const atOpening = droppedDates(
                normaliseSelection(registeredIds, dates, registeredIds, NOW),
                dates,
                registeredIds,
              );
              return (
                atOpening.length === 0 &&
                JSON.stringify(dropped) === JSON.stringify(booked.filter((id) => !selected.includes(id)))
              );
            },
          ),
        );
      },
    },
    {
      id: 'REG-12',
      source: 'part 1 §4',
      sentence:
        'Edit registration: dates already started are locked and kept; a date can be chosen only if OPEN with free capacity or already registered.',
      kind: 'machine',
      check: () => {
        const { actor } = editActor();
        const selected = () => actor.getSnapshot().context.selectedDateIds;
        assert.deepEqual(selected(), [1, 2, 5]);
        actor.send({ type: 'registration.toggleDate', dateId: 1 }); // started: locked and kept
        actor.send({ type: 'registration.toggleDate', dateId: 3 }); // FULL, not registered: refused
        assert.deepEqual(selected(), [1, 2, 5]);
        actor.send({ type: 'registration.toggleDate', dateId: 5 }); // CLOSED but registered: may be dropped...
        actor.send({ type: 'registration.toggleDate', dateId: 5 }); // ...and chosen again
        actor.send({ type: 'registration.toggleDate', dateId: 4 }); // OPEN, unlimited: chosen
        actor.send({ type: 'registration.toggleDate', dateId: 2 });
        assert.deepEqual(selected(), [1, 4, 5]);
        actor.send({ type: 'clock.tick', now: '2026-06-10T09:00:00.000Z' }); // date 2 starts: kept
        assert.deepEqual(selected(), [1, 2, 4, 5]);
        actor.stop();
      },
    },
    {
      id: 'REG-13',
      source: 'part 2 §7',
      sentence:
        'PUT /api/registrations: registration_id, availability_dates[{date_id}], options[{price_id, content}], questions[{question_id, content}], automatic_price.',
      kind: 'machine',
      check: async () => {
        const { actor, updates } = editActor({
          questions: [{ id: 11, type: 'TEXT', required: false }],
          answers: [{ question_id: 11, content: 'hello' }],
        });
        actor.send({ type: 'registration.toggleDate', dateId: 4 });
        actor.send({ type: 'registration.chooseOption', option_id: 7, price_id: 71, content: 'L' });
        actor.send({ type: 'registration.submit' });
        await waitFor(actor, (snapshot) => snapshot.status === 'done');
        assert.deepEqual(updates, [
          {
            registration_id: 42,
            availability_dates: [{ date_id: 1 }, { date_id: 2 }, { date_id: 4 }, { date_id: 5 }],
            options: [{ price_id: 71, content: 'L' }],
            questions: [{ question_id: 11, content: 'hello' }],
            automatic_price: false,
          },
        ]);
      },
    },
    {
      id: 'REG-14',
      source: 'part 2 §5',
      sentence: 'Questions: required multiple-choice needs at least 1 answer; non-required are nullable.',
      kind: 'property',
      check: () => {
        const questionType = fc.constantFrom(
          'TEXT' as const,
          'DATE' as const,
          'CHOICES_SINGLE' as const,
          'CHOICES_MULTIPLE' as const,
        );
        fc.assert(
          fc.property(
            questionType,
            fc.boolean(),
            fc.option(fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }))),
            (type, required, content) => {
              const missing = unansweredQuestions([{ id: 1, type, required }], [{ question_id: 1, content }]);
              const expected =
                required && type === 'CHOICES_MULTIPLE' && !(Array.isArray(content) && content.length > 0);
              return (missing.length === 1) === expected;
            },
          ),
        );
      },
    },
  ],
});
