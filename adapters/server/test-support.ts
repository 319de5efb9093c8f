import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type Database, dropSchema, openDatabase } from '../db/index';
import { createOutboxMailer } from '../mail/index';
import { seedDemoData } from '../seed/index';
import { createApp } from './app';
import { createBackgroundTasks } from './background';
import type { AppDeps } from './context';
import { type MailWorker, serverMailWorker } from './notifications/index';
import { createRateLimitStore } from './security/rate-limit-store';

/** Drivers the integration tests run on: always PGlite, and PostgreSQL when DATABASE_URL is set (CI sets it). */
export const drivers: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const FR_HOST = 'petits-sportifs.localhost';
export const EN_HOST = 'academy.localhost';

export interface TestClient {
  /** Sends a request as a browser would from the site's own page (same-origin `Origin`), keeping this client's cookie. */
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      raw?: string;
      host?: string;
      https?: boolean;
      headers?: Record<string, string>;
    },
  ): Promise<{ status: number; body: Record<string, unknown>; setCookie: string | null }>;
  cookie: string | null;
}

export interface TestApp {
  db: Database;
  /** The routes the app registered (method and path pattern as given to Hono; middleware shows as ALL). */
  routes: ReadonlyArray<{ method: string; path: string }>;
  client(host?: string): TestClient;
  /** Moves the server's clock. */
  setNow(iso: string): void;
  /** A raw request to the app (forms, webhooks), without the client's JSON and cookie handling. */
  request(url: string, init: RequestInit): Promise<Response>;
  /** Resolves once the work requests started after their answer (reset-link e-mails) has ended and the due mail jobs are sent. */
  settled(): Promise<void>;
  /** The app's mail worker (the one a server runs), on the app's database and mailer, at the app's clock. */
  mailWorker: MailWorker;
  close(): Promise<void>;
}

/** Each test app's "send the due mail" (its worker's drain), by database, for helpers that only get the database. */
const dueMailSenders = new WeakMap<Database, () => Promise<void>>();

/**
 * Sends the mail jobs due at the app's clock, as the running server would have by now (a test that moved
 * the clock past a reminder sees it sent before its next request, not during it).
 */
export const sendDueMail = (db: Database): Promise<void> => dueMailSenders.get(db)?.() ?? Promise.resolve();

/** The tests' clock at start; the demo catalogue is anchored on it too, so answers never drift with the date. */
export const TEST_NOW = '2026-11-22T10:00:00.000Z';
/** The client IP of test requests without an x-test-client-ip header (TEST-NET-1). */
export const TEST_CLIENT_IP = '192.0.2.1';

export async function startTestApp(
  driver: 'pglite' | 'postgres',
  overrides: Partial<
    Pick<
      AppDeps,
      | 'mailer'
      | 'addressSearch'
      | 'seatLocking'
      | 'paymentSecret'
      | 'clientIp'
      | 'authLog'
      | 'sessionIdleMinutes'
      | 'legalLinks'
    >
  > & {
    /**
     * PostgreSQL: how long a query may wait for a free connection. A test of locking under a crowd sets
     * it long, so a slow shared CI machine cannot turn a queue for the pool into a failed request.
     */
    connectionTimeoutMs?: number;
    /**
     * Send the due mail jobs after every call, as a person reading their mailbox after the page answered
     * (default true). Off for tests that drive the mail queue themselves (restart, two workers).
     */
    drainMail?: boolean;
  } = {},
): Promise<TestApp> {
  const schema = driver === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const url = driver === 'postgres' ? process.env.DATABASE_URL : undefined;
  const { connectionTimeoutMs, drainMail = true, ...deps } = overrides;
  const { db, close } = await openDatabase({ url, schema, connectionTimeoutMs });
  await seedDemoData(db, { now: TEST_NOW });
  // PostgreSQL: counters in a schema of their own beside the app's (row counts and fingerprints of the
  // app's schema stay what requests wrote), so no two test apps share counts. PGlite: in memory.
  const limitsSchema = schema ? `${schema}_limits` : undefined;
  const rateLimits = await createRateLimitStore({ url, schema: limitsSchema });
  const background = createBackgroundTasks();
  let now = TEST_NOW;
  const mailer = deps.mailer ?? createOutboxMailer(db);
  const mailWorker = serverMailWorker({
    db,
    mailer,
    now: () => now,
    publicOrigin: (hostname) => `https://${hostname}`,
  });
  const settled = async () => {
    await background.settled();
    if (drainMail) await mailWorker.drain();
  };
  dueMailSenders.set(db, settled);
  const app = createApp({
    db,
    mailer,
    now: () => now,
    defaultHostname: FR_HOST,
    publicOrigin: (hostname) => `https://${hostname}`,
    // No socket in-process: a test picks its client's IP with the x-test-client-ip header.
    clientIp: (c) => c.req.header('x-test-client-ip') ?? TEST_CLIENT_IP,
    // Auth events are read by the tests that pass their own log, not printed into every test run.
    authLog: () => {},
    // Suites move the clock by days with customers signed in; sessions.test.ts tests the idle timeout.
    sessionIdleMinutes: Number.POSITIVE_INFINITY,
    rateLimits,
    background,
    ...deps,
  });
  return {
    db,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    setNow: (iso) => {
      now = iso;
    },
    // The raw request answers as the server does; then the due mail jobs are sent, unless drainMail is off.
    request: async (url, init) => {
      const response = await app.request(url, init);
      if (drainMail) await mailWorker.drain();
      return response;
    },
    settled,
    mailWorker,
    client(host = FR_HOST) {
      const client: TestClient = {
        cookie: null,
        async call(method, path, options = {}) {
          const target = options.host ?? host;
          // A browser's fetch names its page's origin; a test may send another (cross-site) one.
          const headers: Record<string, string> = {
            origin: `${options.https ? 'https' : 'http'}://${target}`,
            ...options.headers,
            host: target,
          };
          if (client.cookie) headers.cookie = client.cookie;
          let body: string | undefined;
          if (options.raw !== undefined) body = options.raw;
          else if (options.body !== undefined) body = JSON.stringify(options.body);
          if (body !== undefined) headers['content-type'] = 'application/json';
          const response = await app.request(`${options.https ? 'https' : 'http'}://${headers.host}${path}`, {
            method,
            headers,
            body,
          });
          const setCookie = response.headers.get('set-cookie');
          if (setCookie) {
            const [pair] = setCookie.split(';');
            client.cookie = pair?.endsWith('=') ? null : (pair ?? null);
          }
          const text = await response.text();
          // As a person reading their mailbox after the page answered: what the request started is done.
          await settled();
          return {
            status: response.status,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            setCookie,
          };
        },
      };
      return client;
    },
    async close() {
      await background.settled();
      await mailWorker.stop();
      await rateLimits.close();
      await close();
      if (url && schema) await dropSchema(url, schema);
      if (url && limitsSchema) await dropSchema(url, limitsSchema);
    },
  };
}

/** A concrete path for a call's path pattern: every `:name` becomes `value` (URL-encoded). */
export function pathOf(pattern: string, value = 'no-such-cuid'): string {
  return pattern.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(value));
}

/** Whether the app registered a route for exactly this call (its method and path pattern). */
export function hasRoute(app: TestApp, call: { method: string; path: string }): boolean {
  return app.routes.some((route) => route.method === call.method && route.path === call.path);
}

/**
 * Whether some route answers a call's method and path: one nothing answers gets the app's fallback 404
 * `{ error: 'NOT_FOUND' }` (routes use their own codes such as PARTICIPANT_NOT_FOUND). A path can be answered
 * by another call's route (`/api/vouchers/redeem` by `/api/vouchers/:cuid`): see `hasRoute`.
 */
export async function isAnswered(app: TestApp, call: { method: string; path: string }): Promise<boolean> {
  const answer = await app
    .client(FR_HOST)
    .call(call.method, pathOf(call.path), call.method === 'GET' ? {} : { raw: '{}' });
  return !(answer.status === 404 && answer.body.error === 'NOT_FOUND');
}

/** Kysely's own bookkeeping: not data a request could write. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/**
 * Row counts of every table of the current schema (a rejected request must leave them untouched), found
 * in the catalogue at each call so tables added by later migrations are covered without a change here.
 */
/** The tables of a database, read once: migrations run before a test app starts, and tests add no table. */
const tablesOf = new WeakMap<Database, Promise<Array<{ table_name: string }>>>();

function tableNames(db: Database): Promise<Array<{ table_name: string }>> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name not in (${sql.join(MIGRATION_TABLES)})
      order by table_name`
      .execute(db)
      .then(({ rows }) => rows);
    tablesOf.set(db, tables);
  }
  return tables;
}

export async function tableCounts(db: Database): Promise<Record<string, number>> {
  // information_schema is a stack of views: reading it around every fuzzed request cost more than the counts.
  const tables = await tableNames(db);
  if (tables.length === 0) return {};
  // One round trip for all of them: property tests take counts around every request.
  const { rows } = await sql<{ table_name: string; count: number | string }>`${sql.join(
    tables.map(
      ({ table_name }) =>
        sql`select ${table_name}::text as table_name, count(*)::int as count from ${sql.id(table_name)}`,
    ),
    sql` union all `,
  )}`.execute(db);
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.table_name] = Number(row.count);
  return counts;
}
