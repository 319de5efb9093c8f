import { assign, emit, fromPromise, setup } from 'xstate';
import { failureCode } from '../errors/index';
import {
  type AnswerContent,
  availabilityDatesError,
  type EditableDate,
  type EditFieldError,
  missingRequiredOptions,
  normaliseSelection,
  type QuestionType,
  questionAnswerErrors,
  type RegistrationUpdatePayload,
  registrationUpdatePayload,
  toggleDate,
} from './registration-edit.rules';

/** One chosen option price: the option it belongs to, the price_id sent, and the free content. */
export interface EditOption {
  option_id: number;
  price_id: number;
  content: string | null;
}

export interface EditQuestion {
  id: number;
  type: QuestionType;
  required: boolean;
}

export interface EditAnswer {
  question_id: number;
  content: AnswerContent;
}

/** The part of an estimate the edit form shows (integer minor units); the edge may pass more fields. */
export interface EditEstimate {
  price: number;
}

export interface RegistrationEditInput {
  registrationId: number;
  /** ISO instant: the clock the caller provides; advanced with `clock.tick`. */
  now: string;
  /** Every date of the availability. */
  dates: EditableDate[];
  /** The dates the registration holds before editing. */
  registeredDateIds: number[];
  options: EditOption[];
  /** The activity's options whose answer is required (Option.answer_required): one price must stay chosen. */
  requiredOptionIds: number[];
  questions: EditQuestion[];
  answers: EditAnswer[];
  automaticPrice?: boolean;
}

/**
 * The form's refusals, shown under their fields: set on submit, then each one leaves as soon as its field is
 * put right (a field still wrong keeps its error, with the key of what is wrong now).
 */
export interface RegistrationEditErrors {
  /** registrations.edit.form.messages.availability_dates.required when no date is left. */
  availability_dates: string | null;
  questions: EditFieldError[];
  options: EditFieldError[];
}

export interface RegistrationEditContext {
  registrationId: number;
  now: string;
  dates: EditableDate[];
  registeredDateIds: number[];
  selectedDateIds: number[];
  options: EditOption[];
  requiredOptionIds: number[];
  questions: EditQuestion[];
  answers: EditAnswer[];
  automaticPrice: boolean;
  estimate: EditEstimate | null;
  errors: RegistrationEditErrors;
  submitError: string | null;
  /** Set once the update succeeded. */
  saved: RegistrationUpdatePayload | null;
}

export type RegistrationEditEvent =
  | { type: 'registration.toggleDate'; dateId: number }
  | { type: 'registration.chooseOption'; option_id: number; price_id: number | null; content?: string | null }
  | { type: 'registration.answer'; question_id: number; content: AnswerContent }
  | { type: 'registration.setAutomaticPrice'; value: boolean }
  | { type: 'clock.tick'; now: string }
  | { type: 'registration.submit' };

const payloadOf = (context: RegistrationEditContext): RegistrationUpdatePayload =>
  registrationUpdatePayload({
    registrationId: context.registrationId,
    selectedDateIds: context.selectedDateIds,
    options: context.options,
    answers: context.answers,
    automaticPrice: context.automaticPrice,
  });

/** Every refusal of the form as it stands: part 2 §5's dates and questions rules, and the required options. */
const formErrors = (context: RegistrationEditContext): RegistrationEditErrors => ({
  availability_dates: availabilityDatesError(context.selectedDateIds),
  questions: questionAnswerErrors(context.questions, context.answers),
  options: missingRequiredOptions(context.requiredOptionIds, context.options),
});

const NO_ERRORS: RegistrationEditErrors = { availability_dates: null, questions: [], options: [] };

/** The errors still due among those shown: a field put right loses its error, none is added before submit. */
const stillShown = (shown: readonly EditFieldError[], now: readonly EditFieldError[]): EditFieldError[] =>
  now.filter((error) => shown.some((before) => before.id === error.id));

const chooseOptionParams = (event: {
  option_id: number;
  price_id: number | null;
  content?: string | null;
}) => ({
  option_id: event.option_id,
  price_id: event.price_id,
  content: event.content ?? null,
});

/**
 * Edit registration (part 2 §5): dates (locked started dates kept, only choosable dates), options, questions,
 * automatic_price; re-priced by the optional `fetchEstimate`, saved by `updateRegistration` (PUT /api/registrations).
 * Submit is refused while `formErrors` finds any (no date left, a refused answer, a required option without a
 * price): the errors go to `context.errors` for the form to show, and nothing is sent.
 */
/** What the edit tells its edge: the save started, was refused (the code) or is done. */
export type RegistrationEditOutcome =
  | { type: 'registration.saving' }
  | { type: 'registration.refused'; code: string }
  | { type: 'registration.saved' };

export const registrationEditMachine = setup({
  types: {
    input: {} as RegistrationEditInput,
    context: {} as RegistrationEditContext,
    events: {} as RegistrationEditEvent,
    emitted: {} as RegistrationEditOutcome,
    tags: {} as 'estimating' | 'submitting' | 'saved',
  },
  actors: {
    /** Optional re-pricing; the default gives no estimate. */
    fetchEstimate: fromPromise<EditEstimate | null, RegistrationUpdatePayload>(async () => null),
    /** PUT /api/registrations; provided by the edge. */
    updateRegistration: fromPromise<unknown, RegistrationUpdatePayload>(async () => {
      throw new Error('updateRegistration not provided');
    }),
  },
  guards: {
    canSubmit: ({ context }) => {
      const errors = formErrors(context);
      return (
        errors.availability_dates === null && errors.questions.length === 0 && errors.options.length === 0
      );
    },
    isAutomaticPrice: ({ context }) => context.automaticPrice,
    isAutomaticPriceRequested: (_, params: { value: boolean }) => params.value,
  },
  actions: {
    toggleDate: assign(({ context }, params: { dateId: number }) => ({
      selectedDateIds: toggleDate(
        context.selectedDateIds,
        params.dateId,
        context.dates,
        context.registeredDateIds,
        context.now,
      ),
    })),
    revalidateDates: assign(({ context }) => ({
      errors: {
        ...context.errors,
        availability_dates:
          context.errors.availability_dates === null ? null : availabilityDatesError(context.selectedDateIds),
      },
    })),
    chooseOption: assign(
      ({ context }, params: { option_id: number; price_id: number | null; content: string | null }) => {
        const options = [
          ...context.options.filter((option) => option.option_id !== params.option_id),
          ...(params.price_id === null
            ? []
            : [{ option_id: params.option_id, price_id: params.price_id, content: params.content }]),
        ];
        return {
          options,
          errors: {
            ...context.errors,
            options: stillShown(
              context.errors.options,
              missingRequiredOptions(context.requiredOptionIds, options),
            ),
          },
        };
      },
    ),
    answer: assign(({ context }, params: { question_id: number; content: AnswerContent }) => {
      const answers = [
        ...context.answers.filter((answer) => answer.question_id !== params.question_id),
        params,
      ];
      return {
        answers,
        errors: {
          ...context.errors,
          questions: stillShown(context.errors.questions, questionAnswerErrors(context.questions, answers)),
        },
      };
    }),
    setAutomaticPrice: assign((_, params: { value: boolean }) => ({
      automaticPrice: params.value,
      estimate: null,
    })),
    tick: assign(({ context }, params: { now: string }) => ({
      now: params.now,
      selectedDateIds: normaliseSelection(
        context.selectedDateIds,
        context.dates,
        context.registeredDateIds,
        params.now,
      ),
    })),
    assignErrors: assign(({ context }) => ({ errors: formErrors(context) })),
    clearErrors: assign({ errors: NO_ERRORS, submitError: null }),
    assignEstimate: assign((_, params: { estimate: EditEstimate | null }) => ({ estimate: params.estimate })),
    assignSubmitError: assign((_, params: { error: unknown }) => ({
      submitError: failureCode(params.error),
    })),
    assignSaved: assign(({ context }) => ({ saved: payloadOf(context) })),
    announceSaving: emit({ type: 'registration.saving' } as const),
    announceRefused: emit(({ context }) => ({
      type: 'registration.refused' as const,
      code: context.submitError ?? 'UNKNOWN_ERROR',
    })),
    announceSaved: emit({ type: 'registration.saved' } as const),
  },
}).createMachine({
  id: 'registrationEdit',
  context: ({ input }) => ({
    registrationId: input.registrationId,
    now: input.now,
    dates: input.dates,
    registeredDateIds: input.registeredDateIds,
    selectedDateIds: normaliseSelection(
      input.registeredDateIds,
      input.dates,
      input.registeredDateIds,
      input.now,
    ),
    options: input.options,
    requiredOptionIds: input.requiredOptionIds,
    questions: input.questions,
    answers: input.answers,
    automaticPrice: input.automaticPrice ?? true,
    estimate: null,
    errors: NO_ERRORS,
    submitError: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'registration.toggleDate': [
          {
            guard: 'isAutomaticPrice',
            target: '.estimating',
            actions: [
              { type: 'toggleDate', params: ({ event }) => ({ dateId: event.dateId }) },
              'revalidateDates',
            ],
          },
          {
            actions: [
              { type: 'toggleDate', params: ({ event }) => ({ dateId: event.dateId }) },
              'revalidateDates',
            ],
          },
        ],
        'registration.chooseOption': [
          {
            guard: 'isAutomaticPrice',
            target: '.estimating',
            actions: { type: 'chooseOption', params: ({ event }) => chooseOptionParams(event) },
          },
          { actions: { type: 'chooseOption', params: ({ event }) => chooseOptionParams(event) } },
        ],
        'registration.answer': {
          actions: {
            type: 'answer',
            params: ({ event }) => ({ question_id: event.question_id, content: event.content }),
          },
        },
        'registration.setAutomaticPrice': [
          {
            guard: { type: 'isAutomaticPriceRequested', params: ({ event }) => ({ value: event.value }) },
            target: '.estimating',
            actions: { type: 'setAutomaticPrice', params: ({ event }) => ({ value: event.value }) },
          },
          {
            target: '.idle',
            actions: { type: 'setAutomaticPrice', params: ({ event }) => ({ value: event.value }) },
          },
        ],
        'clock.tick': [
          {
            guard: 'isAutomaticPrice',
            target: '.estimating',
            actions: [{ type: 'tick', params: ({ event }) => ({ now: event.now }) }, 'revalidateDates'],
          },
          { actions: [{ type: 'tick', params: ({ event }) => ({ now: event.now }) }, 'revalidateDates'] },
        ],
        'registration.submit': [
          { guard: 'canSubmit', target: 'submitting', actions: 'clearErrors' },
          { actions: 'assignErrors' },
        ],
      },
      states: {
        idle: {},
        estimating: {
          tags: ['estimating'],
          invoke: {
            id: 'fetchEstimate',
            src: 'fetchEstimate',
            input: ({ context }) => payloadOf(context),
            onDone: {
              target: 'idle',
              actions: { type: 'assignEstimate', params: ({ event }) => ({ estimate: event.output }) },
            },
            onError: { target: 'idle', actions: { type: 'assignEstimate', params: { estimate: null } } },
          },
        },
      },
    },
    submitting: {
      tags: ['submitting'],
      entry: 'announceSaving',
      invoke: {
        id: 'updateRegistration',
        src: 'updateRegistration',
        input: ({ context }) => payloadOf(context),
        onDone: { target: 'saved', actions: ['assignSaved', 'announceSaved'] },
        onError: {
          target: 'editing',
          actions: [
            { type: 'assignSubmitError', params: ({ event }) => ({ error: event.error }) },
            'announceRefused',
          ],
        },
      },
    },
    saved: { type: 'final', tags: ['saved'] },
  },
});
