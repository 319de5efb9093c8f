import type { Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { openDatabase } from '../db/index';
import { createOutboxMailer, createSmtpMailer, describeSmtpUrl } from '../mail/index';
import { seedDemoData } from '../seed/index';
import { createMapboxAddressSearch } from './address-search/index';
import { createApp } from './app';
import { createBackgroundTasks } from './background';
import { catalogueCacheFromEnv } from './cache/catalogue-cache';
import { CART_PURGE_EVERY_MS, startCartPurge } from './cart/expired-items';
import type { AppEnv } from './context';
import { reportEventLoopDelayFromEnv } from './event-loop-delay';
import { DRAIN_TIMEOUT_MS, trackConnections } from './lifecycle/drain';
import { healthRoutes, type Phase } from './lifecycle/health';
import { untilDatabaseAnswers } from './lifecycle/startup';
import { MAIL_WORKER_EVERY_MS, serverMailWorker } from './notifications/index';
import { providerLegalLinksFrom } from './provider-legal-links';
import { adminConsoleOriginFrom, securityHeaders } from './security/headers';
import { socketClientIp } from './security/rate-limit-client-ip';
import { createRateLimitStore } from './security/rate-limit-store';
import { requestIsHttps } from './security/request-scheme';
import { mountStorefront, storefrontProblem } from './storefront-static';
import { startVacancySweep, VACANCY_SWEEP_EVERY_MS } from './waiting-list/index';

// One command: server + embedded database (or DATABASE_URL) + demo data on first run.
// NODE_ENV=production also serves the built storefront (STOREFRONT_DIR, default dist/).
// SMTP_URL (smtp://user:pass@host:587) and MAIL_FROM send mail over SMTP; otherwise mail stays in mail_outbox.
const started = performance.now();
const env = process.env;
// EVENT_LOOP_STATS=1: the event loop's delay printed on SIGUSR2 and at exit (npm run bench:event-loop).
reportEventLoopDelayFromEnv(env);
const port = Number(env.PORT ?? 3000);
const dataDir = env.DATA_DIR ?? '.data/pglite';
const production = env.NODE_ENV === 'production';
const storefrontDir = env.STOREFRONT_DIR ?? 'dist';
const smtpUrl = env.SMTP_URL || undefined;
// TRUST_PROXY=1 behind one reverse proxy that sets X-Forwarded-For and X-Forwarded-Proto.
const trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';

/** Configuration errors stop the server before it opens the database, with one readable log line. */
function refuseToStart(reason: string): never {
  console.error(JSON.stringify({ level: 'error', msg: 'cannot start', reason }));
  process.exit(1);
}
if (production) {
  const problem = storefrontProblem(storefrontDir);
  if (problem) refuseToStart(problem);
}
if (smtpUrl) {
  if (!URL.canParse(smtpUrl) || !/^smtps?:$/.test(new URL(smtpUrl).protocol)) {
    refuseToStart('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  if (!env.MAIL_FROM) refuseToStart('SMTP_URL is set but MAIL_FROM is not: set the sender address');
}
// MAIL_WORKER_INTERVAL_MS: how often due mail jobs are looked for (default 1 s).
const mailWorkerEveryMs = Number(env.MAIL_WORKER_INTERVAL_MS ?? MAIL_WORKER_EVERY_MS);
if (!(Number.isFinite(mailWorkerEveryMs) && mailWorkerEveryMs > 0))
  refuseToStart(
    `MAIL_WORKER_INTERVAL_MS must be a number of milliseconds above 0, not ${env.MAIL_WORKER_INTERVAL_MS}`,
  );
// VACANCY_SWEEP_INTERVAL_MS (default 60 s) and CART_PURGE_INTERVAL_MS (default 5 min): how often one of the
// server processes on the database sweeps the waiting lists and purges expired holds.
const intervalFromEnv = (name: string, fallback: number) => {
  const ms = Number(env[name] ?? fallback);
  if (!(Number.isFinite(ms) && ms > 0))
    refuseToStart(`${name} must be a number of milliseconds above 0, not ${env[name]}`);
  return ms;
};
const vacancySweepEveryMs = intervalFromEnv('VACANCY_SWEEP_INTERVAL_MS', VACANCY_SWEEP_EVERY_MS);
const cartPurgeEveryMs = intervalFromEnv('CART_PURGE_INTERVAL_MS', CART_PURGE_EVERY_MS);
// PROVIDER_LEGAL_NOTICE_URL, PROVIDER_DISCLAIMER_URL, PROVIDER_PRIVACY_POLICY_URL: the footer's legal links.
const legalLinks = providerLegalLinksFrom(env);
if (legalLinks.problems.length > 0) refuseToStart(legalLinks.problems.join('; '));

// Listen at once: probes and load balancers see a live process (/healthz) that is not ready yet (/readyz
// 503), and every other request answers 503 DATABASE_UNAVAILABLE until the database is reached and migrated.
let phase: Phase = 'starting';
const starting = new Hono<AppEnv>();
starting.use(
  '*',
  securityHeaders({
    adminConsoleOrigin: adminConsoleOriginFrom(env),
    isHttps: requestIsHttps({ trustProxy }),
  }),
);
healthRoutes(starting, { db: null, phase: () => phase });
starting.all('*', (c) => {
  c.header('Retry-After', '1');
  return c.json({ error: 'DATABASE_UNAVAILABLE' }, 503);
});
let handler: (request: Request, env: unknown) => Response | Promise<Response> = starting.fetch;

const server = serve({
  fetch: async (request, bindings) => {
    const response = await handler(request, bindings);
    // While draining, a keep-alive client is told to reconnect (to another instance) after this answer.
    if (phase !== 'draining') return response;
    const closing = new Response(response.body, response);
    closing.headers.set('Connection', 'close');
    return closing;
  },
  port,
  hostname: env.HOST ?? '127.0.0.1',
}) as Server;
const connections = trackConnections(server);
await new Promise<void>((done) => server.once('listening', done));

const { db, driver, close } = await untilDatabaseAnswers(() =>
  openDatabase({ url: env.DATABASE_URL, dataDir }),
);
// Brute-force counters: in memory on the embedded database; in PostgreSQL, shared by every server process.
const rateLimits = await untilDatabaseAnswers(() => createRateLimitStore({ url: env.DATABASE_URL }));
// Work that runs after its answer (password-link mail): awaited before the database closes.
const background = createBackgroundTasks();
const seeded = await seedDemoData(db, { now: new Date().toISOString() });
const smtp = smtpUrl ? createSmtpMailer({ url: smtpUrl, from: env.MAIL_FROM ?? '', db }) : undefined;
const mailer = smtp ?? createOutboxMailer(db);
// Catalogue answers made once per organiser, query and catalogue version (CATALOGUE_CACHE=off: none).
const catalogueCache = catalogueCacheFromEnv(db, env);
const app = createApp({
  db,
  mailer,
  catalogueCache,
  now: () => new Date().toISOString(),
  defaultHostname: env.DEFAULT_HOSTNAME ?? 'petits-sportifs.localhost',
  publicOrigin: (hostname) => env.PUBLIC_ORIGIN ?? `http://${hostname}:${port}`,
  clientIp: socketClientIp({ trustProxy }),
  // HTTPS directly, or (trusted proxy only) by the last X-Forwarded-Proto: Secure cookies and HSTS.
  isHttps: requestIsHttps({ trustProxy }),
  phase: () => phase,
  rateLimits,
  background,
  legalLinks: legalLinks.links,
  // MAPBOX_ACCESS_TOKEN switches the address search from the local address book to Mapbox.
  ...(env.MAPBOX_ACCESS_TOKEN
    ? { addressSearch: createMapboxAddressSearch({ accessToken: env.MAPBOX_ACCESS_TOKEN }) }
    : {}),
});
if (production) {
  const cacheMs = env.PAGE_CACHE_MS === undefined ? undefined : Number(env.PAGE_CACHE_MS);
  if (cacheMs !== undefined && !(Number.isFinite(cacheMs) && cacheMs >= 0))
    throw new Error(`PAGE_CACHE_MS must be a number of milliseconds (0 or more), not ${env.PAGE_CACHE_MS}`);
  mountStorefront(app, storefrontDir, cacheMs === undefined ? {} : { cacheMs });
}
// Seats freed by expired holds reach the waiting lists within a minute, even when no cart is written; with
// several processes on one database, one of them sweeps per interval (lifecycle/periodic-task.ts).
const stopVacancySweep = startVacancySweep({ db, now: () => new Date().toISOString() }, vacancySweepEveryMs);
// Mail jobs (notification_jobs) enqueued by committed writes go out within a second, from any process.
const mailWorker = serverMailWorker({
  db,
  mailer,
  now: () => new Date().toISOString(),
  publicOrigin: (hostname) => env.PUBLIC_ORIGIN ?? `http://${hostname}:${port}`,
});
mailWorker.start(mailWorkerEveryMs);
// Holds that ended over an hour ago, in carts never checked out, are deleted every 5 minutes (by one process).
const stopCartPurge = startCartPurge({ db, now: () => new Date().toISOString() }, cartPurgeEveryMs);
handler = app.fetch;
phase = 'ready';
const address = server.address();
console.log(
  JSON.stringify({
    level: 'info',
    msg: 'listening',
    url: `http://localhost:${typeof address === 'object' && address ? address.port : port}`,
    driver,
    dataDir: driver === 'pglite' ? dataDir : undefined,
    seeded,
    mail: smtpUrl ? describeSmtpUrl(smtpUrl) : 'outbox',
    storefront: production ? storefrontDir : undefined,
    startMs: Math.round(performance.now() - started),
  }),
);

// SIGTERM (orchestrators) and SIGINT (Ctrl-C) drain: /readyz turns 503, no new connection is accepted,
// requests in flight are answered (DRAIN_TIMEOUT_MS at most), then the sweeps stop and the database
// closes. A second signal exits at once.
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) process.exit(1);
  stopping = true;
  phase = 'draining';
  const drainStarted = performance.now();
  stopVacancySweep();
  stopCartPurge();
  const clean = await connections.drain(DRAIN_TIMEOUT_MS);
  await background.settled();
  // The batch in progress ends; jobs still due wait in the table for the next start or another process.
  await mailWorker.stop();
  catalogueCache?.stop();
  await rateLimits.close().catch(() => undefined);
  smtp?.close();
  await close().catch(() => undefined);
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'stopped',
      signal,
      drainMs: Math.round(performance.now() - drainStarted),
      cutConnections: !clean,
    }),
  );
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
