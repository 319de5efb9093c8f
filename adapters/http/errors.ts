import { errorCode } from '../../core/errors';
import type { ErrorFields } from '../../core/schemas/index';

// Plain Error subclasses with a `_tag`, so callers switch on the kind without a runtime library.

/**
 * The server answered outside 200–299; `code` is the body's `error` field (translated as forms.errors.{code}),
 * `fields` its field-level details when it sent any (`{ email: 'EMAIL_TAKEN' }`), so a form can show them
 * beside its controls.
 */
export class HttpError extends Error {
  readonly _tag = 'HttpError';
  readonly status: number;
  readonly code: string | undefined;
  readonly fields?: ErrorFields;
  constructor(props: { status: number; code: string | undefined; message: string; fields?: ErrorFields }) {
    super(props.message);
    this.name = 'HttpError';
    this.status = props.status;
    this.code = props.code;
    if (props.fields) this.fields = props.fields;
  }
}

/** The request never got an answer (offline, DNS, connection reset, aborted by the caller). */
export class NetworkError extends Error {
  readonly _tag = 'NetworkError';
  constructor(props: { message: string }) {
    super(props.message);
    this.name = 'NetworkError';
  }
}

/** No answer within the time limit; the request was aborted. */
export class TimeoutError extends Error {
  readonly _tag = 'TimeoutError';
  readonly milliseconds: number;
  constructor(props: { milliseconds: number }) {
    super(`no answer within ${props.milliseconds} ms`);
    this.name = 'TimeoutError';
    this.milliseconds = props.milliseconds;
  }
}

/** The answer did not match the core schema: a contract break between browser and server. */
export class DecodeError extends Error {
  readonly _tag = 'DecodeError';
  readonly path: string;
  readonly issues: string;
  constructor(props: { path: string; issues: string }) {
    super(`the answer of ${props.path} does not match its contract: ${props.issues}`);
    this.name = 'DecodeError';
    this.path = props.path;
    this.issues = props.issues;
  }
}

export type RequestError = HttpError | NetworkError | TimeoutError | DecodeError;

/** Whether a rejection is one of the client's own errors (anything else is a defect). */
export function isRequestError(error: unknown): error is RequestError {
  return (
    error instanceof HttpError ||
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof DecodeError
  );
}

/** Worth another try: the network, a time-out, or the server's own trouble (5xx, 429). Never a 4xx. */
export function isTransient(error: RequestError): boolean {
  switch (error._tag) {
    case 'NetworkError':
    case 'TimeoutError':
      return true;
    case 'HttpError':
      return error.status >= 500 || error.status === 429;
    case 'DecodeError':
      return false;
  }
}

/** The code a form toast translates (part 2 §8, decided in core/errors). */
export function errorCodeOf(error: RequestError): string {
  switch (error._tag) {
    case 'HttpError':
      return errorCode({ code: error.code, message: error.message });
    case 'NetworkError':
      return errorCode({ message: error.message });
    case 'TimeoutError':
      return 'TIMEOUT';
    case 'DecodeError':
      return 'INVALID_RESPONSE';
  }
}
