import type { ReactNode } from 'react';
import { listPaymentBadge } from '../../../core/registration/index';
import { type RequestStatus, requestBadge } from '../../../core/request/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { LocalLink } from '../../shell/LocalLink';
import { AccountCardMedia } from '../kit/AccountCardMedia';
import { Badge, Badges, type BadgeTone } from '../kit/Badge';
import { type Fact, FactList } from '../kit/FactList';
import './orders.css';

const PAYMENT_TONES = { complete: 'success', outstanding: 'warning', deposited: 'info' } as const;

/**
 * The payment badges of the order screens, keyed for a `Badges` row; null when hidden.
 * `list`: "Other lists: outstanding when paid<total, complete otherwise (hidden if total 0)" (core
 * `listPaymentBadge`). `request`: "Request badges: complete when paid >= total (total>0); deposited when
 * deposit>0 and deposit<=paid<total; outstanding when paid<deposit." (core `requestBadge`).
 */
export function usePaymentBadges() {
  const { t } = useT();
  const badge = (kind: keyof typeof PAYMENT_TONES | null) =>
    kind === null ? null : (
      <Badge key="payment" tone={PAYMENT_TONES[kind]}>
        {t(`account.orders.payment.${kind}`)}
      </Badge>
    );
  return {
    list: (amounts: { total_amount: number; paid_amount: number }) => badge(listPaymentBadge(amounts)),
    request: (amounts: { total_amount: number; deposit_amount: number; paid_amount: number }) =>
      badge(requestBadge(amounts)),
  };
}

const STATUS_TONES: Record<RequestStatus, BadgeTone> = {
  PENDING: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'neutral',
};

/** A registration request's status: pending (blue), approved (green), rejected (red), cancelled (grey). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useT();
  return (
    <Badge tone={STATUS_TONES[status]}>
      <span className="visually-hidden">{t('account.orders.requests.status.prefix')}</span>
      {t(`account.orders.requests.status.${status}`)}
    </Badge>
  );
}

export type { Fact } from '../kit/FactList';

/** Label and value pairs (a definition list); `compact` is the smaller variant inside a card. */
export function Facts({ facts, compact = false }: { facts: readonly Fact[]; compact?: boolean }) {
  return (
    <FactList
      facts={facts}
      className={compact ? 'orders-facts' : 'account-facts orders-detail-facts'}
      rowClassName="orders-facts__row"
    />
  );
}

/**
 * One order in a list: its image when it has one (decorative: the title names it), its title linking to the
 * detail, facts, and on the side the amount and the badges.
 */
export function OrderCard({
  title,
  href,
  image,
  facts,
  amount,
  badges,
}: {
  title: string;
  href: string;
  /** undefined: the kind of order has no picture; null: it has none this time (a placeholder keeps the grid). */
  image?: { public_url: string } | null;
  facts: readonly Fact[];
  amount: string;
  badges: ReactNode[];
}) {
  return (
    <article className={image === undefined ? 'account-card orders-card--plain' : 'account-card'}>
      {image === undefined ? null : <AccountCardMedia image={image} />}
      <div className="account-card__body">
        <h3 className="account-card__title">
          <LocalLink href={href}>{title}</LocalLink>
        </h3>
        <Facts facts={facts} compact />
      </div>
      <div className="account-card__aside">
        <span className="account-card__amount">{amount}</span>
        <Badges>{badges}</Badges>
      </div>
    </article>
  );
}

/** A time of day in Brussels ("08:30"), for attendance arrivals and departures. */
export function useTimeOfDay() {
  const format = useFormat();
  return (iso: string) => format.instant(iso, 'time');
}
