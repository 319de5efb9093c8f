import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { loginSchema, sessionCalls } from '../../core/schemas/index';
import { useApi } from '../app/api';
import { useT } from '../i18n/react';
import { useToast } from '../toasts/Toasts';
import { AuthCard, AuthSwitch } from './AuthCard';
import { AuthForm, useAuthForm } from './AuthForm';
import { EmailField, PasswordField } from './Field';
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
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // A failed form action shows a toast (part 2 §8), and the form keeps it in its alert.
  const form = useAuthForm({
    parse: () => loginSchema.safeParse({ email, password }),
    send: async (data) => {
      await api.call(sessionCalls.login, data);
      // "POST /api/auth/login ... success toast" (part 2 §7); the toast outlives the page.
      toast.form.success(t('auth.login.success'));
      await goAfterAuth(redirect);
    },
    stayPending: true,
  });

  return (
    <AuthCard
      id="login"
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={<AuthSwitch to="/auth/register" redirect={redirect} />}
    >
      <AuthForm form={form} submitLabel={t('auth.login.submit')}>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField label={t('auth.common.password')} current value={password} onChange={setPassword} />
        <Link to="/auth/password" className="auth-form__aside-link">
          {t('auth.login.forgotten')}
        </Link>
      </AuthForm>
    </AuthCard>
  );
}
