import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../core/schemas/index';
import {
  type CallFailure,
  callApi,
  createHttpClient,
  InvalidRequestError,
  runCall,
  TimeoutError,
} from './index';
import { fakeFetch, settle, settleWithClock } from './test-support';

const withinAMinute = <A>(start: () => Promise<A>) => settleWithClock(start, 60);

const thing = z.object({ id: z.number().int(), name: z.string() });

const getThing = defineCall({
  method: 'GET',
  path: '/api/shops/:shop/things/:thing',
  requestIn: 'query',
  request: z.object({ include: z.array(z.string()).default([]), page: z.coerce.number().int().min(1) }),
  answer: thing,
  auth: 'either',
});

const createThing = defineCall({
  method: 'POST',
  path: '/api/things',
  requestIn: 'body',
  request: z.object({
    name: z.string().trim().min(1, { error: 'required' }),
    tags: z.array(z.string()).default([]),
  }),
  answer: thing,
  auth: 'customer',
});

/** The request part of a call that sends nothing but its path. */
const noRequest = { requestIn: 'none', request: z.object({}) } as const;

const logout = defineCall({
  method: 'DELETE',
  path: '/api/session',
  ...noRequest,
  answer: z.object({}),
  auth: 'either',
});

const download = defineCall({
  method: 'GET',
  path: '/api/documents/:cuid',
  ...noRequest,
  answer: null,
  auth: 'customer',
});

async function rejection(promise: Promise<unknown>): Promise<CallFailure> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: CallFailure) => error,
  );
}

describe('callApi', () => {
  it('encodes path parameters and puts a query request in the query string', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { id: 1, name: 'kayak' } }]);
    const client = createHttpClient({ baseUrl: 'https://api.example', fetch });
    const answer = await runCall(
      callApi(
        client,
        getThing,
        { include: ['prices', 'dates'], page: '2' },
        { params: { shop: 'a b/c', thing: 7 } },
      ),
    );
    expect(answer).toEqual({ id: 1, name: 'kayak' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      'https://api.example/api/shops/a%20b%2Fc/things/7?include=prices%2Cdates&page=2',
    );
    expect(calls[0]?.init?.method).toBe('GET');
    expect(calls[0]?.init?.body).toBeUndefined();
  });

  it('sends a body request as the parsed JSON body', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { id: 2, name: 'canoe' } }]);
    const client = createHttpClient({ baseUrl: '', fetch });
    await runCall(callApi(client, createThing, { name: '  canoe ' }));
    expect(calls[0]?.url).toBe('/api/things');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe('{"name":"canoe","tags":[]}');
    expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBe('application/json');
  });

  it('sends nothing for a contract that carries nothing', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: {} }]);
    await runCall(callApi(createHttpClient({ baseUrl: '', fetch }), logout, {}));
    expect(calls[0]?.url).toBe('/api/session');
    expect(calls[0]?.init?.method).toBe('DELETE');
    expect(calls[0]?.init?.body).toBeUndefined();
  });

  it('never sends an invalid request, failing with the zod issue codes', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { id: 2, name: 'canoe' } }]);
    const client = createHttpClient({ baseUrl: '', fetch });
    const result = await settle(callApi(client, createThing, { name: '   ' }));
    expect(calls).toHaveLength(0);
    expect(!result.ok && result.error).toBeInstanceOf(InvalidRequestError);
    expect(!result.ok && result.error).toMatchObject({ issues: ['too_small'], fields: { name: 'required' } });
    const failure = await rejection(runCall(callApi(client, createThing, { name: '' })));
    expect(failure).toMatchObject({ code: 'VALIDATION_FAILED', status: null });
    expect(calls).toHaveLength(0);
  });

  it('refuses a missing path parameter without sending', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { id: 1, name: 'kayak' } }]);
    const client = createHttpClient({ baseUrl: '', fetch });
    const result = await settle(callApi(client, getThing, { page: 1 }, { params: { shop: 'x' } }));
    expect(calls).toHaveLength(0);
    expect(!result.ok && result.error).toMatchObject({
      _tag: 'InvalidRequestError',
      fields: { thing: 'required' },
    });
  });

  it('refuses contracts whose answer is not JSON', () => {
    const { fetch } = fakeFetch([{ status: 200 }]);
    expect(() =>
      callApi(createHttpClient({ baseUrl: '', fetch }), download, {}, { params: { cuid: 'c1' } }),
    ).toThrow(TypeError);
  });

  it('parses the answer with the contract and fails on a contract break', async () => {
    const { fetch } = fakeFetch([{ status: 200, body: { id: 'one' } }]);
    const failure = await rejection(
      runCall(callApi(createHttpClient({ baseUrl: '', fetch }), createThing, { name: 'x' })),
    );
    expect(failure).toMatchObject({ code: 'INVALID_RESPONSE', status: null });
  });

  it("rejects a non-2xx answer with the server's error code and status", async () => {
    const { fetch, calls } = fakeFetch([{ status: 409, body: { error: 'CART.ITEM_EXPIRED' } }]);
    const failure = await rejection(
      runCall(callApi(createHttpClient({ baseUrl: '', fetch }), createThing, { name: 'x' })),
    );
    expect(failure).toEqual({ code: 'CART.ITEM_EXPIRED', status: 409, message: expect.any(String) });
    expect(calls).toHaveLength(1);
  });

  it('rejects with UNKNOWN_ERROR when the server gives no code', async () => {
    const { fetch } = fakeFetch([{ status: 500 }]);
    const failure = await rejection(
      runCall(callApi(createHttpClient({ baseUrl: '', fetch }), createThing, { name: 'x' })),
    );
    expect(failure).toMatchObject({ code: 'UNKNOWN_ERROR', status: 500 });
  });

  it('retries a GET on 503, then succeeds', async () => {
    const { fetch, calls } = fakeFetch([{ status: 503 }, { status: 200, body: { id: 1, name: 'kayak' } }]);
    const client = createHttpClient({ baseUrl: '', fetch });
    const result = await withinAMinute(() =>
      callApi(client, getThing, { page: 1 }, { params: { shop: 's', thing: 1 } }),
    );
    expect(result).toEqual({ ok: true, value: { id: 1, name: 'kayak' } });
    expect(calls).toHaveLength(2);
  });

  it('never retries a POST on 503', async () => {
    const { fetch, calls } = fakeFetch([{ status: 503 }, { status: 200, body: { id: 1, name: 'kayak' } }]);
    const client = createHttpClient({ baseUrl: '', fetch });
    const result = await withinAMinute(() => callApi(client, createThing, { name: 'kayak' }));
    expect(!result.ok && result.error).toMatchObject({ _tag: 'HttpError', status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('passes the caller signal on to fetch', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: {} }]);
    const controller = new AbortController();
    await runCall(
      callApi(createHttpClient({ baseUrl: '', fetch }), logout, {}, { signal: controller.signal }),
    );
    const signal = calls[0]?.init?.signal;
    expect(signal?.aborted).toBe(false);
    controller.abort();
    expect(signal?.aborted).toBe(true);
  });
});

describe('runCall', () => {
  it('rejects with the plain failure of a time-out', async () => {
    const failure = await rejection(runCall(Promise.reject(new TimeoutError({ milliseconds: 15_000 }))));
    expect(failure).toEqual({ code: 'TIMEOUT', status: null, message: 'no answer within 15000 ms' });
  });

  it('rejects with UNKNOWN_ERROR for anything that is not a call error (a defect)', async () => {
    const failure = await rejection(runCall(Promise.reject(new RangeError('bug'))));
    expect(failure).toEqual({ code: 'UNKNOWN_ERROR', status: null, message: 'bug' });
  });
});
