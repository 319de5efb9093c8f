// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinimumDisplay } from './minimum-display';

function Loader({ pending }: { pending: boolean }) {
  return useMinimumDisplay(pending) ? <output>loading</output> : <p>content</p>;
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const loaderShown = () => screen.queryByRole('status') !== null;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useMinimumDisplay (part 2 §9 "loader minimum display 350 ms")', () => {
  it('shows at once and, after a fast answer, keeps the loader until 350 ms', () => {
    const view = render(<Loader pending />);
    expect(loaderShown()).toBe(true);
    advance(100);
    view.rerender(<Loader pending={false} />);
    expect(loaderShown()).toBe(true);
    advance(249);
    expect(loaderShown()).toBe(true);
    advance(1);
    expect(loaderShown()).toBe(false);
  });

  it('hides at once after a slow answer, and never shows without work', () => {
    const view = render(<Loader pending={false} />);
    expect(loaderShown()).toBe(false);
    view.rerender(<Loader pending />);
    advance(600);
    view.rerender(<Loader pending={false} />);
    expect(loaderShown()).toBe(false);
  });

  it('work starting again before the loader went keeps it until that work ends', () => {
    const view = render(<Loader pending />);
    advance(100);
    view.rerender(<Loader pending={false} />);
    advance(100);
    view.rerender(<Loader pending />);
    advance(1000);
    expect(loaderShown()).toBe(true);
    view.rerender(<Loader pending={false} />);
    expect(loaderShown()).toBe(false);
  });
});
