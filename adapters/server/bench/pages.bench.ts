/**
 * HTTP throughput of the pages rendered on the server (`npm run bench:pages`; not part of `npm test`). Needs
 * `npm run build` first (dist/ and its server-rendering bundle dist/.ssr; nothing is built here). The app
 * runs as in production (NODE_ENV=production unless set otherwise) on @hono/node-server, on an in-memory
 * PGlite with the demo data, the storefront mounted twice on the same database: once as the server mounts
 * it (signed-out pages kept in the in-process cache) and once with `cacheMs: 0` (every request renders).
 * Measured in the same run, each beside the storefront's entry script sent precompressed (brotli) as the
 * baseline: the home page `/fr/` cached, uncached, revalidated with its ETag (304) and signed in (private,
 * never cached), and the first availability page the home page links to, cached and uncached. Pages are
 * asked for with a browser's Accept-Encoding, so they are compressed per request as the server does.
 * BENCH_SECONDS (default 10) per target, BENCH_CONNECTIONS (default 50). With DATABASE_URL set, the same run
 * uses that PostgreSQL instead, in a throwaway schema. Exits 1 when any answer was a 5xx.
 */

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { dropSchema, openDatabase } from '../../db/index';
import { createOutboxMailer } from '../../mail/index';
import { seedDemoData } from '../../seed/index';
import { createApp } from '../app';
import { SESSION_COOKIE } from '../sessions';
import { SSR_DIR } from '../ssr/page-renderer';
import { mountStorefront } from '../storefront-static';
import { formatTable } from './table';

// React (external to the server bundle) reads it when first imported, on the first page rendered.
process.env.NODE_ENV ??= 'production';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HOST = 'petits-sportifs.localhost';
const ORIGIN = `http://${HOST}`;
const CUSTOMER = { email: 'camille@example.be', password: 'demo-password' };
/** What Chromium sends; the baseline asks for brotli alone, which the build wrote beside the script. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

if (!Number.isFinite(SECONDS) || SECONDS <= 0) throw new Error('BENCH_SECONDS must be a positive number');
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS <= 0)
  throw new Error('BENCH_CONNECTIONS must be a positive integer');

const distDir = process.env.STOREFRONT_DIR
  ? resolve(process.env.STOREFRONT_DIR)
  : fileURLToPath(new URL('../../../dist', import.meta.url));
const needed = [
  join(distDir, 'index.html'),
  join(distDir, '.vite', 'manifest.json'),
  join(distDir, SSR_DIR, 'entry-server.js'),
];
const missing = needed.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`bench:pages needs a build (npm run build); missing: ${missing.join(', ')}`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const entry = manifest['index.html'] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error(`no entry chunk in ${join(distDir, '.vite', 'manifest.json')}`);
const entryPath = `/${entry.file}`;

const url = process.env.DATABASE_URL || undefined;
const schema = url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
const { db, close } = await openDatabase({ url, schema });
await seedDemoData(db, { now: new Date().toISOString() });
const databaseLabel = url ? 'PostgreSQL (DATABASE_URL, throwaway schema)' : 'PGlite in memory';

/** The app as main.ts builds it, with the storefront mounted; its own server on an ephemeral port. */
async function start(cacheMs: number | undefined) {
  const app = createApp({
    db,
    mailer: createOutboxMailer(db),
    now: () => new Date().toISOString(),
    defaultHostname: HOST,
    publicOrigin: (hostname) => `http://${hostname}`,
  });
  mountStorefront(app, distDir, cacheMs === undefined ? {} : { cacheMs });
  const counted = { inFlight: 0 };
  // autocannon stops at its deadline with requests still rendering: they are counted, to wait them out.
  const server = serve({
    fetch: async (request, env) => {
      counted.inFlight += 1;
      try {
        return await app.fetch(request, env);
      } finally {
        counted.inFlight -= 1;
      }
    },
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((done) => server.once('listening', () => done()));
  return { server, counted, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const cached = await start(undefined);
const uncached = await start(0);
const instances = [cached, uncached];

/**
 * Waits until neither server has a request left (the ones autocannon gave up on at its deadline), then a
 * little more for a background refresh of the cache: the next target starts on an idle process, and the
 * database closes on one. The milliseconds it took.
 */
async function settle(limitMs = 120_000): Promise<number> {
  const started = performance.now();
  let idleSince = 0;
  while (performance.now() - started < limitMs) {
    const busy = instances.some(({ counted }) => counted.inFlight > 0);
    if (busy) idleSince = 0;
    else if (!idleSince) idleSince = performance.now();
    else if (performance.now() - idleSince >= 250) break;
    await new Promise((done) => setTimeout(done, 25));
  }
  return performance.now() - started - 250;
}

console.log(
  `bench:pages  node ${process.version}, NODE_ENV=${process.env.NODE_ENV}, ${SECONDS} s per target, ${CONNECTIONS} connections, ${databaseLabel} + demo data`,
);
console.log(`             cached ${cached.base} (default cacheMs), uncached ${uncached.base} (cacheMs: 0)`);

const fiveHundreds: string[] = [];
const page = { host: HOST, 'accept-encoding': BROWSER_ENCODINGS, accept: 'text/html' };

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over node:http, which (unlike fetch) sends the Host header given and decodes nothing. */
function send(
  base: string,
  path: string,
  headers: Record<string, string>,
  init: { method?: string; body?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const call = request(`${base}${path}`, { method: init.method ?? 'GET', headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', fail);
      answer.on('end', () =>
        done({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    call.on('error', fail);
    call.end(init.body);
  });
}

/** One plain request, read whole: says what the target answers before it is measured. */
async function probe(base: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const answer = await send(base, path, headers);
  if (answer.status >= 500) fiveHundreds.push(`probe GET ${path} -> ${answer.status}`);
  return answer;
}

// The signed-in visitor: the demo customer, logged in as the storefront does it (same-origin POST).
const login = await send(
  cached.base,
  '/api/auth/login',
  { host: HOST, origin: ORIGIN, 'content-type': 'application/json' },
  { method: 'POST', body: JSON.stringify(CUSTOMER) },
);
const sessionId = (login.headers['set-cookie'] ?? [])
  .map((cookie) => cookie.split(';')[0] ?? '')
  .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
if (login.status !== 200 || !sessionId)
  throw new Error(`login as ${CUSTOMER.email} failed: ${login.status} ${login.body}`);

// The home page (rendered in full, uncompressed, to read its links) and its ETag as the cached app sends it.
const home = await probe(uncached.base, '/fr/', { host: HOST });
if (home.status !== 200) throw new Error(`GET /fr/ answers ${home.status}`);
const availabilityPath = /href="(\/fr\/availabilities\/[^"?#]+)"/.exec(home.body)?.[1];
const homeEtag = (await probe(cached.base, '/fr/', page)).headers.etag;

interface Target {
  name: string;
  base: string;
  path: string;
  headers: Record<string, string>;
  /** Each request sends the ETag last answered, as a shared cache revalidating its copy would. */
  revalidate?: boolean;
}
const targets: Target[] = [
  {
    name: 'static entry script (br)',
    base: cached.base,
    path: entryPath,
    headers: { host: HOST, 'accept-encoding': 'br' },
  },
  { name: 'home, cached', base: cached.base, path: '/fr/', headers: page },
  { name: 'home, uncached', base: uncached.base, path: '/fr/', headers: page },
  ...(homeEtag
    ? [
        {
          name: 'home, If-None-Match (304)',
          base: cached.base,
          path: '/fr/',
          headers: { ...page, 'if-none-match': homeEtag },
          revalidate: true,
        },
      ]
    : []),
  ...(availabilityPath
    ? [
        { name: 'availability, cached', base: cached.base, path: availabilityPath, headers: page },
        { name: 'availability, uncached', base: uncached.base, path: availabilityPath, headers: page },
      ]
    : []),
  {
    name: 'home, signed in (private)',
    base: cached.base,
    path: '/fr/',
    headers: { ...page, cookie: sessionId },
  },
];
const notes: string[] = [];
if (!homeEtag) notes.push('GET /fr/ sends no ETag: the If-None-Match row is left out.');
if (!availabilityPath)
  notes.push('the home page links to no /fr/availabilities/… page: its rows are left out.');

for (const target of targets) {
  const answer = await probe(target.base, target.path, target.headers);
  const headers = answer.headers;
  const described = [
    `${answer.status}`,
    `${headers['content-length'] ?? `${Buffer.byteLength(answer.body)} (chunked)`} bytes`,
    `encoding ${headers['content-encoding'] ?? 'identity'}`,
    `cache-control ${headers['cache-control'] ?? '-'}`,
    headers.etag ? `etag ${headers.etag}` : '',
  ].filter(Boolean);
  console.log(`probe  ${target.name.padEnd(27)} GET ${target.path} -> ${described.join(', ')}`);
  if (answer.status >= 400) notes.push(`${target.name}: GET ${target.path} answers ${answer.status}.`);
}
// A page embedding its render time would change ETag each render: revalidation then fails once per cacheMs.
const first = (await probe(uncached.base, '/fr/', page)).headers.etag;
const again = (await probe(uncached.base, '/fr/', page)).headers.etag;
if (again !== first) notes.push(`two renders of /fr/ in a row have different ETags (${first}, ${again}).`);

const rows: string[][] = [];
let baselineRate = 0;
await settle();
for (const target of targets) {
  let etag = target.headers['if-none-match'] ?? '';
  const result = await autocannon({
    url: `${target.base}${target.path}`,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(target.revalidate
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'if-none-match': etag },
              }),
              onResponse: (_status, _body, _context, headers) => {
                const tag = Object.entries(headers ?? {}).find(
                  ([name]) => name.toLowerCase() === 'etag',
                )?.[1];
                if (tag) etag = String(tag);
              },
            },
          ],
        }
      : {}),
  });
  const drainedMs = await settle();
  if (drainedMs > 1000)
    notes.push(
      `${target.name}: the server was still answering ${(drainedMs / 1000).toFixed(1)} s after autocannon stopped.`,
    );
  const stats = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => ({
    code: Number(code),
    count: count ?? 0,
  }));
  const outside = stats
    .filter(({ code }) => code < 200 || code > 399)
    .reduce((sum, { count }) => sum + count, 0);
  const errors5xx = stats.filter(({ code }) => code >= 500).reduce((sum, { count }) => sum + count, 0);
  if (errors5xx > 0) fiveHundreds.push(`${target.name}: ${errors5xx} answers 5xx`);
  if (target === targets[0]) baselineRate = result.requests.average;
  rows.push([
    target.name,
    `GET ${target.path}`,
    result.requests.average.toFixed(0),
    baselineRate ? (result.requests.average / baselineRate).toFixed(3) : '-',
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.requests.total),
    String(outside),
    String(result.errors + result.timeouts),
    stats.map(({ code, count }) => `${code}×${count}`).join(' '),
  ]);
}

const header = [
  'target',
  'request',
  'req/s avg',
  '÷ static',
  'p50 ms',
  'p99 ms',
  'requests',
  'not 2xx/3xx',
  'errors',
  'status',
];
console.log('');
console.log(formatTable(header, rows, (column) => column >= 2 && column <= 8));
for (const note of notes) console.log(`note: ${note}`);
for (const failure of fiveHundreds) console.log(`5xx: ${failure}`);

for (const { server } of instances) server.close();
await close();
if (url && schema) await dropSchema(url, schema);
if (fiveHundreds.length > 0) process.exit(1);
