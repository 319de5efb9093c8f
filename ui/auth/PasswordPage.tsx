import { Link, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import {
  newPasswordFormSchema,
  PASSWORD_MINIMUM,
  passwordLinkSchema,
  sessionCalls,
} from '../../core/schemas/index';
import { useApi } from '../app/api';
import { useT } from '../i18n/react';
import { useToast } from '../toasts/Toasts';
import { AuthCard, FormSuccess } from './AuthCard';
import { Field } from './Field';
import { type FieldErrors, fieldErrors, useTranslatedErrors } from './form';

/** Without a token: the e-mail form; POST /api/auth/password/link answers the same whether or not it exists. */
export function PasswordRequestForm() {
  const { t } = useT();
  const api = useApi();
  const translate = useTranslatedErrors();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordLinkSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await api.call(sessionCalls.passwordLink, parsed.data);
      setSentTo(parsed.data.email);
    } catch (error) {
      toast.form.error(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      id="password"
      title={t('auth.password.title')}
      subtitle={sentTo ? null : t('auth.password.subtitle')}
      footer={<Link to="/auth/login">{t('auth.password.back')}</Link>}
    >
      {sentTo ? (
        <FormSuccess title={t('auth.password.sentTitle')}>
          <span className="auth__success-text">{t('auth.password.sent', { email: sentTo })}</span>
        </FormSuccess>
      ) : (
        <Form
          className="auth-form"
          validationBehavior="aria"
          validationErrors={translate(errors)}
          onSubmit={submit}
        >
          <Field
            label={t('auth.common.email')}
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={setEmail}
          />
          <Button type="submit" className="button button--primary auth-form__submit" isPending={pending}>
            {pending ? t('auth.common.submitting') : t('auth.password.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}

/**
 * With a token: new password and confirmation (part 2 §5; a difference shows Mismatch), then
 * POST /api/auth/password. The server signs the customer in, so the session is read again.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useT();
  const api = useApi();
  const router = useRouter();
  const translate = useTranslatedErrors();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newPasswordFormSchema.safeParse({ password, confirmation, token });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await api.call(sessionCalls.passwordReset, {
        password: parsed.data.password,
        token: parsed.data.token,
      });
      await router.invalidate();
      setDone(true);
    } catch (error) {
      toast.form.error(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      id="password"
      title={t('auth.password.resetTitle')}
      subtitle={done ? null : t('auth.password.resetSubtitle', { count: PASSWORD_MINIMUM })}
      footer={
        done ? null : (
          <Link to="/auth/password" search={{}}>
            {t('auth.password.requestAgain')}
          </Link>
        )
      }
    >
      {done ? (
        <FormSuccess title={t('auth.password.resetDone')}>
          <span className="auth__success-text">{t('auth.password.resetDoneText')}</span>
          <Link to="/" className="button button--primary">
            {t('auth.password.continue')}
          </Link>
        </FormSuccess>
      ) : (
        <Form
          className="auth-form"
          validationBehavior="aria"
          validationErrors={translate(errors)}
          onSubmit={submit}
        >
          <Field
            label={t('auth.password.newPassword')}
            name="password"
            type="password"
            autoComplete="new-password"
            isRequired
            value={password}
            onChange={setPassword}
          />
          <Field
            label={t('auth.password.confirmation')}
            name="confirmation"
            type="password"
            autoComplete="new-password"
            isRequired
            value={confirmation}
            onChange={setConfirmation}
          />
          <Button type="submit" className="button button--primary auth-form__submit" isPending={pending}>
            {pending ? t('auth.common.submitting') : t('auth.password.resetSubmit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}

/** /auth/password (part 1 §2): request a link by e-mail; with a token query parameter, the new-password form. */
export function PasswordPage({ token }: { token: string | undefined }) {
  return token ? <NewPasswordForm key={token} token={token} /> : <PasswordRequestForm />;
}
