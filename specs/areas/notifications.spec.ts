import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  emptyToastQueue,
  expireToasts,
  MAX_VISIBLE_TOASTS,
  nextToastDeadline,
  settleToast,
  showToast,
  TOAST_SCOPES,
  TOAST_TONES,
  type ToastQueueState,
  toastDuration,
  visibleToasts,
} from '../../core/notifications';
import { TOASTS } from '../../core/site';
import { defineArea, examples } from '../book';

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
      sentence: 'Toasts: default 4000 ms, 3 visible, width 356 px, gap 14 px;',
      kind: 'property',
      check: () => {
        assert.deepEqual(TOASTS, { durationMs: 4000, visible: 3, widthPx: 356, gapPx: 14 });
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
      sentence: 'form toast success and error 2000 ms;',
      kind: 'machine',
      check: () => {
        // A form's information toast keeps the general 4000 ms; its outcome toasts 2000 ms.
        examples(
          [
            [{ scope: 'form', tone: 'success' } as const, 2000],
            [{ scope: 'form', tone: 'error' } as const, 2000],
            [{ scope: 'form', tone: 'info' } as const, 4000],
          ],
          toastDuration,
        );
        // The form toast the storefront runs: loading (no auto-close), then its outcome, gone 2000 ms later.
        for (const tone of ['success', 'error'] as const) {
          let state = showToast(
            emptyToastQueue(),
            { scope: 'form', tone: 'loading', text: 'forms.states.loading' },
            0,
          );
          assert.equal(expireToasts(state, 1_000_000).toasts.length, 1, 'loading stays');
          state = settleToast(state, state.toasts[0]?.id ?? '', { scope: 'form', tone, text: tone }, 100);
          assert.equal(expireToasts(state, 2099).toasts.length, 1, tone);
          assert.equal(expireToasts(state, 2100).toasts.length, 0, tone);
        }
      },
    },
  ],
});
