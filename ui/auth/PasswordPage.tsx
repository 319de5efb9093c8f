import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
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
import { AuthForm, useAuthForm } from './AuthForm';
import { EmailField, PasswordField } from './Field';

/** Without a token: the e-mail form; POST /api/auth/password/link answers the same whether or not it exists. */
export function PasswordRequestForm() {
  const { t } = useT();
  const api = useApi();
  const [email, setEmail] = useState('');
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm({
    parse: () => passwordLinkSchema.safeParse({ email }),
    send: async (data) => {
      await api.call(sessionCalls.passwordLink, data);
      // "POST /api/auth/password/link ... link-sent toast" (part 2 §7); the card below says where it went.
      toast.form.success(t('auth.password.linkSentToast'));
      setSentTo(data.email);
    },
  });

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
        <AuthForm form={form} submitLabel={t('auth.password.submit')}>
          <EmailField value={email} onChange={setEmail} />
        </AuthForm>
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const toast = useToast();
  const form = useAuthForm({
    parse: () => newPasswordFormSchema.safeParse({ password, confirmation, token }),
    send: async (data) => {
      await api.call(sessionCalls.passwordReset, { password: data.password, token: data.token });
      // "POST /api/auth/password ... success toast" (part 2 §7).
      toast.form.success(t('auth.password.resetToast'));
      await router.invalidate();
      setDone(true);
    },
  });

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
        <AuthForm form={form} submitLabel={t('auth.password.resetSubmit')}>
          <PasswordField label={t('auth.password.newPassword')} value={password} onChange={setPassword} />
          <PasswordField
            label={t('auth.password.confirmation')}
            name="confirmation"
            value={confirmation}
            onChange={setConfirmation}
          />
        </AuthForm>
      )}
    </AuthCard>
  );
}

/** /auth/password (part 1 §2): request a link by e-mail; with a token query parameter, the new-password form. */
export function PasswordPage({ token }: { token: string | undefined }) {
  return token ? <NewPasswordForm key={token} token={token} /> : <PasswordRequestForm />;
}
