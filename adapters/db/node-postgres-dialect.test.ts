import { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { NodePostgresDialect } from './node-postgres-dialect';

const url = process.env.DATABASE_URL;

describe.runIf(url)('the node-postgres dialect', () => {
  const admin = new pg.Pool({ connectionString: url, max: 4 });
  const db = new Kysely<unknown>({
    dialect: new NodePostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
  });
  afterAll(async () => {
    await db.destroy();
    await admin.end();
  });

  it("reads the catalog's tables while other processes drop their schemas (the migrator's check)", async () => {
    // Kysely's own introspector failed 63 of 80 such reads here with "schema … does not exist".
    const failures: unknown[] = [];
    const tag = Math.random().toString(36).slice(2, 8);
    for (let round = 0; round < 15; round += 1) {
      const schemas = Array.from({ length: 4 }, (_, index) => `t_drop_${tag}_${round}_${index}`);
      await admin.query(
        schemas
          .map((schema) => `create schema ${schema}; create table ${schema}.a (id serial, b text)`)
          .join(';'),
      );
      await Promise.all([
        ...schemas.map((schema) => admin.query(`drop schema ${schema} cascade`)),
        ...[1, 2].map(() => db.introspection.getTables().catch((error: unknown) => failures.push(error))),
      ]);
    }
    expect(failures.map((error) => `${(error as { code?: string }).code} ${String(error)}`)).toEqual([]);
  });
});
