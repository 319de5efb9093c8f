import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import type { z } from 'zod';
import { failureFields } from '../../adapters/http/index';
import { useMinimumDisplay } from '../app/minimum-display';
import {
  type AuthFieldEvents,
  AuthFieldsContext,
  errorsUnder,
  errorUnder,
  type FieldErrors,
  fieldErrors,
  focusFirstInvalid,
  useFailureText,
  useTranslatedErrors,
  withoutErrorsUnder,
} from '../forms/form';
import { useT } from '../i18n/react';
import { useToast } from '../toasts/Toasts';
import { FormAlert } from './AuthCard';

type Parsed<T> = { success: true; data: T } | { success: false; error: z.ZodError };

export interface AuthFormOptions<T> {
  /** Reads the form's values as they are now with core's schema. */
  parse: () => Parsed<T>;
  /** Sends the parsed values; a rejection is a refused call. */
  send: (data: T) => Promise<void>;
  /** Adjusts the field errors of a failed parse before they show. */
  onInvalid?: (errors: FieldErrors) => FieldErrors;
  /** Puts the field details of a refused call (EMAIL_TAKEN on email...) beside their controls. */
  failureFields?: boolean;
  /** Keeps the form pending after a success (the visitor is leaving the page). */
  stayPending?: boolean;
}

export interface AuthFormState {
  /** The field errors shown now (message codes or keys, by control name). */
  errors: FieldErrors;
  /** The last refused call, shown on the form until the next submit. */
  failure: { error: unknown } | null;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  edited: (name: string) => void;
  left: (name: string) => void;
  formRef: RefObject<HTMLFormElement | null>;
  alertRef: RefObject<HTMLDivElement | null>;
}

const sameErrors = (a: FieldErrors, b: FieldErrors) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * The state of an auth form. On submit the values are parsed with core's schema: its field errors show
 * beside the controls, nothing is sent and the first invalid control takes the focus. Otherwise the values
 * are sent while pending under a loading toast; a refused call is a form toast (part 2 §8) and also an alert on the form, which
 * stays until the next submit and takes the focus (or the first control the server marked does).
 *
 * Between submits a control is checked when the visitor leaves it after editing it, and an error it shows
 * is checked again at each edit, so it goes as soon as the value is right: errors never wait for a blur to
 * leave, when the layout moving under a click in flight would lose that click (issue 18 item 12).
 */
export function useAuthForm<T>(options: AuthFormOptions<T>): AuthFormState {
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ target: 'field' | 'alert' } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // The page's latest values live in its `parse`; events and the checks below read them after the render
  // that follows an edit (this effect is declared first, so it runs first).
  const latest = useRef(options);
  const shown = useRef(errors);
  useEffect(() => {
    latest.current = options;
    shown.current = errors;
  });
  const editedSinceLeft = useRef(new Set<string>());
  const toRecheck = useRef(new Set<string>());

  function localErrors(): FieldErrors {
    const { parse, onInvalid } = latest.current;
    const parsed = parse();
    if (parsed.success) return {};
    const found = fieldErrors(parsed.error);
    return onInvalid ? onInvalid(found) : found;
  }

  /** Shows the current errors of `names`; with `onlyShown`, only where an error already shows. */
  function check(names: readonly string[], onlyShown: boolean) {
    const found = localErrors();
    setErrors((current) => {
      let next = current;
      for (const name of names) {
        if (onlyShown && errorUnder(current, name) === undefined) continue;
        next = { ...withoutErrorsUnder(next, name), ...errorsUnder(found, name) };
      }
      return sameErrors(next, current) ? current : next;
    });
  }

  // An edit is checked once the page rendered the new value (the page's own state update).
  useEffect(() => {
    if (toRecheck.current.size === 0) return;
    const names = [...toRecheck.current];
    toRecheck.current.clear();
    check(names, true);
  });

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'alert') alertRef.current?.focus();
    else if (formRef.current) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  function edited(name: string) {
    editedSinceLeft.current.add(name);
    toRecheck.current.add(name);
  }

  function left(name: string) {
    // A field only passed through is not judged yet; one edited, or showing an error, is.
    if (!editedSinceLeft.current.has(name) && errorUnder(shown.current, name) === undefined) return;
    editedSinceLeft.current.delete(name);
    check([name], false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const { parse, send, onInvalid, stayPending } = latest.current;
    setFailure(null);
    editedSinceLeft.current.clear();
    const parsed = parse();
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(onInvalid ? onInvalid(found) : found);
      setFocusRequest({ target: 'field' });
      return;
    }
    setErrors({});
    setPending(true);
    // "Form toast: loading (no auto-close), then success or error" (part 1 §4): the page's success toast
    // or the failure below replaces it.
    toast.form.loading();
    try {
      await send(parsed.data);
      if (!stayPending) setPending(false);
    } catch (error) {
      const fields = latest.current.failureFields ? failureFields(error) : {};
      setErrors(fields);
      setFailure({ error });
      toast.form.error(error);
      setPending(false);
      setFocusRequest({ target: Object.keys(fields).length > 0 ? 'field' : 'alert' });
    }
  }

  return { errors, failure, pending, onSubmit, edited, left, formRef, alertRef };
}

/**
 * The auth forms' React Aria form: the alert of a refused call first, the controls (their errors come from
 * the form's state through `AuthFieldsContext`), then the pending submit button.
 */
export function AuthForm({
  form,
  submitLabel,
  children,
}: {
  form: AuthFormState;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useT();
  const translate = useTranslatedErrors();
  const failureText = useFailureText();
  const shown = translate(form.errors);
  // "loader minimum display 350 ms" (part 2 §9): the pending button does not flash.
  const pending = useMinimumDisplay(form.pending);
  const fields: AuthFieldEvents = {
    errorOf: (name) => errorUnder(shown, name),
    edited: form.edited,
    left: form.left,
  };
  return (
    <Form ref={form.formRef} className="auth-form" validationBehavior="aria" onSubmit={form.onSubmit}>
      <FormAlert
        ref={form.alertRef}
        title={t('auth.common.formError')}
        message={form.failure ? failureText(form.failure.error) : null}
      />
      <AuthFieldsContext.Provider value={fields}>{children}</AuthFieldsContext.Provider>
      <Button type="submit" className="button button--primary auth-form__submit" isPending={pending}>
        {pending ? t('auth.common.submitting') : submitLabel}
      </Button>
    </Form>
  );
}
