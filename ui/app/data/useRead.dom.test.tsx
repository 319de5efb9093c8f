// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueCalls } from '../../../core/schemas/index';
import { jsonResponse } from '../../testing/fixtures';
import { ApiContext, createApi } from '../api';
import { callKey } from '../ssr/answer-cache';
import { collectingReadCache, type ReadCache, ReadCacheContext } from '../ssr/read-cache';
import { useCallsRead } from './useCallsRead';
import { useRead } from './useRead';

/** One request the fake server holds until the test answers it. */
interface HeldRequest {
  url: URL;
  signal: AbortSignal | null;
  answer(body: unknown, status?: number): void;
}

/** A server that answers nothing until told, and forgets a request its caller aborted (as fetch does). */
function heldServer() {
  const requests: HeldRequest[] = [];
  const fetchHeld = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? null;
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), {
        once: true,
      });
      requests.push({
        url: new URL(String(input), 'http://shop.test'),
        signal,
        answer: (body, status = 200) => resolve(jsonResponse(body, status)),
      });
    })) as typeof fetch;
  return { requests, fetch: fetchHeld };
}

const calendar = (...dates: string[]) => ({ dates: dates.map((date) => ({ date })) });
const daysOf = (answer: { dates: Array<{ date: string }> }) => answer.dates.map((entry) => entry.date);

function wrapperWith(server: ReturnType<typeof heldServer>, cache: ReadCache = { peek: () => null }) {
  const api = createApi(server.fetch, 'http://shop.test');
  return ({ children }: { children: ReactNode }) => (
    <ApiContext.Provider value={api}>
      <ReadCacheContext.Provider value={cache}>{children}</ReadCacheContext.Provider>
    </ApiContext.Provider>
  );
}

/** The calendar of one activity, or nothing to read while the activity is not chosen. */
function useCalendar(activity: string | null) {
  return useRead(catalogueCalls.availabilityCalendar, activity === null ? null : { activity }, {
    select: daysOf,
  });
}

/** A section rendering nothing but its read, for server renders (which run no effects). */
function CalendarProbe({ activity, serverRendered }: { activity: string; serverRendered?: boolean }) {
  useRead(catalogueCalls.availabilityCalendar, { activity }, { serverRendered });
  return null;
}

afterEach(cleanup);

describe('useRead: one call of the route table while a screen shows it', () => {
  it('reads its input, then keeps the previous answer while the next input loads', async () => {
    const server = heldServer();
    const view = renderHook(({ activity }) => useCalendar(activity), {
      initialProps: { activity: '1' as string | null },
      wrapper: wrapperWith(server),
    });
    expect(view.result.current).toMatchObject({ status: 'loading', data: null });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]?.url.pathname).toBe('/api/availabilities/calendar');
    expect(server.requests[0]?.url.searchParams.get('activity')).toBe('1');
    await act(async () => server.requests[0]?.answer(calendar('2026-12-01')));
    await waitFor(() => expect(view.result.current).toMatchObject({ status: 'ready', data: ['2026-12-01'] }));

    view.rerender({ activity: '2' });
    // The same render that brings the new input says it loads, with the last answer still shown.
    expect(view.result.current).toMatchObject({ status: 'loading', data: ['2026-12-01'] });
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await act(async () => server.requests[1]?.answer(calendar('2026-12-08')));
    await waitFor(() => expect(view.result.current).toMatchObject({ status: 'ready', data: ['2026-12-08'] }));
  });

  it('aborts the read of an older input and ignores its late answer', async () => {
    const server = heldServer();
    const view = renderHook(({ activity }) => useCalendar(activity), {
      initialProps: { activity: '1' as string | null },
      wrapper: wrapperWith(server),
    });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    view.rerender({ activity: '2' });
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[0]?.signal?.aborted).toBe(true);
    expect(server.requests[1]?.signal?.aborted).toBe(false);

    await act(async () => server.requests[1]?.answer(calendar('2026-12-08')));
    await waitFor(() => expect(view.result.current.status).toBe('ready'));
    await act(async () => server.requests[0]?.answer(calendar('2026-12-01')));
    expect(view.result.current).toMatchObject({ status: 'ready', data: ['2026-12-08'] });
  });

  it('names the failure by its code and reads again on retry', async () => {
    const server = heldServer();
    const view = renderHook(() => useCalendar('1'), { wrapper: wrapperWith(server) });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await act(async () => server.requests[0]?.answer({ error: 'NOT_FOUND' }, 404));
    await waitFor(() => expect(view.result.current).toMatchObject({ status: 'error', code: 'NOT_FOUND' }));

    act(() => view.result.current.retry());
    expect(view.result.current).toMatchObject({ status: 'loading', code: null });
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await act(async () => server.requests[1]?.answer(calendar('2026-12-01')));
    await waitFor(() => expect(view.result.current).toMatchObject({ status: 'ready', data: ['2026-12-01'] }));
  });

  it('reads nothing while its input is null (idle), and reads once it is given', async () => {
    const server = heldServer();
    const view = renderHook(({ activity }) => useCalendar(activity), {
      initialProps: { activity: null as string | null },
      wrapper: wrapperWith(server),
    });
    expect(view.result.current).toMatchObject({ status: 'idle', data: null });
    view.rerender({ activity: '1' });
    expect(view.result.current.status).toBe('loading');
    await waitFor(() => expect(server.requests).toHaveLength(1));
  });

  it('starts from the answer the server rendered the page with, and does not read it again', async () => {
    const server = heldServer();
    const input = { activity: '1' };
    const rendered = `call:${callKey(catalogueCalls.availabilityCalendar, input)}`;
    const cache: ReadCache = {
      peek: (key) => (key === rendered ? { value: calendar('2026-12-01') } : null),
    };
    const view = renderHook(() => useRead(catalogueCalls.availabilityCalendar, input, { select: daysOf }), {
      wrapper: wrapperWith(server, cache),
    });
    expect(view.result.current).toMatchObject({ status: 'ready', data: ['2026-12-01'] });
    // Effects have run: a read would have reached the server by now.
    await act(async () => {});
    expect(server.requests).toHaveLength(0);
  });

  it('on the server, asks the page render to make the read, keyed by the call', async () => {
    const server = heldServer();
    const reads: Record<string, unknown> = {};
    const cache = collectingReadCache(reads);
    const Page = wrapperWith(server, cache);
    renderToString(
      <Page>
        <CalendarProbe activity="1" />
      </Page>,
    );
    const settled = cache.settle();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.requests[0]?.answer(calendar('2026-12-01'));
    expect(await settled).toBe(true);
    // The raw answer travels with the page: every section reading this call selects its own part.
    expect(reads).toEqual({
      [`call:${callKey(catalogueCalls.availabilityCalendar, { activity: '1' })}`]: calendar('2026-12-01'),
    });
  });

  it('leaves to the browser a read that is not server-rendered', async () => {
    const server = heldServer();
    const cache = collectingReadCache({});
    const Page = wrapperWith(server, cache);
    renderToString(
      <Page>
        <CalendarProbe activity="1" serverRendered={false} />
      </Page>,
    );
    expect(await cache.settle()).toBe(false);
    expect(server.requests).toHaveLength(0);
  });
});

describe('useCallsRead: a read made of several calls', () => {
  it('gathers its calls under one key and one server-rendered name', async () => {
    const server = heldServer();
    const api = createApi(server.fetch, 'http://shop.test');
    const cache: ReadCache = {
      peek: (key) => (key === 'two-weeks:1' ? { value: ['2026-12-01', '2026-12-08'] } : null),
    };
    const view = renderHook(
      () =>
        useCallsRead(
          '1',
          async (signal) => {
            const first = await api.call(catalogueCalls.availabilityCalendar, { activity: '1' }, { signal });
            return daysOf(first);
          },
          { serverRenderedAs: 'two-weeks' },
        ),
      { wrapper: wrapperWith(server, cache) },
    );
    expect(view.result.current).toMatchObject({ status: 'ready', data: ['2026-12-01', '2026-12-08'] });
    await act(async () => {});
    expect(server.requests).toHaveLength(0);
  });

  it('ignores the answer of an older key even when its read does not stop on abort', async () => {
    const server = heldServer();
    const pending = new Map<string, (days: string[]) => void>();
    const view = renderHook(
      ({ week }) => useCallsRead(week, () => new Promise<string[]>((resolve) => pending.set(week, resolve))),
      { initialProps: { week: 'w1' }, wrapper: wrapperWith(server) },
    );
    await waitFor(() => expect(pending.has('w1')).toBe(true));
    view.rerender({ week: 'w2' });
    await waitFor(() => expect(pending.has('w2')).toBe(true));
    await act(async () => pending.get('w2')?.(['2026-12-08']));
    await act(async () => pending.get('w1')?.(['2026-12-01']));
    expect(view.result.current).toMatchObject({ status: 'ready', data: ['2026-12-08'] });
  });
});
