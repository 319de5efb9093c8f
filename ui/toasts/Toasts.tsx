import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { resolveErrorText } from '../../core/errors/index';
import {
  nextToastDeadline,
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
import type { ToastActor, ToastPort } from './toast-port';

export type { ToastView } from './toast-port';

/** The edge's clock: "now" enters the core queue as an input, read here and nowhere in core. */
const now = () => Date.now();

const ToastContext = createContext<ToastPort | null>(null);

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

/** Sends `clock.tick` when the next visible toast's time is up. */
function useQueueClock(actor: ToastActor) {
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
  }, [actor]);
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
  const port = useMemo(() => portOf(actor), [actor]);
  useQueueClock(actor);
  return (
    <ToastContext.Provider value={port}>
      {children}
      <LazyToastRegion actor={actor} port={port} />
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
