// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { advance, renderToasts, withToastClock } from './testing';

let hide: (() => void) | null = null;

/** A part of the page that starts a loading toast and may go before the action answers. */
function Leaving({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  hide = () => setShown(false);
  return shown ? children : null;
}

const renderLeaving = (language?: 'fr' | 'en') => renderToasts(language, (user) => <Leaving>{user}</Leaving>);

/** The visible toasts as [tone, text], oldest first. */
const toasts = () =>
  screen
    .queryAllByRole('alertdialog')
    .map((toast) => [toast.getAttribute('data-tone'), within(toast).getByRole('alert').textContent]);

withToastClock();
afterEach(() => {
  hide = null;
});

describe('form toast: loading, then success or error (part 1 §4, part 2 §8 and §9)', () => {
  it('shows forms.states.loading until the answer, at least 350 ms, then the success for 2000 ms', async () => {
    const toast = await renderLeaving();
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
    const toast = await renderLeaving('en');
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
    const toast = await renderLeaving();
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
