import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import type { z } from 'zod';
import { failureFields } from '../../adapters/http/index';
import { useT } from '../i18n/react';
import { useToast } from '../toasts/Toasts';
import { type FieldErrors, fieldErrors, useTranslatedErrors } from './form';

type Parsed<T> = { success: true; data: T } | { success: false; error: z.ZodError };

export interface AuthSubmitOptions {
  /** Adjusts the field errors of a failed parse before they show. */
  onInvalid?: (errors: FieldErrors) => FieldErrors;
  /** Puts the field details of a refused call (EMAIL_TAKEN on email...) beside their controls. */
  failureFields?: boolean;
  /** Keeps the form pending after a success (the visitor is leaving the page). */
  stayPending?: boolean;
}

/**
 * The submit plumbing of the auth forms: parse the values with core's schema (its field errors show beside
 * the controls and nothing is sent), then send while pending; a refused call is a form toast (part 2 §8).
 */
export function useAuthSubmit() {
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  function submitWith<T>(
    parse: () => Parsed<T>,
    send: (data: T) => Promise<void>,
    options: AuthSubmitOptions = {},
  ) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const parsed = parse();
      if (!parsed.success) {
        const found = fieldErrors(parsed.error);
        setErrors(options.onInvalid ? options.onInvalid(found) : found);
        return;
      }
      setErrors({});
      setPending(true);
      try {
        await send(parsed.data);
        if (!options.stayPending) setPending(false);
      } catch (error) {
        if (options.failureFields) setErrors(failureFields(error));
        toast.form.error(error);
        setPending(false);
      }
    };
  }

  return { errors, pending, submitWith };
}

/** The auth forms' React Aria form: translated field errors and the pending submit button last. */
export function AuthForm({
  errors,
  pending,
  submitLabel,
  onSubmit,
  children,
}: {
  errors: FieldErrors;
  pending: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useT();
  const translate = useTranslatedErrors();
  return (
    <Form
      className="auth-form"
      validationBehavior="aria"
      validationErrors={translate(errors)}
      onSubmit={onSubmit}
    >
      {children}
      <Button type="submit" className="button button--primary auth-form__submit" isPending={pending}>
        {pending ? t('auth.common.submitting') : submitLabel}
      </Button>
    </Form>
  );
}
