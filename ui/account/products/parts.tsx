import type { ReactNode } from 'react';
import { listPaymentBadge } from '../../../core/registration/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { LocalLink } from '../../shell/LocalLink';
import { AccountCardMedia } from '../kit/AccountCardMedia';
import { Badge, Badges } from '../kit/Badge';
import { type Fact, FactList } from '../kit/FactList';
import './products.css';
import { useNow } from '../../kit/clock/clock';

/** The instant the screen was opened (expiry badges compare with it); stays put while the screen is shown. */
export function useOpenedAt(): string {
  return useNow();
}

/**
 * The badges the products screens share, keyed for a `Badges` row; null when not shown. Payment: "Other
 * lists: outstanding when paid<total, complete otherwise (hidden if total 0)" (core `listPaymentBadge`).
 */
export function useProductBadges() {
  const { t } = useT();
  return {
    payment: (amounts: { total_amount: number; paid_amount: number }) => {
      const badge = listPaymentBadge(amounts);
      if (badge === null) return null;
      return (
        <Badge key="payment" tone={badge === 'complete' ? 'success' : 'warning'}>
          {t(`account.products.payment.${badge}`)}
        </Badge>
      );
    },
    expired: (expired: boolean) =>
      expired ? (
        <Badge key="expired" tone="danger">
          {t('account.products.expiry.expired')}
        </Badge>
      ) : null,
  };
}

/** "Expires on …", "Expired on …" or "No expiry date". */
export function useExpiryText() {
  const { t } = useT();
  const format = useFormat();
  return (expiresAt: string | null, expired: boolean) => {
    if (expiresAt === null) return t('account.products.expiry.none');
    return t(expired ? 'account.products.expiry.was' : 'account.products.expiry.on', {
      date: format.instant(expiresAt, 'mediumDate'),
    });
  };
}

export type { Fact } from '../kit/FactList';

/** Label and value pairs (a definition list); `compact` is the smaller variant inside a card. */
export function Facts({ facts, compact = false }: { facts: readonly Fact[]; compact?: boolean }) {
  return (
    <FactList
      facts={facts}
      className={compact ? 'product-facts product-facts--compact' : 'account-facts product-facts--detail'}
      rowClassName="product-facts__row"
    />
  );
}

/**
 * One owned product in a list or at the top of a detail: its first image, its title (a link to its detail
 * when `href` is given), facts and badges. The image is decorative: the title beside it names the product.
 */
export function ProductCard({
  title,
  href,
  images,
  facts,
  badges,
  headingLevel = 3,
}: {
  title: string;
  href?: string;
  images: ReadonlyArray<{ public_url: string }>;
  facts: readonly Fact[];
  badges: ReactNode[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="account-card product-card">
      <AccountCardMedia image={images[0]} placeholderClassName="product-card__placeholder" />
      <div className="account-card__body">
        <Heading className="account-card__title">
          {href ? <LocalLink href={href}>{title}</LocalLink> : title}
        </Heading>
        <Facts facts={facts} compact />
      </div>
      <div className="account-card__aside">
        <Badges>{badges}</Badges>
      </div>
    </article>
  );
}
