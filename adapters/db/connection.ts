import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, type Transaction as KyselyTransaction } from 'kysely';
import pg from 'pg';
import { answerStatementBeforeCommit } from './commit-in-one-message';
import { migrateToLatest } from './migrate';
import { NodePostgresDialect } from './node-postgres-dialect';
import { PGliteDialect } from './pglite-dialect';
import { type PGliteParserName, PGliteWorkerDialect } from './pglite-worker-dialect';
import { nameRepeatedStatements, preparedStatementsEnabled, statementNames } from './prepared-statements';
import type { Tables } from './tables';

export type Database = Kysely<Tables>;
/** A transaction over the same tables: what a write that must be all-or-nothing runs on. */
export type Transaction = KyselyTransaction<Tables>;

export interface DatabaseConfig {
  /** postgres://… : use that server through node-postgres. */
  url?: string | undefined;
  /** Folder of the embedded database; omitted: in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (created if missing): lets tests share one database without touching each other. */
  schema?: string | undefined;
  /**
   * Where PGlite runs: 'worker' (default) in a worker thread, so a slow statement never stalls the event
   * loop; 'in-thread' on the caller's thread. Omitted: 'in-thread' when PGLITE_IN_THREAD=1.
   */
  pglite?: 'worker' | 'in-thread' | undefined;
  /** PostgreSQL: how long a query waits for a free connection (CONNECTION_TIMEOUT_MS unless told). */
  connectionTimeoutMs?: number | undefined;
}

export interface OpenDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

// Both drivers answer alike: timestamptz as ISO strings (Z), dates as YYYY-MM-DD text, int8 (counts) as numbers.
const OID = { INT8: 20, DATE: 1082, TIMESTAMPTZ: 1184 } as const;
const toIso = (text: string) => new Date(text).toISOString();
const keepText = (text: string) => text;
pg.types.setTypeParser(OID.TIMESTAMPTZ, toIso);
pg.types.setTypeParser(OID.DATE, keepText);
pg.types.setTypeParser(OID.INT8, Number);
const pgliteParsers = { [OID.TIMESTAMPTZ]: toIso, [OID.DATE]: keepText, [OID.INT8]: Number };
// The same parsers by name, built inside the PGlite worker (pglite-worker.mjs).
export const pgliteWorkerParsers: Record<number, PGliteParserName> = {
  [OID.TIMESTAMPTZ]: 'isoInstant',
  [OID.DATE]: 'text',
  [OID.INT8]: 'number',
};

function pgliteDialect(config: DatabaseConfig) {
  const where = config.pglite ?? (process.env.PGLITE_IN_THREAD === '1' ? 'in-thread' : 'worker');
  return where === 'in-thread'
    ? new PGliteDialect(new PGlite({ dataDir: config.dataDir, extensions: { unaccent } }), pgliteParsers)
    : new PGliteWorkerDialect({ dataDir: config.dataDir, parsers: pgliteWorkerParsers });
}

/** One interface, two drivers: node-postgres when a URL is given, otherwise embedded PGlite. Migrates on open. */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.url && config.schema) await createSchema(config.url, config.schema);
  // PGlite creates its own folder but not the ones above it (a fresh clone has no .data/).
  if (!config.url && config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const searchPath = config.schema ? { options: `-c search_path=${config.schema}` } : {};
  const db = config.url
    ? new Kysely<Tables>({
        dialect: new NodePostgresDialect({
          pool: createPool({
            connectionString: config.url,
            ...searchPath,
            ...(config.connectionTimeoutMs ? { connectionTimeoutMillis: config.connectionTimeoutMs } : {}),
          }),
        }),
      })
    : new Kysely<Tables>({ dialect: pgliteDialect(config) });
  try {
    await migrateToLatest(db, config.url ? config.schema : undefined);
  } catch (error) {
    // A database that cannot be reached or migrated leaves no pool (or embedded instance) behind.
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return { db, driver: config.url ? 'postgres' : 'pglite', close: () => db.destroy() };
}

/** How long a request waits for a connection before the API answers 503 DATABASE_UNAVAILABLE. */
export const CONNECTION_TIMEOUT_MS = 5_000;

const logClientError = (msg: string) => (error: Error) => {
  console.error(JSON.stringify({ level: 'error', msg, error: String(error) }));
};

/**
 * A node-postgres pool that survives the server going away (restart, failover, `pg_terminate_backend`,
 * a network cut): requests wait at most CONNECTION_TIMEOUT_MS for a connection, and no client error can
 * crash the process. node-postgres emits `error` on a client whose connection dies; the pool listens
 * only while the client is idle, and an unlistened `error` event kills Node. So every client gets its own
 * listener for its whole life: the query it was running rejects on its own (the request answers 503),
 * PostgreSQL rolls the open transaction back, and the pool drops the dead client on release
 * (it is no longer queryable) and opens a fresh one for the next request.
 */
export function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ max: 10, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, ...config });
  const names = preparedStatementsEnabled(process.env) ? statementNames() : undefined;
  pool.on('error', logClientError('idle database client failed'));
  pool.on('connect', (client) => {
    client.on('error', logClientError('database connection lost'));
    if (names) nameRepeatedStatements(client, names);
    answerStatementBeforeCommit(client);
  });
  return pool;
}

async function createSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
}

/** Drops a test schema and everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
