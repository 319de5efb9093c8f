import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { plainEstimate } from '../pricing/test-support';
import {
  type AddFormDefinition,
  type AddToCartRequest,
  addFormMachine,
  addToCartRequest,
  connectAddForm,
  ESTIMATE_DEBOUNCE_MS,
  type EstimateDetails,
  type EstimateRequest,
  emptyAddFormValues,
  estimateRequest,
  toggleDate,
  validateAddForm,
} from './index';

const definition: AddFormDefinition = {
  options: [
    { id: 7, answer_required: true, prices: [{ id: 70 }, { id: 71 }] },
    { id: 8, answer_required: false, prices: [{ id: 80 }] },
  ],
  questions: [
    { id: 3, type: 'TEXT', required: true },
    { id: 4, type: 'CHOICES_MULTIPLE', required: true },
    { id: 5, type: 'TEXT', required: false },
  ],
};
const complete = {
  participant_id: 12,
  date_ids: [101, 102],
  quantity: 1,
  options: { '7': 71, '8': null },
  questions: { '3': 'Allergic to nuts', '4': ['Bus', 'Lunch'], '5': null },
};

describe('add form rules', () => {
  it('defaults quantity to 1 and requires at least one date (availability_dates_required)', () => {
    const values = emptyAddFormValues(12);
    expect(values.quantity).toBe(1);
    expect(validateAddForm(values, { options: [], questions: [] })).toEqual({
      availability_dates: 'availability_dates_required',
    });
  });

  it('requires a positive integer quantity, an integer participant, answer_required options and required questions', () => {
    expect(
      validateAddForm(
        {
          participant_id: null,
          date_ids: [1],
          quantity: 0,
          options: { '7': 99 },
          questions: { '3': '  ', '4': [] },
        },
        definition,
      ),
    ).toEqual({
      participant_id: 'CART.PARTICIPANT_REQUIRED',
      quantity: 'CART.QUANTITY_INVALID',
      'options.7': 'CART.OPTION_REQUIRED',
      'questions.3': 'CART.QUESTION_REQUIRED',
      'questions.4': 'CART.QUESTION_REQUIRED',
    });
    expect(validateAddForm({ ...complete, quantity: 1.5 }, definition)).toEqual({
      quantity: 'CART.QUANTITY_INVALID',
    });
    expect(validateAddForm(complete, definition)).toEqual({});
  });

  it('toggles dates', () => {
    expect(toggleDate([1, 2], 2)).toEqual([1]);
    expect(toggleDate([1], 3)).toEqual([1, 3]);
  });

  it('builds the estimate payload only when a participant is known', () => {
    expect(
      estimateRequest({ ...complete, participant_id: null }, { cart_id: 1, availability_id: 9 }),
    ).toBeNull();
    expect(estimateRequest(complete, { cart_id: 1, availability_id: 9 })).toEqual({
      cart_id: 1,
      availability_id: 9,
      availability_dates: [{ date_id: 101 }, { date_id: 102 }],
      participant_id: 12,
      options: [{ price_id: 71 }],
    });
  });

  it('builds the POST /api/carts/items registrations[] payload', () => {
    expect(addToCartRequest(complete, definition, { customer_id: 5, availability_id: 9 })).toEqual({
      customer_id: 5,
      participant_id: 12,
      registrations: [
        {
          availability_id: 9,
          participant_id: 12,
          options: [{ price_id: 71, content: null }],
          questions: [
            { question_id: 3, content: 'Allergic to nuts' },
            { question_id: 4, content: 'Bus, Lunch' },
          ],
          quantity: 1,
          availability_dates: [{ date_id: 101 }, { date_id: 102 }],
        },
      ],
      bundles: [],
      vouchers: [],
      memberships: [],
    });
    expect(
      addToCartRequest({ ...complete, date_ids: [] }, definition, { customer_id: 5, availability_id: 9 }),
    ).toBeNull();
  });
});

describe('add form machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const input = { cart_id: 1, customer_id: 5, availability_id: 9, definition };

  it('asks for an estimate only once a participant is known, after the debounce', async () => {
    const requests: EstimateRequest[] = [];
    const machine = addFormMachine.provide({
      actors: {
        fetchEstimate: fromPromise(async ({ input: request }) => {
          requests.push(request);
          return plainEstimate(2500);
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'date.toggle', date_id: 101 });
    await vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS);
    expect(requests).toHaveLength(0);
    expect(actor.getSnapshot().matches({ estimate: 'idle' })).toBe(true);

    actor.send({ type: 'participant.select', participant_id: 12 });
    await vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS - 1);
    expect(requests).toHaveLength(0);
    actor.send({ type: 'option.select', option_id: 7, price_id: 70 });
    await vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS);
    expect(requests).toEqual([
      {
        cart_id: 1,
        availability_id: 9,
        availability_dates: [{ date_id: 101 }],
        participant_id: 12,
        options: [{ price_id: 70 }],
      },
    ]);
    expect(actor.getSnapshot().matches({ estimate: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.estimate?.price).toBe(2500);
  });

  it('connects: estimating, the refused estimate, submitting and added by tags; the add announced as outcomes', async () => {
    let refuse = true;
    const machine = addFormMachine.provide({
      actors: {
        fetchEstimate: fromPromise<EstimateDetails, EstimateRequest>(async () => {
          throw { code: 'AVAILABILITY_FULL' };
        }),
        addToCart: fromPromise<unknown, AddToCartRequest>(async () => {
          if (refuse) throw { code: 'AVAILABILITY_FULL' };
          return {};
        }),
      },
    });
    const actor = createActor(machine, {
      input: { ...input, definition: { options: [], questions: [] }, participant_id: 12, date_ids: [101] },
    }).start();
    const announced: unknown[] = [];
    actor.on('*', (event) => announced.push(event));
    expect(connectAddForm(actor.getSnapshot())).toMatchObject({ estimating: true, estimateError: null });
    await vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS);
    expect(connectAddForm(actor.getSnapshot())).toMatchObject({
      estimating: false,
      estimateError: 'AVAILABILITY_FULL',
    });
    actor.send({ type: 'form.submit' });
    expect(connectAddForm(actor.getSnapshot())).toMatchObject({ submitting: true, added: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(connectAddForm(actor.getSnapshot())).toMatchObject({ submitting: false, added: false });
    refuse = false;
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(connectAddForm(actor.getSnapshot())).toMatchObject({ submitting: false, added: true });
    expect(announced).toEqual([
      { type: 'cart.adding' },
      { type: 'cart.addRefused', code: 'AVAILABILITY_FULL' },
      { type: 'cart.adding' },
      { type: 'cart.added', message: 'cart.messages.updated' },
    ]);
  });

  it('ignores a stale estimate answered after the form changed', async () => {
    const pending: Array<(details: EstimateDetails) => void> = [];
    const machine = addFormMachine.provide({
      actors: {
        fetchEstimate: fromPromise<EstimateDetails, EstimateRequest>(
          () => new Promise<EstimateDetails>((resolve) => pending.push(resolve)),
        ),
      },
    });
    const actor = createActor(machine, { input: { ...input, participant_id: 12, date_ids: [101] } }).start();
    await vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS);
    expect(actor.getSnapshot().matches({ estimate: 'loading' })).toBe(true);
    actor.send({ type: 'date.toggle', date_id: 102 });
    pending[0]?.(plainEstimate(1000)); // the answer for [101] arrives late
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.estimate).toBeNull();
    await vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS);
    pending[1]?.(plainEstimate(2000));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.estimate?.price).toBe(2000);
  });

  it('records an estimate failure code', async () => {
    const machine = addFormMachine.provide({
      actors: {
        fetchEstimate: fromPromise<EstimateDetails, EstimateRequest>(async () => {
          throw { code: 'AVAILABILITY_FULL' };
        }),
      },
    });
    const actor = createActor(machine, { input: { ...input, participant_id: 12 } }).start();
    await vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS);
    expect(actor.getSnapshot().matches({ estimate: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.estimateError).toBe('AVAILABILITY_FULL');
  });

  it('submit without a date shows availability_dates_required and stays editing', () => {
    const actor = createActor(addFormMachine, { input: { ...input, participant_id: 12 } }).start();
    actor.send({ type: 'form.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ form: 'editing' })).toBe(true);
    expect(snapshot.context.errors.availability_dates).toBe('availability_dates_required');
    actor.send({ type: 'date.toggle', date_id: 101 });
    expect(actor.getSnapshot().context.errors.availability_dates).toBeUndefined();
  });

  it('submits the registrations payload and shows cart.messages.updated', async () => {
    const sent: AddToCartRequest[] = [];
    const machine = addFormMachine.provide({
      actors: {
        fetchEstimate: fromPromise(async () => plainEstimate(1)),
        addToCart: fromPromise(async ({ input: request }) => {
          sent.push(request);
          return {};
        }),
      },
    });
    const actor = createActor(machine, { input: { ...input, participant_id: 12 } }).start();
    for (const event of [
      { type: 'dates.set', date_ids: [101, 102] },
      { type: 'option.select', option_id: 7, price_id: 71 },
      { type: 'question.answer', question_id: 3, answer: 'Allergic to nuts' },
      { type: 'question.answer', question_id: 4, answer: ['Bus', 'Lunch'] },
      { type: 'quantity.set', quantity: 2 },
      { type: 'form.submit' },
    ] as const) {
      actor.send(event as Parameters<typeof actor.send>[0]);
    }
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true);
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ form: 'succeeded' }));
    expect(done.context.message).toBe('cart.messages.updated');
    expect(sent[0]?.registrations[0]).toMatchObject({
      quantity: 2,
      availability_dates: [{ date_id: 101 }, { date_id: 102 }],
    });
  });

  it('returns to editing with the error code when adding fails', async () => {
    const machine = addFormMachine.provide({
      actors: {
        fetchEstimate: fromPromise(async () => plainEstimate(1)),
        addToCart: fromPromise<unknown, AddToCartRequest>(async () => {
          throw { code: 'CAPACITY_EXCEEDED' };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { ...input, definition: { options: [], questions: [] }, participant_id: 12, date_ids: [101] },
    }).start();
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing' }));
    expect(done.context.error).toBe('CAPACITY_EXCEEDED');
  });

  it('a snapshot round-trips through JSON', () => {
    const actor = createActor(addFormMachine, { input: { ...input, participant_id: 12 } }).start();
    actor.send({ type: 'question.answer', question_id: 4, answer: ['Bus'] });
    const persisted = actor.getPersistedSnapshot();
    expect(JSON.parse(JSON.stringify(persisted))).toEqual(persisted);
    actor.stop();
  });
});
