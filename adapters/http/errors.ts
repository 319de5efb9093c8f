import { Data } from 'effect';
import { errorCode } from '../../core/errors';
import type { ErrorFields } from '../../core/schemas/index';

/**
 * The server answered outside 200–299; `code` is the body's `error` field (translated as forms.errors.{code}),
 * `fields` its field-level details when it sent any (`{ email: 'EMAIL_TAKEN' }`), so a form can show them
 * beside its controls.
 */
export class HttpError extends Data.TaggedError('HttpError')<{
  status: number;
  code: string | undefined;
  message: string;
  fields?: ErrorFields;
}> {}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Data.TaggedError('NetworkError')<{ message: string }> {}

/** No answer within the time limit; the request was aborted. */
export class TimeoutError extends Data.TaggedError('TimeoutError')<{ milliseconds: number }> {}

/** The answer did not match the core schema: a contract break between browser and server. */
export class DecodeError extends Data.TaggedError('DecodeError')<{ path: string; issues: string }> {}

export type RequestError = HttpError | NetworkError | TimeoutError | DecodeError;

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
