import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { nameRepeatedStatements, preparedStatementsEnabled, statementNames } from './prepared-statements';

describe('statement names', () => {
  it('names a text from its third call on, always with the same name, and never two texts alike', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 60 }), (calls) => {
        const names = statementNames(3, 100);
        const given = new Map<string, string>();
        const counts = new Map<string, number>();
        for (const text of calls) {
          const count = (counts.get(text) ?? 0) + 1;
          counts.set(text, count);
          const name = names.nameFor(text);
          if (count < 3) expect(name).toBeUndefined();
          else {
            expect(name).toBeDefined();
            if (given.has(text)) expect(name).toBe(given.get(text));
            given.set(text, name as string);
          }
        }
        expect(new Set(given.values()).size).toBe(given.size);
      }),
    );
  });

  it('names no more texts than its bound, and keeps the names it gave', () => {
    const names = statementNames(1, 2);
    expect(names.nameFor('a')).toBe('k1');
    expect(names.nameFor('b')).toBe('k2');
    expect(names.nameFor('c')).toBeUndefined();
    expect(names.nameFor('a')).toBe('k1');
  });

  it('is on unless PG_PREPARED_STATEMENTS=off', () => {
    expect(preparedStatementsEnabled({})).toBe(true);
    expect(preparedStatementsEnabled({ PG_PREPARED_STATEMENTS: 'off' })).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('named statements on PostgreSQL', () => {
  it('prepares a repeated parameterised query once on the connection and answers it as before', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      nameRepeatedStatements(client, statementNames(2, 10));
      const text = 'select $1::int + 1 as next';
      const answers = [];
      for (const value of [1, 2, 3, 4]) answers.push((await client.query(text, [value])).rows[0].next);
      expect(answers).toEqual([2, 3, 4, 5]);
      const prepared = await client.query('select name from pg_prepared_statements where statement = $1', [
        text,
      ]);
      expect(prepared.rows).toEqual([{ name: 'k1' }]);
      // Without parameters (a migration's several commands) nothing is prepared.
      await client.query('select 1; select 2', []);
      await client.query('select 1; select 2', []);
      const all = await client.query('select count(*)::int as n from pg_prepared_statements');
      expect(all.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });
});
