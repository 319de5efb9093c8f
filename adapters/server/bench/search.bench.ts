/**
 * Site search throughput (`npm run bench:search`; not part of `npm test`), issue 20 §3's target: p99 ≤ 50 ms
 * at 10 connections on PostgreSQL with the demo data. The app runs as in production on @hono/node-server
 * with the demo data, on an in-memory PGlite and, when DATABASE_URL is set, on that PostgreSQL too (a
 * throwaway schema). Each target runs BENCH_SECONDS (default 10) with 10 connections: suggestions while
 * typing (a prefix, 6 results), a results page (10), a word found only in a description, and the English
 * organiser.
 */

import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { dropSchema, openDatabase } from '../../db/index';
import { createOutboxMailer } from '../../mail/index';
import { seedDemoData } from '../../seed/index';
import { createApp } from '../app';
import { formatTable } from './table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
if (!Number.isFinite(SECONDS) || SECONDS <= 0) throw new Error('BENCH_SECONDS must be a positive number');

const targets = [
  { name: 'suggestions "nata"', host: 'petits-sportifs.localhost', path: '/api/search?q=nata&page_size=6' },
  {
    name: 'results "natation"',
    host: 'petits-sportifs.localhost',
    path: '/api/search?q=natation&page_size=10',
  },
  {
    name: 'description "chanter"',
    host: 'petits-sportifs.localhost',
    path: '/api/search?q=chanter&page_size=10',
  },
  { name: 'en "coding"', host: 'academy.localhost', path: '/api/search?q=coding&page_size=10' },
];

/** A GET with its own Host header (fetch does not let a caller set it), as autocannon sends it. */
function get(url: string, host: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { host } }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        text += chunk;
      });
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const databases: Array<{ label: string; url: string | undefined }> = [
  { label: 'PGlite', url: undefined },
  ...(process.env.DATABASE_URL ? [{ label: 'PostgreSQL', url: process.env.DATABASE_URL }] : []),
];

console.log(
  `bench:search  node ${process.version}, ${SECONDS} s per target, ${CONNECTIONS} connections, demo data on ${databases.map((db) => db.label).join(' and ')}`,
);
const rows: string[][] = [];
for (const database of databases) {
  const schema = database.url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const { db, close } = await openDatabase({ url: database.url, schema });
  await seedDemoData(db, { now: new Date().toISOString() });
  const app = createApp({
    db,
    mailer: createOutboxMailer(db),
    now: () => new Date().toISOString(),
    defaultHostname: 'petits-sportifs.localhost',
    publicOrigin: (hostname) => `http://${hostname}`,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const target of targets) {
    // One plain request first: what it answers (a result count of 0 would measure an empty search).
    const probe = await get(`${base}${target.path}`, target.host);
    const body = JSON.parse(probe.text) as { count?: number };
    const result = await autocannon({
      url: `${base}${target.path}`,
      headers: { host: target.host },
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    rows.push([
      database.label,
      target.name,
      `${probe.status} (${body.count ?? '?'} results)`,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.requests.total),
      String(result.non2xx),
      String(result.errors),
    ]);
  }
  // autocannon stops at its duration with requests still in flight: let them end before the database does.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await new Promise((resolve) => server.close(resolve));
  await close();
  if (database.url && schema) await dropSchema(database.url, schema);
}

console.log('');
console.log(
  formatTable(
    ['database', 'target', 'probe', 'req/s avg', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'],
    rows,
    (column) => column >= 3,
  ),
);
