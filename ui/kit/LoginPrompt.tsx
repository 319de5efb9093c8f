import { useRouterState } from '@tanstack/react-router';
import { loginHref } from '../../core/cart/index';
import { useT } from '../i18n/react';
import { LocalLink } from '../shell/LocalLink';
import './product-pages.css';

/** "Add-to-cart forms are replaced by a login prompt with a button to /auth/login?redirect={current path and query}". */
export function LoginPrompt() {
  const { t } = useT();
  const current = useRouterState({
    select: (state) => `${state.location.pathname}${state.location.searchStr}`,
  });
  return (
    <div className="login-prompt">
      <h2 className="login-prompt__title">{t('productPages.login.title')}</h2>
      <p>{t('productPages.login.text')}</p>
      <LocalLink className="button button--primary" href={loginHref(current)}>
        {t('productPages.login.button')}
      </LocalLink>
    </div>
  );
}
