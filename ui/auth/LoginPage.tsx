import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { loginSchema, sessionCalls } from '../../core/schemas/index';
import { useApi } from '../app/api';
import { useT } from '../i18n/react';
import { useToast } from '../toasts/Toasts';
import { AuthCard } from './AuthCard';
import { Field } from './Field';
import { type FieldErrors, fieldErrors, useTranslatedErrors } from './form';
import { useGoAfterAuth } from './navigation';

/**
 * /auth/login (part 1 §2): e-mail and password checked with the login schema of part 2 §5, then
 * POST /api/auth/login; on success the session is read again and the visitor goes to the safe `redirect`
 * or home. The register link keeps the redirect.
 */
export function LoginPage({ redirect }: { redirect: string | undefined }) {
  const { t } = useT();
  const api = useApi();
  const goAfterAuth = useGoAfterAuth();
  const translate = useTranslatedErrors();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await api.call(sessionCalls.login, parsed.data);
      // "POST /api/auth/login ... success toast" (part 2 §7); the toast outlives the page.
      toast.form.success(t('auth.login.success'));
      await goAfterAuth(redirect);
    } catch (error) {
      // A failed form action shows a toast (part 2 §8).
      toast.form.error(error);
      setPending(false);
    }
  }

  return (
    <AuthCard
      id="login"
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <p>
          {t('auth.login.noAccount')}{' '}
          <Link to="/auth/register" search={{ redirect }}>
            {t('auth.login.register')}
          </Link>
        </p>
      }
    >
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
        <Field
          label={t('auth.common.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        <Link to="/auth/password" className="auth-form__aside-link">
          {t('auth.login.forgotten')}
        </Link>
        <Button type="submit" className="button button--primary auth-form__submit" isPending={pending}>
          {pending ? t('auth.common.submitting') : t('auth.login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
