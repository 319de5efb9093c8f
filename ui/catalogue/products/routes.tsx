import { createRoute, notFound, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { BLOG_PAGE_SIZE, offsetLimit } from '../../../core/lists/index';
import { catalogueCalls } from '../../../core/schemas/index';
import type { Api } from '../../app/api';
import { headText, pageHead, titledHead, websiteOf } from '../../app/document-head';
import { lazyPage, withPages } from '../../app/lazy-page';
import { rootRoute } from '../../app/root';
import { articleJsonLd, productJsonLd } from '../../app/structured-data';
import { useWebsite } from '../../shell/website';
import type { AvailabilityDetail, SelectedAvailability } from './CartAddPage';
import type { CataloguePage } from './ProductPages';

const BlogListPage = lazyPage(() => import('../blog/BlogListPage'), 'BlogListPage');
const BlogArticlePage = lazyPage(() => import('../blog/BlogArticlePage'), 'BlogArticlePage');
const BundlePage = lazyPage(() => import('./ProductPages'), 'BundlePage');
const MembershipPage = lazyPage(() => import('./ProductPages'), 'MembershipPage');
const VoucherPage = lazyPage(() => import('./ProductPages'), 'VoucherPage');
const CartAddPage = lazyPage(() => import('./CartAddPage'), 'CartAddPage');

/** A rejected call that means "no such item": the router shows the page-not-found screen. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/** The item of a by-cuid read (`{ bundle }`, `{ article }`...), or the page-not-found screen. */
function present<T>(item: T | undefined): T {
  if (item === undefined) throw notFound();
  return item;
}

/** A comma list as the query string carries it ("a,b"); anything else is absent. */
const commaText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .optional()
  .catch(undefined);

/** "a,b" → ["a", "b"]. */
function splitList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

// ---------------------------------------------------------------- blog

const blogSearch = z.object({ page_number: z.coerce.number().int().min(1).optional().catch(undefined) });

const blogListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog',
  validateSearch: (search: Record<string, unknown>) => blogSearch.parse(search),
  loaderDeps: ({ search }) => ({ page: search.page_number ?? 1 }),
  loader: async ({ context, deps }) => {
    const answer = await context.api.call(
      catalogueCalls.blogArticles,
      offsetLimit(deps.page, BLOG_PAGE_SIZE),
    );
    return { articles: answer.data, count: answer.count, page: deps.page };
  },
  head: ({ match, matches, loaderData }) => {
    const { t } = headText(match);
    const page = loaderData?.page ?? 1;
    const name = websiteOf(matches)?.organiser.name;
    return pageHead({
      title: page > 1 ? t('blogPages.head.listPage', { page }) : t('blogPages.head.list'),
      description: name ? t('blogPages.head.description', { name }) : null,
    });
  },
  component: withPages(function BlogListRoute() {
    const { articles, count, page } = blogListRoute.useLoaderData();
    return <BlogListPage articles={articles} count={count} page={page} />;
  }, BlogListPage),
});

const blogArticleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog/$article',
  loader: async ({ context, params }) =>
    present(
      (
        await orNotFound(
          context.api.call(catalogueCalls.blogArticle, {}, { params: { cuid: params.article } }),
        )
      ).article,
    ),
  head: ({ match, matches, loaderData }) =>
    pageHead({
      title: loaderData?.title ?? headText(match).t('blogPages.head.article'),
      description: loaderData?.content,
      type: 'article',
      image: loaderData?.images[0]?.public_url,
      jsonLd: loaderData ? [articleJsonLd(loaderData, websiteOf(matches))] : [],
    }),
  component: withPages(function BlogArticleRoute() {
    const article = blogArticleRoute.useLoaderData();
    const website = useWebsite();
    return <BlogArticlePage article={article} homeLabel={website.organiser.name} />;
  }, BlogArticlePage),
});

// ---------------------------------------------------------------- bundles, memberships, vouchers

/** A product page's head: its title, description, picture and `Product` data. */
function productHead(
  match: Parameters<typeof headText>[0],
  matches: Parameters<typeof websiteOf>[0],
  item: Parameters<typeof productJsonLd>[0] | undefined,
  fallback: string,
) {
  return pageHead({
    title: item?.title ?? headText(match).t(fallback),
    description: item?.description,
    image: item?.images[0]?.public_url,
    jsonLd: item ? [productJsonLd(item, websiteOf(matches))] : [],
  });
}

/**
 * `from`: the catalogue page that linked here (an internal path), shown in the breadcrumb;
 * `participant`: a participant cuid, set by the participant create screen when it sends the customer back.
 */
const productSearch = z.object({
  from: z
    .string()
    .regex(/^\/(?!\/)[^\s]*$/)
    .optional()
    .catch(undefined),
  participant: z.string().min(1).optional().catch(undefined),
});

/** The title of the catalogue page the visitor came from; null when there is none or it cannot be read. */
async function cataloguePage(api: Api, pathname: string | undefined): Promise<CataloguePage | null> {
  if (!pathname) return null;
  try {
    const { page } = await api.call(catalogueCalls.page, { pathname });
    return { title: page.title, pathname };
  } catch {
    return null;
  }
}

const bundleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/bundles/$bundle',
  validateSearch: (search: Record<string, unknown>) => productSearch.parse(search),
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: async ({ context, params, deps }) => {
    const [answer, catalogue] = await Promise.all([
      orNotFound(context.api.call(catalogueCalls.bundle, {}, { params: { cuid: params.bundle } })),
      cataloguePage(context.api, deps.from),
    ]);
    return { item: present(answer.bundle), catalogue };
  },
  head: ({ match, matches, loaderData }) =>
    productHead(match, matches, loaderData?.item, 'productPages.head.bundle'),
  component: withPages(function BundleRoute() {
    const { item, catalogue } = bundleRoute.useLoaderData();
    const { participant } = bundleRoute.useSearch();
    return <BundlePage item={item} catalogue={catalogue} participantCuid={participant} />;
  }, BundlePage),
});

const membershipRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/memberships/$membership',
  validateSearch: (search: Record<string, unknown>) => productSearch.parse(search),
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: async ({ context, params, deps }) => {
    const [answer, catalogue] = await Promise.all([
      orNotFound(context.api.call(catalogueCalls.membership, {}, { params: { cuid: params.membership } })),
      cataloguePage(context.api, deps.from),
    ]);
    return { item: present(answer.membership), catalogue };
  },
  head: ({ match, matches, loaderData }) =>
    productHead(match, matches, loaderData?.item, 'productPages.head.membership'),
  component: withPages(function MembershipRoute() {
    const { item, catalogue } = membershipRoute.useLoaderData();
    const { participant } = membershipRoute.useSearch();
    return <MembershipPage item={item} catalogue={catalogue} participantCuid={participant} />;
  }, MembershipPage),
});

const voucherRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vouchers/$voucher',
  validateSearch: (search: Record<string, unknown>) => productSearch.parse(search),
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: async ({ context, params, deps }) => {
    const [answer, catalogue] = await Promise.all([
      orNotFound(context.api.call(catalogueCalls.voucher, {}, { params: { cuid: params.voucher } })),
      cataloguePage(context.api, deps.from),
    ]);
    return { item: present(answer.voucher), catalogue };
  },
  head: ({ match, matches, loaderData }) =>
    productHead(match, matches, loaderData?.item, 'productPages.head.voucher'),
  component: withPages(function VoucherRoute() {
    const { item, catalogue } = voucherRoute.useLoaderData();
    return <VoucherPage item={item} catalogue={catalogue} />;
  }, VoucherPage),
});

// ---------------------------------------------------------------- /cart/add

/** `participant`: a participant cuid, set by the participant create screen when it sends the customer back. */
const cartAddSearch = z.object({
  availabilities: commaText,
  dates: commaText,
  participant: productSearch.shape.participant,
});

/** Reads of the catalogue pages: 100 availabilities a page, at most 20 pages looked through for chosen dates. */
const DATES_PAGE_SIZE = 100;
const DATES_MAX_PAGES = 20;

/** One availability by cuid, null when it does not exist (a stale link keeps the others). */
async function availabilityByCuid(api: Api, cuid: string): Promise<AvailabilityDetail | null> {
  try {
    return (await api.call(catalogueCalls.availability, {}, { params: { cuid } })).availability;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The availabilities holding the chosen date cuids, each with its chosen dates. The API reads dates by
 * availability, not by date cuid, so the running availabilities are looked through until every date is found.
 */
async function availabilitiesOfDates(api: Api, dateCuids: readonly string[], now: string) {
  const wanted = new Set(dateCuids);
  const found = new Map<string, string[]>();
  for (let page = 1; page <= DATES_MAX_PAGES && wanted.size > 0; page += 1) {
    const answer = await api.call(catalogueCalls.availabilities, {
      page_number: String(page),
      page_size: String(DATES_PAGE_SIZE),
      status: 'OPEN,FULL,CLOSED,OVERLAP',
      after: now,
    });
    for (const availability of answer.data) {
      for (const date of availability.dates) {
        if (!wanted.has(date.cuid)) continue;
        wanted.delete(date.cuid);
        found.set(availability.cuid, [...(found.get(availability.cuid) ?? []), date.cuid]);
      }
    }
    if (page * DATES_PAGE_SIZE >= answer.count) break;
  }
  // Keep the order in which the dates were chosen.
  const order = [...found.keys()].sort((a, b) => {
    const first = (cuid: string) =>
      Math.min(...(found.get(cuid) ?? []).map((date) => dateCuids.indexOf(date)));
    return first(a) - first(b);
  });
  return order.map((cuid) => ({ cuid, dateCuids: found.get(cuid) ?? [] }));
}

const cartAddRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cart/add',
  head: titledHead('cartAdd.head.title', { noindex: true }),
  validateSearch: (search: Record<string, unknown>) => cartAddSearch.parse(search),
  loaderDeps: ({ search }) => ({
    availabilities: splitList(search.availabilities),
    dates: splitList(search.dates),
  }),
  loader: async ({ context, deps }): Promise<{ items: SelectedAvailability[]; now: string }> => {
    const now = context.clock.renderNow();
    const wanted: Array<{ cuid: string; dateCuids: string[] | null }> = deps.dates.length
      ? await availabilitiesOfDates(context.api, deps.dates, now)
      : [...new Set(deps.availabilities)].map((cuid) => ({ cuid, dateCuids: null }));
    const details = await Promise.all(wanted.map(({ cuid }) => availabilityByCuid(context.api, cuid)));
    const items = wanted.flatMap(({ dateCuids }, index) => {
      const availability = details[index];
      return availability ? [{ availability, dateCuids }] : [];
    });
    return { items, now };
  },
  component: withPages(function CartAddRoute() {
    const { items, now }: { items: SelectedAvailability[]; now: string } = cartAddRoute.useLoaderData();
    const search = cartAddRoute.useSearch();
    const navigate = useNavigate({ from: cartAddRoute.fullPath });
    // Removing an availability rewrites the query string, so the selection stays shareable and reloadable.
    const remove = (cuid: string) => {
      const removed = items.find((item) => item.availability.cuid === cuid);
      const removedDates = new Set(removed?.availability.dates.map((date) => date.cuid) ?? []);
      const availabilities = splitList(search.availabilities).filter((candidate) => candidate !== cuid);
      const dates = splitList(search.dates).filter((candidate) => !removedDates.has(candidate));
      void navigate({
        search: {
          availabilities: availabilities.length > 0 ? availabilities.join(',') : undefined,
          dates: dates.length > 0 ? dates.join(',') : undefined,
          participant: search.participant,
        },
        replace: true,
      });
    };
    return <CartAddPage items={items} now={now} onRemove={remove} participantCuid={search.participant} />;
  }, CartAddPage),
});

/** Blog, bundle, membership and voucher pages, and /cart/add; spread into catalogueRoutes. */
export const productRoutes = [
  blogListRoute,
  blogArticleRoute,
  bundleRoute,
  membershipRoute,
  voucherRoute,
  cartAddRoute,
] as const;
