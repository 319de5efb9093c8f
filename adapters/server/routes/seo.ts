import type { Context, Hono, MiddlewareHandler } from 'hono';
import { availabilityWhere } from '../catalogue/availability-filter';
import type { AppDeps, AppEnv } from '../context';

/**
 * `/sitemap.xml` and `/robots.txt` of the organiser the Host names (the same lookup as `/api/*`, passed in
 * as `resolveOrganiser`). The sitemap lists the public pages in the organiser's language prefix: home and
 * the website's pages (catalogue pages included), activities, open availabilities, products, the blog and
 * its articles; never preview, account, checkout, cart or auth pages, which robots.txt disallows.
 */
export const SEO_PATHS = ['/sitemap.xml', '/robots.txt'] as const;

/** An hour in a shared cache: the catalogue changes more slowly than that matters to a crawler. */
export const SEO_CACHE_CONTROL = 'public, max-age=3600';

/** Paths under the language prefix no robot should crawl (noindex pages of the storefront). */
export const PRIVATE_PATHS = ['/account', '/checkout', '/cart/', '/auth/', '/newsletters/'] as const;

/** Storefront routes a website page's pathname cannot take over (the router ranks them first). */
const ROUTE_PREFIXES = [
  '/account',
  '/checkout',
  '/cart',
  '/auth',
  '/newsletters',
  '/blog',
  '/activities',
  '/availabilities',
  '/bundles',
  '/memberships',
  '/vouchers',
  '/resources',
  '/page-not-found',
];

interface SitemapEntry {
  /** Path inside the language prefix, "/" for home. */
  path: string;
  /** When the page last changed (or appeared), when known. */
  lastmod?: unknown;
}

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A stored instant as a sitemap date (YYYY-MM-DD), or null. */
function dateOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** The origin the request reached: its scheme (HTTPS as the app decides it) and Host. */
function requestOrigin(c: Context<AppEnv>): string {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return `${c.get('https') ? 'https' : 'http'}://${host}`;
}

/** "/" → "/fr", "/blog" → "/fr/blog": the storefront's canonical URLs. */
const prefixed = (language: string, path: string) => `/${language}${path === '/' ? '' : path}`;

/** A website page's pathname the storefront shows as that page: home or one free segment. */
function isSitePage(pathname: string): boolean {
  if (pathname === '/') return true;
  if (!/^\/[^/?#]+$/.test(pathname)) return false;
  return !ROUTE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function seoRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  resolveOrganiser: MiddlewareHandler<AppEnv>,
): void {
  const { db } = deps;

  async function sitemapEntries(organiserId: number): Promise<SitemapEntry[]> {
    const [pages, articles, activities, availabilities, bundles, memberships, vouchers] = await Promise.all([
      db
        .selectFrom('website_pages')
        .select('pathname')
        .where('organiser_id', '=', organiserId)
        .orderBy('pathname')
        .execute(),
      db
        .selectFrom('blog_articles')
        .select(['slug', 'created_at'])
        .where('organiser_id', '=', organiserId)
        .orderBy('created_at', 'desc')
        .execute(),
      db
        .selectFrom('activities')
        .select(['slug', 'created_at'])
        .where('organiser_id', '=', organiserId)
        .orderBy('title')
        .execute(),
      // The catalogue's own filter: open availabilities still running.
      db
        .selectFrom('availabilities as av')
        .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
        .where((eb) => availabilityWhere(eb, { organiserId, statuses: ['OPEN'], after: deps.now() }))
        .select('av.cuid')
        .orderBy('av.start_at')
        .execute(),
      db.selectFrom('bundles').select('cuid').where('organiser_id', '=', organiserId).execute(),
      db.selectFrom('memberships').select('cuid').where('organiser_id', '=', organiserId).execute(),
      db.selectFrom('vouchers').select('cuid').where('organiser_id', '=', organiserId).execute(),
    ]);
    return [
      { path: '/' },
      ...pages
        .filter((page) => page.pathname !== '/' && isSitePage(page.pathname))
        .map((page) => ({ path: page.pathname })),
      ...activities.map((row) => ({ path: `/activities/${row.slug}`, lastmod: row.created_at })),
      ...availabilities.map((row) => ({ path: `/availabilities/${row.cuid}` })),
      ...bundles.map((row) => ({ path: `/bundles/${row.cuid}` })),
      ...memberships.map((row) => ({ path: `/memberships/${row.cuid}` })),
      ...vouchers.map((row) => ({ path: `/vouchers/${row.cuid}` })),
      { path: '/blog', lastmod: articles[0]?.created_at },
      ...articles.map((row) => ({ path: `/blog/${row.slug}`, lastmod: row.created_at })),
    ];
  }

  app.use('/sitemap.xml', resolveOrganiser);
  app.get('/sitemap.xml', async (c) => {
    const organiser = c.get('organiser');
    const origin = requestOrigin(c);
    const seen = new Set<string>();
    const urls: string[] = [];
    for (const entry of await sitemapEntries(organiser.id)) {
      const location = `${origin}${prefixed(organiser.language, entry.path)}`;
      if (seen.has(location)) continue;
      seen.add(location);
      const lastmod = dateOf(entry.lastmod);
      urls.push(
        `  <url><loc>${xmlEscape(location)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
      );
    }
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': SEO_CACHE_CONTROL,
    });
  });

  app.use('/robots.txt', resolveOrganiser);
  app.get('/robots.txt', (c) => {
    // With and without the language prefix; preview pages whatever their path.
    const disallowed = ['', '/fr', '/en'].flatMap((prefix) =>
      PRIVATE_PATHS.map((path) => `Disallow: ${prefix}${path}`),
    );
    const text = [
      'User-agent: *',
      'Allow: /',
      ...disallowed,
      'Disallow: /*preview=true',
      'Disallow: /api/',
      '',
      `Sitemap: ${requestOrigin(c)}/sitemap.xml`,
      '',
    ].join('\n');
    return c.body(text, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': SEO_CACHE_CONTROL,
    });
  });
}
