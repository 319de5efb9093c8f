import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import type { Tables } from './tables';

export type Database = Kysely<Tables>;

export interface DatabaseConfig {
  /** postgres://… : use that server through node-postgres. */
  url?: string | undefined;
  /** Folder of the embedded database; omitted: in memory (tests). */
  dataDir?: string | undefined;
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

/** One interface, two drivers: node-postgres when a URL is given, otherwise embedded PGlite. Migrates on open. */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  const db = config.url
    ? new Kysely<Tables>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 10 }) }),
      })
    : new Kysely<Tables>({
        dialect: new PGliteDialect(new PGlite(config.dataDir), pgliteParsers),
      });
  await migrateToLatest(db);
  return { db, driver: config.url ? 'postgres' : 'pglite', close: () => db.destroy() };
}
