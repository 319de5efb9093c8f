import { vi } from 'vitest';

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
