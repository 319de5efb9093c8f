// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/react';
import { preloadToastRegion, type Toaster, ToastProvider, useToast } from './Toasts';

let toaster: Toaster | null = null;
let hide: (() => void) | null = null;

function Capture() {
  toaster = useToast();
  return null;
}

/** A part of the page that starts a loading toast and may go before the action answers. */
function Leaving() {
  const [shown, setShown] = useState(true);
  hide = () => setShown(false);
  return shown ? <Capture /> : null;
}

async function renderToasts(language: 'fr' | 'en' = 'fr') {
  const i18n = await createI18n(language);
  render(
    <TranslationProvider instance={i18n}>
      <ToastProvider>
        <Leaving />
      </ToastProvider>
    </TranslationProvider>,
  );
  if (!toaster) throw new Error('no toaster');
  return toaster;
}

/** The visible toasts as [tone, text], oldest first. */
const toasts = () =>
  screen
    .queryAllByRole('alertdialog')
    .map((toast) => [toast.getAttribute('data-tone'), within(toast).getByRole('alert').textContent]);

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeAll(async () => {
  await preloadToastRegion();
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toaster = null;
  hide = null;
});

describe('form toast: loading, then success or error (part 1 §4, part 2 §8 and §9)', () => {
  it('shows forms.states.loading until the answer, at least 350 ms, then the success for 2000 ms', async () => {
    const toast = await renderToasts();
    act(() => {
      toast.form.loading();
    });
    expect(toasts()).toEqual([['loading', 'Chargement…']]);
    await advance(10_000);
    expect(toasts()).toEqual([['loading', 'Chargement…']]);
    act(() => {
      toast.form.success('Enregistré');
    });
    expect(toasts()).toEqual([['success', 'Enregistré']]);
    await advance(1999);
    expect(toasts()).toEqual([['success', 'Enregistré']]);
    await advance(1);
    expect(toasts()).toEqual([]);
  });

  it('a fast answer waits for the loader minimum (350 ms) before it replaces the loading toast', async () => {
    const toast = await renderToasts('en');
    act(() => {
      toast.form.loading();
    });
    await advance(100);
    act(() => {
      toast.form.error({ code: 'UNKNOWN_ERROR' });
    });
    expect(toasts()).toEqual([['loading', 'Loading…']]);
    await advance(249);
    expect(toasts()).toEqual([['loading', 'Loading…']]);
    await advance(1);
    expect(toasts()).toEqual([['error', 'Something went wrong. Please try again.']]);
    await advance(2000);
    expect(toasts()).toEqual([]);
  });

  it('closes a loading toast left unanswered by a part of the page that went', async () => {
    const toast = await renderToasts();
    act(() => {
      toast.form.loading();
    });
    expect(toasts()).toHaveLength(1);
    act(() => {
      hide?.();
    });
    expect(toasts()).toEqual([]);
  });
});
