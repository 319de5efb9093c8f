/** A refusal the API answers with `{ error: code }` (the UI translates forms.errors.{code}). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}

export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED');
export const notFound = (code = 'NOT_FOUND') => new ApiError(404, code);

/** 429 RATE_LIMITED: too many attempts; the answer carries `Retry-After` (seconds). */
export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED');
  }
}

/** node-postgres error codes of a lost or refused connection: 08xxx, and the server shutting down. */
const CONNECTION_SQLSTATES = /^(08...|57P01|57P02|57P03)$/;
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
]);
const CONNECTION_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /PGlite is closed/i,
  /PGlite worker exited/i,
  /Cannot use a pool after calling end/i,
  /Client has encountered a connection error/i,
];

/** Whether `error` means the database cannot be reached (answered 503), rather than a bug (500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_SQLSTATES.test(code) || CONNECTION_ERRNOS.has(code)))
      return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(cause instanceof Error ? cause.message : ''))) {
      return true;
    }
    cause = cause.cause;
  }
  return false;
}
