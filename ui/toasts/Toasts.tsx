import { useActorRef, useSelector } from '@xstate/react';
import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {
  Button,
  type QueuedToast,
  Text,
  UNSTABLE_Toast,
  UNSTABLE_ToastContent,
  UNSTABLE_ToastQueue,
  UNSTABLE_ToastRegion,
} from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { resolveErrorText } from '../../core/errors/index';
import {
  nextToastDeadline,
  TOAST_LAYOUT,
  type ToastEntry,
  type ToastInput,
  type ToastQueueEvent,
  type ToastScope,
  type ToastTone,
  toastInputError,
  toastQueueMachine,
  visibleToasts,
} from '../../core/notifications/index';
import { actorOptions } from '../app/inspector';
import { lookup } from '../i18n/i18n';
import { useT } from '../i18n/react';
import './toasts.css';

/** What one toast renders. */
export type ToastView = Pick<ToastEntry, 'scope' | 'tone' | 'text'>;

/** The edge's clock: "now" enters the core queue as an input, read here and nowhere in core. */
const now = () => Date.now();

interface ToastPort {
  show(input: ToastInput): string;
  dismiss(id: string): void;
  pause(): void;
  resume(): void;
  clear(): void;
}

/**
 * React Aria's toast region reads a `ToastQueue`; this one is a view of the core queue machine. The region's
 * close buttons, hover and focus become machine events (`toast.dismiss`, `toasts.pause`, `toasts.resume`),
 * and the machine's visible toasts are published back. No toast carries a React Aria timer: the machine
 * decides when a toast leaves.
 */
class MachineToastQueue extends UNSTABLE_ToastQueue<ToastView> {
  readonly #listeners = new Set<() => void>();
  readonly #port: ToastPort;
  readonly #views = new Map<string, QueuedToast<ToastView>>();

  constructor(port: ToastPort) {
    super();
    this.#port = port;
  }

  override subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  override add(content: ToastView): string {
    return this.#port.show(content);
  }

  override close(key: string): void {
    this.#port.dismiss(key);
  }

  override pauseAll(): void {
    this.#port.pause();
  }

  override resumeAll(): void {
    this.#port.resume();
  }

  override clear(): void {
    this.#port.clear();
  }

  /** Publishes the machine's visible toasts, keeping each toast's object while it stays on screen. */
  publish(visible: readonly ToastEntry[]): void {
    const same =
      visible.length === this.visibleToasts.length &&
      visible.every((toast, index) => this.visibleToasts[index]?.key === toast.id);
    if (same) return;
    const next = visible.map((toast) => {
      const view = this.#views.get(toast.id) ?? {
        key: toast.id,
        content: { scope: toast.scope, tone: toast.tone, text: toast.text },
      };
      return view;
    });
    this.#views.clear();
    for (const view of next) this.#views.set(view.key, view);
    this.visibleToasts = next;
    for (const listener of this.#listeners) listener();
  }
}

const ToastContext = createContext<ToastPort | null>(null);

type ToastActor = ActorRefFrom<typeof toastQueueMachine>;

function portOf(actor: ToastActor): ToastPort {
  const send = (event: ToastQueueEvent) => actor.send(event);
  return {
    show(input) {
      const at = now();
      const refused = toastInputError(input, at);
      if (refused !== null) throw new Error(refused);
      send({ type: 'toast.show', ...input, at });
      return `toast-${actor.getSnapshot().context.sequence}`;
    },
    dismiss: (id) => send({ type: 'toast.dismiss', id, at: now() }),
    pause: () => send({ type: 'toasts.pause', at: now() }),
    resume: () => send({ type: 'toasts.resume', at: now() }),
    clear() {
      for (const toast of actor.getSnapshot().context.toasts)
        send({ type: 'toast.dismiss', id: toast.id, at: now() });
    },
  };
}

/** Sends `clock.tick` when the next visible toast's time is up, and publishes the visible toasts. */
function useQueueClock(actor: ToastActor, queue: MachineToastQueue) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let scheduled: number | null = null;
    const sync = () => {
      const { context } = actor.getSnapshot();
      queue.publish(visibleToasts(context));
      const deadline = nextToastDeadline(context);
      if (deadline === scheduled) return;
      clearTimeout(timer);
      scheduled = deadline;
      if (deadline === null) return;
      timer = setTimeout(
        () => {
          scheduled = null;
          actor.send({ type: 'clock.tick', at: now() });
          // A timer may fire a little early for the clock: sync again, which waits for what is left.
          sync();
        },
        Math.max(0, deadline - now()),
      );
    };
    sync();
    const subscription = actor.subscribe(sync);
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [actor, queue]);
}

const layout = {
  '--toast-width': `${TOAST_LAYOUT.widthPx}px`,
  '--toast-gap': `${TOAST_LAYOUT.gapPx}px`,
  '--toast-offset': `${TOAST_LAYOUT.offsetPx}px`,
} as CSSProperties;

/**
 * The one toast region of the storefront (part 2 §9): bottom-right, 356 px wide, 12 px apart, 24 px from the
 * edges, at most three at a time. React Aria gives the landmark region, each toast's alertdialog with its
 * `role="alert"` content, the close button, keyboard access (F6) and pausing while hovered or focused.
 */
function ToastRegion({ queue, actor }: { queue: MachineToastQueue; actor: ToastActor }) {
  const { t } = useT();
  const count = useSelector(actor, (snapshot) => visibleToasts(snapshot.context).length);
  return (
    <UNSTABLE_ToastRegion
      queue={queue}
      className="toast-region"
      data-position={TOAST_LAYOUT.position}
      style={layout}
      aria-label={t('toasts.region', { count })}
    >
      {({ toast }) => (
        <UNSTABLE_Toast
          toast={toast}
          className="toast"
          data-tone={toast.content.tone}
          data-scope={toast.content.scope}
        >
          <UNSTABLE_ToastContent className="toast__content">
            <Text slot="title" className="toast__text">
              {toast.content.text}
            </Text>
          </UNSTABLE_ToastContent>
          <Button slot="close" className="toast__close" aria-label={t('toasts.close')}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </Button>
        </UNSTABLE_Toast>
      )}
    </UNSTABLE_ToastRegion>
  );
}

/** Runs the app-wide toast queue and renders its region once; `useToast()` works anywhere inside. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(toastQueueMachine, actorOptions({}));
  const port = useMemo(() => portOf(actor), [actor]);
  const [queue] = useState(() => new MachineToastQueue(port));
  useQueueClock(actor, queue);
  return (
    <ToastContext.Provider value={port}>
      {children}
      <ToastRegion queue={queue} actor={actor} />
    </ToastContext.Provider>
  );
}

export interface ToastActions {
  /** Shows an already translated success text; returns the toast's id. */
  success(text: string): string;
  /** Shows an already translated information text; returns the toast's id. */
  info(text: string): string;
  /**
   * Shows a failure (part 2 §8): forms.errors.{code} when translated, else the raw code, else the error's
   * message, else forms.errors.UNKNOWN_ERROR. `error` is what was thrown or rejected, or a code.
   */
  error(error: unknown): string;
}

export interface Toaster {
  /** App-wide outcomes (the cart drawer): "shell toasts ... 1750 ms, ... success 2000 ms, error 3000 ms". */
  shell: ToastActions;
  /** A form's outcome: "form toast success and error 2000 ms", information the default 4000 ms. */
  form: ToastActions;
  dismiss(id: string): void;
}

/** Success, information and error toasts of the shell and form kinds. */
export function useToast(): Toaster {
  const port = useContext(ToastContext);
  if (!port) throw new Error('useToast outside <ToastProvider>');
  const { i18n } = useT();
  return useMemo(() => {
    const actions = (scope: ToastScope): ToastActions => {
      const show = (tone: ToastTone, text: string) => port.show({ scope, tone, text });
      return {
        success: (text) => show('success', text),
        info: (text) => show('info', text),
        error: (error) => show('error', resolveErrorText(error, lookup(i18n))),
      };
    };
    return { shell: actions('shell'), form: actions('form'), dismiss: (id) => port.dismiss(id) };
  }, [port, i18n]);
}
