import { Duration, Effect } from 'effect';
import type { z } from 'zod';
import { type ErrorFields, errorAnswer } from '../../core/schemas/index';
import { DecodeError, HttpError, isTransient, NetworkError, type RequestError, TimeoutError } from './errors';
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
  timeout?: Duration.DurationInput;
}

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

export function createHttpClient(config: HttpClientConfig) {
  const timeout = Duration.decode(config.timeout ?? Duration.seconds(15));

  function once<Schema extends z.ZodType>(options: RequestOptions<Schema>) {
    const search = toSearchParams(options.query).toString();
    const url = `${config.baseUrl}${options.path}${search ? `?${search}` : ''}`;
    return Effect.tryPromise({
      try: (signal) =>
        config.fetch(url, {
          method: options.method,
          credentials: 'same-origin',
          headers:
            options.body === undefined
              ? { accept: 'application/json' }
              : { accept: 'application/json', 'content-type': 'application/json' },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: options.signal ? AbortSignal.any([signal, options.signal]) : signal,
        }),
      catch: (cause) => new NetworkError({ message: cause instanceof Error ? cause.message : String(cause) }),
    }).pipe(
      Effect.timeoutFail({
        duration: timeout,
        onTimeout: () => new TimeoutError({ milliseconds: Duration.toMillis(timeout) }),
      }),
      Effect.flatMap((response) =>
        Effect.promise(() => readJson(response)).pipe(
          Effect.flatMap((body): Effect.Effect<z.output<Schema>, RequestError> => {
            if (!response.ok) {
              return Effect.fail(
                new HttpError({
                  status: response.status,
                  ...readErrorAnswer(body),
                  message: response.statusText,
                }),
              );
            }
            const parsed = options.answer.safeParse(body);
            return parsed.success
              ? Effect.succeed(parsed.data)
              : Effect.fail(new DecodeError({ path: options.path, issues: parsed.error.message }));
          }),
        ),
      ),
    );
  }

  /**
   * One call to the API, answer parsed with its core schema. Reads (GET) are retried on transient
   * failures per part 2 §9; writes are never retried automatically, so a payment or a cart change is
   * never sent twice by the client.
   */
  function request<Schema extends z.ZodType>(
    options: RequestOptions<Schema>,
  ): Effect.Effect<z.output<Schema>, RequestError> {
    const attempt = once(options);
    return options.method === 'GET'
      ? attempt.pipe(Effect.retry({ schedule: retrySchedule, while: isTransient }))
      : attempt;
  }

  return { request };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
