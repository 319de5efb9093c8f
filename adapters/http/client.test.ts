import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  backoff,
  createHttpClient,
  errorCodeOf,
  RETRY_POLICY,
  type RequestError,
  retrySchedule,
  toSearchParams,
} from './index';
import { fakeFetch, settleWithClock } from './test-support';

const answer = z.object({ data: z.array(z.object({ id: z.number().int() })), count: z.number().int() });

const tagOf = (outcome: { ok: boolean; error?: unknown }) =>
  outcome.ok ? 'ok' : (outcome.error as RequestError)._tag;

describe('http client', () => {
  it('builds query strings with comma lists and no empty values', () => {
    expect(
      toSearchParams({ status: ['OPEN', 'FULL'], page_number: 2, search: '', after: undefined }).toString(),
    ).toBe('status=OPEN%2CFULL&page_number=2');
  });

  it('parses answers with the core schema', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { data: [{ id: 1 }], count: 1 } }]);
    const client = createHttpClient({ baseUrl: '', fetch });
    const result = await settleWithClock(() =>
      client.request({ method: 'GET', path: '/api/activities', query: { limit: 20 }, answer }),
    );
    expect(result).toEqual({ ok: true, value: { data: [{ id: 1 }], count: 1 } });
    expect(calls[0]?.url).toBe('/api/activities?limit=20');
  });

  it('turns an answer that breaks the schema into a DecodeError, not retried', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { data: 'nope' } }]);
    const result = await settleWithClock(() =>
      createHttpClient({ baseUrl: '', fetch }).request({ method: 'GET', path: '/api/x', answer }),
    );
    expect(tagOf(result)).toBe('DecodeError');
    expect(calls).toHaveLength(1);
  });

  it('carries the body error code of a 4xx without retrying', async () => {
    const { fetch, calls } = fakeFetch([{ status: 422, body: { error: 'INSUFFICIENT_WALLET_AMOUNT' } }]);
    const result = await settleWithClock(() =>
      createHttpClient({ baseUrl: '', fetch }).request({ method: 'GET', path: '/api/x', answer }),
    );
    expect(!result.ok && errorCodeOf(result.error as RequestError)).toBe('INSUFFICIENT_WALLET_AMOUNT');
    expect(!result.ok && result.error).toMatchObject({ _tag: 'HttpError', status: 422 });
    expect(calls).toHaveLength(1);
  });

  it('retries a read 3 times on transient failures, 1 s, 2 s then 4 s apart, then gives up', async () => {
    const { fetch, calls } = fakeFetch([new TypeError('Failed to fetch')]);
    const result = await settleWithClock(() =>
      createHttpClient({ baseUrl: '', fetch }).request({ method: 'GET', path: '/api/x', answer }),
    );
    expect(tagOf(result)).toBe('NetworkError');
    expect(calls.map((call) => call.at)).toEqual([0, 1_000, 3_000, 7_000]);
  });

  it('retries a read on 5xx and 429 but not on other 4xx', async () => {
    for (const [status, attempts] of [
      [500, 4],
      [503, 4],
      [429, 4],
      [400, 1],
      [404, 1],
      [409, 1],
    ] as const) {
      const { fetch, calls } = fakeFetch([{ status, body: { error: 'X' } }]);
      const result = await settleWithClock(() =>
        createHttpClient({ baseUrl: '', fetch }).request({ method: 'GET', path: '/api/x', answer }),
      );
      expect(!result.ok && result.error).toMatchObject({ _tag: 'HttpError', status });
      expect(calls, `HTTP ${status}`).toHaveLength(attempts);
    }
  });

  it('recovers when a retry succeeds', async () => {
    const { fetch, calls } = fakeFetch([{ status: 503 }, { status: 200, body: { data: [], count: 0 } }]);
    const result = await settleWithClock(() =>
      createHttpClient({ baseUrl: '', fetch }).request({ method: 'GET', path: '/api/x', answer }),
    );
    expect(result).toEqual({ ok: true, value: { data: [], count: 0 } });
    expect(calls).toHaveLength(2);
  });

  it('never retries a write, so nothing is submitted twice', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const { fetch, calls } = fakeFetch([{ status: 503 }]);
      const client = createHttpClient({ baseUrl: '', fetch });
      const result = await settleWithClock(() =>
        client.request({ method, path: '/api/carts/checkout', body: { cart_id: 1 }, answer }),
      );
      expect(result.ok).toBe(false);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.init?.body).toBe('{"cart_id":1}');
    }
  });

  /** A fetch that never answers, only rejecting when its signal aborts. */
  const silentFetch = (seen: AbortSignal[] = []) =>
    ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        if (init?.signal) seen.push(init.signal);
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      })) as unknown as typeof globalThis.fetch;

  it('times out a request that never answers, aborting it', async () => {
    const signals: AbortSignal[] = [];
    const client = createHttpClient({ baseUrl: '', fetch: silentFetch(signals), timeoutMs: 5_000 });
    const result = await settleWithClock(() => client.request({ method: 'POST', path: '/api/x', answer }));
    expect(!result.ok && result.error).toMatchObject({ _tag: 'TimeoutError', milliseconds: 5_000 });
    expect(!result.ok && errorCodeOf(result.error as RequestError)).toBe('TIMEOUT');
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it('gives each read attempt 15 s by default, then retries it', async () => {
    const signals: AbortSignal[] = [];
    const client = createHttpClient({ baseUrl: '', fetch: silentFetch(signals) });
    const result = await settleWithClock(
      () => client.request({ method: 'GET', path: '/api/x', answer }),
      4 * 15 + 7 + 1,
    );
    expect(tagOf(result)).toBe('TimeoutError');
    expect(signals).toHaveLength(4);
  });

  it('times out an answer whose body never finishes', async () => {
    const fetch = (async () =>
      new Response(new ReadableStream({ start: () => {} }), { status: 200 })) as typeof globalThis.fetch;
    const client = createHttpClient({ baseUrl: '', fetch, timeoutMs: 2_000 });
    const result = await settleWithClock(() => client.request({ method: 'POST', path: '/api/x', answer }), 5);
    expect(tagOf(result)).toBe('TimeoutError');
  });

  it('stops retrying once the caller aborts', async () => {
    const { fetch, calls } = fakeFetch([{ status: 503 }]);
    const controller = new AbortController();
    const client = createHttpClient({ baseUrl: '', fetch });
    const result = await settleWithClock(() => {
      setTimeout(() => controller.abort(), 1_500);
      return client.request({ method: 'GET', path: '/api/x', answer, signal: controller.signal });
    });
    expect(result.ok).toBe(false);
    // The first try and the retry after 1 s; the abort at 1.5 s cancels the wait for the next.
    expect(calls.map((call) => call.at)).toEqual([0, 1_000]);
  });
});

describe('retry policy (part 2 §9)', () => {
  it('waits 1 s, 2 s, 4 s between the 3 retries', () => {
    expect(RETRY_POLICY.retries).toBe(3);
    expect(retrySchedule).toEqual([1_000, 2_000, 4_000]);
  });

  it('doubles from 1 s and caps each delay at 30 s', () => {
    expect(backoff(7)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('any number of retries: one delay each, from 1 s, doubling until the 30 s cap', () => {
    fc.assert(
      fc.property(fc.nat({ max: 40 }), (retries) => {
        const delays = backoff(retries);
        expect(delays).toHaveLength(retries);
        delays.forEach((delay, index) => {
          expect(delay).toBe(index === 0 ? 1_000 : Math.min((delays[index - 1] as number) * 2, 30_000));
        });
      }),
    );
  });
});
