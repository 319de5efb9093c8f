import { vi } from 'vitest';
import { createHttpClient } from './client';

/** What the fake server answers, in order; the last reply repeats. An Error is a network failure. */
export type Reply = { status: number; body?: unknown } | Error;

/** A fetch that records each request (and when, on the test clock) and answers from `replies`. */
export function fakeFetch(replies: Reply[]) {
  const calls: { url: string; init: RequestInit | undefined; at: number }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init, at: Date.now() });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] as Reply;
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A promise's outcome as a value, so a test can look at a rejection's kind and fields. */
export type Outcome<A> = { ok: true; value: A } | { ok: false; error: unknown };

export function settle<A>(promise: Promise<A>): Promise<Outcome<A>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

/**
 * Starts a call under fake timers (the clock at 0) and moves time on a second at a time until `seconds`
 * have passed, so retries and time-outs run without waiting.
 */
export async function settleWithClock<A>(start: () => Promise<A>, seconds = 120): Promise<Outcome<A>> {
  vi.useFakeTimers({ now: 0 });
  try {
    const outcome = settle(start());
    for (let second = 0; second < seconds; second++) await vi.advanceTimersByTimeAsync(1_000);
    return await outcome;
  } finally {
    vi.useRealTimers();
  }
}

/** What a fake API route answers. */
export type RouteReply = { status: number; body?: unknown };

/** A request the fake API received. */
export type SentRequest = { method: string; path: string; query: Record<string, string>; body: unknown };

/**
 * A fake API behind an http client: answers by `METHOD /path` (query left out), in turn when a route has
 * several replies (the last repeats), 404 NOT_FOUND elsewhere; records every request it received.
 */
export function fakeApi(routes: Record<string, RouteReply | RouteReply[]>) {
  const sent: SentRequest[] = [];
  const served: Record<string, number> = {};
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    sent.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const route = routes[key];
    const replies = route === undefined ? [] : Array.isArray(route) ? route : [route];
    const turn = served[key] ?? 0;
    served[key] = turn + 1;
    const reply = replies[Math.min(turn, replies.length - 1)] ?? {
      status: 404,
      body: { error: 'NOT_FOUND' },
    };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    });
  }) as typeof globalThis.fetch;
  return { client: createHttpClient({ baseUrl: '', fetch }), sent };
}

/** Cart 42 as the API answers it, with these items, no coupon unless `overrides` say otherwise. */
export function apiCart<Item>(items: Item[], overrides: Record<string, unknown> = {}) {
  return {
    id: 42,
    cuid: 'cart42',
    reference: 'R-42',
    created_at: '2026-03-01T09:00:00.000Z',
    processed_at: null,
    coupon_id: null,
    coupon: null,
    items,
    ...overrides,
  };
}
