import { assign, setup } from 'xstate';
import {
  dismissToast,
  emptyToastQueue,
  expireToasts,
  hasExpiredToast,
  hasToast,
  isClockReading,
  pauseToasts,
  resumeToasts,
  type SettledToastInput,
  settleToast,
  showToast,
  TOAST_TONES,
  type ToastInput,
  type ToastQueueState,
  toastInputError,
} from './notifications.rules';

/** Every event carries `at`, the caller's clock reading in milliseconds: the machine never reads a clock. */
export type ToastQueueEvent =
  | ({ type: 'toast.show'; at: number } & ToastInput)
  | ({ type: 'toast.settle'; id: string; at: number } & SettledToastInput)
  | { type: 'toast.dismiss'; id: string; at: number }
  | { type: 'toasts.pause'; at: number }
  | { type: 'toasts.resume'; at: number }
  | { type: 'clock.tick'; at: number };

/**
 * The app-wide toast queue (part 2 §9): toasts shown in arrival order, three at a time, each for its kind's
 * duration of visible, unpaused time. The edge sends `clock.tick` at `nextToastDeadline(context)` (a timer
 * it owns), `toast.settle` when a loading toast's action answered, `toasts.pause`/`toasts.resume` while the region is hovered or focused, and `toast.dismiss` from a
 * close button. Refused input (blank text, unknown kind, a broken clock reading) is not accepted, so
 * `snapshot.can(event)` tells the edge.
 */
export const toastQueueMachine = setup({
  types: {
    context: {} as ToastQueueState,
    events: {} as ToastQueueEvent,
  },
  guards: {
    isShowable: (_, params: { input: ToastInput; at: number }) =>
      toastInputError(params.input, params.at) === null,
    isSettlement: (_, params: { input: SettledToastInput; at: number }) =>
      TOAST_TONES.includes(params.input.tone) && toastInputError(params.input, params.at) === null,
    hasToast: ({ context }, params: { id: string; at: number }) =>
      hasToast(context, params.id) && isClockReading(params.at),
    isRunning: ({ context }, params: { at: number }) => !context.paused && isClockReading(params.at),
    isPaused: ({ context }, params: { at: number }) => context.paused && isClockReading(params.at),
    hasExpiredToast: ({ context }, params: { at: number }) => hasExpiredToast(context, params.at),
  },
  actions: {
    show: assign(({ context }, params: { input: ToastInput; at: number }) =>
      showToast(context, params.input, params.at),
    ),
    settle: assign(({ context }, params: { id: string; input: SettledToastInput; at: number }) =>
      settleToast(context, params.id, params.input, params.at),
    ),
    dismiss: assign(({ context }, params: { id: string; at: number }) =>
      dismissToast(context, params.id, params.at),
    ),
    pause: assign(({ context }, params: { at: number }) => pauseToasts(context, params.at)),
    resume: assign(({ context }, params: { at: number }) => resumeToasts(context, params.at)),
    expire: assign(({ context }, params: { at: number }) => expireToasts(context, params.at)),
  },
}).createMachine({
  id: 'toasts',
  context: emptyToastQueue,
  initial: 'active',
  states: {
    active: {
      on: {
        'toast.show': {
          guard: {
            type: 'isShowable',
            params: ({ event }) => ({
              input: { scope: event.scope, tone: event.tone, text: event.text },
              at: event.at,
            }),
          },
          actions: {
            type: 'show',
            params: ({ event }) => ({
              input: { scope: event.scope, tone: event.tone, text: event.text },
              at: event.at,
            }),
          },
        },
        'toast.settle': {
          guard: {
            type: 'isSettlement',
            params: ({ event }) => ({
              input: { scope: event.scope, tone: event.tone, text: event.text },
              at: event.at,
            }),
          },
          actions: {
            type: 'settle',
            params: ({ event }) => ({
              id: event.id,
              input: { scope: event.scope, tone: event.tone, text: event.text },
              at: event.at,
            }),
          },
        },
        'toast.dismiss': {
          guard: { type: 'hasToast', params: ({ event }) => ({ id: event.id, at: event.at }) },
          actions: { type: 'dismiss', params: ({ event }) => ({ id: event.id, at: event.at }) },
        },
        'toasts.pause': {
          guard: { type: 'isRunning', params: ({ event }) => ({ at: event.at }) },
          actions: { type: 'pause', params: ({ event }) => ({ at: event.at }) },
        },
        'toasts.resume': {
          guard: { type: 'isPaused', params: ({ event }) => ({ at: event.at }) },
          actions: { type: 'resume', params: ({ event }) => ({ at: event.at }) },
        },
        'clock.tick': {
          guard: { type: 'hasExpiredToast', params: ({ event }) => ({ at: event.at }) },
          actions: { type: 'expire', params: ({ event }) => ({ at: event.at }) },
        },
      },
    },
  },
});
