import { type CSSProperties, type ReactNode, useState } from 'react';
import { bundlePricePerRegistration } from '../../../core/bundle/index';
import { ageRangeFromYears } from '../../../core/catalog/index';
import {
  activitiesPageSize,
  BUNDLES_PAGE_SIZE,
  MEMBERSHIPS_PAGE_SIZE,
  offsetLimit,
  VOUCHERS_PAGE_SIZE,
} from '../../../core/lists/index';
import { formatMinor } from '../../../core/money/index';
import {
  type Activity,
  type Bundle,
  catalogueCalls,
  type Membership,
  type Voucher,
} from '../../../core/schemas/index';
import { durationInLargestUnit, type LayoutSectionSettings, sectionIdList } from '../../../core/site/index';
import { useT } from '../../i18n/react';
import { useWebsite } from '../../shell/website';
import { ageRangeText, dateText, unitText } from '../format';
import { htmlToText } from '../sanitize';
import type { ElementProps } from '../types';
import { useCall } from '../useCall';
import { Card } from './Card';
import { CardsLoading, ListEmpty, ListError } from './ListState';
import { Pagination } from './Pagination';

type GridSettings = LayoutSectionSettings<'bundles-cards-grid'>;

interface GridFrameProps {
  kind: 'bundles' | 'memberships' | 'vouchers' | 'activities';
  intro: ReactNode;
  columns: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  state: { status: 'loading' | 'error' | 'ready'; retry: () => void };
  total: number;
  empty: string;
  cards: ReactNode[];
}

/** The frame every card grid shares: intro blocks, the cards (or loading, error, empty), pagination. */
function GridFrame({
  kind,
  intro,
  columns,
  pageSize,
  page,
  onPage,
  state,
  total,
  empty,
  cards,
}: GridFrameProps) {
  return (
    <section className={`site-section site-section--cards site-section--${kind}`}>
      <div className="site-section__inner site-stack">
        {intro}
        {state.status === 'loading' ? (
          <CardsLoading columns={columns} count={Math.min(columns, 3)} />
        ) : state.status === 'error' ? (
          <ListError onRetry={state.retry} />
        ) : cards.length === 0 ? (
          <ListEmpty>{empty}</ListEmpty>
        ) : (
          <>
            <div className="site-cards" style={{ '--site-grid-columns': columns } as CSSProperties}>
              {cards}
            </div>
            <Pagination page={page} pageSize={pageSize} total={total} onChange={onPage} />
          </>
        )}
      </div>
    </section>
  );
}

/** Only the ids a section lists, or every item when it lists none. */
function idFilter(ids: number[]): { id?: number[] } {
  return ids.length > 0 ? { id: ids } : {};
}

/** Bundles cards grid: capacity, price per registration and validity; each card opens /bundles/{cuid}. */
export function BundlesCardsGridSection({ element, settings, children }: ElementProps<GridSettings>) {
  const { t, language } = useT();
  const [page, setPage] = useState(1);
  const call = useCall(catalogueCalls.bundles, offsetLimit(page, BUNDLES_PAGE_SIZE));
  const bundles: Bundle[] = call.status === 'ready' ? call.data.data : [];
  return (
    <GridFrame
      kind="bundles"
      intro={children}
      columns={settings.columns}
      pageSize={BUNDLES_PAGE_SIZE}
      page={page}
      onPage={setPage}
      state={call}
      total={call.status === 'ready' ? call.data.count : 0}
      empty={t('site.empty.bundles')}
      cards={bundles.map((bundle) => {
        const perRegistration = bundlePricePerRegistration(bundle);
        const validity = durationInLargestUnit(bundle.duration);
        return (
          <Card
            key={`${element.id}-${bundle.cuid}`}
            href={`/bundles/${bundle.cuid}`}
            title={bundle.title}
            image={bundle.images[0]?.public_url}
            aspectRatio={settings.image_aspect_ratio}
            excerpt={htmlToText(bundle.description)}
            price={formatMinor(bundle.price, language)}
            details={
              <ul>
                <li>
                  {bundle.capacity === null
                    ? t('site.bundle.unlimited')
                    : t('site.bundle.capacity', { count: bundle.capacity })}
                  {perRegistration !== null && bundle.capacity !== null && bundle.capacity > 1
                    ? ` · ${t('site.bundle.perRegistration', { price: formatMinor(perRegistration, language) })}`
                    : null}
                </li>
                {validity ? (
                  <li>
                    {t('site.bundle.validFor', {
                      duration: unitText(t, language, validity.unit, validity.value),
                    })}
                  </li>
                ) : bundle.expires_at ? (
                  <li>{t('site.bundle.expiresAt', { date: dateText(language, bundle.expires_at) })}</li>
                ) : null}
              </ul>
            }
          />
        );
      })}
    />
  );
}

const ROLLING_UNITS = { DAY: 'days', WEEK: 'weeks', MONTH: 'months', YEAR: 'years' } as const;

function membershipPeriodText(
  membership: Membership,
  t: ReturnType<typeof useT>['t'],
  language: ReturnType<typeof useT>['language'],
): string | null {
  if (membership.period_type === 'FIXED') {
    if (!membership.fixed_period_start_at || !membership.fixed_period_end_at) return null;
    return t('site.membership.fixed', {
      start: dateText(language, membership.fixed_period_start_at),
      end: dateText(language, membership.fixed_period_end_at),
    });
  }
  const unit = ROLLING_UNITS[membership.rolling_period_type as keyof typeof ROLLING_UNITS] ?? 'years';
  return t('site.membership.rolling', {
    duration: unitText(t, language, unit, membership.rolling_period_duration ?? 1),
  });
}

/** Memberships cards grid: the memberships the section lists, with their period; cards open /memberships/{cuid}. */
export function MembershipsCardsGridSection({ element, settings, children }: ElementProps<GridSettings>) {
  const { t, language } = useT();
  const [page, setPage] = useState(1);
  const ids = sectionIdList(element.settings, 'memberships');
  const call = useCall(catalogueCalls.memberships, {
    ...offsetLimit(page, MEMBERSHIPS_PAGE_SIZE),
    ...idFilter(ids),
  });
  const memberships: Membership[] = call.status === 'ready' ? call.data.data : [];
  return (
    <GridFrame
      kind="memberships"
      intro={children}
      columns={settings.columns}
      pageSize={MEMBERSHIPS_PAGE_SIZE}
      page={page}
      onPage={setPage}
      state={call}
      total={call.status === 'ready' ? call.data.count : 0}
      empty={t('site.empty.memberships')}
      cards={memberships.map((membership) => {
        const period = membershipPeriodText(membership, t, language);
        return (
          <Card
            key={`${element.id}-${membership.cuid}`}
            href={`/memberships/${membership.cuid}`}
            title={membership.title}
            image={membership.images[0]?.public_url}
            aspectRatio={settings.image_aspect_ratio}
            excerpt={htmlToText(membership.description)}
            price={formatMinor(membership.price, language)}
            details={period ? <p>{period}</p> : null}
          />
        );
      })}
    />
  );
}

/** Vouchers cards grid: the vouchers the section lists, with their validity; cards open /vouchers/{cuid}. */
export function VouchersCardsGridSection({ element, settings, children }: ElementProps<GridSettings>) {
  const { t, language } = useT();
  const [page, setPage] = useState(1);
  const ids = sectionIdList(element.settings, 'vouchers');
  const call = useCall(catalogueCalls.vouchers, {
    ...offsetLimit(page, VOUCHERS_PAGE_SIZE),
    ...idFilter(ids),
  });
  const vouchers: Voucher[] = call.status === 'ready' ? call.data.data : [];
  return (
    <GridFrame
      kind="vouchers"
      intro={children}
      columns={settings.columns}
      pageSize={VOUCHERS_PAGE_SIZE}
      page={page}
      onPage={setPage}
      state={call}
      total={call.status === 'ready' ? call.data.count : 0}
      empty={t('site.empty.vouchers')}
      cards={vouchers.map((voucher) => {
        const validity = durationInLargestUnit(voucher.duration);
        return (
          <Card
            key={`${element.id}-${voucher.cuid}`}
            href={`/vouchers/${voucher.cuid}`}
            title={voucher.title}
            image={voucher.images[0]?.public_url}
            aspectRatio={settings.image_aspect_ratio}
            excerpt={htmlToText(voucher.description)}
            price={formatMinor(voucher.price, language)}
            details={
              <p>
                {validity
                  ? t('site.voucher.validFor', {
                      duration: unitText(t, language, validity.unit, validity.value),
                    })
                  : t('site.voucher.noExpiry')}
              </p>
            }
          />
        );
      })}
    />
  );
}

/** The primary-scope category groups of an activity as "group: values" lines. */
function primaryCategories(activity: Activity): Array<{ group: string; values: string }> {
  const groups = new Map<string, string[]>();
  for (const category of [...activity.categories].sort((a, b) => a.order - b.order)) {
    if (category.group?.scope !== 'PRIMARY') continue;
    groups.set(category.group.title, [...(groups.get(category.group.title) ?? []), category.title]);
  }
  return [...groups].map(([group, values]) => ({ group, values: values.join(', ') }));
}

/**
 * Activities cards grid: the activities of the section's catalogues (or the ones it lists), 20 a page
 * rounded up to a multiple of the columns; cards open /activities/{slug}/{cuid}.
 */
export function ActivitiesCardsGridSection({ element, settings, children }: ElementProps<GridSettings>) {
  const { t, language } = useT();
  const website = useWebsite();
  const [page, setPage] = useState(1);
  const pageSize = activitiesPageSize(settings.columns);
  const catalogs = sectionIdList(element.settings, 'catalogs');
  const ids = sectionIdList(element.settings, 'activities');
  const range = offsetLimit(page, pageSize);
  // The activities query also takes configured filters by name (string values), so every value is a string.
  const call = useCall(catalogueCalls.activities, {
    limit: String(range.limit),
    offset: String(range.offset),
    ...(ids.length > 0 ? { id: ids.join(',') } : {}),
    ...(catalogs.length > 0 ? { catalog: catalogs.join(',') } : {}),
  });
  const activities: Activity[] = call.status === 'ready' ? call.data.data : [];
  return (
    <GridFrame
      kind="activities"
      intro={children}
      columns={settings.columns}
      pageSize={pageSize}
      page={page}
      onPage={setPage}
      state={call}
      total={call.status === 'ready' ? call.data.count : 0}
      empty={t('site.empty.activities')}
      cards={activities.map((activity) => {
        const age = ageRangeText(
          t,
          language,
          ageRangeFromYears(activity, website.organiser.settings.formats.ages),
        );
        return (
          <Card
            key={`${element.id}-${activity.cuid}`}
            href={`/activities/${activity.slug}/${activity.cuid}`}
            title={activity.title}
            image={activity.images[0]?.public_url}
            aspectRatio={settings.image_aspect_ratio}
            excerpt={htmlToText(activity.description)}
            price={t('site.cards.fromPrice', { price: formatMinor(activity.default_price, language) })}
            details={
              <ul>
                {age ? <li>{age}</li> : null}
                {primaryCategories(activity).map((line) => (
                  <li key={line.group}>{t('site.cards.primaryCategory', line)}</li>
                ))}
              </ul>
            }
          />
        );
      })}
    />
  );
}
