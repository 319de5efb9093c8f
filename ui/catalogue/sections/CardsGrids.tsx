import { useRouterState } from '@tanstack/react-router';
import { type CSSProperties, lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { bundlePricePerRegistration } from '../../../core/bundle/index';
import { activitiesAfter, ageRangeFromYears } from '../../../core/catalogue/index';
import {
  activitiesPageSize,
  BUNDLES_PAGE_SIZE,
  MEMBERSHIPS_PAGE_SIZE,
  offsetLimit,
  VOUCHERS_PAGE_SIZE,
} from '../../../core/lists/index';
import { type Activity, catalogueCalls, type Membership } from '../../../core/schemas/index';
import {
  type CardProperty,
  type GridFilter,
  gridFilterQuery,
  type LayoutSectionSettings,
  sectionIdList,
} from '../../../core/site/index';
import { durationInLargestUnit, rollingPeriodDuration } from '../../../core/time/index';
import { type Read, useRead } from '../../app/data/useRead';
import { useMinimumDisplay } from '../../app/minimum-display';
import { useT } from '../../i18n/react';
import { useCatalogueFilters } from '../../kit/catalogue-filters/filters';
import { useFilterOptions } from '../../kit/catalogue-filters/useFilterOptions';
import { useNow } from '../../kit/clock/clock';
import { ageRangeText, durationText } from '../../kit/format/activity-text';
import { formatsFor, useFormat } from '../../kit/format/index';
import { htmlToText } from '../../kit/sanitize';
import { Card, type CardProps } from '../../kit/sections/Card';
import { CardsLoading, ListEmpty, ListError } from '../../kit/sections/ListState';
import { Pagination } from '../../kit/sections/SectionPagination';
import type { ElementProps } from '../../kit/sections/types';
import { useWebsite } from '../../shell/website';

/** What every grid's settings hold (bundles and activities grids add their filters). */
type GridSettings = LayoutSectionSettings<'memberships-cards-grid'>;

// The filter controls load with the first grid that offers some: most grids offer none.
const GridFilters = lazy(async () => ({
  default: (await import('./GridFilters')).GridFilters,
}));

const noSubscription = () => () => {};
const placeholder = <div className="catalog-filters cards-grid__filters" aria-hidden="true" />;

/**
 * Reads the locations and category groups with the page (on the server too), so the controls that appear
 * once the page is live start from them instead of asking the API again.
 */
function FilterChoicesWithThePage() {
  useFilterOptions('period');
  return null;
}

/**
 * The filters the grid offers (none by default) and the part of the page's query they apply, with the
 * grid's own page: a change of filters starts again at page 1.
 */
function useGridFilters(offered: readonly GridFilter[]) {
  const { filters } = useCatalogueFilters();
  // The controls render in the browser only, once live: server HTML of a lazy section stays inert until its
  // code arrives, and a parent's first tap or keystroke there would be lost. Until then, their space is kept.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const query = offered.length > 0 ? gridFilterQuery(filters, offered) : {};
  const key = JSON.stringify(query);
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  return {
    query,
    filtered: key !== '{}',
    page,
    setPage: (next: number) => setPaging({ key, page: next }),
    controls:
      offered.length === 0 ? null : (
        <>
          {offered.includes('location') || offered.includes('category') ? <FilterChoicesWithThePage /> : null}
          {live ? (
            <Suspense fallback={placeholder}>
              <GridFilters offered={offered} />
            </Suspense>
          ) : (
            placeholder
          )}
        </>
      ),
  };
}

/** What every card of a grid shows: title, first picture and description. */
interface GridItem {
  cuid: string;
  title: string;
  images: ReadonlyArray<{ public_url: string }>;
  description: string | null;
}

interface CardsGridProps<Item extends GridItem> extends Omit<ElementProps<GridSettings>, 'children'> {
  /** The section's own blocks, above the cards. */
  intro: ElementProps<GridSettings>['children'];
  kind: 'bundles' | 'memberships' | 'vouchers' | 'activities';
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  call: Read<{ data: Item[]; count: number }>;
  /** Where the item's card leads. */
  href: (item: Item) => string;
  /** The price and the detail lines of the item's card. */
  card: (item: Item) => Pick<CardProps, 'price' | 'details'>;
  /** The grid's filter controls, above its cards. */
  filters?: ReactNode;
  /** Whether a filter is applied (the empty list then says no item matches). */
  filtered?: boolean;
}

/**
 * The body every card grid shares: intro blocks (the section's children), one card per item (or loading,
 * error, empty), pagination.
 */
function CardsGrid<Item extends GridItem>({
  kind,
  element,
  settings,
  intro,
  pageSize,
  page,
  onPage,
  call,
  href,
  card,
  filters = null,
  filtered = false,
}: CardsGridProps<Item>) {
  const { t } = useT();
  const columns = settings.columns;
  const items = call.status === 'ready' ? call.data.data : [];
  // Part 2 §9 loader minimum display: the loading cards, once shown, stay 350 ms (no flash).
  const showLoading = useMinimumDisplay(call.status === 'loading');
  return (
    <section className={`site-section site-section--cards site-section--${kind}`}>
      <div className="site-section__inner site-stack">
        {intro}
        {filters}
        {call.status === 'loading' || (showLoading && call.status === 'ready') ? (
          <CardsLoading columns={columns} count={Math.min(columns, 3)} />
        ) : call.status === 'error' ? (
          <ListError onRetry={call.retry} />
        ) : items.length === 0 ? (
          <ListEmpty>{filtered ? t('site.empty.filtered') : t(`site.empty.${kind}`)}</ListEmpty>
        ) : (
          <>
            <div className="site-cards" style={{ '--site-grid-columns': columns } as CSSProperties}>
              {items.map((item) => (
                <Card
                  key={`${element.id}-${item.cuid}`}
                  href={href(item)}
                  title={item.title}
                  aspectRatio={settings.image_aspect_ratio}
                  grayscale={settings.image_grayscale}
                  {...shownProperties(settings.properties, {
                    image: item.images[0]?.public_url,
                    excerpt: htmlToText(item.description),
                    ...card(item),
                  })}
                />
              ))}
            </div>
            <Pagination page={page} pageSize={pageSize} total={call.data.count} onChange={onPage} />
          </>
        )}
      </div>
    </section>
  );
}

/**
 * The card parts the organiser selected (part 1 §2 "selectable properties"): a part left out is not
 * rendered at all (no empty picture frame, no price line).
 */
function shownProperties(
  selected: readonly CardProperty[],
  parts: Pick<CardProps, 'image' | 'details' | 'excerpt' | 'price'>,
): Pick<CardProps, 'image' | 'details' | 'excerpt' | 'price'> {
  const shows = (property: CardProperty) => selected.includes(property);
  return {
    image: shows('image') ? parts.image : null,
    details: shows('details') ? parts.details : undefined,
    excerpt: shows('excerpt') ? parts.excerpt : undefined,
    price: shows('price') ? parts.price : undefined,
  };
}

/**
 * A product page's link that tells it which catalogue page it was opened from (its `from`), so its
 * breadcrumb shows "home, catalogue page" (part 1 §2) — issue 18 §18: the grids never said it.
 */
function useFromHere(): (path: string) => string {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (path) => (pathname === '/' ? path : `${path}?${new URLSearchParams({ from: pathname })}`);
}

/** Only the ids a section lists, or every item when it lists none. */
function idFilter(ids: number[]): { id?: number[] } {
  return ids.length > 0 ? { id: ids } : {};
}

/** Bundles cards grid: capacity, price per registration and validity; each card opens /bundles/{cuid}. */
export function BundlesCardsGridSection({
  element,
  settings,
  children,
}: ElementProps<LayoutSectionSettings<'bundles-cards-grid'>>) {
  const fromHere = useFromHere();
  const { t, language } = useT();
  const format = useFormat();
  const { query, filtered, page, setPage, controls } = useGridFilters(settings.filters);
  const call = useRead(catalogueCalls.bundles, { ...offsetLimit(page, BUNDLES_PAGE_SIZE), ...query });
  return (
    <CardsGrid
      kind="bundles"
      filters={controls}
      filtered={filtered}
      element={element}
      settings={settings}
      intro={children}
      pageSize={BUNDLES_PAGE_SIZE}
      page={page}
      onPage={setPage}
      call={call}
      href={(bundle) => fromHere(`/bundles/${bundle.cuid}`)}
      card={(bundle) => {
        const perRegistration = bundlePricePerRegistration(bundle);
        const validity = durationInLargestUnit(bundle.duration);
        return {
          price: format.money(bundle.price),
          details: (
            <ul>
              <li>
                {bundle.capacity === null
                  ? t('site.bundle.unlimited')
                  : t('site.bundle.capacity', { count: bundle.capacity })}
                {perRegistration !== null && bundle.capacity !== null && bundle.capacity > 1
                  ? ` · ${t('site.bundle.perRegistration', { price: format.money(perRegistration) })}`
                  : null}
              </li>
              {validity ? (
                <li>
                  {t('site.bundle.validFor', {
                    duration: durationText(t, language, validity),
                  })}
                </li>
              ) : bundle.expires_at ? (
                <li>{t('site.bundle.expiresAt', { date: format.instant(bundle.expires_at, 'date') })}</li>
              ) : null}
            </ul>
          ),
        };
      }}
    />
  );
}

function membershipPeriodText(
  membership: Membership,
  t: ReturnType<typeof useT>['t'],
  language: ReturnType<typeof useT>['language'],
): string | null {
  if (membership.period_type === 'FIXED') {
    if (!membership.fixed_period_start_at || !membership.fixed_period_end_at) return null;
    return t('site.membership.fixed', {
      start: formatsFor(language).instant(membership.fixed_period_start_at, 'date'),
      end: formatsFor(language).instant(membership.fixed_period_end_at, 'date'),
    });
  }
  const period = rollingPeriodDuration(membership.rolling_period_type, membership.rolling_period_duration);
  return t('site.membership.rolling', { duration: durationText(t, language, period) });
}

/** Memberships cards grid: the memberships the section lists, with their period; cards open /memberships/{cuid}. */
export function MembershipsCardsGridSection({ element, settings, children }: ElementProps<GridSettings>) {
  const fromHere = useFromHere();
  const { t, language } = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const ids = sectionIdList(element.settings, 'memberships');
  const call = useRead(catalogueCalls.memberships, {
    ...offsetLimit(page, MEMBERSHIPS_PAGE_SIZE),
    ...idFilter(ids),
  });
  return (
    <CardsGrid
      kind="memberships"
      element={element}
      settings={settings}
      intro={children}
      pageSize={MEMBERSHIPS_PAGE_SIZE}
      page={page}
      onPage={setPage}
      call={call}
      href={(membership) => fromHere(`/memberships/${membership.cuid}`)}
      card={(membership) => {
        const period = membershipPeriodText(membership, t, language);
        return {
          price: format.money(membership.price),
          details: period ? <p>{period}</p> : null,
        };
      }}
    />
  );
}

/** Vouchers cards grid: the vouchers the section lists, with their validity; cards open /vouchers/{cuid}. */
export function VouchersCardsGridSection({ element, settings, children }: ElementProps<GridSettings>) {
  const fromHere = useFromHere();
  const { t, language } = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const ids = sectionIdList(element.settings, 'vouchers');
  const call = useRead(catalogueCalls.vouchers, {
    ...offsetLimit(page, VOUCHERS_PAGE_SIZE),
    ...idFilter(ids),
  });
  return (
    <CardsGrid
      kind="vouchers"
      element={element}
      settings={settings}
      intro={children}
      pageSize={VOUCHERS_PAGE_SIZE}
      page={page}
      onPage={setPage}
      call={call}
      href={(voucher) => fromHere(`/vouchers/${voucher.cuid}`)}
      card={(voucher) => {
        const validity = durationInLargestUnit(voucher.duration);
        return {
          price: format.money(voucher.price),
          details: (
            <p>
              {validity
                ? t('site.voucher.validFor', {
                    duration: durationText(t, language, validity),
                  })
                : t('site.voucher.noExpiry')}
            </p>
          ),
        };
      }}
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
export function ActivitiesCardsGridSection({
  element,
  settings,
  children,
}: ElementProps<LayoutSectionSettings<'activities-cards-grid'>>) {
  const { t, language } = useT();
  const format = useFormat();
  const website = useWebsite();
  const now = useNow();
  const { query, filtered, page, setPage, controls } = useGridFilters(settings.filters);
  const pageSize = activitiesPageSize(settings.columns);
  const catalogs = sectionIdList(element.settings, 'catalogs');
  const ids = sectionIdList(element.settings, 'activities');
  const range = offsetLimit(page, pageSize);
  // With the available-only setting, only activities with an availability still running (core activitiesAfter).
  const after = activitiesAfter(settings.available_only, now);
  // The activities query also takes configured filters by name (string values), so every value is a string.
  const call = useRead(catalogueCalls.activities, {
    limit: String(range.limit),
    offset: String(range.offset),
    ...(ids.length > 0 ? { id: ids.join(',') } : {}),
    ...(catalogs.length > 0 ? { catalog: catalogs.join(',') } : {}),
    ...(after ? { after } : {}),
    ...query,
  });
  return (
    <CardsGrid
      kind="activities"
      filters={controls}
      filtered={filtered}
      element={element}
      settings={settings}
      intro={children}
      pageSize={pageSize}
      page={page}
      onPage={setPage}
      call={call}
      href={(activity) => `/activities/${activity.slug}/${activity.cuid}`}
      card={(activity) => {
        const age = ageRangeText(
          t,
          language,
          ageRangeFromYears(activity, website.organiser.settings.formats.ages),
        );
        return {
          price: t('site.cards.fromPrice', { price: format.money(activity.default_price) }),
          details: (
            <ul>
              {age ? <li>{age}</li> : null}
              {primaryCategories(activity).map((line) => (
                <li key={line.group}>{t('site.cards.primaryCategory', line)}</li>
              ))}
            </ul>
          ),
        };
      }}
    />
  );
}
