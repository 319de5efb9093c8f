import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { nextToastDeadline, TOAST_LAYOUT, toastQueueMachine, visibleToasts } from './index';

function start() {
  const actor = createActor(toastQueueMachine).start();
  const texts = () => visibleToasts(actor.getSnapshot().context).map((toast) => toast.text);
  return { actor, texts };
}

describe('toast queue machine', () => {
  it('shows three at a time in arrival order; the fourth waits and starts when one leaves', () => {
    const { actor, texts } = start();
    actor.send({ type: 'toast.show', scope: 'form', tone: 'error', text: 'one', at: 0 });
    actor.send({ type: 'toast.show', scope: 'shell', tone: 'success', text: 'two', at: 100 });
    actor.send({ type: 'toast.show', scope: 'shell', tone: 'info', text: 'three', at: 200 });
    actor.send({ type: 'toast.show', scope: 'form', tone: 'info', text: 'four', at: 300 });
    expect(texts()).toEqual(['one', 'two', 'three']);
    // The form error (2000 ms) is due first, at 2000; the shell info (1750 ms from 200) at 1950.
    expect(nextToastDeadline(actor.getSnapshot().context)).toBe(1950);
    expect(actor.getSnapshot().can({ type: 'clock.tick', at: 1949 })).toBe(false);
    actor.send({ type: 'clock.tick', at: 1950 });
    expect(texts()).toEqual(['one', 'two', 'four']);
    // "four" is a form info toast: the default 4000 ms, from the moment it shows.
    const four = actor.getSnapshot().context.toasts.find((toast) => toast.text === 'four');
    expect(four).toMatchObject({ startedAt: 1950, remainingMs: 4000, durationMs: 4000 });
    actor.send({ type: 'clock.tick', at: 2000 });
    expect(texts()).toEqual(['two', 'four']);
    actor.send({ type: 'clock.tick', at: 2100 });
    expect(texts()).toEqual(['four']);
    actor.send({ type: 'clock.tick', at: 5950 });
    expect(texts()).toEqual([]);
    expect(nextToastDeadline(actor.getSnapshot().context)).toBeNull();
  });

  it('dismisses a toast by id (the close button) and ignores unknown ids', () => {
    const { actor, texts } = start();
    actor.send({ type: 'toast.show', scope: 'form', tone: 'success', text: 'saved', at: 0 });
    actor.send({ type: 'toast.show', scope: 'form', tone: 'error', text: 'failed', at: 0 });
    expect(actor.getSnapshot().can({ type: 'toast.dismiss', id: 'toast-9', at: 10 })).toBe(false);
    actor.send({ type: 'toast.dismiss', id: 'toast-1', at: 10 });
    expect(texts()).toEqual(['failed']);
  });

  it('holds every visible toast while paused and resumes with the time left', () => {
    const { actor, texts } = start();
    actor.send({ type: 'toast.show', scope: 'shell', tone: 'error', text: 'oops', at: 0 });
    actor.send({ type: 'toasts.pause', at: 1000 });
    expect(actor.getSnapshot().can({ type: 'toasts.pause', at: 1001 })).toBe(false);
    expect(nextToastDeadline(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'clock.tick', at: 60_000 });
    expect(texts()).toEqual(['oops']);
    actor.send({ type: 'toasts.resume', at: 60_000 });
    expect(nextToastDeadline(actor.getSnapshot().context)).toBe(62_000);
    actor.send({ type: 'clock.tick', at: 62_000 });
    expect(texts()).toEqual([]);
  });

  it('refuses blank text, an unknown kind and a broken clock reading', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'toast.show', scope: 'form', tone: 'info', text: '  ', at: 0 })).toBe(false);
    expect(
      snapshot.can({ type: 'toast.show', scope: 'form', tone: 'info', text: 'ok', at: Number.NaN }),
    ).toBe(false);
    expect(
      snapshot.can({ type: 'toast.show', scope: 'page' as 'form', tone: 'info', text: 'ok', at: 0 }),
    ).toBe(false);
    expect(snapshot.can({ type: 'toast.show', scope: 'form', tone: 'info', text: 'ok', at: 0 })).toBe(true);
  });

  it('keeps a JSON-only context', () => {
    const { actor } = start();
    actor.send({ type: 'toast.show', scope: 'form', tone: 'info', text: 'hello', at: 5 });
    const context = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });

  it('places the region as the shell says: bottom-right, 356 px wide, gap 12, offset 24', () => {
    expect(TOAST_LAYOUT).toEqual({
      position: 'bottom-right',
      widthPx: 356,
      gapPx: 12,
      offsetPx: 24,
      narrowMaxWidthPx: 600,
    });
  });
});
