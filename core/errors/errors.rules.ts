/** Part 2 §8: the code a failed form action reports, and how its toast text is found. */
export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';

export interface FailedAction {
  /** The response body's `error` field, when the server sent one. */
  code?: string | undefined;
  /** The error's own message (network failure, time-out...). */
  message?: string | undefined;
}

/** "the code coming from the response body field error ... If the code is absent, the error's message is used; failing that, UNKNOWN_ERROR." */
export function errorCode(failure: FailedAction): string {
  if (failure.code) return failure.code;
  if (failure.message) return failure.message;
  return UNKNOWN_ERROR;
}

/**
 * The code of whatever an actor rejected with: an object carrying `code` (the http adapter's errors do)
 * or `message` (an Error), a bare string, else UNKNOWN_ERROR. Every machine records failures through this.
 */
export function failureCode(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return errorCode({
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : undefined,
    });
  }
  return errorCode({ message: typeof error === 'string' ? error : undefined });
}

/** The translation key of an error code: forms.errors.{code}. */
export function errorTranslationKey(code: string): string {
  return `forms.errors.${code}`;
}

/** Looks a key up; undefined when there is no text for it (i18next `exists` plus a string check). */
export type Translate = (key: string) => string | undefined;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The text of a failed action's toast (part 2 §8): "A failed form action shows a toast with the translation of
 * forms.errors.{code}, the code coming from the response body field error; with no translation the raw code
 * is shown. If the code is absent, the error's message is used; failing that, UNKNOWN_ERROR."
 *
 * `error` is whatever was thrown or rejected: an object with `code` and/or `message` (the http adapter's
 * failures, an Error), or a bare code string (what machines keep in context). Only forms.errors.{code} and
 * forms.errors.UNKNOWN_ERROR are ever looked up; a message is shown as it is.
 */
export function resolveErrorText(error: unknown, translate: Translate): string {
  const { code, message } =
    typeof error === 'object' && error !== null
      ? (error as { code?: unknown; message?: unknown })
      : { code: error, message: undefined };
  if (nonEmpty(code)) return translate(errorTranslationKey(code)) ?? code;
  if (nonEmpty(message)) return message;
  return translate(errorTranslationKey(UNKNOWN_ERROR)) ?? UNKNOWN_ERROR;
}

/** "A failed form action shows a toast with the translation of forms.errors.{code} ... with no translation the raw code is shown." */
export function errorToastText(failure: FailedAction, translate: Translate): string {
  return resolveErrorText(failure, translate);
}

/** Form toast texts (part 2 §8): loading key and default success key. */
export const FORM_TOAST_KEYS = { loading: 'forms.states.loading', success: 'forms.states.updated' } as const;
