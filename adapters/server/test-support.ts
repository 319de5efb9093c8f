import { randomBytes } from 'node:crypto';
import { type Database, dropSchema, openDatabase } from '../db/index';
import { createOutboxMailer } from '../mail/index';
import { seedDemoData } from '../seed/index';
import { createApp } from './app';

/** Drivers the integration tests run on: always PGlite, and PostgreSQL when DATABASE_URL is set (CI sets it). */
export const drivers: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const FR_HOST = 'petits-sportifs.localhost';
export const EN_HOST = 'academy.localhost';

export interface TestClient {
  /** Sends a request as a browser would, keeping this client's cookie. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; raw?: string; host?: string; https?: boolean },
  ): Promise<{ status: number; body: Record<string, unknown>; setCookie: string | null }>;
  cookie: string | null;
}

export interface TestApp {
  db: Database;
  client(host?: string): TestClient;
  /** Moves the server's clock. */
  setNow(iso: string): void;
  close(): Promise<void>;
}

export async function startTestApp(driver: 'pglite' | 'postgres'): Promise<TestApp> {
  const schema = driver === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const url = driver === 'postgres' ? process.env.DATABASE_URL : undefined;
  const { db, close } = await openDatabase({ url, schema });
  await seedDemoData(db);
  let now = '2026-11-22T10:00:00.000Z';
  const app = createApp({
    db,
    mailer: createOutboxMailer(db),
    now: () => now,
    defaultHostname: FR_HOST,
    publicOrigin: (hostname) => `https://${hostname}`,
  });
  return {
    db,
    setNow: (iso) => {
      now = iso;
    },
    client(host = FR_HOST) {
      const client: TestClient = {
        cookie: null,
        async call(method, path, options = {}) {
          const headers: Record<string, string> = { host: options.host ?? host };
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
      await close();
      if (url && schema) await dropSchema(url, schema);
    },
  };
}

/** Row counts of every table a rejected request must leave untouched. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = [
    'customers',
    'participants',
    'sessions',
    'password_reset_tokens',
    'mail_outbox',
    'newsletter_subscriptions',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}
