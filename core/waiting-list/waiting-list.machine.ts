import { assign, fromPromise, setup } from 'xstate';
import { failureCode } from '../errors/index';
import {
  type JoinedPlace,
  joinedPlace,
  type WaitingListRequest,
  waitingListErrors,
  waitingListRequest,
} from './waiting-list.rules';

export interface WaitingListContext {
  availability_id: number;
  participant_id: number | null;
  /** Field errors, shown after a submit attempt and kept up to date while editing. */
  errors: Record<string, string>;
  /** The code of a refused call (forms.errors.{code}). */
  error: string | null;
  /** Where the last join left the participant (issue 20 §7), from the call's answer. */
  joined: JoinedPlace | null;
}

export interface WaitingListInput {
  availability_id: number;
  participant_id?: number | null;
}

export type WaitingListEvent =
  | { type: 'participant.select'; participant_id: number | null }
  | { type: 'waitingList.submit' };

/** Declared here, provided by the edge (POST /api/registrations/waiting-list). */
export const joinWaitingListLogic = fromPromise<unknown, WaitingListRequest>(async () => {
  throw new Error('joinWaitingList actor not provided');
});

/** The actors of the machine from a port, for `waitingListMachine.provide({ actors })`. */
export const waitingListActors = (port: {
  joinWaitingList(input: WaitingListRequest): Promise<unknown>;
}) => ({
  joinWaitingList: fromPromise<unknown, WaitingListRequest>(({ input }) => port.joinWaitingList(input)),
});

/**
 * The waiting-list form of a CLOSED or FULL availability: a participant, then the join call. A second join
 * of the same participant answers the same (the server keeps one entry), so `joined` can be reached again.
 */
export const waitingListMachine = setup({
  types: {
    context: {} as WaitingListContext,
    events: {} as WaitingListEvent,
    input: {} as WaitingListInput,
    tags: {} as 'submitting' | 'joined',
  },
  actors: { joinWaitingList: joinWaitingListLogic },
  guards: {
    isValid: ({ context }) => waitingListRequest(context) !== null,
  },
  actions: {
    select: assign(({ context, event }) => {
      if (event.type !== 'participant.select') return {};
      const values = { ...context, participant_id: event.participant_id };
      // Errors appear after a submit attempt, then follow the value.
      const errors = Object.keys(context.errors).length > 0 ? waitingListErrors(values) : {};
      return { participant_id: event.participant_id, errors, error: null, joined: null };
    }),
    showErrors: assign(({ context }) => ({ errors: waitingListErrors(context) })),
    startSubmit: assign({ error: null, errors: {}, joined: null }),
    setJoined: assign((_, params: { answer: unknown }) => ({ joined: joinedPlace(params.answer) })),
    setError: assign((_, params: { error: unknown }) => ({ error: failureCode(params.error) })),
  },
}).createMachine({
  id: 'waitingList',
  initial: 'editing',
  context: ({ input }) => ({
    availability_id: input.availability_id,
    participant_id: input.participant_id ?? null,
    errors: {},
    error: null,
    joined: null,
  }),
  states: {
    editing: {
      on: {
        'participant.select': { actions: 'select' },
        'waitingList.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      tags: ['submitting'],
      entry: 'startSubmit',
      invoke: {
        id: 'joinWaitingList',
        src: 'joinWaitingList',
        input: ({ context }) => {
          const request = waitingListRequest(context);
          if (request === null) throw new Error('the waiting-list form was submitted while invalid');
          return request;
        },
        onDone: {
          target: 'joined',
          actions: { type: 'setJoined', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    joined: {
      tags: ['joined'],
      on: {
        'participant.select': { target: 'editing', actions: 'select' },
      },
    },
  },
});
