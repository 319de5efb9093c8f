import { bundleRemaining, isBundleExpired, isUnlimited } from '../../../core/bundle/index';
import type { OwnedBundle } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { RichHtml } from '../../kit/RichHtml';
import { AccountList } from '../kit/AccountList';
import { BackLink } from '../kit/BackLink';
import { Badges } from '../kit/Badge';
import { type Fact, Facts, ProductCard, useExpiryText, useOpenedAt, useProductBadges } from './parts';

/** The facts an owned bundle shows in its card and its detail: participant, use, remaining, expiry. */
function useBundleFacts() {
  const { t } = useT();
  const expiryText = useExpiryText();
  return (owned: OwnedBundle, now: string): Fact[] => {
    const remaining = bundleRemaining(owned);
    const facts: Fact[] = [];
    if (owned.participant)
      facts.push({ label: t('account.products.participant'), value: owned.participant.fullname });
    facts.push(
      {
        label: t('account.products.bundles.used'),
        value: isUnlimited(owned)
          ? t('account.products.bundles.usedUnlimited', { used: owned.used })
          : t('account.products.bundles.usedCount', { used: owned.used, capacity: owned.capacity }),
      },
      {
        label: t('account.products.bundles.remaining'),
        value:
          remaining === null
            ? t('account.products.bundles.unlimited')
            : t('account.products.bundles.remainingCount', { count: remaining }),
      },
      {
        label: t('account.products.expiry.label'),
        value: expiryText(owned.expires_at, isBundleExpired(owned, now)),
      },
    );
    return facts;
  };
}

/** /account/bundles: the customer's bundles (part 1 §2 "Account area"; §3 "Owned bundle"). */
export function BundleListPage({
  list,
  page,
}: {
  list: { data: OwnedBundle[]; count: number };
  page: number;
}) {
  const { t } = useT();
  const now = useOpenedAt();
  const facts = useBundleFacts();
  const badges = useProductBadges();
  return (
    <AccountList
      title={t('account.products.bundles.title')}
      items={list.data}
      count={list.count}
      page={page}
      path="/account/bundles"
      empty={t('account.products.bundles.empty')}
      itemKey={(owned) => owned.cuid}
      renderItem={(owned) => (
        <ProductCard
          title={owned.bundle.title}
          href={`/account/bundles/${owned.cuid}`}
          images={owned.bundle.images}
          facts={facts(owned, now)}
          badges={[badges.expired(isBundleExpired(owned, now)), badges.payment(owned)]}
        />
      )}
    />
  );
}

/** /account/bundles/{cuid}: the same facts, the amounts and the bundle's description. */
export function BundleDetailPage({ owned }: { owned: OwnedBundle }) {
  const { t } = useT();
  const format = useFormat();
  const now = useOpenedAt();
  const facts = useBundleFacts();
  const badges = useProductBadges();
  const first = owned.bundle.images[0];
  return (
    <article className="account-detail" aria-labelledby="bundle-title">
      <BackLink href="/account/bundles">{t('account.products.bundles.back')}</BackLink>
      <header className="account-detail__head">
        <h2 id="bundle-title">{owned.bundle.title}</h2>
        <Badges>{[badges.expired(isBundleExpired(owned, now)), badges.payment(owned)]}</Badges>
      </header>
      <div className="product-detail">
        {first && <img className="product-detail__image" src={first.public_url} alt="" />}
        <div className="account-panel">
          <Facts facts={facts(owned, now)} />
        </div>
      </div>
      <section className="account-panel" aria-labelledby="bundle-payment">
        <h3 id="bundle-payment">{t('account.products.payment.label')}</h3>
        <Facts
          facts={[
            { label: t('account.products.payment.total'), value: format.money(owned.total_amount) },
            { label: t('account.products.payment.paid'), value: format.money(owned.paid_amount) },
          ]}
        />
      </section>
      {owned.bundle.description && (
        <section className="account-panel" aria-labelledby="bundle-description">
          <h3 id="bundle-description">{t('account.products.description')}</h3>
          <RichHtml className="rich-text" html={owned.bundle.description} />
        </section>
      )}
    </article>
  );
}
