import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  dismissToast,
  emptyToastQueue,
  expireToasts,
  nextToastDeadline,
  pauseToasts,
  resumeToasts,
  settleToast,
  showToast,
  TOAST_SCOPES,
  TOAST_TONES,
  type ToastQueueState,
  toastDuration,
  toastQueueMachine,
  visibleToasts,
} from './index';

const scope = fc.constantFrom(...TOAST_SCOPES);
const outcome = fc.constantFrom(...TOAST_TONES);
const start = fc.integer({ min: 0, max: 2 ** 40 });
const later = fc.integer({ min: 0, max: 100_000 });

/** A queue holding a few timed toasts shown at `at`, then one loading toast (the last id). */
function withLoading(at: number, before: number, formScope: 'shell' | 'form') {
  let state: ToastQueueState = emptyToastQueue();
  for (let index = 0; index < before; index += 1)
    state = showToast(state, { scope: 'shell', tone: 'info', text: `t${index}` }, at);
  state = showToast(state, { scope: formScope, tone: 'loading', text: 'Chargement…' }, at);
  return { state, id: `toast-${before + 1}` };
}

describe('loading toast (part 1 §4 "Form toast: loading (no auto-close), then success or error")', () => {
  it('never closes by itself: no deadline, no tick removes it, pausing and resuming change nothing', () => {
    fc.assert(
      fc.property(start, scope, later, later, (at, kind, pausedAfter, tickAfter) => {
        const { state, id } = withLoading(at, 0, kind);
        expect(nextToastDeadline(state)).toBeNull();
        const paused = resumeToasts(pauseToasts(state, at + pausedAfter), at + pausedAfter);
        expect(expireToasts(paused, at + pausedAfter + tickAfter).toasts.map((toast) => toast.id)).toEqual([
          id,
        ]);
      }),
    );
  });

  it('settles in place: same id and position, the outcome tone and text, its full duration from then', () => {
    fc.assert(
      fc.property(
        start,
        fc.integer({ min: 0, max: 4 }),
        scope,
        outcome,
        later,
        (at, before, kind, tone, took) => {
          const { state, id } = withLoading(at, before, kind);
          const settled = settleToast(state, id, { scope: kind, tone, text: 'Fait' }, at + took);
          const index = settled.toasts.findIndex((toast) => toast.id === id);
          expect(index).toBe(before);
          expect(settled.toasts).toHaveLength(before + 1);
          const toast = settled.toasts[index];
          expect(toast).toMatchObject({
            tone,
            text: 'Fait',
            durationMs: toastDuration({ scope: kind, tone }),
          });
          const visible = visibleToasts(settled).some((entry) => entry.id === id);
          expect(toast?.startedAt).toBe(visible ? at + took : null);
          if (visible) {
            const duration = toastDuration({ scope: kind, tone });
            const gone = expireToasts(settled, at + took + duration);
            expect(gone.toasts.some((entry) => entry.id === id)).toBe(false);
          }
        },
      ),
    );
  });

  it('shows the outcome as a new toast when the loading toast was closed, so it is never lost', () => {
    fc.assert(
      fc.property(start, scope, outcome, later, (at, kind, tone, took) => {
        const { state, id } = withLoading(at, 0, kind);
        const closed = dismissToast(state, id, at + took);
        const settled = settleToast(closed, id, { scope: kind, tone, text: 'Fait' }, at + took);
        expect(settled.toasts.map((toast) => [toast.id, toast.tone])).toEqual([['toast-2', tone]]);
      }),
    );
  });

  it('refuses a loading or blank outcome (unchanged state), in the rules and in the machine', () => {
    fc.assert(
      fc.property(start, scope, fc.constantFrom('', ' '), (at, kind, blank) => {
        const { state, id } = withLoading(at, 0, kind);
        const loading = { scope: kind, tone: 'loading', text: 'x' } as unknown as Parameters<
          typeof settleToast
        >[2];
        expect(settleToast(state, id, loading, at)).toBe(state);
        expect(settleToast(state, id, { scope: kind, tone: 'success', text: blank }, at)).toBe(state);
        const actor = createActor(toastQueueMachine).start();
        actor.send({ type: 'toast.show', scope: kind, tone: 'loading', text: 'Chargement…', at });
        expect(actor.getSnapshot().can({ type: 'toast.settle', id: 'toast-1', ...loading, at })).toBe(false);
        actor.send({
          type: 'toast.settle',
          id: 'toast-1',
          scope: kind,
          tone: 'success',
          text: 'Fait',
          at: at + 1,
        });
        expect(actor.getSnapshot().context.toasts).toMatchObject([
          { id: 'toast-1', tone: 'success', text: 'Fait' },
        ]);
        actor.stop();
      }),
    );
  });
});
