import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../db/index';
import { createOutboxMailer } from '../../mail/index';
import { seedDemoData } from '../../seed/index';
import { createApp } from '../app';
import { mountStorefront } from '../storefront-static';
import { PRIVATE_PAGE, PUBLIC_PAGE, SSR_DIR } from './page-renderer';

/**
 * Server-rendered pages over HTTP, against the real build (`npm run build` writes dist/ and dist/.ssr):
 * statuses, caching, compression, the organiser and language in the first bytes, the data block.
 */
const DIST = process.env.E2E_DIST_DIR ?? 'dist';
const built = existsSync(join(DIST, SSR_DIR, 'entry-server.js'));
if (!built && process.env.CI) throw new Error(`no server-rendering bundle in ${DIST}: npm run build`);

const FR = 'petits-sportifs.localhost';
const EN = 'academy.localhost';

describe.skipIf(!built)('server-rendered pages', { timeout: 120_000 }, () => {
  let database: OpenDatabase;
  let app: ReturnType<typeof createApp>;
  const get = (host: string, path: string, headers: Record<string, string> = {}) =>
    app.request(`http://${host}${path}`, { headers: { host, ...headers } });

  beforeAll(async () => {
    database = await openDatabase({});
    await seedDemoData(database.db);
    app = createApp({
      db: database.db,
      mailer: createOutboxMailer(database.db),
      now: () => new Date().toISOString(),
      defaultHostname: FR,
      publicOrigin: (hostname) => `http://${hostname}`,
    });
    mountStorefront(app, DIST);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('renders the home page complete: organiser, language, theme, title, content and its data', async () => {
    for (const [host, language, name] of [
      [FR, 'fr', 'Les Petits Sportifs'],
      [EN, 'en', 'Academy'],
    ] as const) {
      const answer = await get(host, `/${language}/`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toMatch(new RegExp(`<html lang="${language}" style="--accent:#`));
      expect(html).toMatch(new RegExp(`<title data-head>[^<]*${name}`, 'i'));
      expect(html).not.toContain('Chargement…</title>');
      expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*<h1/);
      expect(html).toMatch(/<script type="application\/json" id="render-data">\{"answers":/);
      // Nothing inline that would run: the only scripts are the module file and data blocks.
      for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
        expect(tag).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
      expect(answer.headers.get('content-security-policy')).not.toContain("'unsafe-inline' 'self'");
      expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    }
  });

  it('renders the address without a language in the organiser’s language', async () => {
    const answer = await get(EN, '/');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<title data-head>[^<]*Academy/i);
  });

  it('answers 404 for an unknown path and for a missing activity, availability or article', async () => {
    for (const path of [
      '/fr/no/such/page',
      '/fr/activities/nope',
      '/fr/availabilities/nope',
      '/fr/blog/nope',
    ]) {
      const answer = await get(FR, path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toMatch(/<h1[^>]*>/);
    }
  });

  it('lets shared caches keep signed-out public pages, with an ETag that answers 304', async () => {
    const answer = await get(FR, '/fr/blog');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_PAGE);
    expect(answer.headers.get('vary')).toMatch(/Cookie/);
    const etag = answer.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await get(FR, '/fr/blog', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('keeps pages with a session, and account, cart, checkout, sign-in and preview pages, private', async () => {
    for (const path of ['/fr/checkout', '/fr/auth/login', '/fr/cart/add', '/fr/?preview=true']) {
      const answer = await get(FR, path);
      expect(answer.headers.get('cache-control'), path).toBe(PRIVATE_PAGE);
      expect(answer.headers.get('etag'), path).toBeNull();
    }
    const withCookie = await get(FR, '/fr/blog', { cookie: 'sid=not-a-session' });
    expect(withCookie.headers.get('cache-control')).toBe(PRIVATE_PAGE);
    const account = await get(FR, '/fr/account');
    expect(account.status).toBe(307);
    expect(account.headers.get('location')).toBe('/fr/account/home');
  });

  it('compresses pages for browsers that accept it', async () => {
    const answer = await get(FR, '/fr/', { 'accept-encoding': 'gzip' });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8');
    expect(html).toContain('<div id="root"><a class="skip-link"');
  });

  it('never serves the server-rendering bundle or other build internals', async () => {
    for (const path of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      const answer = await get(FR, path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toMatch(/json/);
    }
  });
});
