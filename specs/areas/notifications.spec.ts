import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  emptyToastQueue,
  expireToasts,
  MAX_VISIBLE_TOASTS,
  nextToastDeadline,
  showToast,
  TOAST_SCOPES,
  TOAST_TONES,
  type ToastQueueState,
  toastDuration,
  visibleToasts,
} from '../../core/notifications';
import { defineArea, examples } from '../book';

const SENTENCE =
  'Toasts: default 4000 ms, 3 visible, width 356 px, gap 14 px; form toast success and error 2000 ms; shell toasts bottom-right, 1750 ms, gap 12, offset 24, success 2000 ms, error 3000 ms (a second reading gives 3 seconds for the form error toast).';

const arrival = fc.record({
  scope: fc.constantFrom(...TOAST_SCOPES),
  tone: fc.constantFrom(...TOAST_TONES),
  dt: fc.integer({ min: 0, max: 5000 }),
});

export default defineArea({
  area: 'TOAST',
  title: 'The app-wide toast queue',
  rules: [
    {
      id: 'TOAST-01',
      source: 'part 2 §9',
      sentence: SENTENCE,
      kind: 'property',
      check: () => {
        // "3 visible": whatever arrives, at most three show, the earliest arrivals first; each toast leaves
        // once its own duration has run while visible.
        fc.assert(
          fc.property(fc.array(arrival, { maxLength: 30 }), (arrivals) => {
            let state: ToastQueueState = emptyToastQueue();
            let at = 0;
            for (const { scope, tone, dt } of arrivals) {
              at += dt;
              state = expireToasts(state, at);
              state = showToast(state, { scope, tone, text: `${scope} ${tone}` }, at);
              const visible = visibleToasts(state);
              assert.ok(visible.length <= MAX_VISIBLE_TOASTS);
              assert.deepEqual(visible, state.toasts.slice(0, MAX_VISIBLE_TOASTS));
            }
            for (
              let deadline = nextToastDeadline(state);
              deadline !== null;
              deadline = nextToastDeadline(state)
            ) {
              const leaving = visibleToasts(state).filter(
                (toast) => toast.startedAt !== null && toast.startedAt + toast.remainingMs === deadline,
              );
              for (const toast of leaving) assert.equal(toast.remainingMs, toast.durationMs);
              state = expireToasts(state, deadline);
            }
            assert.deepEqual(state.toasts, []);
          }),
        );
      },
    },
    {
      id: 'TOAST-02',
      source: 'part 2 §9',
      sentence: SENTENCE,
      kind: 'examples',
      check: () => {
        // Information toasts take their scope's default: the shell's 1750 ms, the general 4000 ms for forms.
        examples(
          [
            [{ scope: 'form', tone: 'success' } as const, 2000],
            [{ scope: 'form', tone: 'error' } as const, 2000],
            [{ scope: 'form', tone: 'info' } as const, 4000],
            [{ scope: 'shell', tone: 'success' } as const, 2000],
            [{ scope: 'shell', tone: 'error' } as const, 3000],
            [{ scope: 'shell', tone: 'info' } as const, 1750],
          ],
          toastDuration,
        );
      },
    },
  ],
});
