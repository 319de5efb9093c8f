import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-suite-app';
import { drivers, EN_HOST, FR_HOST, TEST_NOW } from './test-support';

/** /sitemap.xml and /robots.txt per organiser host, on the demo data (FR petits-sportifs, EN academy). */
describe.each(drivers)('sitemap and robots.txt on %s', { timeout: 60_000 }, (driver) => {
  const app = useTestApp(driver);

  const get = (host: string, path: string, https = false) =>
    app.request(`${https ? 'https' : 'http'}://${host}${path}`, { headers: { host } });

  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

  async function organiserRows(host: string) {
    const organiser = await app.db
      .selectFrom('organisers')
      .select(['id', 'language'])
      .where('hostname', '=', host)
      .executeTakeFirstOrThrow();
    const [pages, activities, open, closed, articles] = await Promise.all([
      app.db
        .selectFrom('website_pages')
        .select('pathname')
        .where('organiser_id', '=', organiser.id)
        .execute(),
      app.db.selectFrom('activities').select('slug').where('organiser_id', '=', organiser.id).execute(),
      app.db
        .selectFrom('availabilities')
        .select('cuid')
        .where('organiser_id', '=', organiser.id)
        .where('status', '=', 'OPEN')
        .where('end_at', '>=', TEST_NOW)
        .execute(),
      app.db
        .selectFrom('availabilities')
        .select('cuid')
        .where('organiser_id', '=', organiser.id)
        .where('status', '!=', 'OPEN')
        .execute(),
      app.db.selectFrom('blog_articles').select('slug').where('organiser_id', '=', organiser.id).execute(),
    ]);
    return { language: organiser.language, pages, activities, open, closed, articles };
  }

  for (const [host, language] of [
    [FR_HOST, 'fr'],
    [EN_HOST, 'en'],
  ] as const) {
    it(`${host}: lists the public pages in /${language}, cacheable XML`, async () => {
      const answer = await get(host, '/sitemap.xml');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
      const xml = await answer.text();
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
      expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      const urls = locations(xml);
      const origin = `http://${host}`;
      const rows = await organiserRows(host);
      expect(rows.language).toBe(language);
      expect(urls[0]).toBe(`${origin}/${language}`);
      expect(urls).toContain(`${origin}/${language}/blog`);
      expect(rows.activities.length).toBeGreaterThan(0);
      for (const { slug } of rows.activities)
        expect(urls).toContain(`${origin}/${language}/activities/${slug}`);
      expect(rows.open.length).toBeGreaterThan(0);
      for (const { cuid } of rows.open)
        expect(urls).toContain(`${origin}/${language}/availabilities/${cuid}`);
      for (const { cuid } of rows.closed)
        expect(urls).not.toContain(`${origin}/${language}/availabilities/${cuid}`);
      for (const { slug } of rows.articles) expect(urls).toContain(`${origin}/${language}/blog/${slug}`);
      for (const { pathname } of rows.pages.filter((page) => page.pathname !== '/'))
        expect(urls).toContain(`${origin}/${language}${pathname}`);
      // Every URL is this organiser's, in its language, once, and no private page is listed.
      expect(new Set(urls).size).toBe(urls.length);
      for (const url of urls) {
        expect(url.startsWith(`${origin}/${language}`), url).toBe(true);
        expect(url, url).not.toMatch(/\/(account|checkout|cart|auth|newsletters)(\/|$)|preview/);
      }
      expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    });

    it(`${host}: robots.txt allows all but private paths and names the sitemap`, async () => {
      const answer = await get(host, '/robots.txt', true);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
      const lines = (await answer.text()).split('\n');
      expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
      for (const path of ['/account', '/checkout', '/cart/', '/auth/']) {
        expect(lines).toContain(`Disallow: ${path}`);
        expect(lines).toContain(`Disallow: /${language}${path}`);
      }
      expect(lines).toContain('Disallow: /*preview=true');
      expect(lines).toContain(`Sitemap: https://${host}/sitemap.xml`);
    });
  }

  it('the two organisers list none of each other’s catalogue', async () => {
    const fr = locations(await (await get(FR_HOST, '/sitemap.xml')).text());
    const en = locations(await (await get(EN_HOST, '/sitemap.xml')).text());
    const paths = (urls: string[]) => new Set(urls.map((url) => new URL(url).pathname.slice(3)));
    // Both have a home, a blog and pages such as /terms; no activity, availability, product or article.
    const shared = [...paths(fr)].filter((path) => paths(en).has(path) && path.split('/').length > 2);
    expect(shared).toEqual([]);
  });

  it('localhost serves the default organiser; an unknown host has none', async () => {
    const local = await get('localhost:3000', '/robots.txt');
    expect(await local.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await (await get('localhost:3000', '/sitemap.xml')).text();
    expect(locations(sitemap)[0]).toBe('http://localhost:3000/fr');
    const unknown = await get('nobody.localhost', '/sitemap.xml');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'ORGANISER_NOT_FOUND' });
  });
});
