import { getShortestPaths, getStateNodes } from '@xstate/graph';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate';
import { connectRegistrationEdit } from './registration-edit.connect';
import {
  type EditEstimate,
  type RegistrationEditInput,
  registrationEditMachine,
} from './registration-edit.machine';
import {
  type AnswerContent,
  availabilityDatesError,
  type EditableDate,
  FIELD_REQUIRED,
  missingRequiredOptions,
  type QuestionType,
  questionAnswerErrors,
  type RegistrationUpdatePayload,
} from './registration-edit.rules';
import {
  selectDateRows,
  selectDroppedDates,
  selectOptionError,
  selectQuestionError,
} from './registration-edit.selectors';

const NOW = '2026-06-03T12:00:00.000Z';
const dates: EditableDate[] = [
  { id: 1, start_at: '2026-06-01T08:00:00.000Z', status: 'OPEN', capacity: 10, registered: 4 },
  { id: 2, start_at: '2026-06-10T08:00:00.000Z', status: 'OPEN', capacity: 10, registered: 3 },
  { id: 3, start_at: '2026-06-11T08:00:00.000Z', status: 'FULL', capacity: 5, registered: 5 },
  { id: 4, start_at: '2026-06-12T08:00:00.000Z', status: 'OPEN', capacity: null, registered: 40 },
  { id: 5, start_at: '2026-06-13T08:00:00.000Z', status: 'CLOSED', capacity: 5, registered: 1 },
];

const input = (overrides: Partial<RegistrationEditInput> = {}): RegistrationEditInput => ({
  registrationId: 42,
  now: NOW,
  dates,
  registeredDateIds: [1, 2, 5],
  options: [{ option_id: 7, price_id: 70, content: null }],
  requiredOptionIds: [],
  questions: [{ id: 11, type: 'CHOICES_MULTIPLE', required: true }],
  answers: [{ question_id: 11, content: ['Vegetarian'] }],
  automaticPrice: true,
  ...overrides,
});

const never = <T>() => new Promise<T>(() => {});

function fakes(
  options: {
    estimate?: (payload: RegistrationUpdatePayload) => Promise<EditEstimate | null>;
    update?: (payload: RegistrationUpdatePayload) => Promise<unknown>;
  } = {},
) {
  const updates: RegistrationUpdatePayload[] = [];
  const estimates: RegistrationUpdatePayload[] = [];
  const machine = registrationEditMachine.provide({
    actors: {
      fetchEstimate: fromPromise<EditEstimate | null, RegistrationUpdatePayload>(
        async ({ input: payload }) => {
          estimates.push(payload);
          return options.estimate
            ? options.estimate(payload)
            : { price: payload.availability_dates.length * 1000 };
        },
      ),
      updateRegistration: fromPromise<unknown, RegistrationUpdatePayload>(async ({ input: payload }) => {
        updates.push(payload);
        return options.update ? options.update(payload) : { ok: true };
      }),
    },
  });
  return { machine, updates, estimates };
}

describe('registration edit machine', () => {
  it('starts with the registered dates and keeps locked dates when toggled', () => {
    const { machine } = fakes();
    const actor = createActor(machine, { input: input() }).start();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.selectedDateIds).toEqual([1, 2, 5]);
    actor.send({ type: 'registration.toggleDate', dateId: 1 });
    actor.send({ type: 'registration.toggleDate', dateId: 3 });
    expect(actor.getSnapshot().context.selectedDateIds).toEqual([1, 2, 5]);
    const rows = selectDateRows(actor.getSnapshot().context);
    expect(rows.map((row) => [row.date.id, row.locked, row.choosable])).toEqual([
      [1, true, false],
      [2, false, true],
      [3, false, false],
      [4, false, true],
      [5, false, true],
    ]);
  });

  it('connects: estimating and submitting by tags; the save announced as it starts, is refused, is done', async () => {
    let refuse = true;
    const { machine } = fakes({
      update: async () => {
        if (refuse) throw { code: 'REGISTRATION_DATES_LOCKED' };
        return { ok: true };
      },
    });
    const actor = createActor(machine, { input: input() }).start();
    const announced: unknown[] = [];
    actor.on('*', (event) => announced.push(event));
    const view = () => connectRegistrationEdit(actor.getSnapshot());
    actor.send({ type: 'registration.toggleDate', dateId: 4 });
    expect(view()).toEqual({ estimating: true, submitting: false, saved: false });
    await waitFor(actor, (s) => !connectRegistrationEdit(s).estimating);
    actor.send({ type: 'registration.submit' });
    expect(view()).toEqual({ estimating: false, submitting: true, saved: false });
    await waitFor(actor, (s) => !connectRegistrationEdit(s).submitting);
    expect(view().saved).toBe(false);
    refuse = false;
    actor.send({ type: 'registration.submit' });
    await waitFor(actor, (s) => connectRegistrationEdit(s).saved);
    expect(announced).toEqual([
      { type: 'registration.saving' },
      { type: 'registration.refused', code: 'REGISTRATION_DATES_LOCKED' },
      { type: 'registration.saving' },
      { type: 'registration.saved' },
    ]);
  });

  it('re-prices with the provided fetchEstimate after a change', async () => {
    const { machine, estimates } = fakes();
    const actor = createActor(machine, { input: input() }).start();
    actor.send({ type: 'registration.toggleDate', dateId: 4 });
    expect(actor.getSnapshot().matches({ editing: 'estimating' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    expect(actor.getSnapshot().context.estimate).toEqual({ price: 4000 });
    expect(estimates.at(-1)?.availability_dates).toEqual([
      { date_id: 1 },
      { date_id: 2 },
      { date_id: 4 },
      { date_id: 5 },
    ]);
  });

  it('does not re-price when automatic_price is off', () => {
    const { machine, estimates } = fakes();
    const actor = createActor(machine, { input: input({ automaticPrice: false }) }).start();
    actor.send({ type: 'registration.toggleDate', dateId: 4 });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(estimates).toEqual([]);
  });

  it('keeps only the latest estimate when changes overlap', async () => {
    const resolvers: Array<(value: EditEstimate) => void> = [];
    const { machine } = fakes({ estimate: () => new Promise((resolve) => resolvers.push(resolve)) });
    const actor = createActor(machine, { input: input() }).start();
    actor.send({ type: 'registration.toggleDate', dateId: 4 });
    actor.send({ type: 'registration.toggleDate', dateId: 2 });
    resolvers[0]?.({ price: 1 });
    resolvers[1]?.({ price: 2 });
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    expect(actor.getSnapshot().context.estimate).toEqual({ price: 2 });
  });

  it('shows as dropped only the booked dates the customer takes out', () => {
    const { machine } = fakes();
    const actor = createActor(machine, { input: input({ automaticPrice: false }) }).start();
    // Date 4 is open but was never booked: nothing is dropped when the form opens (issue 18 §14).
    expect(selectDroppedDates(actor.getSnapshot().context)).toEqual([]);
    actor.send({ type: 'registration.toggleDate', dateId: 2 });
    expect(selectDroppedDates(actor.getSnapshot().context).map((d) => d.id)).toEqual([2]);
    actor.send({ type: 'registration.toggleDate', dateId: 4 });
    expect(selectDroppedDates(actor.getSnapshot().context).map((d) => d.id)).toEqual([2]);
    actor.send({ type: 'registration.toggleDate', dateId: 2 });
    expect(selectDroppedDates(actor.getSnapshot().context)).toEqual([]);
  });

  it('refuses to submit without dates, with the spec key on availability_dates', () => {
    const { machine, updates } = fakes();
    const actor = createActor(machine, {
      input: input({ registeredDateIds: [2], automaticPrice: false }),
    }).start();
    actor.send({ type: 'registration.toggleDate', dateId: 2 });
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.errors.availability_dates).toBe(
      'registrations.edit.form.messages.availability_dates.required',
    );
    expect(actor.getSnapshot().can({ type: 'registration.submit' })).toBe(true);
    actor.send({ type: 'registration.toggleDate', dateId: 4 });
    expect(actor.getSnapshot().context.errors.availability_dates).toBeNull();
    expect(updates).toEqual([]);
  });

  it('refuses to submit while a required multiple-choice question has no answer', () => {
    const { machine } = fakes();
    const actor = createActor(machine, { input: input({ answers: [], automaticPrice: false }) }).start();
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().context.errors.questions).toEqual([{ id: 11, key: FIELD_REQUIRED }]);
    expect(selectQuestionError(actor.getSnapshot().context, 11)).toBe('forms.errors.required');
    actor.send({ type: 'registration.answer', question_id: 11, content: ['Vegan'] });
    expect(actor.getSnapshot().context.errors.questions).toEqual([]);
    expect(selectQuestionError(actor.getSnapshot().context, 11)).toBeNull();
  });

  it('refuses to submit while a required text, date or single choice is blank, and sends nothing', () => {
    const { machine, updates } = fakes();
    const questions = [
      { id: 21, type: 'TEXT' as const, required: true },
      { id: 22, type: 'DATE' as const, required: true },
      { id: 23, type: 'CHOICES_SINGLE' as const, required: true },
      { id: 24, type: 'TEXT' as const, required: false },
    ];
    const actor = createActor(machine, {
      input: input({ questions, answers: [{ question_id: 21, content: '  ' }], automaticPrice: false }),
    }).start();
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.errors.questions.map((error) => error.id)).toEqual([21, 22, 23]);
    // Each error leaves with its own answer; the others stay until theirs is given.
    actor.send({ type: 'registration.answer', question_id: 22, content: '2026-05-02' });
    expect(actor.getSnapshot().context.errors.questions.map((error) => error.id)).toEqual([21, 23]);
    actor.send({ type: 'registration.answer', question_id: 21, content: 'Aucune' });
    actor.send({ type: 'registration.answer', question_id: 23, content: 'M' });
    expect(actor.getSnapshot().context.errors.questions).toEqual([]);
    expect(updates).toEqual([]);
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('shows a new problem only at the next submit, never while the customer is typing', () => {
    const { machine } = fakes();
    const questions = [
      { id: 21, type: 'TEXT' as const, required: true },
      { id: 22, type: 'TEXT' as const, required: true },
    ];
    const actor = createActor(machine, {
      input: input({
        questions,
        answers: [{ question_id: 21, content: 'Aucune' }],
        automaticPrice: false,
      }),
    }).start();
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().context.errors.questions.map((error) => error.id)).toEqual([22]);
    actor.send({ type: 'registration.answer', question_id: 21, content: null });
    expect(actor.getSnapshot().context.errors.questions.map((error) => error.id)).toEqual([22]);
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().context.errors.questions.map((error) => error.id)).toEqual([21, 22]);
  });

  it('refuses to submit while a required option has no price, until one is chosen', () => {
    const { machine, updates } = fakes();
    const actor = createActor(machine, {
      input: input({ options: [], requiredOptionIds: [7, 8], automaticPrice: false }),
    }).start();
    actor.send({ type: 'registration.chooseOption', option_id: 8, price_id: 81 });
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.errors.options).toEqual([{ id: 7, key: FIELD_REQUIRED }]);
    expect(selectOptionError(actor.getSnapshot().context, 7)).toBe('forms.errors.required');
    expect(selectOptionError(actor.getSnapshot().context, 8)).toBeNull();
    actor.send({ type: 'registration.chooseOption', option_id: 7, price_id: 70 });
    expect(actor.getSnapshot().context.errors.options).toEqual([]);
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(updates).toHaveLength(1);
  });

  it('submits exactly when every rule holds, else shows every refusal and sends nothing (any inputs)', () => {
    const questionArb = fc.record({
      type: fc.constantFrom<QuestionType>('TEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE'),
      required: fc.boolean(),
      content: fc.option(
        fc.oneof(
          fc.constantFrom('', ' ', 'Oui', '2026-05-02'),
          fc.array(fc.constantFrom('Football', 'Tennis'), { maxLength: 2 }),
        ),
      ) as fc.Arbitrary<AnswerContent>,
      answered: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(questionArb, { maxLength: 4 }),
        fc.array(fc.record({ required: fc.boolean(), chosen: fc.boolean() }), { maxLength: 3 }),
        fc.subarray([2, 4, 5]),
        (questionRows, optionRows, toggled) => {
          const questions = questionRows.map((row, index) => ({
            id: 100 + index,
            type: row.type,
            required: row.required,
          }));
          const answers = questionRows.flatMap((row, index) =>
            row.answered ? [{ question_id: 100 + index, content: row.content }] : [],
          );
          const options = optionRows.flatMap((row, index) =>
            row.chosen ? [{ option_id: 200 + index, price_id: 300 + index, content: null }] : [],
          );
          const requiredOptionIds = optionRows.flatMap((row, index) => (row.required ? [200 + index] : []));
          const { machine, updates } = fakes();
          const actor = createActor(machine, {
            input: input({
              registeredDateIds: [2, 5],
              options,
              requiredOptionIds,
              questions,
              answers,
              automaticPrice: false,
            }),
          }).start();
          for (const dateId of toggled) actor.send({ type: 'registration.toggleDate', dateId });
          const selected = actor.getSnapshot().context.selectedDateIds;
          const expected = {
            availability_dates: availabilityDatesError(selected),
            questions: questionAnswerErrors(questions, answers),
            options: missingRequiredOptions(requiredOptionIds, options),
          };
          const valid =
            expected.availability_dates === null &&
            expected.questions.length === 0 &&
            expected.options.length === 0;
          actor.send({ type: 'registration.submit' });
          const snapshot = actor.getSnapshot();
          if (valid) {
            expect(snapshot.value).toBe('submitting');
            expect(snapshot.context.errors).toEqual({ availability_dates: null, questions: [], options: [] });
          } else {
            expect(snapshot.value).toEqual({ editing: 'idle' });
            expect(snapshot.context.errors).toEqual(expected);
          }
          expect(updates).toHaveLength(valid ? 1 : 0);
          actor.stop();
        },
      ),
    );
  });

  it('submits PUT /api/registrations with dates, options, questions and automatic_price', async () => {
    const { machine, updates } = fakes();
    const actor = createActor(machine, { input: input({ automaticPrice: false }) }).start();
    actor.send({ type: 'registration.toggleDate', dateId: 4 });
    actor.send({ type: 'registration.chooseOption', option_id: 7, price_id: null });
    actor.send({ type: 'registration.chooseOption', option_id: 8, price_id: 81, content: 'XL' });
    actor.send({ type: 'registration.answer', question_id: 11, content: ['Vegan'] });
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('saved');
    expect(updates).toEqual([
      {
        registration_id: 42,
        availability_dates: [{ date_id: 1 }, { date_id: 2 }, { date_id: 4 }, { date_id: 5 }],
        options: [{ price_id: 81, content: 'XL' }],
        questions: [{ question_id: 11, content: ['Vegan'] }],
        automatic_price: false,
      },
    ]);
  });

  it('returns to editing with the error code when the update fails', async () => {
    const { machine } = fakes({ update: async () => Promise.reject({ code: 'REGISTRATION.LOCKED' }) });
    const actor = createActor(machine, { input: input({ automaticPrice: false }) }).start();
    actor.send({ type: 'registration.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.submitError).toBe('REGISTRATION.LOCKED');
  });

  it('locks a date that starts while editing (clock passed as an event)', () => {
    const { machine } = fakes();
    const actor = createActor(machine, { input: input({ automaticPrice: false }) }).start();
    actor.send({ type: 'registration.toggleDate', dateId: 2 });
    actor.send({ type: 'registration.toggleDate', dateId: 4 });
    expect(actor.getSnapshot().context.selectedDateIds).toEqual([1, 4, 5]);
    actor.send({ type: 'clock.tick', now: '2026-06-12T09:00:00.000Z' });
    // date 2 (registered) started: kept; date 4 (not registered) started: can no longer be chosen.
    expect(actor.getSnapshot().context.selectedDateIds).toEqual([1, 2, 5]);
  });

  it('round-trips a persisted snapshot through JSON', () => {
    const { machine } = fakes();
    const actor = createActor(machine, { input: input({ automaticPrice: false }) }).start();
    actor.send({ type: 'registration.toggleDate', dateId: 4 });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(machine, { snapshot: persisted, input: input() }).start();
    expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
    expect(JSON.parse(JSON.stringify(restored.getSnapshot().context))).toEqual(
      restored.getSnapshot().context,
    );
  });
});

describe('registration edit machine: model-based path coverage (@xstate/graph)', () => {
  // Every event the model may take, including the invoked actors' done and error events.
  const events = [
    { type: 'registration.toggleDate', dateId: 2 },
    { type: 'registration.toggleDate', dateId: 4 },
    { type: 'registration.chooseOption', option_id: 7, price_id: null },
    { type: 'registration.answer', question_id: 11, content: [] },
    { type: 'registration.answer', question_id: 11, content: ['Vegan'] },
    { type: 'registration.setAutomaticPrice', value: true },
    { type: 'registration.setAutomaticPrice', value: false },
    { type: 'clock.tick', now: '2026-06-10T09:00:00.000Z' },
    { type: 'registration.submit' },
    { type: 'xstate.done.actor.fetchEstimate', output: { price: 1234 } },
    { type: 'xstate.error.actor.fetchEstimate', error: { code: 'ESTIMATE.FAILED' } },
    { type: 'xstate.done.actor.updateRegistration', output: { ok: true } },
    { type: 'xstate.error.actor.updateRegistration', error: { code: 'REGISTRATION.FAILED' } },
  ] as AnyEventObject[];

  const modelInput = input({ registeredDateIds: [2], automaticPrice: false });
  const paths = getShortestPaths(registrationEditMachine, {
    input: modelInput,
    events: events as never,
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        selected: snapshot.context.selectedDateIds,
        automaticPrice: snapshot.context.automaticPrice,
        answered: snapshot.context.answers.length,
        errors: snapshot.context.errors,
        submitError: snapshot.context.submitError !== null,
      }),
  });

  const leafIds = getStateNodes(registrationEditMachine.root)
    .filter((node) => Object.keys(node.states).length === 0)
    .map((node) => node.id);

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.flatMap((path) => path.state._nodes.map((node) => node.id)));
    expect(leafIds.sort()).toEqual([
      'registrationEdit.editing.estimating',
      'registrationEdit.editing.idle',
      'registrationEdit.saved',
      'registrationEdit.submitting',
    ]);
    for (const id of leafIds) expect(reached, id).toContain(id);
  });

  it('every generated path replays on a real actor with the same states and invariants', () => {
    const machine = registrationEditMachine.provide({
      actors: {
        fetchEstimate: fromPromise<EditEstimate | null, RegistrationUpdatePayload>(() => never()),
        updateRegistration: fromPromise<unknown, RegistrationUpdatePayload>(() => never()),
      },
    });
    expect(paths.length).toBeGreaterThan(4);
    for (const path of paths) {
      const actor = createActor(machine, { input: modelInput }).start();
      for (const step of path.steps.filter(
        (candidate) => (candidate.event as AnyEventObject).type !== 'xstate.init',
      )) {
        actor.send(step.event);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        // Invariants on every reachable state: a saved edit always kept at least one date, and
        // submission only leaves editing with a date selected.
        if (snapshot.matches('submitting') || snapshot.matches('saved')) {
          expect(snapshot.context.selectedDateIds.length).toBeGreaterThan(0);
        }
      }
      actor.stop();
    }
  });
});
