import type { z } from 'zod';
import { UNKNOWN_ERROR } from '../../core/errors';
import { type CallContract, type ErrorFields, errorFields } from '../../core/schemas/index';
import type { HttpClient, QueryValue } from './client';
import { errorCodeOf, isRequestError, type RequestError } from './errors';

/** The code of a request refused before sending, the same the server answers for a bad request. */
export const INVALID_REQUEST_CODE = 'VALIDATION_FAILED';

/**
 * The request broke its contract (or a path parameter was missing), so it was never sent. `issues` are the
 * zod issue codes; `fields` maps each field path to its message, as the server's VALIDATION_FAILED does.
 */
export class InvalidRequestError extends Error {
  readonly _tag = 'InvalidRequestError';
  readonly path: string;
  readonly issues: string[];
  readonly fields: Record<string, string>;
  constructor(props: { path: string; issues: string[]; fields: Record<string, string>; message: string }) {
    super(props.message);
    this.name = 'InvalidRequestError';
    this.path = props.path;
    this.issues = props.issues;
    this.fields = props.fields;
  }
}

/** Everything a call can fail with: the client's errors, or a request refused before sending. */
export type CallError = RequestError | InvalidRequestError;

export interface CallOptions {
  /** Values for the contract path's `:name` segments (URI-encoded here). */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
}

/** What a port function rejects with: a plain object carrying `code` (core/errors `failureCode`). */
export interface CallFailure {
  code: string;
  /** The HTTP status when the server answered, else null. */
  status: number | null;
  message: string;
  /**
   * Field path → message key or code, when the refusal named fields: the server's `fields` (VALIDATION_FAILED,
   * EMAIL_TAKEN...) or the request's own contract issues. Absent otherwise.
   */
  fields?: ErrorFields;
}

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

function invalid(path: string, issues: string[], fields: Record<string, string>): InvalidRequestError {
  const detail = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join(', ');
  return new InvalidRequestError({
    path,
    issues,
    fields,
    message: `invalid request for ${path} (${detail})`,
  });
}

/** The contract path with each `:name` replaced by its encoded value; throws InvalidRequestError when one is missing. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  const missing = [...path.matchAll(PATH_PARAM)]
    .map((match) => match[1] as string)
    .filter((name) => !Object.hasOwn(params, name) || String(params[name]) === '');
  if (missing.length > 0) {
    throw invalid(
      path,
      missing.map(() => 'missing_path_param'),
      Object.fromEntries(missing.map((name) => [name, 'required'])),
    );
  }
  return path.replace(PATH_PARAM, (_, name: string) => encodeURIComponent(String(params[name])));
}

function queryValue(value: unknown): QueryValue {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))
    return value;
  return JSON.stringify(value);
}

function toQuery(data: unknown): Record<string, QueryValue> {
  if (typeof data !== 'object' || data === null) return {};
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, queryValue(value)]));
}

/**
 * One API call by its core contract (core/schemas/calls): the input is validated with `contract.request`
 * first (an invalid input is never sent), path parameters are filled in, the parsed request goes in the
 * JSON body or the query string as the contract says, and the answer is parsed with `contract.answer`.
 * Rejects with a `CallError`. Retries are the client's: reads retried on transient failures, writes never.
 *
 * Contracts whose answer is not JSON (`answer: null`, a document the browser navigates to) cannot be
 * called this way: passing one throws at once.
 */
export function callApi<Request extends z.ZodType, Answer extends z.ZodType>(
  client: HttpClient,
  contract: CallContract<Request, Answer>,
  input: z.input<Request>,
  options: CallOptions = {},
): Promise<z.output<Answer>> {
  const answer = contract.answer;
  if (answer === null) {
    throw new TypeError(`callApi: ${contract.method} ${contract.path} has no JSON answer`);
  }
  const send = async () => {
    const parsed = contract.request.safeParse(input);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
      }
      throw invalid(
        contract.path,
        parsed.error.issues.map((issue) => issue.code),
        fields,
      );
    }
    const path = fillPath(contract.path, options.params);
    return client.request({
      method: contract.method,
      path,
      answer,
      ...(contract.requestIn === 'body' ? { body: parsed.data } : {}),
      ...(contract.requestIn === 'query' ? { query: toQuery(parsed.data) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  };
  return send();
}

/** Whether a rejection is a `CallError` (anything else is a defect). */
export function isCallError(error: unknown): error is CallError {
  return error instanceof InvalidRequestError || isRequestError(error);
}

/** The code a form toast translates: the server's `error`, else the client's own, else UNKNOWN_ERROR. */
export function callErrorCode(error: CallError): string {
  if (error._tag === 'InvalidRequestError') return INVALID_REQUEST_CODE;
  return errorCodeOf(error) || UNKNOWN_ERROR;
}

function failureMessage(error: CallError): string {
  switch (error._tag) {
    case 'HttpError':
      return error.message || `HTTP ${error.status}`;
    case 'NetworkError':
    case 'InvalidRequestError':
    case 'TimeoutError':
    case 'DecodeError':
      return error.message;
  }
}

function failureFieldsOf(error: CallError): ErrorFields | undefined {
  if (error._tag === 'InvalidRequestError') return error.fields;
  if (error._tag === 'HttpError') return error.fields;
  return undefined;
}

/** The plain rejection value of a failed call. */
export function toCallFailure(error: CallError): CallFailure {
  const fields = failureFieldsOf(error);
  return {
    code: callErrorCode(error),
    status: error._tag === 'HttpError' ? error.status : null,
    message: failureMessage(error),
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

/**
 * The field errors a rejection carries (a `CallFailure`'s `fields`), for a form to show beside its controls;
 * empty for anything else. Only string messages are kept.
 */
export function failureFields(error: unknown): ErrorFields {
  if (typeof error !== 'object' || error === null) return {};
  const parsed = errorFields.safeParse((error as { fields?: unknown }).fields);
  return parsed.success ? parsed.data : {};
}

/**
 * Runs a call for a port: resolves with its answer, rejects with a plain `CallFailure`. Anything else it
 * rejects with (a defect) becomes UNKNOWN_ERROR.
 */
export async function runCall<A>(call: Promise<A>): Promise<A> {
  try {
    return await call;
  } catch (error) {
    if (isCallError(error)) throw toCallFailure(error);
    throw {
      code: UNKNOWN_ERROR,
      status: null,
      message: error instanceof Error ? error.message : String(error),
    } satisfies CallFailure;
  }
}
