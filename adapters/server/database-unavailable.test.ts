import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../db/connection';
import type { Database } from '../db/index';
import { PGliteDialect } from '../db/pglite-dialect';
import type { Tables } from '../db/tables';
import { createOutboxMailer } from '../mail/index';
import { createApp } from './app';
import { isDatabaseUnavailable } from './errors';
import { FR_HOST, TEST_NOW } from './test-support';

const appOn = (db: Database) =>
  createApp({
    db,
    mailer: createOutboxMailer(db),
    now: () => TEST_NOW,
    defaultHostname: FR_HOST,
    publicOrigin: (hostname) => `https://${hostname}`,
  });
const getWebsite = (db: Database) =>
  appOn(db).request(`http://${FR_HOST}/api/website`, { headers: { host: FR_HOST } });

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('database unavailable', () => {
  it('tells connection failures from other errors', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('refused', 'ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('reset', 'ECONNRESET') }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
  });

  it('answers 503 DATABASE_UNAVAILABLE when the driver refuses the connection', async () => {
    const refusing = new Kysely<Tables>({
      dialect: new PostgresDialect({
        pool: async () => {
          throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
        },
      }),
    });
    const answer = await getWebsite(refusing);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: 'DATABASE_UNAVAILABLE' });
  });

  it('answers 503 when the embedded database is closed', async () => {
    const pglite = new PGlite();
    const db = new Kysely<Tables>({ dialect: new PGliteDialect(pglite, {}) });
    await pglite.close();
    const answer = await getWebsite(db);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: 'DATABASE_UNAVAILABLE' });
  });

  it('still answers 500 INTERNAL_ERROR for a bug', async () => {
    const broken = new Kysely<Tables>({
      dialect: new PostgresDialect({
        pool: async () => {
          throw new TypeError('undefined is not a function');
        },
      }),
    });
    const answer = await getWebsite(broken);
    expect(answer.status).toBe(500);
  });

  describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
    const pools: Array<ReturnType<typeof createPool>> = [];
    afterAll(async () => {
      await Promise.all(pools.map((pool) => pool.end()));
    });

    it('answers 503 when the server is not listening, without crashing on the pool', async () => {
      // Port 1 on loopback: nothing listens there, the connection is refused at once.
      const pool = createPool({ connectionString: 'postgres://postgres@127.0.0.1:1/test' });
      pools.push(pool);
      const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
      const answer = await getWebsite(db);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ error: 'DATABASE_UNAVAILABLE' });
      expect(pool.listenerCount('error')).toBe(1);
    });
  });
});
