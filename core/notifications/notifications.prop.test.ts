import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dismissToast,
  emptyToastQueue,
  expireToasts,
  MAX_VISIBLE_TOASTS,
  nextToastDeadline,
  pauseToasts,
  remainingAt,
  resumeToasts,
  showToast,
  TOAST_DURATIONS_MS,
  TOAST_SCOPES,
  TOAST_TONES,
  type ToastQueueState,
  toastDuration,
  visibleToasts,
  waitingToasts,
} from './index';

type Operation =
  | { op: 'show'; scope: 'shell' | 'form'; tone: 'success' | 'error' | 'info'; text: string; dt: number }
  | { op: 'dismiss'; pick: number; dt: number }
  | { op: 'pause'; dt: number }
  | { op: 'resume'; dt: number }
  | { op: 'tick'; dt: number }
  | { op: 'tickAtDeadline' };

const dt = fc.integer({ min: 0, max: 5000 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('show' as const),
      scope: fc.constantFrom(...TOAST_SCOPES),
      tone: fc.constantFrom(...TOAST_TONES),
      text: fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== ''),
      dt,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('dismiss' as const), pick: fc.nat(20), dt }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('pause' as const), dt }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('resume' as const), dt }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('tick' as const), dt }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('tickAtDeadline' as const) }) },
);
const operations = fc.array(operation, { maxLength: 60 });
const start = fc.integer({ min: 0, max: 2 ** 40 });

/** Applies one operation at the clock reading it reaches; returns the new state and clock. */
function apply(state: ToastQueueState, at: number, step: Operation): [ToastQueueState, number] {
  if (step.op === 'tickAtDeadline') {
    const deadline = nextToastDeadline(state);
    if (deadline === null) return [state, at];
    const when = Math.max(at, deadline);
    return [expireToasts(state, when), when];
  }
  const now = at + step.dt;
  switch (step.op) {
    case 'show':
      return [showToast(state, { scope: step.scope, tone: step.tone, text: step.text }, now), now];
    case 'dismiss': {
      const target = state.toasts[step.pick % Math.max(1, state.toasts.length)];
      return [target ? dismissToast(state, target.id, now) : state, now];
    }
    case 'pause':
      return [pauseToasts(state, now), now];
    case 'resume':
      return [resumeToasts(state, now), now];
    case 'tick':
      return [expireToasts(state, now), now];
  }
}

const order = (id: string) => Number(id.slice('toast-'.length));

/** Resumes, then ticks at every deadline until nothing runs; returns the end state, clock and tick count. */
function drain(state: ToastQueueState, at: number) {
  let current = resumeToasts(state, at);
  let clock = at;
  let ticks = 0;
  for (let deadline = nextToastDeadline(current); deadline !== null; deadline = nextToastDeadline(current)) {
    clock = Math.max(clock, deadline);
    current = expireToasts(current, clock);
    ticks += 1;
    if (ticks > 10_000) break;
  }
  return { state: current, clock, ticks };
}

describe('toast queue (part 2 §9 "3 visible")', () => {
  it('never shows more than three; the visible ones are the first three to arrive, the rest wait unstarted', () => {
    fc.assert(
      fc.property(start, operations, (from, steps) => {
        let state = emptyToastQueue();
        let at = from;
        for (const step of steps) {
          [state, at] = apply(state, at, step);
          const visible = visibleToasts(state);
          expect(visible.length).toBeLessThanOrEqual(MAX_VISIBLE_TOASTS);
          expect(visible).toEqual(state.toasts.slice(0, Math.min(MAX_VISIBLE_TOASTS, state.toasts.length)));
          for (const waiting of waitingToasts(state)) {
            expect(waiting.startedAt).toBeNull();
            expect(waiting.remainingMs).toBe(waiting.durationMs);
          }
          for (const toast of visible) expect(toast.startedAt === null).toBe(state.paused);
        }
      }),
    );
  });

  it('keeps arrival order (FIFO): ids ascend, and no toast shows before an earlier one has shown', () => {
    fc.assert(
      fc.property(start, operations, (from, steps) => {
        let state = emptyToastQueue();
        let at = from;
        const firstShown = new Map<string, number>();
        steps.forEach((step, index) => {
          [state, at] = apply(state, at, step);
          const ids = state.toasts.map((toast) => order(toast.id));
          expect(ids).toEqual([...ids].sort((a, b) => a - b));
          for (const toast of visibleToasts(state)) {
            if (!firstShown.has(toast.id)) firstShown.set(toast.id, index);
          }
        });
        // A toast that became visible did so no earlier than every toast that arrived before it and was
        // still queued; toasts dismissed while waiting never show.
        const shown = [...firstShown.entries()].sort(([a], [b]) => order(a) - order(b));
        for (let i = 1; i < shown.length; i++) {
          expect((shown[i] as [string, number])[1]).toBeGreaterThanOrEqual(
            (shown[i - 1] as [string, number])[1],
          );
        }
      }),
    );
  });

  it('lets every toast leave once time passes: at most one tick per toast, within the sum of their durations', () => {
    fc.assert(
      fc.property(start, operations, (from, steps) => {
        let state = emptyToastQueue();
        let at = from;
        for (const step of steps) [state, at] = apply(state, at, step);
        const pending = state.toasts.length;
        const budget = state.toasts.reduce((sum, toast) => sum + remainingAt(toast, at), 0);
        const drained = drain(state, at);
        expect(drained.state.toasts).toEqual([]);
        expect(drained.ticks).toBeLessThanOrEqual(pending);
        expect(drained.clock - at).toBeLessThanOrEqual(budget);
      }),
    );
  });

  it('shows each toast for exactly its duration of unpaused visible time', () => {
    fc.assert(
      fc.property(
        start,
        fc.array(
          fc.record({
            scope: fc.constantFrom(...TOAST_SCOPES),
            tone: fc.constantFrom(...TOAST_TONES),
            dt: fc.integer({ min: 0, max: 4000 }),
            pauseFor: fc.integer({ min: 0, max: 3000 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (from, arrivals) => {
          // Each arrival comes `dt` later; then the region is hovered for `pauseFor`. Visible time is counted
          // by replaying the clock between events.
          let state = emptyToastQueue();
          let at = from;
          const visibleTime = new Map<string, number>();
          const advanceTo = (next: number) => {
            let current = at;
            for (let guard = 0; ; guard++) {
              if (guard > 100) throw new Error('the clock does not move the queue on');
              const deadline = nextToastDeadline(state);
              const until = deadline !== null && deadline <= next ? deadline : next;
              if (!state.paused) {
                for (const toast of visibleToasts(state)) {
                  visibleTime.set(toast.id, (visibleTime.get(toast.id) ?? 0) + (until - current));
                }
              }
              current = until;
              if (until === next && (deadline === null || deadline > next)) break;
              state = expireToasts(state, until);
            }
            at = next;
          };
          for (const arrival of arrivals) {
            advanceTo(at + arrival.dt);
            state = showToast(state, { scope: arrival.scope, tone: arrival.tone, text: 'x' }, at);
            state = pauseToasts(state, at);
            advanceTo(at + arrival.pauseFor);
            state = resumeToasts(state, at);
          }
          advanceTo(at + arrivals.length * 4000 + 1);
          expect(state.toasts).toEqual([]);
          arrivals.forEach((arrival, index) => {
            expect(visibleTime.get(`toast-${index + 1}`)).toBe(toastDuration(arrival));
          });
        },
      ),
    );
  });

  it('stops time while paused: nothing expires however late the tick, and the time left is kept', () => {
    fc.assert(
      fc.property(start, operations, fc.integer({ min: 0, max: 10 ** 7 }), (from, steps, wait) => {
        let state = emptyToastQueue();
        let at = from;
        for (const step of steps) [state, at] = apply(state, at, step);
        const left = new Map(state.toasts.map((toast) => [toast.id, remainingAt(toast, at)]));
        const paused = pauseToasts(state, at);
        expect(nextToastDeadline(paused)).toBeNull();
        expect(expireToasts(paused, at + wait)).toEqual(paused);
        for (const toast of paused.toasts) expect(toast.remainingMs).toBe(left.get(toast.id));
      }),
    );
  });

  it('refuses blank text and broken clock readings without changing the queue', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', ' ', '\n\t'),
        fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
        (blank, broken) => {
          const state = showToast(emptyToastQueue(), { scope: 'form', tone: 'info', text: 'ok' }, 0);
          expect(showToast(state, { scope: 'form', tone: 'info', text: blank }, 10)).toBe(state);
          expect(showToast(state, { scope: 'form', tone: 'info', text: 'ok' }, broken)).toBe(state);
          expect(expireToasts(state, broken)).toBe(state);
          expect(pauseToasts(state, broken)).toBe(state);
        },
      ),
    );
  });
});

describe('durations (part 2 §9)', () => {
  it('reads the table for every kind', () => {
    expect(TOAST_DURATIONS_MS).toEqual({
      shell: { success: 2000, error: 3000, info: 1750 },
      form: { success: 2000, error: 2000, info: 4000 },
    });
  });
});
