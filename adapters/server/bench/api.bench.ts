/**
 * HTTP throughput of the real API (`npm run bench:api`; not part of `npm test`). The app runs as in
 * production on @hono/node-server, on an in-memory PGlite with the demo data, beside two baselines of the
 * same server: a bare hello-world route (no database work) and a built asset under /assets/ (the
 * storefront's static files, as served in production; `npm run build` first). The catalogue calls
 * (availabilities and activities, list and detail) are each measured twice in the same run: through the
 * catalogue cache, warm (as main.ts runs), and without it (an app built with no cache, as CATALOGUE_CACHE=off
 * runs), each with its ratio to the static file and to hello. BENCH_SECONDS (default 10) per target,
 * BENCH_CONNECTIONS (default 50); BENCH_PATH adds one more request. With DATABASE_URL set, the same run uses
 * that PostgreSQL instead, in a throwaway schema.
 */

import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { dropSchema, openDatabase } from '../../db/index';
import { createOutboxMailer } from '../../mail/index';
import { seedDemoData } from '../../seed/index';
import { createApp } from '../app';
import { createCatalogueCache } from '../cache/catalogue-cache';
import { mountStorefront } from '../storefront-static';
import { formatTable } from './table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HOST = 'petits-sportifs.localhost';
const EXTRA_PATH = process.env.BENCH_PATH;

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

if (!Number.isFinite(SECONDS) || SECONDS <= 0) throw new Error(`BENCH_SECONDS must be a positive number`);
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS <= 0)
  throw new Error(`BENCH_CONNECTIONS must be a positive whole number`);
const DIST = resolve(process.env.STOREFRONT_DIR ?? 'dist');
const asset = (() => {
  try {
    return readdirSync(join(DIST, 'assets')).find((name) => name.endsWith('.js'));
  } catch {
    return undefined;
  }
})();
if (!asset) throw new Error(`no built asset in ${join(DIST, 'assets')}: run npm run build first`);

const url = process.env.DATABASE_URL || undefined;
const schema = url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
const { db, close } = await openDatabase({ url, schema });
await seedDemoData(db, { now: new Date().toISOString() });
const databaseLabel = url ? 'PostgreSQL (DATABASE_URL, throwaway schema)' : 'PGlite in memory';
// One open availability and its activity of the demo catalogue, for the detail calls.
const sample = await db
  .selectFrom('availabilities as av')
  .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
  .innerJoin('organisers as o', 'o.id', 'av.organiser_id')
  .select(['av.cuid as availability', 'ac.slug as activity'])
  .where('o.hostname', '=', HOST)
  .where('av.status', '=', 'OPEN')
  .orderBy('av.start_at')
  .executeTakeFirstOrThrow();
const onSite = { host: HOST };
// The same request without the catalogue cache: the front sends it to the app built without one.
const uncached = { ...onSite, 'x-bench-cache': 'off' };
const catalogue: Array<[string, string]> = [
  ['availabilities list', '/api/availabilities?page_size=20'],
  ['availability detail', `/api/availabilities/${sample.availability}`],
  ['activities list', '/api/activities?page_size=20'],
  ['activity detail', `/api/activities/${sample.activity}`],
];
const targets: Target[] = [
  { name: 'hello (no DB)', path: '/__hello', headers: {} },
  { name: 'static file', path: `/assets/${asset}`, headers: onSite },
  ...catalogue.flatMap(([name, path]) => [
    { name: `${name}, cached warm`, path, headers: onSite },
    { name: `${name}, uncached`, path, headers: uncached },
  ]),
  ...(EXTRA_PATH ? [{ name: 'BENCH_PATH', path: EXTRA_PATH, headers: onSite }] : []),
];
const appDeps = {
  db,
  mailer: createOutboxMailer(db),
  now: () => new Date().toISOString(),
  defaultHostname: HOST,
  publicOrigin: (hostname: string) => `http://${hostname}`,
};
const catalogueCache = createCatalogueCache(db);
await catalogueCache.versions.refresh();
const api = createApp({ ...appDeps, catalogueCache });
mountStorefront(api, DIST);
const apiUncached = createApp(appDeps);
// The baseline answers before any API middleware; every other path goes to one of the apps untouched.
const front = new Hono();
front.get('/__hello', (c) => c.text('hello'));
let inFlight = 0;
front.notFound(async (c) => {
  inFlight += 1;
  try {
    return await (c.req.header('x-bench-cache') === 'off' ? apiUncached : api).fetch(c.req.raw);
  } finally {
    inFlight -= 1;
  }
});

const server = serve({ fetch: front.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

console.log(
  `bench:api  node ${process.version}, ${SECONDS} s per target, ${CONNECTIONS} connections, ${base}, ${databaseLabel} + demo data`,
);

// One plain request first: it says what the target answers, so a 404 is explained rather than mistaken for speed.
const notes: string[] = [];
for (const target of targets) {
  const answer = await fetch(`${base}${target.path}`, { headers: target.headers });
  const text = await answer.text();
  const sample = text.length > 120 ? `${text.slice(0, 120)}…` : text;
  console.log(`probe      GET ${target.path} -> ${answer.status} ${sample}`);
  if (answer.status === 404 && text.includes('"NOT_FOUND"')) {
    notes.push(
      `${target.name}: GET ${target.path} is not routed yet (404 NOT_FOUND): its row measures the API's 404 path, every request counts as non-2xx.`,
    );
  } else if (answer.status < 200 || answer.status > 299) {
    notes.push(`${target.name}: GET ${target.path} answers ${answer.status}: its requests count as non-2xx.`);
  } else if (/^\{"data":\[\],"count":0\}$/.test(text)) {
    notes.push(
      `${target.name}: GET ${target.path} answers an empty list: the demo data has nothing for it yet.`,
    );
  }
}

const rows: string[][] = [];
let baselineRate = 0;
let staticRate = 0;
for (const target of targets) {
  const result = await autocannon({
    url: `${base}${target.path}`,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    // The load comes from its own thread, as from another machine: the server's thread serves only.
    workers: 1,
  });
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
    .join(' ');
  if (target === targets[0]) baselineRate = result.requests.average;
  if (target === targets[1]) staticRate = result.requests.average;
  rows.push([
    target.name,
    `GET ${target.path}`,
    result.requests.average.toFixed(0),
    staticRate ? (result.requests.average / staticRate).toFixed(3) : '-',
    baselineRate ? (result.requests.average / baselineRate).toFixed(3) : '-',
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.requests.total),
    String(result.non2xx),
    String(result.errors),
    codes,
  ]);
}

const header = [
  'target',
  'request',
  'req/s avg',
  '÷ static',
  '÷ hello',
  'p50 ms',
  'p99 ms',
  'requests',
  'non-2xx',
  'errors',
  'status',
];
console.log('');
console.log(formatTable(header, rows, (column) => column >= 2 && column <= 9));
for (const note of notes) console.log(`note: ${note}`);

// Connections autocannon left open would reach a closed database: end them before closing it.
(server as Server).closeAllConnections();
await new Promise((resolve) => server.close(resolve));
// Answers still being made for the closed connections finish before the database closes.
while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
catalogueCache.stop();
await close();
if (url && schema) await dropSchema(url, schema);
