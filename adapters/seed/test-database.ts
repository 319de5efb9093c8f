import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type Database, dropSchema, openDatabase } from '../db/index';

/** Test support for the seed and import tests: a fresh database per suite, row counts of every table. */

/** Always PGlite; PostgreSQL too when DATABASE_URL is set (each suite in a throwaway schema). */
export const drivers: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export async function openTestDatabase(
  driver: 'pglite' | 'postgres',
): Promise<{ db: Database; close: () => Promise<void> }> {
  const url = driver === 'postgres' ? process.env.DATABASE_URL : undefined;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const drop = async () => {
    if (url && schema) await dropSchema(url, schema);
  };
  const { db, close } = await openDatabase({ url, schema }).catch(async (error: unknown) => {
    await drop();
    throw error;
  });
  return {
    db,
    async close() {
      await close();
      await drop();
    },
  };
}

/** Row counts of every table of the current schema but the migrator's own, in one round trip. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  const { rows } = await sql<{ table_name: string; count: number }>`${sql.join(
    tables.map(
      ({ table_name }) =>
        sql`select ${table_name}::text as table_name, count(*)::int as count from ${sql.table(table_name)}`,
    ),
    sql` union all `,
  )}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.count)]));
}
