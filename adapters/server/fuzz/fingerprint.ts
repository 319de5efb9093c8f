import { sql } from 'kysely';
import type { Database } from '../../db/index';

/** Kysely's own bookkeeping: not data a request could write. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/**
 * A hash of every row of every table of the current schema (found in the catalogue at each call, so tables
 * of later migrations are covered). Unlike row counts it changes on an UPDATE, so a refused request that
 * rewrote a row is caught. `ignore`: tables a refused request may legitimately write (a session's
 * last_seen_at, rate-limit counters).
 */
export async function tableFingerprints(
  db: Database,
  ignore: readonly string[] = [],
): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not in (${sql.join([...MIGRATION_TABLES, ...ignore])})
    order by table_name`.execute(db);
  if (tables.length === 0) return {};
  // One round trip for all of them; rows are ordered by their text so the hash does not depend on storage order.
  const { rows } = await sql<{ table_name: string; hash: string }>`${sql.join(
    tables.map(
      ({ table_name }) =>
        sql`select ${table_name}::text as table_name,
          md5(coalesce(string_agg(t::text, chr(10) order by t::text), '')) as hash
          from ${sql.id(table_name)} as t`,
    ),
    sql` union all `,
  )}`.execute(db);
  const hashes: Record<string, string> = {};
  for (const row of rows) hashes[row.table_name] = row.hash;
  return hashes;
}
