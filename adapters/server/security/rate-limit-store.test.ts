import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema } from '../../db/index';
import { isDatabaseUnavailable } from '../errors';
import { createAttemptLimiter } from './rate-limit';
import { ATTEMPT_POLICIES } from './rate-limit-rules';
import { createRateLimitStore, RATE_LIMIT_TABLE, type RateLimitStore } from './rate-limit-store';

const rule = { name: 'test.ip', limit: 5, windowMs: 60_000 };

describe('rate limit stores', () => {
  it('counts in memory without a database URL', async () => {
    const store = await createRateLimitStore({});
    expect(store.kind).toBe('memory');
    const counter = store.counter(rule);
    expect(store.counter(rule)).toBe(counter);
    expect((await counter.consume('a')).consumedPoints).toBe(1);
    expect((await counter.consume('a')).consumedPoints).toBe(2);
    await store.close();
  });

  it('rejects with a connection error (answered 503) when PostgreSQL cannot be reached', async () => {
    const error = await createRateLimitStore({ url: 'postgres://postgres@127.0.0.1:1/none' }).then(
      () => null,
      (rejection: unknown) => rejection,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('refuses a schema or table name that is not a plain identifier', async () => {
    await expect(
      createRateLimitStore({ url: 'postgres://x@127.0.0.1:1/none', schema: 'a"; drop' }),
    ).rejects.toThrow(/invalid identifier/);
  });
});

describe.runIf(process.env.DATABASE_URL)('rate limit store on PostgreSQL', { timeout: 60_000 }, () => {
  const url = process.env.DATABASE_URL ?? '';
  const schema = `t_${randomBytes(6).toString('hex')}_limits`;
  const stores: RateLimitStore[] = [];
  const open = async () => {
    const store = await createRateLimitStore({ url, schema });
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await dropSchema(url, schema);
  });

  it('two stores (two processes) on one table count one key atomically', async () => {
    const [a, b] = [await open(), await open()];
    expect(a.kind).toBe('postgres');
    const counts = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 === 0 ? a : b)
          .counter(rule)
          .consume('shared')
          .then(
            (res) => res.consumedPoints,
            (res: { consumedPoints: number }) => res.consumedPoints,
          ),
      ),
    );
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    await b.counter(rule).reward('shared', 40);
    expect(
      (
        await a
          .counter(rule)
          .consume('shared')
          .catch((res: { consumedPoints: number }) => res)
      ).consumedPoints,
    ).toBe(61);
  });

  it('stores neither the e-mail nor the IP: keys are the window and a hash', async () => {
    const store = await open();
    const reservation = await createAttemptLimiter(store).reserve(
      ATTEMPT_POLICIES.login,
      { organiserId: 1, ip: '198.51.100.60', account: 'camille@example.be' },
      Date.parse('2026-11-22T12:00:00.000Z'),
    );
    expect(reservation.allowed).toBe(true);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>(
        `select key from "${schema}"."${RATE_LIMIT_TABLE}" where key like 'login.%' order by key`,
      );
      expect(rows).toHaveLength(3);
      for (const { key } of rows) expect(key).toMatch(/^login\.(ip|ip-account|account):\d+:[\w-]{43}$/);
    } finally {
      await client.end();
    }
  });
});
