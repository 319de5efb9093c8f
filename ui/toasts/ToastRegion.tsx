import { useSelector } from '@xstate/react';
import { type CSSProperties, useEffect, useState } from 'react';
import {
  Button,
  type QueuedToast,
  Text,
  UNSTABLE_Toast,
  UNSTABLE_ToastContent,
  UNSTABLE_ToastQueue,
  UNSTABLE_ToastRegion,
} from 'react-aria-components';
import { TOAST_LAYOUT, type ToastEntry, visibleToasts } from '../../core/notifications/index';
import { useT } from '../i18n/react';
import type { ToastActor, ToastPort, ToastView } from './toast-port';
import './toasts.css';

// The toast region's React Aria part, loaded the first time a toast is shown (or as soon as the customer
// first presses a key or a pointer, since toasts answer what they do): no page needs it to paint or hydrate.

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

  /**
   * Publishes the machine's visible toasts, keeping each toast's object while it stays on screen as it was
   * (a loading toast that settles in place gets a new one: its tone and text changed).
   */
  publish(visible: readonly ToastEntry[]): void {
    const unchanged = (toast: ToastEntry, view: QueuedToast<ToastView> | undefined) =>
      view !== undefined &&
      view.key === toast.id &&
      view.content.tone === toast.tone &&
      view.content.text === toast.text;
    const same =
      visible.length === this.visibleToasts.length &&
      visible.every((toast, index) => unchanged(toast, this.visibleToasts[index]));
    if (same) return;
    const next = visible.map((toast) => {
      const kept = this.#views.get(toast.id);
      if (unchanged(toast, kept) && kept) return kept;
      return { key: toast.id, content: { scope: toast.scope, tone: toast.tone, text: toast.text } };
    });
    this.#views.clear();
    for (const view of next) this.#views.set(view.key, view);
    this.visibleToasts = next;
    for (const listener of this.#listeners) listener();
  }
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
export function ToastRegion({ actor, port }: { actor: ToastActor; port: ToastPort }) {
  const { t } = useT();
  const [queue] = useState(() => new MachineToastQueue(port));
  useEffect(() => {
    // The machine's visible toasts, published to React Aria now and after every change.
    const publish = () => queue.publish(visibleToasts(actor.getSnapshot().context));
    publish();
    const subscription = actor.subscribe(publish);
    return () => subscription.unsubscribe();
  }, [actor, queue]);
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
