import { createContext, useContext } from 'react';
import type { z } from 'zod';
import { errorToastText, failureCode } from '../../core/errors/index';
import { lookup } from '../i18n/i18n';
import { useT } from '../i18n/react';

/** Field name (the issue path joined with dots, as the server's VALIDATION_FAILED reports it) → message key. */
export type FieldErrors = Record<string, string>;

/** The first message of each field of a failed parse; the names match the `name` of the form controls. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || '_';
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The first error of a field or of anything under it (`address` covers `address.street`). */
export function errorUnder(errors: FieldErrors, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
}

/**
 * Texts of validation messages: the spec's own keys (register.form.messages.errors.terms) are translated as
 * they are, codes (required, invalid_email, Mismatch) as forms.errors.{code}; zod's own English messages
 * (an unexpected shape) become a generic "not valid".
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useT();
  return (message) => {
    if (!message) return undefined;
    if (message.includes('.') && i18n.exists(message)) return t(message);
    const key = `forms.errors.${message}`;
    return i18n.exists(key) ? t(key) : t('auth.common.invalid');
  };
}

/** Part 2 §8: a failed call shows forms.errors.{code}, the raw code without translation, else UNKNOWN_ERROR. */
export function useFailureText(): (error: unknown) => string {
  const { i18n } = useT();
  return (error) => errorToastText({ code: failureCode(error) }, lookup(i18n));
}

/** The translated messages of every field of a failed parse, for React Aria's `<Form validationErrors>`. */
export function useTranslatedErrors(): (errors: FieldErrors) => Record<string, string> {
  const text = useErrorText();
  return (errors) =>
    Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, text(message) ?? message]));
}

/** The errors of `errors` at `name` or under it (`address` takes `address.street`), keys kept. */
export function errorsUnder(errors: FieldErrors, name: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key === name || key.startsWith(`${name}.`)),
  );
}

/** `errors` without anything at `name` or under it. */
export function withoutErrorsUnder(errors: FieldErrors, name: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== name && !key.startsWith(`${name}.`)),
  );
}

/** What an auth form tells each of its controls, and what the controls tell it back. */
export interface AuthFieldEvents {
  /** The translated error shown under the control named `name`, if any. */
  errorOf(name: string): string | undefined;
  /** The visitor changed the value: an error shown there is checked again against the new value. */
  edited(name: string): void;
  /** The visitor left the control: once edited, it is checked now. */
  left(name: string): void;
}

export const AuthFieldsContext = createContext<AuthFieldEvents | null>(null);

const outsideAuthForm = { error: undefined, edited: () => {}, left: () => {} } as const;

/** A control's error and events inside `<AuthForm>`; outside one (or without a name) it never shows one. */
export function useAuthField(name: string | undefined): {
  error: string | undefined;
  edited: () => void;
  left: () => void;
} {
  const fields = useContext(AuthFieldsContext);
  if (!fields || !name) return outsideAuthForm;
  return { error: fields.errorOf(name), edited: () => fields.edited(name), left: () => fields.left(name) };
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]):not([hidden]), textarea, select, [role="spinbutton"], [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first control marked invalid in `container` (document order): the control itself, or the
 * first focusable part of an invalid group (radio buttons, date segments).
 */
export function focusFirstInvalid(container: HTMLElement): void {
  const invalid = container.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}
