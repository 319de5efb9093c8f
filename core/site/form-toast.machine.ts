import { assign, setup } from 'xstate';
import {
  FORM_TOAST_ERROR_MS,
  FORM_TOAST_LOADING_KEY,
  FORM_TOAST_SUCCESS_KEY,
  FORM_TOAST_SUCCESS_MS,
} from './site.rules';

export interface FormToastContext {
  /** The text or translation key shown; null when hidden. */
  message: string | null;
  successMs: number;
  errorMs: number;
}

export interface FormToastInput {
  /** Default 2000 ms (part 2 §9). */
  successMs?: number;
  /** Default 2000 ms; pass `FORM_TOAST_ERROR_MS_SECOND_READING` (3000 ms) for the spec's second reading. */
  errorMs?: number;
}

export type FormToastEvent =
  | { type: 'toast.loading'; message?: string }
  | { type: 'toast.succeed'; message?: string }
  | { type: 'toast.fail'; message: string }
  | { type: 'toast.dismiss' };

/**
 * Form toast (part 1 §4): "loading (no auto-close), then success or error". Success and error close after
 * their durations (part 2 §9, 2000 ms each by default); loading stays until the action answers. The texts
 * default to the keys of part 2 §8 (forms.states.loading, forms.states.updated); the error text is the one
 * the error catalogue computes (core/errors), passed in by the caller.
 */
export const formToastMachine = setup({
  types: {
    context: {} as FormToastContext,
    events: {} as FormToastEvent,
    input: {} as FormToastInput,
  },
  delays: {
    successDuration: ({ context }) => context.successMs,
    errorDuration: ({ context }) => context.errorMs,
  },
  actions: {
    showLoading: assign((_, params: { message: string | undefined }) => ({
      message: params.message ?? FORM_TOAST_LOADING_KEY,
    })),
    showSuccess: assign((_, params: { message: string | undefined }) => ({
      message: params.message ?? FORM_TOAST_SUCCESS_KEY,
    })),
    showError: assign((_, params: { message: string }) => ({ message: params.message })),
    hide: assign({ message: null }),
  },
}).createMachine({
  id: 'formToast',
  context: ({ input }) => ({
    message: null,
    successMs: input.successMs ?? FORM_TOAST_SUCCESS_MS,
    errorMs: input.errorMs ?? FORM_TOAST_ERROR_MS,
  }),
  initial: 'hidden',
  on: {
    'toast.loading': {
      target: '.loading',
      actions: { type: 'showLoading', params: ({ event }) => ({ message: event.message }) },
    },
  },
  states: {
    hidden: { entry: 'hide' },
    loading: {
      on: {
        'toast.succeed': {
          target: 'success',
          actions: { type: 'showSuccess', params: ({ event }) => ({ message: event.message }) },
        },
        'toast.fail': {
          target: 'error',
          actions: { type: 'showError', params: ({ event }) => ({ message: event.message }) },
        },
      },
    },
    success: {
      after: { successDuration: 'hidden' },
      on: { 'toast.dismiss': 'hidden' },
    },
    error: {
      after: { errorDuration: 'hidden' },
      on: { 'toast.dismiss': 'hidden' },
    },
  },
});
