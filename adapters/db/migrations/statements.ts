import { type Kysely, sql } from 'kysely';

/** Runs a migration script one statement at a time: prepared statements (both drivers) take a single command. */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of script
    .split(/;\s*\n/)
    .map((part) => part.trim().replace(/;$/, ''))
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
