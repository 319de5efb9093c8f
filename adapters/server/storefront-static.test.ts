import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, mountStorefront, NO_CACHE, storefrontProblem } from './storefront-static';
import { type StorefrontTestApp, storefrontTestApp } from './storefront-test-app';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Ab12Cd.js"></script></body></html>';
const SCRIPT = 'console.log("storefront");';
/** A stylesheet the build left without .br/.gz: compressed when the server starts. */
const LARGE_STYLE = Array.from({ length: 200 }, (_, index) => `.rule-${index}{margin:${index}px}`).join('');

describe('storefront static serving', { timeout: 60_000 }, () => {
  let dist: string;
  let served: StorefrontTestApp;
  const get = (path: string, init?: RequestInit) => served.get(path, init);

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'index-Ef34Gh.css'), 'body{margin:0}');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'assets', 'large-Ij56Kl.css'), LARGE_STYLE);
    mkdirSync(join(dist, '.ssr'));
    writeFileSync(join(dist, '.ssr', 'secret.js'), 'export const hidden = true;');
    // What the build's compression plugin writes beside each text asset.
    for (const [file, text] of [
      ['index.html', INDEX],
      [join('assets', 'index-Ab12Cd.js'), SCRIPT],
    ] as const) {
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
    }
    served = await storefrontTestApp(dist);
  });
  afterAll(async () => {
    await served?.database.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / with an HTML content type and no-cache', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await answer.text()).toBe(INDEX);
    const direct = await get('/index.html');
    expect(direct.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await direct.text()).toBe(INDEX);
  });

  it('serves hashed assets with their content type and a year-long immutable cache', async () => {
    const script = await get('/assets/index-Ab12Cd.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await script.text()).toBe(SCRIPT);
    const style = await get('/assets/index-Ef34Gh.css');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(style.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('serves other files of the build, unhashed, with no-cache', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(icon.headers.get('cache-control')).toBe(NO_CACHE);
  });

  it.each([
    '/fr/activities',
    '/en/account/participants/abc',
    '/fr/activit%C3%A9s',
    '/assets',
  ])('answers index.html for the client-side route %s', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await answer.text()).toBe(INDEX);
  });

  it('answers HEAD like GET without a body', async () => {
    const answer = await get('/fr/activities', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await answer.text()).toBe('');
  });

  it('answers a missing hashed asset with the JSON 404, not with index.html, and no long cache', async () => {
    const answer = await get('/assets/index-Old999.js');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'NOT_FOUND' });
    expect(answer.headers.get('cache-control')).toBeNull();
  });

  it.each([
    '/api/no-such-route',
    '/api/',
    '/api',
  ])('keeps the JSON 404 for the unknown API path %s', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ error: 'NOT_FOUND' });
  });

  it('leaves the API routes answering before the storefront', async () => {
    const answer = await get('/api/session');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.status).not.toBe(404);
  });

  it('does not serve files outside the build folder', async () => {
    // A dot segment is never a page nor a file of the build (.ssr, .vite): the JSON 404.
    const answer = await get('/..%2Fpackage.json');
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('activity-storefront');
    const dotted = await get('/assets/..%2F..%2Fpackage.json');
    expect(dotted.status).toBe(404);
  });

  it('leaves other methods to the API: a POST outside /api/ is the JSON 404', async () => {
    const answer = await get('/fr/activities', { method: 'POST' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'NOT_FOUND' });
  });

  it('refuses a folder without index.html with a message naming it', () => {
    const empty = mkdtempSync(join(tmpdir(), 'storefront-empty-'));
    try {
      expect(storefrontProblem(empty)).toContain(join(empty, 'index.html'));
      expect(() => mountStorefront(new Hono(), empty)).toThrow(/storefront build not found/);
      expect(storefrontProblem(dist)).toBeNull();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('sends the precompressed brotli or gzip file the browser accepts, with Vary, and identity otherwise', async () => {
    const brotli = await get('/assets/index-Ab12Cd.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotli.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(SCRIPT);

    const gzip = await get('/fr/catalogue', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(INDEX);

    const identity = await get('/assets/index-Ab12Cd.js');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('vary')).toBe('Accept-Encoding');
    expect(await identity.text()).toBe(SCRIPT);
  });

  it('answers from memory: a file written after start is not served, a file removed after start still is', async () => {
    writeFileSync(join(dist, 'assets', 'late-Zz99Yy.js'), 'late');
    const late = await get('/assets/late-Zz99Yy.js');
    expect(late.status).toBe(404);
    expect(await late.json()).toEqual({ error: 'NOT_FOUND' });
    rmSync(join(dist, 'assets', 'index-Ef34Gh.css'));
    const removed = await get('/assets/index-Ef34Gh.css');
    expect(removed.status).toBe(200);
    expect(await removed.text()).toBe('body{margin:0}');
  });

  it('compresses at start a text file the build left uncompressed, and leaves a small one alone', async () => {
    const brotli = await get('/assets/large-Ij56Kl.css', { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await brotli.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(LARGE_STYLE.length / 2);
    expect(Number(brotli.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(brotliDecompressSync(bytes).toString()).toBe(LARGE_STYLE);
    const gzip = await get('/assets/large-Ij56Kl.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(LARGE_STYLE);
    const icon = await get('/favicon.svg', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(icon.headers.get('content-encoding')).toBeNull();
    expect(await icon.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it.each([
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['identity', null],
    ['deflate', null],
  ])('honours Accept-Encoding %s with %s', async (acceptEncoding, expected) => {
    const answer = await get('/assets/index-Ab12Cd.js', { headers: { 'accept-encoding': acceptEncoding } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe(expected);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const text =
      expected === 'br'
        ? brotliDecompressSync(bytes).toString()
        : expected === 'gzip'
          ? gunzipSync(bytes).toString()
          : bytes.toString();
    expect(text).toBe(SCRIPT);
  });

  it('gives each encoded version its own ETag and answers 304 to the one the client holds', async () => {
    const versions = await Promise.all(
      ['br', 'gzip', 'identity'].map((encoding) =>
        get('/assets/index-Ab12Cd.js', { headers: { 'accept-encoding': encoding } }),
      ),
    );
    const etags = versions.map((answer) => answer.headers.get('etag'));
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    const [brTag, gzipTag] = etags;

    const again = await get('/assets/index-Ab12Cd.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", W/${brTag}` },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(brTag);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');

    // The gzip version's tag does not validate the brotli version the server would now send.
    const other = await get('/assets/index-Ab12Cd.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': gzipTag ?? '' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-encoding')).toBe('br');

    const page = await get('/favicon.svg');
    const unchanged = await get('/favicon.svg', {
      headers: { 'if-none-match': page.headers.get('etag') ?? '' },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('cache-control')).toBe(NO_CACHE);
  });

  it('answers HEAD of a file with the GET headers and length, without a body', async () => {
    const head = await get('/assets/index-Ab12Cd.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect(head.headers.get('content-length')).toBe(String(gzipSync(SCRIPT).byteLength));
    expect(head.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(head.headers.get('etag')).toMatch(/-gz"$/);
    expect(await head.text()).toBe('');
    const missing = await get('/assets/index-Old999.js', { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  it("serves neither the build's dot folders nor its .br and .gz files as files of their own", async () => {
    const hidden = await get('/.ssr/secret.js');
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ error: 'NOT_FOUND' });
    const sibling = await get('/assets/index-Ab12Cd.js.br');
    expect(sibling.status).toBe(404);
    expect(await sibling.json()).toEqual({ error: 'NOT_FOUND' });
  });

  it('gzips API answers for browsers that accept it', async () => {
    const answer = await get('/api/website', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    const website = JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString());
    expect(website).toHaveProperty('website');
    const plain = await get('/api/website');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
