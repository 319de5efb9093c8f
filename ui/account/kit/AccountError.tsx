import type { ErrorComponentProps } from '@tanstack/react-router';
import { useT } from '../../i18n/react';
import { LocalLink } from '../../shell/LocalLink';

/**
 * What an account screen shows when its read fails: an item that is not this customer's (404) reads as
 * "not found in your account"; anything else as a failed load with a way back to the account home.
 */
export function AccountError({ error }: ErrorComponentProps) {
  const { t } = useT();
  const status = (error as { status?: number }).status;
  return (
    <section className="account-error" role="alert" aria-labelledby="account-error-title">
      <h2 id="account-error-title">
        {status === 404 ? t('account.layout.notFound.title') : t('account.layout.failed.title')}
      </h2>
      <p>{status === 404 ? t('account.layout.notFound.text') : t('account.layout.failed.text')}</p>
      <LocalLink className="button" href="/account/home">
        {t('account.layout.backHome')}
      </LocalLink>
    </section>
  );
}
