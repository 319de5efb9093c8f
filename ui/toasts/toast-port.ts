import type { ActorRefFrom } from 'xstate';
import type {
  SettledToastInput,
  ToastEntry,
  ToastInput,
  toastQueueMachine,
} from '../../core/notifications/index';

/** What one toast renders. */
export type ToastView = Pick<ToastEntry, 'scope' | 'tone' | 'text'>;

/** What the toast region (and `useToast`) do to the queue machine. */
export interface ToastPort {
  show(input: ToastInput): string;
  /** Turns a loading toast into its outcome (a new toast when it is gone); returns the outcome's id. */
  settle(id: string, input: SettledToastInput): string;
  dismiss(id: string): void;
  pause(): void;
  resume(): void;
  clear(): void;
}

/** The running toast queue machine, shared by the provider and the region it loads on demand. */
export type ToastActor = ActorRefFrom<typeof toastQueueMachine>;
