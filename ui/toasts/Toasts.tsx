import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FORM_TOAST_KEYS, resolveErrorText } from '../../core/errors/index';
import {
  isLoadingToast,
  nextToastDeadline,
  type SettledToastInput,
  TOAST_SCOPES,
  type ToastQueueEvent,
  type ToastScope,
  toastInputError,
  toastQueueMachine,
  visibleToasts,
} from '../../core/notifications/index';
import { loaderRemainingMs } from '../../core/site/index';
import { actorOptions } from '../app/inspector';
import { lookup } from '../i18n/i18n';
import { useT } from '../i18n/react';
import { elapsedMs } from '../kit/clock/clock';
import type { ToastActor, ToastPort } from './toast-port';

export type { ToastView } from './toast-port';

/** The loading toast of a scope, waiting for its outcome. */
type OpenLoading = { id: string; shownAt: number };

/**
 * The queue's port and each scope's open loading toast: one form action runs at a time, so the outcome
 * reported by whichever part of the page (the form or its page) replaces the loading toast the form showed.
 */
interface ToastShared {
  port: ToastPort;
  /** Epoch ms of the running clock (toast durations): "now" enters the core queue as an input, read here and nowhere in core. */
  now: () => number;
  open: Partial<Record<ToastScope, OpenLoading>>;
}

const ToastContext = createContext<ToastShared | null>(null);

function portOf(actor: ToastActor, now: () => number): ToastPort {
  const send = (event: ToastQueueEvent) => actor.send(event);
  return {
    show(input) {
      const at = now();
      const refused = toastInputError(input, at);
      if (refused !== null) throw new Error(refused);
      send({ type: 'toast.show', ...input, at });
      return `toast-${actor.getSnapshot().context.sequence}`;
    },
    settle(id, input) {
      const at = now();
      const refused = toastInputError(input, at);
      if (refused !== null) throw new Error(refused);
      const inPlace = isLoadingToast(actor.getSnapshot().context, id);
      send({ type: 'toast.settle', id, ...input, at });
      return inPlace ? id : `toast-${actor.getSnapshot().context.sequence}`;
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

/** Sends `clock.tick` when the next visible toast's time is up. */
function useQueueClock(actor: ToastActor, now: () => number) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let scheduled: number | null = null;
    const sync = () => {
      const deadline = nextToastDeadline(actor.getSnapshot().context);
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
  }, [actor, now]);
}

type RegionComponent = ComponentType<{ actor: ToastActor; port: ToastPort }>;
let loadedRegion: RegionComponent | null = null;
let loadingRegion: Promise<RegionComponent> | null = null;

/** Loads the toast region's code once; resolves at once when it has been loaded already. */
export function preloadToastRegion(): Promise<RegionComponent> {
  loadingRegion ??= import('./ToastRegion').then((module) => {
    loadedRegion = module.ToastRegion;
    return module.ToastRegion;
  });
  return loadingRegion;
}

/**
 * The toast region, rendered once a toast is to be shown. Its code (React Aria's toast components) is not
 * part of the first load: it is fetched at the customer's first key or pointer press, which is what a toast
 * answers, or at the first toast otherwise.
 */
function LazyToastRegion({ actor, port }: { actor: ToastActor; port: ToastPort }) {
  const showing = useSelector(actor, (snapshot) => visibleToasts(snapshot.context).length > 0);
  const [Region, setRegion] = useState<RegionComponent | null>(() => loadedRegion);
  useEffect(() => {
    if (Region) return;
    const load = () => {
      void preloadToastRegion().then((component) => setRegion(() => component));
    };
    if (showing) return load();
    const options = { once: true, capture: true } as const;
    window.addEventListener('pointerdown', load, options);
    window.addEventListener('keydown', load, options);
    return () => {
      window.removeEventListener('pointerdown', load, options);
      window.removeEventListener('keydown', load, options);
    };
  }, [Region, showing]);
  return Region ? <Region actor={actor} port={port} /> : null;
}

/** Runs the app-wide toast queue and renders its region once; `useToast()` works anywhere inside. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(toastQueueMachine, actorOptions({}));
  const shared = useMemo<ToastShared>(
    () => ({ port: portOf(actor, elapsedMs), open: {}, now: elapsedMs }),
    [actor],
  );
  const port = shared.port;
  useQueueClock(actor, shared.now);
  return (
    <ToastContext.Provider value={shared}>
      {children}
      <LazyToastRegion actor={actor} port={port} />
    </ToastContext.Provider>
  );
}

export interface ToastActions {
  /**
   * Shows a loading toast (part 1 §4 "Form toast: loading (no auto-close), then success or error"), by
   * default forms.states.loading (part 2 §8); this hook's next success or error replaces it.
   */
  loading(text?: string): string;
  /** Shows an already translated success text (in place of this hook's loading toast); returns its id. */
  success(text: string): string;
  /** Shows an already translated information text (in place of this hook's loading toast); returns its id. */
  info(text: string): string;
  /**
   * Shows a failure (part 2 §8): forms.errors.{code} when translated, else the raw code, else the error's
   * message, else forms.errors.UNKNOWN_ERROR. `error` is what was thrown or rejected, or a code. It takes
   * the place of this hook's loading toast.
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

/**
 * Success, information, error and loading toasts of the shell and form kinds. A loading toast stays until
 * the scope's next outcome, which replaces it no sooner than 350 ms after it appeared (part 2 §9 "loader
 * minimum display 350 ms", core's rule); one a component leaves behind unanswered is closed when it goes.
 */
export function useToast(): Toaster {
  const shared = useContext(ToastContext);
  if (!shared) throw new Error('useToast outside <ToastProvider>');
  const { port, open, now } = shared;
  const { i18n } = useT();
  // The loading toasts this component showed, closed if still unanswered when it goes.
  const mine = useRef(new Set<string>());
  useEffect(() => {
    const owned = mine.current;
    return () => {
      for (const scope of TOAST_SCOPES) {
        const loading = open[scope];
        if (loading && owned.has(loading.id)) {
          delete open[scope];
          port.dismiss(loading.id);
        }
      }
      owned.clear();
    };
  }, [port, open]);
  return useMemo(() => {
    const actions = (scope: ToastScope): ToastActions => {
      const outcome = (tone: SettledToastInput['tone'], text: string) => {
        const loading = open[scope];
        if (!loading) return port.show({ scope, tone, text });
        delete open[scope];
        const wait = loaderRemainingMs(loading.shownAt, now());
        if (wait === 0) return port.settle(loading.id, { scope, tone, text });
        setTimeout(() => port.settle(loading.id, { scope, tone, text }), wait);
        return loading.id;
      };
      return {
        loading: (text) => {
          const previous = open[scope];
          if (previous) port.dismiss(previous.id);
          const id = port.show({ scope, tone: 'loading', text: text ?? i18n.t(FORM_TOAST_KEYS.loading) });
          open[scope] = { id, shownAt: now() };
          mine.current.add(id);
          return id;
        },
        success: (text) => outcome('success', text),
        info: (text) => outcome('info', text),
        error: (error) => outcome('error', resolveErrorText(error, lookup(i18n))),
      };
    };
    return { shell: actions('shell'), form: actions('form'), dismiss: (id) => port.dismiss(id) };
  }, [port, open, now, i18n]);
}
