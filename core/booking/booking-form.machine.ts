import { assign, emit, fromPromise, setup } from 'xstate';
import { CART_UPDATED_MESSAGE } from '../cart/index';
import { failureCode } from '../errors/index';
import {
  type BookingPayload,
  bookingFormErrors,
  bookingPayload,
  distinctDurations,
  extraParticipants,
  priceForDuration,
  type ResourcePrice,
} from './booking.rules';

/** What the booking form sends: POST /api/carts/items with the customer and one booking (part 2 §7). */
export type AddBookingRequest = BookingPayload & { customer_id: number };

export interface BookingFormValues {
  participant_id: number | null;
  /** Extra participants: never the main one. */
  participants: number[];
  payment_split: boolean;
  chosen: ResourcePrice | null;
  /** The duration picked on mobile (or the chosen price's), null until one is known. */
  duration: number | null;
}

export type BookingFormErrors = ReturnType<typeof bookingFormErrors>;

export interface BookingFormContext {
  customer_id: number;
  resource_id: number;
  start_at: string;
  prices: ResourcePrice[];
  values: BookingFormValues;
  /** Shown after a submit attempt, then kept up to date while editing. */
  errors: BookingFormErrors;
  error: string | null;
  message: string | null;
}

export interface BookingFormInput {
  customer_id: number;
  resource_id: number;
  start_at: string;
  prices: ResourcePrice[];
  participant_id?: number | null;
  chosen?: ResourcePrice | null;
}

export type BookingFormEvent =
  | { type: 'participant.select'; participant_id: number | null }
  | { type: 'participants.set'; participants: number[] }
  | { type: 'split.set'; payment_split: boolean }
  | { type: 'price.select'; price: ResourcePrice | null }
  | { type: 'duration.select'; duration: number }
  | { type: 'form.submit' };

type ChangeEvent = Exclude<BookingFormEvent, { type: 'form.submit' }>;

/** Declared here, provided by the edge (POST /api/carts/items). */
export const addBookingLogic = fromPromise<unknown, AddBookingRequest>(async () => {
  throw new Error('addBooking actor not provided');
});

/** The edge's port for the booking form: `bookingFormMachine.provide({ actors: bookingFormActors(port) })`. */
export const bookingFormActors = (port: { addBooking(input: AddBookingRequest): Promise<unknown> }) => ({
  addBooking: fromPromise<unknown, AddBookingRequest>(({ input }) => port.addBooking(input)),
});

function applyChange(context: BookingFormContext, event: ChangeEvent): BookingFormValues {
  const values = context.values;
  switch (event.type) {
    case 'participant.select':
      return {
        ...values,
        participant_id: event.participant_id,
        participants: extraParticipants(event.participant_id, values.participants),
      };
    case 'participants.set': {
      const participants = extraParticipants(values.participant_id, event.participants);
      // payment_split is "shown only when extra participants are chosen": without extras it is off.
      return { ...values, participants, payment_split: participants.length > 0 && values.payment_split };
    }
    case 'split.set':
      return { ...values, payment_split: values.participants.length > 0 && event.payment_split };
    case 'price.select':
      return { ...values, chosen: event.price, duration: event.price?.duration ?? values.duration };
    case 'duration.select':
      return {
        ...values,
        duration: event.duration,
        chosen: priceForDuration(context.prices, event.duration, values.chosen),
      };
  }
}

const onlyDuration = (prices: readonly ResourcePrice[]): number | null => {
  const durations = distinctDurations(prices);
  return durations.length === 1 ? (durations[0] ?? null) : null;
};
const isEmpty = (errors: BookingFormErrors) => Object.keys(errors).length === 0;
const errorsOf = (context: BookingFormContext) =>
  bookingFormErrors({
    participant_id: context.values.participant_id,
    prices: context.prices,
    chosen: context.values.chosen,
  });

function request(context: BookingFormContext): AddBookingRequest {
  const { values } = context;
  if (values.participant_id === null) throw new Error('the booking form was submitted without a participant');
  const result = bookingPayload({
    resource_id: context.resource_id,
    participant_id: values.participant_id,
    participants: values.participants,
    payment_split: values.payment_split,
    start_at: context.start_at,
    prices: context.prices,
    chosen: values.chosen,
  });
  if (!result.ok) throw new Error(`the booking form was submitted while invalid: ${result.error}`);
  return { customer_id: context.customer_id, ...result.payload };
}

/**
 * The resource booking form (part 2 §5 "Booking"): main participant, price option, extra participants and
 * payment_split; submit sends POST /api/carts/items, then `cart.messages.updated` shows.
 */
/** What the booking form tells its edge: the booking went into the cart (the app-wide cart reloads). */
export type BookingFormOutcome = { type: 'booking.added' };

export const bookingFormMachine = setup({
  types: {
    context: {} as BookingFormContext,
    events: {} as BookingFormEvent,
    input: {} as BookingFormInput,
    emitted: {} as BookingFormOutcome,
    tags: {} as 'submitting' | 'added',
  },
  actors: { addBooking: addBookingLogic },
  guards: {
    isValid: ({ context }) => isEmpty(errorsOf(context)),
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type === 'form.submit') return {};
      const next = { ...context, values: applyChange(context, event) };
      return {
        values: next.values,
        errors: isEmpty(context.errors) ? {} : errorsOf(next),
        error: null,
        message: null,
      };
    }),
    showErrors: assign(({ context }) => ({ errors: errorsOf(context) })),
    startSubmit: assign({ error: null, message: null }),
    setAdded: assign({ message: CART_UPDATED_MESSAGE }),
    setError: assign((_, params: { error: unknown }) => ({ error: failureCode(params.error) })),
    announceAdded: emit({ type: 'booking.added' } as const),
  },
}).createMachine({
  id: 'bookingForm',
  context: ({ input }) => ({
    customer_id: input.customer_id,
    resource_id: input.resource_id,
    start_at: input.start_at,
    prices: input.prices,
    values: {
      participant_id: input.participant_id ?? null,
      participants: [],
      payment_split: false,
      chosen: input.chosen ?? null,
      duration: input.chosen?.duration ?? onlyDuration(input.prices),
    },
    errors: {},
    error: null,
    message: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'participant.select': { actions: 'change' },
        'participants.set': { actions: 'change' },
        'split.set': { actions: 'change' },
        'price.select': { actions: 'change' },
        'duration.select': { actions: 'change' },
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      tags: ['submitting'],
      entry: 'startSubmit',
      invoke: {
        id: 'addBooking',
        src: 'addBooking',
        input: ({ context }) => request(context),
        onDone: { target: 'succeeded', actions: ['setAdded', 'announceAdded'] },
        onError: {
          target: 'editing',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      tags: ['added'],
      on: {
        'participant.select': { target: 'editing', actions: 'change' },
        'participants.set': { target: 'editing', actions: 'change' },
        'split.set': { target: 'editing', actions: 'change' },
        'price.select': { target: 'editing', actions: 'change' },
        'duration.select': { target: 'editing', actions: 'change' },
        'form.submit': [
          { guard: 'isValid', target: 'submitting' },
          { target: 'editing', actions: 'showErrors' },
        ],
      },
    },
  },
});
