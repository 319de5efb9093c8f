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
    /** The text of every query the pool's clients were asked to send, in order. */
    const sent: string[] = [];
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
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const text = args[0];
          sent.push(typeof text === 'string' ? text : String((text as { text?: unknown }).text));
          return query(...args);
        }) as unknown as pg.Client['query'];
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
      // After a minus sign, a negative number stays a number (`--` would start a comment).
      const minus = await db
        .transaction()
        .execute((trx) =>
          executeAndCommit<unknown, { value: unknown }>(
            trx,
            sql<{ value: unknown }>`select 10 -${-5} as value`.compile(trx),
          ),
        );
      expect(Number(minus[0]?.value)).toBe(15);
      for (const value of ["a'b", 'a\\b', 'a;b', '$1']) {
        await expect(
          db.transaction().execute((trx) => executeAndCommit(trx, statement(value).compile(trx))),
        ).rejects.toThrow(/not inlined/);
      }
    });

    describe("a transaction's BEGIN", () => {
      const sentDuring = async <T>(run: () => Promise<T>) => {
        sent.length = 0;
        const result = await run();
        return { result, texts: [...sent] };
      };

      it('goes with a first statement whose values can be literals, in one message, and begins a transaction', async () => {
        const { texts } = await sentDuring(() =>
          db
            .transaction()
            .execute(async (trx) => {
              await sql`insert into ${sql.table(`${schema}.seats`)} values (${30})`.execute(trx);
              await sql`insert into ${sql.table(`${schema}.seats`)} values (${31})`.execute(trx);
              throw new Error('changed my mind');
            })
            .catch((error: Error) => error.message),
        );
        expect(texts[0]).toMatch(/begin;\ninsert into .*values \(30\)$/);
        expect(texts.filter((text) => text === 'begin')).toEqual([]);
        expect(texts.at(-1)).toBe('rollback');
        // Both inserts were in the transaction the rollback undid.
        expect(await rows()).not.toContain(30);
        expect(await rows()).not.toContain(31);
        expect(notices).toEqual([]);
      });

      it("answers the first statement's rows", async () => {
        const { result } = await sentDuring(() =>
          db.transaction().execute(async (trx) => (await statement(5).execute(trx)).rows),
        );
        expect(result).toEqual([{ value: 5 }]);
      });

      it('goes apart, first, when a value of the first statement cannot be a literal', async () => {
        const { result, texts } = await sentDuring(() =>
          db.transaction().execute(async (trx) => (await statement("l'été").execute(trx)).rows),
        );
        expect(result).toEqual([{ value: "l'été" }]);
        expect(texts.slice(0, 2)).toEqual(['begin', 'select $1 as value']);
        expect(texts.at(-1)).toBe('commit');
      });

      it('keeps the isolation level it was asked for', async () => {
        const { result, texts } = await sentDuring(() =>
          db
            .transaction()
            .setIsolationLevel('serializable')
            .execute(async (trx) => {
              const { rows: found } = await sql<{
                level: string;
              }>`select current_setting('transaction_isolation') as level, ${1}::int as one`.execute(trx);
              return found[0]?.level;
            }),
        );
        expect(result).toBe('serializable');
        expect(texts[0]).toMatch(/start transaction isolation level serializable;\n/);
      });

      it('is never sent, nor COMMIT, by a transaction that sends no statement', async () => {
        const { texts } = await sentDuring(() => db.transaction().execute(async () => 'nothing'));
        expect(texts).toEqual([]);
        const { rows: state } = await sql<{
          open: boolean;
        }>`select now() <> statement_timestamp() as open`.execute(db);
        expect(state[0]?.open).toBe(false);
        expect(notices).toEqual([]);
      });

      it('goes with a statement committed in the same message, the three in one', async () => {
        const { result, texts } = await sentDuring(() =>
          db
            .transaction()
            .execute((trx) => executeAndCommit<unknown, { value: unknown }>(trx, statement(9).compile(trx))),
        );
        expect(result).toEqual([{ value: 9 }]);
        expect(texts).toHaveLength(1);
        expect(texts[0]).toMatch(/begin;\nselect 9 as value;\ncommit$/);
        expect(notices).toEqual([]);
      });
    });
  });
});
