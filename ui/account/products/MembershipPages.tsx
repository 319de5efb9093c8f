import type { TFunction } from 'i18next';
import {
  currentMembershipCycle,
  membershipAmounts,
  membershipBadges,
  membershipPeriod,
} from '../../../core/membership/index';
import type { Locale } from '../../../core/money/index';
import type { OwnedMembership } from '../../../core/schemas/index';
import { compareInstants, rollingPeriodDuration } from '../../../core/time/index';
import { useT } from '../../i18n/react';
import { durationText } from '../../kit/format/activity-text';
import { type PageFormats, useFormat } from '../../kit/format/index';
import { RichHtml } from '../../kit/RichHtml';
import { AccountList } from '../kit/AccountList';
import { BackLink } from '../kit/BackLink';
import { Badge, Badges } from '../kit/Badge';
import { type Fact, Facts, ProductCard, useOpenedAt, useProductBadges } from './parts';

type Format = PageFormats;

/** "Membership badges: cancelled, recurring" (core `membershipBadges`) and the payment badge over its cycles. */
function useMembershipBadges() {
  const { t } = useT();
  const badges = useProductBadges();
  return (owned: OwnedMembership) => [
    ...membershipBadges(owned).map((badge) => (
      <Badge key={badge} tone={badge === 'cancelled' ? 'danger' : 'info'}>
        {t(`account.products.memberships.badges.${badge}`)}
      </Badge>
    )),
    badges.payment(membershipAmounts(owned)),
  ];
}

/** The cycle the membership is in now (core `currentMembershipCycle`), as dates. */
function currentCycleText(owned: OwnedMembership, now: string, format: Format, t: TFunction): string {
  const cycle = currentMembershipCycle(owned.cycles, now);
  if (cycle === null) return t('account.products.memberships.noCycle');
  return `${format.instant(cycle.start_at, 'mediumDate')} – ${format.instant(cycle.end_at, 'mediumDate')}`;
}

/**
 * The period the membership covers, in words. FIXED: the organiser's dates, as core `membershipPeriod` gives
 * them for a purchase at the first cycle's start; ROLLING: its length from the purchase date.
 */
function periodText(owned: OwnedMembership, format: Format, t: TFunction, language: Locale): string | null {
  const { membership } = owned;
  if (membership.period_type === 'FIXED') {
    const firstStart = [...owned.cycles].sort((a, b) => compareInstants(a.start_at, b.start_at))[0]?.start_at;
    const terms = {
      period_type: 'FIXED' as const,
      rolling_period_type: null,
      rolling_period_duration: null,
      fixed_period_start_at: membership.fixed_period_start_at,
      fixed_period_end_at: membership.fixed_period_end_at,
    };
    const period = firstStart ? membershipPeriod(terms, firstStart) : null;
    const start = period?.starts_at ?? membership.fixed_period_start_at;
    const end = period?.ends_at ?? membership.fixed_period_end_at;
    if (start === null || end === null) return null;
    return t('account.products.memberships.periodFixed', {
      start: format.instant(start, 'mediumDate'),
      end: format.instant(end, 'mediumDate'),
    });
  }
  return t('account.products.memberships.periodRolling', {
    duration: durationText(
      t,
      language,
      rollingPeriodDuration(membership.rolling_period_type, membership.rolling_period_duration),
    ),
  });
}

/** /account/memberships: the customer's memberships with their current period and badges. */
export function MembershipListPage({
  list,
  page,
}: {
  list: { data: OwnedMembership[]; count: number };
  page: number;
}) {
  const { t } = useT();
  const format = useFormat();
  const now = useOpenedAt();
  const badges = useMembershipBadges();
  return (
    <AccountList
      title={t('account.products.memberships.title')}
      items={list.data}
      count={list.count}
      page={page}
      path="/account/memberships"
      empty={t('account.products.memberships.empty')}
      itemKey={(owned) => owned.cuid}
      renderItem={(owned) => {
        const facts: Fact[] = [];
        if (owned.participant)
          facts.push({ label: t('account.products.participant'), value: owned.participant.fullname });
        facts.push({
          label: t('account.products.memberships.currentCycle'),
          value: currentCycleText(owned, now, format, t),
        });
        return (
          <ProductCard
            title={owned.membership.title}
            href={`/account/memberships/${owned.cuid}`}
            images={owned.membership.images}
            facts={facts}
            badges={badges(owned)}
          />
        );
      }}
    />
  );
}

/**
 * /account/memberships/{cuid}: badges, participant, the period in words, the current period, the
 * description and every billed cycle (start, end, total, paid, badge). Below 600 px the cycles table
 * reflows into one labelled block per cycle.
 */
export function MembershipDetailPage({ owned }: { owned: OwnedMembership }) {
  const { t, language } = useT();
  const format = useFormat();
  const now = useOpenedAt();
  const badges = useMembershipBadges();
  const payment = useProductBadges();
  const cycles = [...owned.cycles].sort((a, b) => compareInstants(a.start_at, b.start_at));
  const period = periodText(owned, format, t, language);
  const first = owned.membership.images[0];
  const facts: Fact[] = [];
  if (owned.participant)
    facts.push({ label: t('account.products.participant'), value: owned.participant.fullname });
  if (period) facts.push({ label: t('account.products.memberships.period'), value: period });
  if (cycles[0])
    facts.push({
      label: t('account.products.memberships.startedOn'),
      value: format.instant(cycles[0].start_at, 'mediumDate'),
    });
  facts.push({
    label: t('account.products.memberships.currentCycle'),
    value: currentCycleText(owned, now, format, t),
  });
  const column = {
    start: t('account.products.memberships.cycles.start'),
    end: t('account.products.memberships.cycles.end'),
    total: t('account.products.memberships.cycles.total'),
    paid: t('account.products.memberships.cycles.paid'),
    payment: t('account.products.memberships.cycles.payment'),
  };
  return (
    <article className="account-detail" aria-labelledby="membership-title">
      <BackLink href="/account/memberships">{t('account.products.memberships.back')}</BackLink>
      <header className="account-detail__head">
        <h2 id="membership-title">{owned.membership.title}</h2>
        <Badges>{badges(owned)}</Badges>
      </header>
      <div className="product-detail">
        {first && <img className="product-detail__image" src={first.public_url} alt="" />}
        <div className="account-panel">
          <Facts facts={facts} />
        </div>
      </div>
      <section className="account-panel" aria-labelledby="membership-cycles">
        <h3 id="membership-cycles">{t('account.products.memberships.cycles.title')}</h3>
        {cycles.length === 0 ? (
          <p className="account-muted">{t('account.products.memberships.cycles.empty')}</p>
        ) : (
          <table className="product-cycles">
            <thead>
              <tr>
                <th scope="col">{column.start}</th>
                <th scope="col">{column.end}</th>
                <th scope="col">{column.total}</th>
                <th scope="col">{column.paid}</th>
                <th scope="col">{column.payment}</th>
              </tr>
            </thead>
            <tbody>
              {cycles.map((cycle) => (
                <tr key={`${cycle.start_at}-${cycle.end_at}`}>
                  <td data-label={column.start}>{format.instant(cycle.start_at, 'mediumDate')}</td>
                  <td data-label={column.end}>{format.instant(cycle.end_at, 'mediumDate')}</td>
                  <td data-label={column.total} className="product-cycles__amount">
                    {format.money(cycle.total_amount)}
                  </td>
                  <td data-label={column.paid} className="product-cycles__amount">
                    {format.money(cycle.paid_amount)}
                  </td>
                  <td data-label={column.payment}>{payment.payment(cycle)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {owned.membership.description && (
        <section className="account-panel" aria-labelledby="membership-description">
          <h3 id="membership-description">{t('account.products.description')}</h3>
          <RichHtml className="rich-text" html={owned.membership.description} />
        </section>
      )}
    </article>
  );
}
