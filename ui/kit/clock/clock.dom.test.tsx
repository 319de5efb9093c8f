// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClockProvider, pageClock, pinnedClock, renderInstant, useClock, useNow } from './clock';

afterEach(cleanup);

function Probe() {
  const now = useNow();
  const clock = useClock();
  const [, rerender] = useState(0);
  return (
    <>
      <p data-testid="now">{now}</p>
      <p data-testid="running">{clock.now()}</p>
      <button type="button" onClick={() => rerender((count) => count + 1)}>
        again
      </button>
    </>
  );
}

describe('the UI clock', () => {
  it('useNow reads the provided clock once: the first reading stays across re-renders', async () => {
    let instant = '2026-03-01T10:00:00.000Z';
    const moving = { now: () => instant, renderNow: () => instant };
    render(
      <ClockProvider clock={moving}>
        <Probe />
      </ClockProvider>,
    );
    expect(screen.getByTestId('now').textContent).toBe('2026-03-01T10:00:00.000Z');
    instant = '2026-03-01T10:05:00.000Z';
    await act(async () => screen.getByRole('button', { name: 'again' }).click());
    expect(screen.getByTestId('now').textContent).toBe('2026-03-01T10:00:00.000Z');
    expect(screen.getByTestId('running').textContent).toBe('2026-03-01T10:05:00.000Z');
  });

  it('a pinned clock answers its instant for renders and ticks alike', () => {
    render(
      <ClockProvider clock={pinnedClock('2031-01-02T03:04:05.000Z')}>
        <Probe />
      </ClockProvider>,
    );
    expect(screen.getByTestId('now').textContent).toBe('2031-01-02T03:04:05.000Z');
    expect(screen.getByTestId('running').textContent).toBe('2031-01-02T03:04:05.000Z');
  });

  it('a server-rendered page renders at its render instant until the visitor leaves it; ticks run meanwhile', () => {
    const clock = pageClock('2020-05-05T05:05:00.000Z');
    expect(clock.renderNow()).toBe('2020-05-05T05:05:00.000Z');
    expect(clock.now()).not.toBe('2020-05-05T05:05:00.000Z');
    clock.leavePage();
    expect(Date.parse(clock.renderNow())).toBeGreaterThan(Date.parse('2020-05-05T05:05:00.000Z'));
  });

  it('a page the browser renders alone starts at the running clock', () => {
    const clock = pageClock(null);
    expect(Date.parse(clock.renderNow())).toBeGreaterThanOrEqual(Date.parse('2026-01-01T00:00:00.000Z'));
  });

  it('the render instant is the start of its minute, so one minute of renders is the same page', () => {
    expect(renderInstant(pinnedClock('2026-11-27T10:41:59.999Z'))).toBe('2026-11-27T10:41:00.000Z');
    expect(renderInstant(pinnedClock('2026-11-27T10:41:00.000Z'))).toBe('2026-11-27T10:41:00.000Z');
  });
});
