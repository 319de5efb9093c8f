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

/** "A failed form action shows a toast with the translation of forms.errors.{code} ... with no translation the raw code is shown." */
export function errorToastText(
  failure: FailedAction,
  translate: (key: string) => string | undefined,
): string {
  const code = errorCode(failure);
  return translate(errorTranslationKey(code)) ?? code;
}

/** Form toast texts (part 2 §8): loading key and default success key. */
export const FORM_TOAST_KEYS = { loading: 'forms.states.loading', success: 'forms.states.updated' } as const;
