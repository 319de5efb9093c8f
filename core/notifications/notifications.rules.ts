/**
 * The app-wide toast queue (part 2 §9 "Toasts: default 4000 ms, 3 visible, width 356 px, gap 14 px; form toast
 * success and error 2000 ms; shell toasts bottom-right, 1750 ms, gap 12, offset 24, success 2000 ms, error
 * 3000 ms (a second reading gives 3 seconds for the form error toast).").
 *
 * Toasts wait in arrival order; the first three are visible, and a toast's time runs only while it is visible
 * and the region is not paused (hovered or focused, so nobody loses a message they are reading). Time is an
 * input: `at` is a reading in milliseconds of whatever monotonic clock the caller uses (the browser's
 * `Date.now()`, a test's simulated clock); nothing here reads a clock.
 */
import {
  FORM_TOAST_ERROR_MS,
  FORM_TOAST_SUCCESS_MS,
  MOBILE_BREAKPOINTS_PX,
  SHELL_TOASTS,
  TOASTS,
} from '../site/index';

/** Shell toasts report app-wide outcomes (the cart drawer); form toasts the outcome of a form's action. */
export type ToastScope = 'shell' | 'form';
/** The tones that close by themselves after their kind's duration. */
export type TimedToastTone = 'success' | 'error' | 'info';
/**
 * "Form toast: loading (no auto-close), then success or error" (part 1 §4): a loading toast stays until it is
 * settled (`settleToast`) or closed.
 */
export type ToastTone = TimedToastTone | 'loading';
export const TOAST_SCOPES: readonly ToastScope[] = ['shell', 'form'];
export const TOAST_TONES: readonly TimedToastTone[] = ['success', 'error', 'info'];
export const LOADING_TONE = 'loading' satisfies ToastTone;

/** "3 visible". */
export const MAX_VISIBLE_TOASTS: number = TOASTS.visible;

/**
 * How long a toast stays once visible, by kind:
 * - shell: "shell toasts ... 1750 ms, ... success 2000 ms, error 3000 ms" (1750 ms is the shell's own default,
 *   used for information);
 * - form: "form toast success and error 2000 ms" (the first reading, as core/site's form toast machine; the
 *   second reading, 3000 ms for the error, is `FORM_TOAST_ERROR_MS_SECOND_READING` there); a form's
 *   information toast has the general "default 4000 ms".
 */
export const TOAST_DURATIONS_MS: Readonly<Record<ToastScope, Readonly<Record<TimedToastTone, number>>>> = {
  shell: { success: SHELL_TOASTS.successMs, error: SHELL_TOASTS.errorMs, info: SHELL_TOASTS.durationMs },
  form: { success: FORM_TOAST_SUCCESS_MS, error: FORM_TOAST_ERROR_MS, info: TOASTS.durationMs },
};

/**
 * Where the single toast region sits: the shell's "bottom-right, gap 12, offset 24" with the common "width
 * 356 px"; at the shell's mobile width ("600 px for the cart drawer and shell") it spans the screen minus the
 * offset on each side.
 */
export const TOAST_LAYOUT = {
  position: SHELL_TOASTS.position,
  widthPx: TOASTS.widthPx,
  gapPx: SHELL_TOASTS.gapPx,
  offsetPx: SHELL_TOASTS.offsetPx,
  narrowMaxWidthPx: MOBILE_BREAKPOINTS_PX.shell,
} as const;

export interface ToastKind {
  scope: ToastScope;
  tone: ToastTone;
}

/** What a caller asks to show: the kind and the text, already translated. */
export interface ToastInput extends ToastKind {
  text: string;
}

/** What a loading toast turns into: a kind that closes by itself, and its text. */
export interface SettledToastInput extends ToastInput {
  tone: TimedToastTone;
}

export interface ToastEntry extends ToastInput {
  /** `toast-{n}`, n counting the toasts shown so far: stable, unique, in arrival order. */
  id: string;
  /** null for a loading toast: it never closes by itself. */
  durationMs: number | null;
  /**
   * Time left on screen; it only decreases while the toast is visible and the queue runs (a loading toast's
   * time never runs: it is infinite).
   */
  remainingMs: number;
  /** The clock reading when the time last started running; null while waiting or paused. */
  startedAt: number | null;
}

export interface ToastQueueState {
  /** Every toast not yet gone, in arrival order: the first MAX_VISIBLE_TOASTS are visible. */
  toasts: ToastEntry[];
  /** While the region is hovered or focused no toast's time runs. */
  paused: boolean;
  /** How many toasts were ever shown (the next id is `toast-{sequence + 1}`). */
  sequence: number;
}

/** Stable codes of inputs the queue refuses. */
export const TOAST_ERRORS = {
  textRequired: 'TOAST.TEXT_REQUIRED',
  invalidClock: 'TOAST.INVALID_CLOCK',
  unknownKind: 'TOAST.UNKNOWN_KIND',
} as const;

export function toastDuration(kind: ToastKind & { tone: TimedToastTone }): number;
export function toastDuration(kind: ToastKind): number | null;
export function toastDuration(kind: ToastKind): number | null {
  return kind.tone === LOADING_TONE ? null : TOAST_DURATIONS_MS[kind.scope][kind.tone];
}

export function emptyToastQueue(): ToastQueueState {
  return { toasts: [], paused: false, sequence: 0 };
}

/** A clock reading the queue accepts: a finite number of milliseconds. */
export function isClockReading(at: unknown): at is number {
  return typeof at === 'number' && Number.isFinite(at);
}

/** Why a toast cannot be shown, or null: a kind outside the table, blank text, or a broken clock reading. */
export function toastInputError(input: ToastInput, at: number): string | null {
  if (
    !TOAST_SCOPES.includes(input.scope) ||
    !(input.tone === LOADING_TONE || (TOAST_TONES as readonly string[]).includes(input.tone))
  )
    return TOAST_ERRORS.unknownKind;
  if (typeof input.text !== 'string' || input.text.trim() === '') return TOAST_ERRORS.textRequired;
  if (!isClockReading(at)) return TOAST_ERRORS.invalidClock;
  return null;
}

export function visibleToasts(state: ToastQueueState): ToastEntry[] {
  return state.toasts.slice(0, MAX_VISIBLE_TOASTS);
}

export function waitingToasts(state: ToastQueueState): ToastEntry[] {
  return state.toasts.slice(MAX_VISIBLE_TOASTS);
}

export function hasToast(state: ToastQueueState, id: string): boolean {
  return state.toasts.some((toast) => toast.id === id);
}

/** Starts the time of every visible toast not yet running (loading ones have none), unless the queue is paused. */
function startVisible(state: ToastQueueState, at: number): ToastQueueState {
  if (state.paused) return state;
  let changed = false;
  const toasts = state.toasts.map((toast, index) => {
    if (index >= MAX_VISIBLE_TOASTS || toast.startedAt !== null || toast.durationMs === null) return toast;
    changed = true;
    return { ...toast, startedAt: at };
  });
  return changed ? { ...state, toasts } : state;
}

/** Time left of a toast at `at` (never negative; a clock going backwards counts as no time passing). */
export function remainingAt(toast: ToastEntry, at: number): number {
  if (toast.startedAt === null) return toast.remainingMs;
  return Math.max(0, toast.remainingMs - Math.max(0, at - toast.startedAt));
}

/** Queues a toast at the end; it shows at once when fewer than three are visible. Refused input: unchanged. */
export function showToast(state: ToastQueueState, input: ToastInput, at: number): ToastQueueState {
  if (toastInputError(input, at) !== null) return state;
  const sequence = state.sequence + 1;
  const durationMs = toastDuration(input);
  const toast: ToastEntry = {
    id: `toast-${sequence}`,
    scope: input.scope,
    tone: input.tone,
    text: input.text,
    durationMs,
    remainingMs: durationMs ?? Number.POSITIVE_INFINITY,
    startedAt: null,
  };
  return startVisible({ ...state, sequence, toasts: [...state.toasts, toast] }, at);
}

/** Whether `id` is a loading toast still in the queue. */
export function isLoadingToast(state: ToastQueueState, id: string): boolean {
  return state.toasts.some((toast) => toast.id === id && toast.durationMs === null);
}

/**
 * Turns the loading toast `id` into its outcome ("loading ..., then success or error"): same id and place in
 * the queue, the outcome's tone and text, and the outcome's full duration from `at` when visible. When that
 * toast is gone (closed) or already settled, the outcome is shown as a new toast, so it is never lost.
 * Refused input (a loading or unknown tone, blank text, a broken clock): unchanged.
 */
export function settleToast(
  state: ToastQueueState,
  id: string,
  input: SettledToastInput,
  at: number,
): ToastQueueState {
  if (!TOAST_TONES.includes(input.tone) || toastInputError(input, at) !== null) return state;
  if (!isLoadingToast(state, id)) return showToast(state, input, at);
  const durationMs = toastDuration(input);
  const toasts = state.toasts.map((toast) =>
    toast.id === id
      ? { ...toast, tone: input.tone, text: input.text, durationMs, remainingMs: durationMs, startedAt: null }
      : toast,
  );
  return startVisible({ ...state, toasts }, at);
}

/** Removes a toast (its close button); the next waiting one becomes visible. An unknown id changes nothing. */
export function dismissToast(state: ToastQueueState, id: string, at: number): ToastQueueState {
  if (!hasToast(state, id) || !isClockReading(at)) return state;
  return startVisible({ ...state, toasts: state.toasts.filter((toast) => toast.id !== id) }, at);
}

/** Stops every visible toast's time, keeping what is left of it. */
export function pauseToasts(state: ToastQueueState, at: number): ToastQueueState {
  if (state.paused || !isClockReading(at)) return state;
  return {
    ...state,
    paused: true,
    toasts: state.toasts.map((toast) =>
      toast.startedAt === null ? toast : { ...toast, remainingMs: remainingAt(toast, at), startedAt: null },
    ),
  };
}

/** Lets the visible toasts' time run again from `at`. */
export function resumeToasts(state: ToastQueueState, at: number): ToastQueueState {
  if (!state.paused || !isClockReading(at)) return state;
  return startVisible({ ...state, paused: false }, at);
}

/** Removes the visible toasts whose time is up at `at`; waiting ones move up and start from `at`. */
export function expireToasts(state: ToastQueueState, at: number): ToastQueueState {
  if (!isClockReading(at)) return state;
  const expired = new Set(
    visibleToasts(state)
      .filter((toast) => toast.startedAt !== null && remainingAt(toast, at) === 0)
      .map((toast) => toast.id),
  );
  if (expired.size === 0) return state;
  return startVisible({ ...state, toasts: state.toasts.filter((toast) => !expired.has(toast.id)) }, at);
}

/** The clock reading at which the next visible toast's time is up; null when no time is running. */
export function nextToastDeadline(state: ToastQueueState): number | null {
  let next: number | null = null;
  for (const toast of visibleToasts(state)) {
    if (toast.startedAt === null) continue;
    const deadline = toast.startedAt + toast.remainingMs;
    if (next === null || deadline < next) next = deadline;
  }
  return next;
}

/** Whether an `expire` at `at` would remove something (the machine's guard for clock ticks). */
export function hasExpiredToast(state: ToastQueueState, at: number): boolean {
  const deadline = nextToastDeadline(state);
  return isClockReading(at) && deadline !== null && at >= deadline;
}
