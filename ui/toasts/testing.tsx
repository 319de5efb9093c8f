import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/react';
import { preloadToastRegion, type Toaster, ToastProvider, useToast } from './Toasts';

let toaster: Toaster | null = null;

function Capture() {
  toaster = useToast();
  return null;
}

/**
 * The toast provider in `language`, with the component that takes its toaster inside `around` (a part of the
 * page that may go away, say); answers that toaster.
 */
export async function renderToasts(
  language: 'fr' | 'en' = 'fr',
  around: (user: ReactNode) => ReactNode = (user) => user,
): Promise<Toaster> {
  toaster = null;
  const i18n = await createI18n(language);
  render(
    <TranslationProvider instance={i18n}>
      <ToastProvider>{around(<Capture />)}</ToastProvider>
    </TranslationProvider>,
  );
  if (!toaster) throw new Error('no toaster');
  return toaster;
}

export const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/**
 * The toast tests' clock: fake timers in each test. The region's code loads on demand (see LazyToastRegion);
 * loaded once here, every toast shows at once.
 */
export function withToastClock() {
  beforeAll(async () => {
    await preloadToastRegion();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
