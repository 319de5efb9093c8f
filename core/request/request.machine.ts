import { assign, emit, fromPromise, setup } from 'xstate';
import { failureCode } from '../errors/index';
import {
  autoSelectedTier,
  type RequestTier,
  requestValidatePath,
  selectionBound,
  shiftWeekStart,
  toggleAvailability,
  weekStartOf,
} from './request.rules';
import { searchWithTier } from './request-selection.rules';

export interface RequestTiersInput {
  /** The activity whose registrations-requests-configuration is loaded. */
  activityCuid: string;
  /** The current query string, kept on validation. */
  search: string;
  /** `?tier=...` from the route, preselected when it exists. */
  tierCuid?: string | null;
  /** Any date of the week to show first (ISO `YYYY-MM-DD`). */
  today: string;
  selected?: string[];
}

export interface RequestTiersContext {
  activityCuid: string;
  search: string;
  wantedTier: string | null;
  tiers: RequestTier[];
  tierCuid: string | null;
  selected: string[];
  weekStart: string;
  targetPath: string | null;
  error: string | null;
}

export type RequestTiersEvent =
  | { type: 'request.chooseTier'; cuid: string }
  | { type: 'request.toggle'; cuid: string }
  | { type: 'request.clear' }
  | { type: 'request.nextWeek' }
  | { type: 'request.previousWeek' }
  | { type: 'request.validate' }
  | { type: 'request.retry' };

const chosenTier = (context: RequestTiersContext): RequestTier | null =>
  context.tiers.find((tier) => tier.cuid === context.tierCuid) ?? null;

const boundOf = (context: RequestTiersContext) => {
  const tier = chosenTier(context);
  return tier ? selectionBound(context.selected.length, tier) : null;
};

/**
 * Registration request launcher (part 2 §5, part 1 §4): tiers from `fetchTiers`
 * (GET /api/activities/{cuid}/registrations-requests-configuration), weekly selection, too few / valid /
 * too many against the chosen tier's bounds, validate → /cart/registrations/request?availabilities=...
 */
export const requestTiersMachine = setup({
  types: {
    input: {} as RequestTiersInput,
    context: {} as RequestTiersContext,
    events: {} as RequestTiersEvent,
    output: {} as { targetPath: string | null },
    /** The selection is validated: the edge goes to the request page at `path`. */
    emitted: {} as { type: 'request.validated'; path: string },
    tags: {} as 'loading' | 'failed' | 'selecting' | 'over',
  },
  actors: {
    fetchTiers: fromPromise<RequestTier[], { activityCuid: string }>(async () => {
      throw new Error('fetchTiers not provided');
    }),
  },
  guards: {
    hasNoTier: ({ context }) => chosenTier(context) === null,
    isTooFew: ({ context }) => boundOf(context) === 'too-few',
    isTooMany: ({ context }) => boundOf(context) === 'too-many',
  },
  actions: {
    assignTiers: assign(({ context }, params: { tiers: RequestTier[] }) => ({
      tiers: params.tiers,
      tierCuid: autoSelectedTier(params.tiers, context.wantedTier),
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({
      error: failureCode(params.error),
    })),
    chooseTier: assign(({ context }, params: { cuid: string }) => ({
      tierCuid: context.tiers.some((tier) => tier.cuid === params.cuid) ? params.cuid : context.tierCuid,
    })),
    toggle: assign(({ context }, params: { cuid: string }) => ({
      selected: toggleAvailability(context.selected, params.cuid),
    })),
    clear: assign({ selected: [] }),
    shiftWeek: assign(({ context }, params: { weeks: number }) => ({
      weekStart: shiftWeekStart(context.weekStart, params.weeks),
    })),
    assignTargetPath: assign(({ context }) => ({
      // "plus existing query params": the chosen tier rides along, so the request page knows it.
      targetPath: requestValidatePath(context.selected, searchWithTier(context.search, context.tierCuid)),
    })),
    announceValidated: emit(({ context }) => ({
      type: 'request.validated' as const,
      path: context.targetPath ?? '',
    })),
  },
}).createMachine({
  id: 'requestTiers',
  context: ({ input }) => ({
    activityCuid: input.activityCuid,
    search: input.search,
    wantedTier: input.tierCuid ?? null,
    tiers: [],
    tierCuid: null,
    selected: input.selected ?? [],
    weekStart: weekStartOf(input.today),
    targetPath: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchTiers',
        src: 'fetchTiers',
        input: ({ context }) => ({ activityCuid: context.activityCuid }),
        onDone: {
          target: 'selecting',
          actions: { type: 'assignTiers', params: ({ event }) => ({ tiers: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'request.retry': 'loading' },
    },
    selecting: {
      tags: ['selecting'],
      initial: 'evaluating',
      on: {
        'request.chooseTier': {
          target: '.evaluating',
          actions: { type: 'chooseTier', params: ({ event }) => ({ cuid: event.cuid }) },
        },
        'request.toggle': {
          target: '.evaluating',
          actions: { type: 'toggle', params: ({ event }) => ({ cuid: event.cuid }) },
        },
        'request.clear': { target: '.evaluating', actions: 'clear' },
        'request.nextWeek': { actions: { type: 'shiftWeek', params: { weeks: 1 } } },
        'request.previousWeek': { actions: { type: 'shiftWeek', params: { weeks: -1 } } },
      },
      states: {
        evaluating: {
          always: [
            { guard: 'hasNoTier', target: 'noTier' },
            { guard: 'isTooFew', target: 'tooFew' },
            { guard: 'isTooMany', target: 'tooMany' },
            { target: 'valid' },
          ],
        },
        noTier: {},
        tooFew: {},
        tooMany: { tags: ['over'] },
        valid: {
          on: {
            'request.validate': {
              target: '#requestTiers.validated',
              actions: ['assignTargetPath', 'announceValidated'],
            },
          },
        },
      },
    },
    validated: { type: 'final' },
  },
  output: ({ context }) => ({ targetPath: context.targetPath }),
});
