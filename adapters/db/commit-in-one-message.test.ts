import { randomBytes } from 'node:crypto';
import { CompiledQuery, Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerStatementBeforeCommit, commitsInOneMessage, executeAndCommit } from './commit-in-one-message';
import { dropSchema, openDatabase } from './connection';
import { NodePostgresDialect } from './node-postgres-dialect';

const url = process.env.DATABASE_URL;

describe('a statement committed in one message', () => {
  it('is not offered by PGlite, whose transactions never wait on each other', async () => {
    const { db, close } = await openDatabase({ pglite: 'in-thread' });
    try {
      await db.transaction().execute(async (trx) => {
        expect(commitsInOneMessage(trx)).toBe(false);
        await expect(executeAndCommit(trx, CompiledQuery.raw('select 1'))).rejects.toThrow(/cannot commit/);
      });
    } finally {
      await close();
    }
  });

  describe.runIf(url)('on node-postgres', () => {
    const schema = `t_commit_${randomBytes(4).toString('hex')}`;
    const notices: string[] = [];
    let pool: pg.Pool;
    // biome-ignore lint/suspicious/noExplicitAny: a scratch table of this test only.
    let db: Kysely<any>;
    const statement = (value: number | string | boolean | null) =>
      sql<{ value: unknown }>`select ${value} as value`;
    const rows = async () =>
      (
        await sql<{ n: number }>`select n from ${sql.table(`${schema}.seats`)} order by n`.execute(db)
      ).rows.map((row) => row.n);

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}; create table ${schema}.seats (n integer)`);
      await admin.end();
      pool = new pg.Pool({ connectionString: url, max: 2 });
      pool.on('connect', (client) => {
        client.on('notice', (notice) => notices.push(notice.message ?? ''));
        answerStatementBeforeCommit(client);
      });
      db = new Kysely({ dialect: new NodePostgresDialect({ pool }) });
    });

    afterAll(async () => {
      await db?.destroy();
      if (url) await dropSchema(url, schema);
    });

    it("commits the transaction's writes with the statement and answers the statement's rows", async () => {
      const answered = await db.transaction().execute(async (trx) => {
        expect(commitsInOneMessage(trx)).toBe(true);
        await sql`insert into ${sql.table(`${schema}.seats`)} values (1)`.execute(trx);
        return executeAndCommit<unknown, { value: unknown }>(trx, statement(7).compile(trx));
      });
      expect(answered).toEqual([{ value: 7 }]);
      expect(await rows()).toEqual([1]);
      // Kysely's own COMMIT was not sent again: PostgreSQL would have warned of no transaction in progress.
      expect(notices).toEqual([]);
    });

    it('rolls everything back when the statement fails, and sends no COMMIT', async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await sql`insert into ${sql.table(`${schema}.seats`)} values (2)`.execute(trx);
          return executeAndCommit(trx, sql`select 1 / ${0}::int`.compile(trx));
        }),
      ).rejects.toThrow(/division by zero/);
      expect(await rows()).toEqual([1]);
      expect(notices).toEqual([]);
    });

    it('leaves the connection out of any transaction for the next one', async () => {
      await db.transaction().execute((trx) => executeAndCommit(trx, statement(true).compile(trx)));
      const { rows: state } = await sql<{
        open: boolean;
      }>`select now() <> statement_timestamp() as open`.execute(db);
      expect(state[0]?.open).toBe(false);
    });

    it('inlines numbers, booleans, null and plain text, and refuses any other value before sending', async () => {
      for (const value of [42, -1.5, false, null, '2026-07-06T09:00:00.000Z', '{1,2,3}']) {
        const answered = await db
          .transaction()
          .execute((trx) =>
            executeAndCommit<unknown, { value: unknown }>(trx, statement(value).compile(trx)),
          );
        expect(String(answered[0]?.value)).toBe(String(value));
      }
      for (const value of ["a'b", 'a\\b', 'a;b', '$1']) {
        await expect(
          db.transaction().execute((trx) => executeAndCommit(trx, statement(value).compile(trx))),
        ).rejects.toThrow(/not inlined/);
      }
    });
  });
});
