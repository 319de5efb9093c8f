import type pg from 'pg';

/**
 * Named prepared statements for node-postgres (issue 17: catalogue reads and checkouts under a rush).
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it again on each call: for the
 * availabilities list, planning took about 3 ms of the 4 ms the database spent on it. A statement text
 * seen HOT_AFTER times gets a name; node-postgres then parses it once per connection, and PostgreSQL
 * keeps its plan (a generic one once it costs no more than the custom ones, its own plan-cache rule).
 *
 * Bounded: at most MAX_NAMED texts are ever named per process (each connection may keep that many
 * statements), texts with an `in (...)` list of another length are other texts, and a text without
 * parameters (migrations, several commands in one string) is never named. PG_PREPARED_STATEMENTS=off
 * turns it off, as a pooler in transaction mode (PgBouncer before 1.21) needs.
 */
const HOT_AFTER = 3;
const MAX_NAMED = 256;

export interface StatementNames {
  /** The name to prepare this text under, or undefined to send it unnamed. */
  nameFor(text: string): string | undefined;
}

export function statementNames(hotAfter = HOT_AFTER, maxNamed = MAX_NAMED): StatementNames {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  return {
    nameFor(text) {
      const named = names.get(text);
      if (named !== undefined) return named;
      if (names.size >= maxNamed) return undefined;
      const count = (seen.get(text) ?? 0) + 1;
      if (count < hotAfter) {
        // Texts seen once or twice are forgotten past a bound, so one-off texts cannot grow the map.
        if (seen.size >= maxNamed * 8) seen.clear();
        seen.set(text, count);
        return undefined;
      }
      seen.delete(text);
      const name = `k${names.size + 1}`;
      names.set(text, name);
      return name;
    },
  };
}

/** Makes `client.query(text, values)` (Kysely's one call shape) use a name from `names` when it has one. */
export function nameRepeatedStatements(client: pg.ClientBase, names: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]) => {
    const [text, values, ...rest] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = names.nameFor(text);
      if (name !== undefined) return query({ name, text, values }, ...rest);
    }
    return query(...args);
  };
  client.query = named as unknown as pg.ClientBase['query'];
}

export const preparedStatementsEnabled = (env: Record<string, string | undefined>) =>
  env.PG_PREPARED_STATEMENTS !== 'off';
