import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { sessionCalls } from '../../core/schemas/index';
import { useApi } from '../app/api';
import { useFailureText } from '../forms/form';
import { useT } from '../i18n/react';
import { AuthCard, FormAlert, FormSuccess } from './AuthCard';
import { useGoAfterAuth } from './navigation';
import type { UnsubscribeTexts } from './unsubscribe-texts';

/**
 * The unsubscribe panel: title, subtitle and one button. POST /api/newsletters/unsubscribe with the token of
 * the URL; on success the visitor goes to the safe `redirect` or home (part 2 §7 Newsletter).
 */
export function UnsubscribePage({
  token,
  redirect,
  texts,
}: {
  token: string | undefined;
  redirect: string | undefined;
  texts: UnsubscribeTexts;
}) {
  const { t } = useT();
  const api = useApi();
  const goAfterAuth = useGoAfterAuth();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    setFailure(null);
    setPending(true);
    try {
      await api.call(sessionCalls.newsletterUnsubscribe, { token });
      setDone(true);
      await goAfterAuth(redirect, { invalidate: false });
    } catch (error) {
      setFailure(failureText(error));
      setPending(false);
    }
  }

  return (
    <AuthCard
      id="unsubscribe"
      title={texts.title ?? t('auth.unsubscribe.title')}
      subtitle={texts.subtitle ?? t('auth.unsubscribe.subtitle')}
    >
      {done ? (
        <FormSuccess title={t('auth.unsubscribe.success')} />
      ) : (
        <Form className="auth-form" onSubmit={submit}>
          {token ? null : <p className="auth__notice">{t('auth.unsubscribe.missingToken')}</p>}
          <FormAlert title={t('auth.common.formError')} message={failure} />
          <Button
            type="submit"
            className="button button--primary auth-form__submit"
            isPending={pending}
            isDisabled={!token}
          >
            {pending ? t('auth.common.submitting') : t('auth.unsubscribe.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
