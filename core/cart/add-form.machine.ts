import { assign, emit, fromPromise, setup } from 'xstate';
import { failureCode } from '../errors/index';
import {
  type AddFormDefinition,
  type AddFormErrors,
  type AddFormValues,
  type AddToCartRequest,
  addToCartRequest,
  type EstimateDetails,
  type EstimateRequest,
  emptyAddFormValues,
  estimateRequest,
  isAddFormValid,
  isValidParticipantId,
  type QuestionAnswer,
  toggleDate,
  validateAddForm,
} from './add-form.rules';
import { CART_UPDATED_MESSAGE } from './cart.rules';

export interface AddFormContext {
  /** The customer's open cart, null before the first item (the server finds or creates it). */
  cart_id: number | null;
  customer_id: number;
  availability_id: number;
  definition: AddFormDefinition;
  values: AddFormValues;
  /** Field errors, shown after a submit attempt and kept up to date while editing. */
  errors: AddFormErrors;
  estimate: EstimateDetails | null;
  /** The estimate request in flight, serialised: an answer for another request is stale. */
  estimateKey: string | null;
  estimateError: string | null;
  error: string | null;
  message: string | null;
}

export interface AddFormInput {
  cart_id: number | null;
  customer_id: number;
  availability_id: number;
  definition: AddFormDefinition;
  participant_id?: number | null;
  date_ids?: number[];
}

export type AddFormEvent =
  | { type: 'participant.select'; participant_id: number | null }
  | { type: 'date.toggle'; date_id: number }
  | { type: 'dates.set'; date_ids: number[] }
  | { type: 'quantity.set'; quantity: number }
  | { type: 'option.select'; option_id: number; price_id: number | null }
  | { type: 'question.answer'; question_id: number; answer: QuestionAnswer }
  | { type: 'form.submit' };

type ChangeEvent = Exclude<AddFormEvent, { type: 'form.submit' }>;

/** Declared here, provided by the edge (POST /api/carts/items/estimate). */
export const fetchEstimateLogic = fromPromise<EstimateDetails, EstimateRequest>(async () => {
  throw new Error('fetchEstimate actor not provided');
});

/** Declared here, provided by the edge (POST /api/carts/items). */
export const addToCartLogic = fromPromise<unknown, AddToCartRequest>(async () => {
  throw new Error('addToCart actor not provided');
});

/** "default debounce 350 ms" (part 2 §9) before asking for a new estimate. */
export const ESTIMATE_DEBOUNCE_MS = 350;

function applyChange(values: AddFormValues, event: ChangeEvent): AddFormValues {
  switch (event.type) {
    case 'participant.select':
      return { ...values, participant_id: event.participant_id };
    case 'date.toggle':
      return { ...values, date_ids: toggleDate(values.date_ids, event.date_id) };
    case 'dates.set':
      return { ...values, date_ids: [...event.date_ids] };
    case 'quantity.set':
      return { ...values, quantity: event.quantity };
    case 'option.select':
      return { ...values, options: { ...values.options, [String(event.option_id)]: event.price_id } };
    case 'question.answer':
      return { ...values, questions: { ...values.questions, [String(event.question_id)]: event.answer } };
  }
}

function currentEstimateRequest(context: AddFormContext): EstimateRequest | null {
  return estimateRequest(context.values, context);
}

/** What the add form tells its edge: the add started, was refused (the code) or put the registration in the cart. */
export type AddFormOutcome =
  | { type: 'cart.adding' }
  | { type: 'cart.addRefused'; code: string }
  | { type: 'cart.added'; message: string };

export const addFormMachine = setup({
  types: {
    context: {} as AddFormContext,
    events: {} as AddFormEvent,
    input: {} as AddFormInput,
    emitted: {} as AddFormOutcome,
    tags: {} as 'submitting' | 'added' | 'estimating' | 'estimateFailed',
  },
  actors: {
    fetchEstimate: fetchEstimateLogic,
    addToCart: addToCartLogic,
  },
  delays: {
    estimateDebounce: ESTIMATE_DEBOUNCE_MS,
  },
  guards: {
    isValid: ({ context }) => isAddFormValid(context.values, context.definition),
    hasParticipant: ({ context }) => isValidParticipantId(context.values.participant_id),
    isCurrentEstimate: ({ context }) =>
      JSON.stringify(currentEstimateRequest(context)) === context.estimateKey,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type === 'form.submit') return {};
      const values = applyChange(context.values, event);
      // Errors appear after a submit attempt, then follow the values.
      const errors =
        Object.keys(context.errors).length > 0 ? validateAddForm(values, context.definition) : {};
      return { values, errors, message: null };
    }),
    showErrors: assign(({ context }) => ({ errors: validateAddForm(context.values, context.definition) })),
    startSubmit: assign({ error: null, message: null }),
    setAdded: assign({ message: CART_UPDATED_MESSAGE }),
    setError: assign((_, params: { error: unknown }) => ({ error: failureCode(params.error) })),
    startEstimate: assign(({ context }) => ({
      estimateKey: JSON.stringify(currentEstimateRequest(context)),
      estimateError: null,
    })),
    setEstimate: assign((_, params: { estimate: EstimateDetails }) => ({ estimate: params.estimate })),
    setEstimateError: assign((_, params: { error: unknown }) => ({
      estimateError: failureCode(params.error),
    })),
    clearEstimate: assign({ estimate: null, estimateKey: null }),
    announceAdding: emit({ type: 'cart.adding' } as const),
    announceRefused: emit(({ context }) => ({
      type: 'cart.addRefused' as const,
      code: context.error ?? 'UNKNOWN_ERROR',
    })),
    announceAdded: emit({ type: 'cart.added', message: CART_UPDATED_MESSAGE } as const),
  },
}).createMachine({
  id: 'addForm',
  type: 'parallel',
  context: ({ input }) => ({
    cart_id: input.cart_id,
    customer_id: input.customer_id,
    availability_id: input.availability_id,
    definition: input.definition,
    values: { ...emptyAddFormValues(input.participant_id ?? null), date_ids: input.date_ids ?? [] },
    errors: {},
    estimate: null,
    estimateKey: null,
    estimateError: null,
    error: null,
    message: null,
  }),
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'participant.select': { actions: 'change' },
            'date.toggle': { actions: 'change' },
            'dates.set': { actions: 'change' },
            'quantity.set': { actions: 'change' },
            'option.select': { actions: 'change' },
            'question.answer': { actions: 'change' },
            'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'showErrors' }],
          },
        },
        submitting: {
          tags: ['submitting'],
          entry: ['startSubmit', 'announceAdding'],
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: ({ context }) => {
              const request = addToCartRequest(context.values, context.definition, context);
              if (request === null) throw new Error('the add form was submitted while invalid');
              return request;
            },
            onDone: { target: 'succeeded', actions: ['setAdded', 'announceAdded'] },
            onError: {
              target: 'editing',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                'announceRefused',
              ],
            },
          },
        },
        succeeded: {
          tags: ['added'],
          on: {
            'participant.select': { target: 'editing', actions: 'change' },
            'date.toggle': { target: 'editing', actions: 'change' },
            'dates.set': { target: 'editing', actions: 'change' },
            'quantity.set': { target: 'editing', actions: 'change' },
            'option.select': { target: 'editing', actions: 'change' },
            'question.answer': { target: 'editing', actions: 'change' },
            'form.submit': [
              { guard: 'isValid', target: 'submitting' },
              { target: 'editing', actions: 'showErrors' },
            ],
          },
        },
      },
    },
    estimate: {
      initial: 'waiting',
      // Any change restarts the debounce; leaving `loading` stops the call in flight, so its answer is ignored.
      on: {
        'participant.select': { target: '.waiting' },
        'date.toggle': { target: '.waiting' },
        'dates.set': { target: '.waiting' },
        'quantity.set': { target: '.waiting' },
        'option.select': { target: '.waiting' },
        'question.answer': { target: '.waiting' },
      },
      states: {
        idle: {},
        waiting: {
          tags: ['estimating'],
          after: {
            estimateDebounce: [
              { guard: 'hasParticipant', target: 'loading' },
              { target: 'idle', actions: 'clearEstimate' },
            ],
          },
        },
        loading: {
          tags: ['estimating'],
          entry: 'startEstimate',
          invoke: {
            id: 'fetchEstimate',
            src: 'fetchEstimate',
            input: ({ context }) => {
              const request = currentEstimateRequest(context);
              if (request === null) throw new Error('estimate requested without a participant');
              return request;
            },
            onDone: [
              {
                guard: 'isCurrentEstimate',
                target: 'ready',
                actions: { type: 'setEstimate', params: ({ event }) => ({ estimate: event.output }) },
              },
              { target: 'waiting' },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'setEstimateError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {},
        failed: { tags: ['estimateFailed'] },
      },
    },
  },
});
