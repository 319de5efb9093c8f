import { Outlet, useLocation } from '@tanstack/react-router';
import { accountTabs, currentAccountTab } from '../../../core/account/index';
import { useT } from '../../i18n/react';
import { LocalLink } from '../../shell/LocalLink';
import { useSession } from '../../shell/website';
import { TabStrip } from './TabStrip';
import './account.css';

/**
 * The account area's frame: a greeting, the tabs the counters allow (core `accountTabs`: "Each tab is hidden
 * when its counter is below 1; vouchers stays visible if available_vouchers is at least 1") and the screen.
 * Signed out, it asks to sign in and comes back here afterwards.
 */
export function AccountLayout() {
  const { t } = useT();
  const session = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.searchStr ?? ''}`;

  if (!session.customer) {
    return (
      <section className="page page--narrow account-gate" aria-labelledby="account-gate-title">
        <h1 id="account-gate-title">{t('account.layout.title')}</h1>
        <p>{t('account.layout.signInFirst')}</p>
        <LocalLink
          className="button button--primary"
          href={`/auth/login?redirect=${encodeURIComponent(here)}`}
        >
          {t('account.layout.signIn')}
        </LocalLink>
      </section>
    );
  }

  const tabs = accountTabs(session.counters ?? {});
  const current = currentAccountTab(location.pathname);
  return (
    <div className="page account">
      <header className="account__header">
        <h1 className="account__title">{t('account.layout.title')}</h1>
        <p className="account__greeting">
          {t('account.layout.greeting', { name: session.customer.firstname })}
        </p>
      </header>
      <TabStrip
        label={t('account.layout.tabsLabel')}
        scrollLabels={{ previous: t('account.layout.tabsPrevious'), next: t('account.layout.tabsNext') }}
        tabs={tabs.map((tab) => ({
          key: tab.key,
          href: tab.path,
          label: t(`account.tabs.${tab.key}`),
          count: tab.count,
          current: tab.key === current,
        }))}
      />
      <div className="account__screen">
        <Outlet />
      </div>
    </div>
  );
}
