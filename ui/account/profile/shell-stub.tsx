import type { ReactNode } from 'react';
import { ToastProvider } from '../../toasts/Toasts';

/**
 * Stands in for the page shell in the area's tests (`vi.mock('../../shell/Shell')`): the screens inside the
 * app-wide toast provider only. Its own module, so the mock does not import the root route it replaces.
 */
export function ShellStub({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
