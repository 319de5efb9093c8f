import { Chunk, Duration, Effect, Either, Schedule } from 'effect';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backoff, createHttpClient, errorCodeOf, retrySchedule, toSearchParams } from './index';
import { fakeFetch, runWithClock } from './test-support';

const answer = z.object({ data: z.array(z.object({ id: z.number().int() })), count: z.number().int() });

describe('http client', () => {
  it('builds query strings with comma lists and no empty values', () => {
    expect(
      toSearchParams({ status: ['OPEN', 'FULL'], page_number: 2, search: '', after: undefined }).toString(),
    ).toBe('status=OPEN%2CFULL&page_number=2');
  });

  it('parses answers with the core schema', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { data: [{ id: 1 }], count: 1 } }]);
    const client = createHttpClient({ baseUrl: '', fetch });
    const result = await runWithClock(
      client.request({ method: 'GET', path: '/api/activities', query: { limit: 20 }, answer }),
    );
    expect(result).toEqual(Either.right({ data: [{ id: 1 }], count: 1 }));
    expect(calls[0]?.url).toBe('/api/activities?limit=20');
  });

  it('turns an answer that breaks the schema into a DecodeError, not retried', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { data: 'nope' } }]);
    const result = await runWithClock(
      createHttpClient({ baseUrl: '', fetch }).request({ method: 'GET', path: '/api/x', answer }),
    );
    expect(Either.isLeft(result) && result.left._tag).toBe('DecodeError');
    expect(calls).toHaveLength(1);
  });

  it('carries the body error code of a 4xx without retrying', async () => {
    const { fetch, calls } = fakeFetch([{ status: 422, body: { error: 'INSUFFICIENT_WALLET_AMOUNT' } }]);
    const result = await runWithClock(
      createHttpClient({ baseUrl: '', fetch }).request({ method: 'GET', path: '/api/x', answer }),
    );
    expect(Either.isLeft(result) && errorCodeOf(result.left)).toBe('INSUFFICIENT_WALLET_AMOUNT');
    expect(calls).toHaveLength(1);
  });

  it('retries a read 3 times on transient failures, then gives up', async () => {
    const { fetch, calls } = fakeFetch([new TypeError('Failed to fetch')]);
    const result = await runWithClock(
      createHttpClient({ baseUrl: '', fetch }).request({ method: 'GET', path: '/api/x', answer }),
    );
    expect(Either.isLeft(result) && result.left._tag).toBe('NetworkError');
    expect(calls).toHaveLength(4);
  });

  it('recovers when a retry succeeds', async () => {
    const { fetch, calls } = fakeFetch([{ status: 503 }, { status: 200, body: { data: [], count: 0 } }]);
    const result = await runWithClock(
      createHttpClient({ baseUrl: '', fetch }).request({ method: 'GET', path: '/api/x', answer }),
    );
    expect(result).toEqual(Either.right({ data: [], count: 0 }));
    expect(calls).toHaveLength(2);
  });

  it('never retries a write, so nothing is submitted twice', async () => {
    const { fetch, calls } = fakeFetch([{ status: 503 }]);
    const client = createHttpClient({ baseUrl: '', fetch });
    const result = await runWithClock(
      client.request({ method: 'POST', path: '/api/carts/checkout', body: { cart_id: 1 }, answer }),
    );
    expect(Either.isLeft(result)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.body).toBe('{"cart_id":1}');
  });

  it('times out a request that never answers', async () => {
    const fetch = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      })) as unknown as typeof globalThis.fetch;
    const client = createHttpClient({ baseUrl: '', fetch, timeout: '5 seconds' });
    const result = await runWithClock(client.request({ method: 'POST', path: '/api/x', answer }));
    expect(Either.isLeft(result) && result.left._tag).toBe('TimeoutError');
  });
});

describe('retry policy (part 2 §9)', () => {
  // Schedule.run also yields the final decision (delay 0) after the last retry.
  const delaysOf = async (schedule: typeof retrySchedule) =>
    Chunk.toArray(
      await Effect.runPromise(
        Schedule.run(
          Schedule.delays(schedule),
          0,
          Array.from({ length: 12 }, (_, i) => i),
        ),
      ),
    )
      .map(Duration.toMillis)
      .slice(0, -1);

  it('waits 1 s, 2 s, 4 s between the 3 retries', async () => {
    expect(await delaysOf(retrySchedule)).toEqual([1_000, 2_000, 4_000]);
  });

  it('doubles from 1 s and caps each delay at 30 s', async () => {
    expect(await delaysOf(backoff(7))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
