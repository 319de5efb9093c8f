import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { catalogueCalls, type PageElement, sessionCalls } from '../../core/schemas/index';
import type { Api } from '../app/api';
import { useApi } from '../app/api';
import { useT } from '../i18n/react';
import { AuthCard, FormAlert, FormSuccess } from './AuthCard';
import { useFailureText } from './form';
import { useGoAfterAuth } from './navigation';

/** The organiser's own title and subtitle for the page, when its builder page sets them. */
export interface UnsubscribeTexts {
  title: string | null;
  subtitle: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The first "newsletter unsubscribe" section of a page's content, searched through nested elements. */
function unsubscribeSection(elements: readonly PageElement[]): PageElement | null {
  for (const element of elements) {
    if (/unsubscribe/i.test(`${element.element} ${element.type} ${element.name}`)) return element;
    const inner = unsubscribeSection(element.children);
    if (inner) return inner;
  }
  return null;
}

/**
 * "/newsletters/unsubscribe: editable title and subtitle" (part 1 §2): the organiser edits them in the
 * newsletter unsubscribe section of the builder page at that path. Without such a page the default texts show.
 */
export async function loadUnsubscribeTexts(api: Api): Promise<UnsubscribeTexts> {
  try {
    const { page } = await api.call(catalogueCalls.page, { pathname: '/newsletters/unsubscribe' });
    const section = unsubscribeSection(page.content);
    return {
      title: text(section?.settings.title) ?? text(page.title),
      subtitle: text(section?.settings.subtitle) ?? text(page.description),
    };
  } catch {
    return { title: null, subtitle: null };
  }
}

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
