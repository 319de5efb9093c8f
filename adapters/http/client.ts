import type { z } from 'zod';
import { type ErrorFields, errorAnswer } from '../../core/schemas/index';
import { DecodeError, HttpError, isRequestError, isTransient, NetworkError, TimeoutError } from './errors';
import { retrySchedule } from './retry';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions<Schema extends z.ZodType> {
  method: Method;
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The core schema the answer must satisfy. */
  answer: Schema;
  signal?: AbortSignal;
}

export interface HttpClientConfig {
  /** Origin of the API; '' for same-origin calls from the storefront. */
  baseUrl: string;
  /** The platform's fetch, injected so tests and the server-side renderer can supply their own. */
  fetch: typeof globalThis.fetch;
  /** Time limit of one attempt (request and answer body), in milliseconds; 15 s by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** Query values as the API reads them: lists comma-separated, empty values left out. */
export function toSearchParams(query: Record<string, QueryValue> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The code and field details of an error answer (core `errorAnswer`: `{ error, fields? }`). A body that does
 * not match keeps its `error` string when it has one; malformed `fields` are dropped whole.
 */
export function readErrorAnswer(body: unknown): { code: string | undefined; fields?: ErrorFields } {
  const parsed = errorAnswer.safeParse(body);
  if (parsed.success) {
    const { error, fields } = parsed.data;
    return fields && Object.keys(fields).length > 0 ? { code: error, fields } : { code: error };
  }
  if (
    body &&
    typeof body === 'object' &&
    'error' in body &&
    typeof body.error === 'string' &&
    body.error !== ''
  )
    return { code: body.error };
  return { code: undefined };
}

const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/** Resolves after `ms`, or rejects at once when `signal` aborts (a caller that gave up stops the retries). */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new NetworkError({ message: messageOf(signal.reason) }));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new NetworkError({ message: messageOf(signal?.reason) }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function createHttpClient(config: HttpClientConfig) {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One attempt: aborted and failed with TimeoutError when no whole answer came within the limit. */
  async function once<Schema extends z.ZodType>(options: RequestOptions<Schema>): Promise<z.output<Schema>> {
    const search = toSearchParams(options.query).toString();
    const url = `${config.baseUrl}${options.path}${search ? `?${search}` : ''}`;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new TimeoutError({ milliseconds: timeoutMs }));
        controller.abort();
      }, timeoutMs);
    });
    const attempt = async () => {
      let response: Response;
      let body: unknown;
      try {
        response = await config.fetch(url, {
          method: options.method,
          credentials: 'same-origin',
          headers:
            options.body === undefined
              ? { accept: 'application/json' }
              : { accept: 'application/json', 'content-type': 'application/json' },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal,
        });
        body = await readJson(response);
      } catch (cause) {
        throw new NetworkError({ message: messageOf(cause) });
      }
      if (!response.ok) {
        throw new HttpError({
          status: response.status,
          ...readErrorAnswer(body),
          message: response.statusText,
        });
      }
      const parsed = options.answer.safeParse(body);
      if (!parsed.success) throw new DecodeError({ path: options.path, issues: parsed.error.message });
      return parsed.data;
    };
    try {
      return await Promise.race([attempt(), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One call to the API, answer parsed with its core schema; rejects with a `RequestError`. Reads (GET) are
   * retried on transient failures per part 2 §9 (1 s, 2 s, 4 s); writes are never retried automatically, so
   * a payment or a cart change is never sent twice by the client.
   */
  async function request<Schema extends z.ZodType>(
    options: RequestOptions<Schema>,
  ): Promise<z.output<Schema>> {
    const delays = options.method === 'GET' ? retrySchedule : [];
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(options);
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined || !isRequestError(error) || !isTransient(error) || options.signal?.aborted)
          throw error;
        await sleep(delay, options.signal);
      }
    }
  }

  return { request };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
