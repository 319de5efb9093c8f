/** A refusal the API answers with `{ error: code }` (the UI translates forms.errors.{code}). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}

export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED');
export const notFound = (code = 'NOT_FOUND') => new ApiError(404, code);
