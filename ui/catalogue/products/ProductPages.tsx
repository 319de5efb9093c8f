import type { ReactNode } from 'react';
import { isMembershipQuantityShown, showsCustomersAlert } from '../../../core/membership/index';
import type { Bundle, Membership, Voucher } from '../../../core/schemas/index';
import { durationInLargestUnit, rollingPeriodDuration } from '../../../core/time/index';
import { useT } from '../../i18n/react';
import { Breadcrumb, type Crumb } from '../../kit/Breadcrumb';
import { durationText } from '../../kit/format/activity-text';
import { RichHtml } from '../../kit/RichHtml';
import { useWebsite } from '../../shell/website';
import { ProductAddSection } from './ProductAddForm';
import '../../kit/product-pages.css';
import { formatsFor, useFormat } from '../../kit/format/index';

/** The catalogue page the visitor came from ("breadcrumb (home, catalogue page)"), when known. */
export interface CataloguePage {
  title: string;
  pathname: string;
}

interface Fact {
  label: string;
  value: string;
}

function ProductLayout({
  title,
  price,
  subtitle,
  images,
  facts,
  description,
  catalogue,
  aside,
}: {
  title: string;
  price: number;
  subtitle?: string | undefined;
  images: ReadonlyArray<{ public_url: string }>;
  facts: readonly Fact[];
  description: string | null;
  catalogue: CataloguePage | null;
  aside: ReactNode;
}) {
  const { t } = useT();
  const format = useFormat();
  const website = useWebsite();
  const crumbs: Crumb[] = [{ label: website.organiser.name, href: '/' }];
  if (catalogue) crumbs.push({ label: catalogue.title, href: catalogue.pathname });
  crumbs.push({ label: title });
  const [first, ...others] = images;
  return (
    <article className="page product" aria-labelledby="product-title">
      <Breadcrumb items={crumbs} />
      <div className="product__layout">
        <div className="product__main">
          <header className="product__header">
            <h1 id="product-title">{title}</h1>
            {subtitle && <p className="product__subtitle">{subtitle}</p>}
            <p className="product__price">
              <span className="visually-hidden">{t('productPages.price')} </span>
              {format.money(price)}
            </p>
          </header>
          {first && (
            <img
              className="product__image"
              src={first.public_url}
              alt={t('productPages.imageOf', { title })}
            />
          )}
          {others.length > 0 && (
            <ul className="product__thumbnails">
              {others.map((image) => (
                <li key={image.public_url}>
                  <img src={image.public_url} alt={t('productPages.imageOf', { title })} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
          {facts.length > 0 && (
            <section className="product__facts" aria-labelledby="product-facts">
              <h2 id="product-facts" className="visually-hidden">
                {t('productPages.details')}
              </h2>
              <dl>
                {facts.map((fact) => (
                  <div key={fact.label} className="product__fact">
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {description && (
            <section className="product__description" aria-labelledby="product-description">
              <h2 id="product-description">{t('productPages.description')}</h2>
              <RichHtml className="rich-text" html={description} />
            </section>
          )}
        </div>
        <aside className="product__aside">{aside}</aside>
      </div>
    </article>
  );
}

export interface ProductPageProps<T> {
  item: T;
  catalogue: CataloguePage | null;
  participantCuid?: string | undefined;
}

/** "/bundles/$bundle: title, price, properties images, description, capacity, expires_at, duration, plus add-to-cart form". */
export function BundlePage({ item: bundle, catalogue, participantCuid }: ProductPageProps<Bundle>) {
  const { t, language } = useT();
  const format = useFormat();
  const facts: Fact[] = [
    {
      label: t('productPages.capacity'),
      value:
        bundle.capacity === null
          ? t('productPages.unlimited')
          : t('productPages.capacityCount', { count: bundle.capacity }),
    },
  ];
  if (bundle.expires_at)
    facts.push({ label: t('productPages.expiresAt'), value: format.instant(bundle.expires_at, 'date') });
  const validity = durationInLargestUnit(bundle.duration);
  if (validity) facts.push({ label: t('productPages.duration'), value: durationText(t, language, validity) });
  return (
    <ProductLayout
      title={bundle.title}
      price={bundle.price}
      images={bundle.images}
      facts={facts}
      description={bundle.description}
      catalogue={catalogue}
      aside={
        <ProductAddSection kind="bundle" product={bundle} showQuantity participantCuid={participantCuid} />
      }
    />
  );
}

/** The period a membership covers, as text (FIXED: its dates; ROLLING: its length from the purchase). */
function periodText(
  membership: Membership,
  t: ReturnType<typeof useT>['t'],
  language: ReturnType<typeof useT>['language'],
) {
  if (membership.period_type === 'FIXED') {
    if (!membership.fixed_period_start_at || !membership.fixed_period_end_at) return undefined;
    return t('productPages.periodFixed', {
      start: formatsFor(language).instant(membership.fixed_period_start_at, 'date'),
      end: formatsFor(language).instant(membership.fixed_period_end_at, 'date'),
    });
  }
  return t('productPages.periodRolling', {
    duration: durationText(
      t,
      language,
      rollingPeriodDuration(membership.rolling_period_type, membership.rolling_period_duration),
    ),
  });
}

/** "/memberships/{membership}: breadcrumb (home, catalogue page), title, period text, price, first image, HTML description, add-to-cart form". */
export function MembershipPage({
  item: membership,
  catalogue,
  participantCuid,
}: ProductPageProps<Membership>) {
  const { t, language } = useT();
  return (
    <ProductLayout
      title={membership.title}
      subtitle={periodText(membership, t, language)}
      price={membership.price}
      images={membership.images.slice(0, 1)}
      facts={[]}
      description={membership.description}
      catalogue={catalogue}
      aside={
        <>
          {showsCustomersAlert(membership) && (
            <div className="notice notice--info" role="note">
              <p>{t('productPages.customersAlert')}</p>
            </div>
          )}
          <ProductAddSection
            kind="membership"
            product={membership}
            showQuantity={isMembershipQuantityShown(membership)}
            participantCuid={participantCuid}
          />
        </>
      }
    />
  );
}

/** "/vouchers/{voucher}: same without the period". */
export function VoucherPage({ item: voucher, catalogue }: ProductPageProps<Voucher>) {
  const { t, language } = useT();
  const facts: Fact[] = [];
  const validity = durationInLargestUnit(voucher.duration);
  if (validity) facts.push({ label: t('productPages.duration'), value: durationText(t, language, validity) });
  return (
    <ProductLayout
      title={voucher.title}
      price={voucher.price}
      images={voucher.images.slice(0, 1)}
      facts={facts}
      description={voucher.description}
      catalogue={catalogue}
      aside={<ProductAddSection kind="voucher" product={voucher} showQuantity />}
    />
  );
}
