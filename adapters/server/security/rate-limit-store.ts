import type pg from 'pg';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import { createPool } from '../../db/connection';

/** How many attempts one key may make in one fixed window. */
export interface RateLimitRule {
  /** Names the rule in keys and logs (`login.ip`, `login.ip-account`...). */
  name: string;
  limit: number;
  windowMs: number;
}

/** The operations of a rate-limiter-flexible limiter that the attempt limiter uses. */
export type RateLimitCounter = Pick<RateLimiterAbstract, 'consume' | 'reward' | 'delete'>;

/**
 * Where the brute-force counters live: one rate-limiter-flexible limiter per rule name (its `keyPrefix`),
 * made on first use. `memory`: this process only (the embedded database's single process). `postgres`: a
 * table every server process on the same database shares, with atomic increments (INSERT … ON CONFLICT).
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres';
  counter(rule: RateLimitRule): RateLimitCounter;
  /** Stops the cleanup timer and closes the store's own connection pool (memory: nothing to close). */
  close(): Promise<void>;
}

export interface RateLimitStoreConfig {
  /** postgres://…: count in that database; omitted: in this process's memory. */
  url?: string | undefined;
  /** PostgreSQL schema of the counters' table (created if missing); omitted: the connection's search_path. */
  schema?: string | undefined;
  /** Default `rate_limit_counts`. */
  tableName?: string | undefined;
  /** Connections of the store's own pool (default 4): a guarded request makes two or three short queries. */
  poolSize?: number | undefined;
}

export const RATE_LIMIT_TABLE = 'rate_limit_counts';
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** Expired rows are deleted every 5 minutes once they have been dead for an hour (as the library does). */
const CLEANUP_EVERY_MS = 5 * 60_000;
const CLEANUP_AFTER_MS = 60 * 60_000;

/** The store for a database URL: PostgreSQL when there is one (shared by every process), memory otherwise. */
export async function createRateLimitStore(config: RateLimitStoreConfig = {}): Promise<RateLimitStore> {
  return config.url ? postgresRateLimitStore({ ...config, url: config.url }) : memoryRateLimitStore();
}

function cachedByRule(
  kind: RateLimitStore['kind'],
  make: (rule: RateLimitRule) => RateLimitCounter,
  close: () => Promise<void>,
): RateLimitStore {
  const counters = new Map<string, RateLimitCounter>();
  return {
    kind,
    counter(rule) {
      const key = `${rule.name}|${rule.windowMs}`;
      let counter = counters.get(key);
      if (!counter) {
        counter = make(rule);
        counters.set(key, counter);
      }
      return counter;
    },
    close,
  };
}

const durationOf = (rule: RateLimitRule) => Math.ceil(rule.windowMs / 1000);

/** Counters in this process's memory (RateLimiterMemory): each key is dropped when its window ends. */
export function memoryRateLimitStore(): RateLimitStore {
  return cachedByRule(
    'memory',
    (rule) => new RateLimiterMemory({ keyPrefix: rule.name, points: rule.limit, duration: durationOf(rule) }),
    async () => {},
  );
}

/**
 * Counters in a PostgreSQL table (RateLimiterPostgres) through the store's own small pool, so a burst of
 * guesses never waits behind the app's queries and the app's pool size stays as configured. The table is
 * created once here (the library's ready callback; a concurrent creation by another process is tolerated
 * by the library), then every limiter is built with `tableCreated: true`. No `insuranceLimiter`: a
 * fallback in memory would count each process's share only, which is the hole this store closes, so an
 * unreachable store rejects with the connection error and the request answers 503 DATABASE_UNAVAILABLE.
 * No `inMemoryBlockOnConsumed`: its block lasts until the row's expiry and survives the points given
 * back (a success or a refusal that does not count), which would refuse attempts that are within the limit.
 */
export async function postgresRateLimitStore(
  config: RateLimitStoreConfig & { url: string },
): Promise<RateLimitStore> {
  const tableName = config.tableName ?? RATE_LIMIT_TABLE;
  for (const name of [config.schema, tableName]) {
    if (name !== undefined && !IDENTIFIER.test(name)) throw new Error(`invalid identifier: ${name}`);
  }
  const pool = createPool({ connectionString: config.url, max: config.poolSize ?? 4 });
  const table = config.schema ? `"${config.schema}"."${tableName}"` : `"${tableName}"`;
  const common = {
    storeClient: pool,
    storeType: 'pool',
    tableName,
    ...(config.schema ? { schemaName: config.schema } : {}),
    // One cleanup for the whole table below, instead of one timer per limiter that close() could not stop.
    clearExpiredByTimeout: false,
  };
  try {
    if (config.schema) await pool.query(`create schema if not exists "${config.schema}"`);
    await new Promise<void>((ready, fail) => {
      new RateLimiterPostgres({ ...common, keyPrefix: 'setup', points: 1, duration: 1 }, (error) =>
        error ? fail(error) : ready(),
      );
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  const cleanup = setInterval(() => {
    pool.query(`delete from ${table} where expire < $1`, [Date.now() - CLEANUP_AFTER_MS]).catch(logCleanup);
  }, CLEANUP_EVERY_MS);
  cleanup.unref();
  return cachedByRule(
    'postgres',
    (rule) =>
      new RateLimiterPostgres({
        ...common,
        tableCreated: true,
        keyPrefix: rule.name,
        points: rule.limit,
        duration: durationOf(rule),
      }),
    async () => {
      clearInterval(cleanup);
      await endPool(pool);
    },
  );
}

async function endPool(pool: pg.Pool): Promise<void> {
  if (!pool.ended) await pool.end();
}

function logCleanup(error: unknown): void {
  console.error(JSON.stringify({ level: 'error', msg: 'rate limit cleanup failed', error: String(error) }));
}
