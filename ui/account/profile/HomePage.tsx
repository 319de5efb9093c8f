import {
  ACCOUNT_TAB_COUNTER,
  type AccountCounters,
  type AccountTabKey,
  accountTabs,
} from '../../../core/account/index';
import { canPayWithWallet } from '../../../core/checkout/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { LocalLink } from '../../shell/LocalLink';
import { useSession } from '../../shell/website';
import { FamilyCalendarPanel } from '../calendar/FamilyCalendarPanel';
import './profile.css';

/** The home card of one tab: its label, what it holds, and the counter behind it (profile has none). */
function TabCard({ tab, count, detail }: { tab: AccountTabKey; count: number | null; detail?: string }) {
  const { t } = useT();
  return (
    <li className="account-home__card">
      <h3 className="account-home__card-title">
        <LocalLink href={`/account/${tab}`} className="account-home__card-link">
          {t(`account.tabs.${tab}`)}
        </LocalLink>
      </h3>
      {count !== null ? (
        <p className="account-home__count">{t(`account.profile.home.cards.${tab}.count`, { count })}</p>
      ) : null}
      {detail ? <p className="account-home__detail">{detail}</p> : null}
      <p className="account-muted">{t(`account.profile.home.cards.${tab}.text`)}</p>
    </li>
  );
}

/**
 * /account/home: a card per visible tab (core `accountTabs` on the session counters: "Each tab is hidden
 * when its counter is below 1; vouchers stays visible if available_vouchers is at least 1") with its
 * counter, the wallet balance when above 0 (core `canPayWithWallet`), the vouchers ready to use, and a
 * way to add a first participant: all from the session the root loaded. Then the family calendar feed
 * (issue 20 item 1), which reads its own state once shown.
 */
export function HomePage() {
  const { t } = useT();
  const session = useSession();
  const format = useFormat();
  const customer = session.customer;
  if (!customer) return null;
  const counters: AccountCounters = session.counters ?? {};
  const tabs = accountTabs(counters).filter((tab) => tab.key !== 'home');
  const countOf = (key: AccountTabKey): number | null => {
    const name = ACCOUNT_TAB_COUNTER[key];
    return name === null ? null : (counters[name] ?? 0);
  };
  const wallet = session.wallet && canPayWithWallet(session.wallet) ? session.wallet.amount : null;
  const availableVouchers = session.counters?.available_vouchers ?? 0;
  const hasParticipants = tabs.some((tab) => tab.key === 'participants');
  const participantNames = customer.participants.map((participant) => participant.firstname).join(', ');

  return (
    <section className="account-home" aria-labelledby="account-home-title">
      <div className="account-detail__head">
        <div>
          <h2 id="account-home-title">{t('account.profile.home.title')}</h2>
          <p className="account-muted">{t('account.profile.home.lead')}</p>
        </div>
      </div>

      {wallet !== null || availableVouchers >= 1 ? (
        <div className="account-home__highlights">
          {wallet !== null ? (
            <section className="account-home__highlight" aria-labelledby="account-home-wallet">
              <h3 id="account-home-wallet" className="account-home__highlight-title">
                {t('account.profile.home.wallet.title')}
              </h3>
              <p className="account-home__amount">{format.money(wallet)}</p>
              <p className="account-muted">{t('account.profile.home.wallet.text')}</p>
            </section>
          ) : null}
          {availableVouchers >= 1 ? (
            <div className="account-home__highlight account-home__highlight--info">
              <p className="account-home__highlight-text">
                {t('account.profile.home.vouchers.available', { count: availableVouchers })}
              </p>
              <LocalLink className="button" href="/account/vouchers">
                {t('account.profile.home.vouchers.action')}
              </LocalLink>
            </div>
          ) : null}
        </div>
      ) : null}

      {hasParticipants ? null : (
        <section className="account-panel account-home__first" aria-labelledby="account-home-first">
          <h3 id="account-home-first">{t('account.profile.home.firstParticipant.title')}</h3>
          <p className="account-muted">{t('account.profile.home.firstParticipant.text')}</p>
          <LocalLink className="button button--primary account-back" href="/account/participants/create">
            {t('account.profile.home.firstParticipant.action')}
          </LocalLink>
        </section>
      )}

      <ul className="plain-list account-home__cards" aria-label={t('account.profile.home.sections')}>
        {tabs.map((tab) => (
          <TabCard
            key={tab.key}
            tab={tab.key}
            count={countOf(tab.key)}
            detail={
              tab.key === 'profile'
                ? customer.email
                : tab.key === 'participants'
                  ? participantNames
                  : undefined
            }
          />
        ))}
      </ul>

      <FamilyCalendarPanel />
    </section>
  );
}
