import {
  CompiledQuery,
  type DatabaseConnection,
  PostgresAdapter,
  PostgresDriver,
  type Transaction,
} from 'kysely';
import type pg from 'pg';

/**
 * A transaction's last statement sent with its COMMIT in one message (issue 17: checkouts under a rush).
 * The seat guard locks the availability a whole rush wants; sent apart, its lock lasts until Node has read
 * the answer and sent COMMIT, and under a rush Node's event loop takes milliseconds to get there: the
 * samples of pg_stat_activity showed the holder "idle in transaction" while the others waited on its lock.
 * In one message (PostgreSQL's simple query protocol, which runs several statements in turn), the lock
 * lasts the statement and the commit's flush. Only node-postgres does it: PGlite has one connection, so no
 * other transaction ever waits on a lock, and its driver runs one statement a call.
 */
const COMMIT_SUFFIX = ';\ncommit';

/** The adapter of a database whose driver sends a statement and COMMIT in one message. */
export class OneMessageCommitAdapter extends PostgresAdapter {}

/** Whether this transaction's driver can end it with `executeAndCommit`. */
export const commitsInOneMessage = <DB>(trx: Transaction<DB>): boolean =>
  trx.getExecutor().adapter instanceof OneMessageCommitAdapter;

function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  // Only plain text: standard_conforming_strings (on since PostgreSQL 9.1) keeps a backslash literal, but
  // a value that needs one is not a seat guard's.
  if (typeof value === 'string' && /^[\w:.+\-{}, ]*$/.test(value)) return `'${value}'`;
  throw new Error(`not inlined as a literal: ${JSON.stringify(value)}`);
}

/**
 * Runs `query` as the transaction's last statement and commits it in the same message; its rows are
 * returned. The parameters become literals (the simple protocol carries none): numbers, booleans, null,
 * and text of letters, digits and `:.+-{},` only (instants, integer arrays), anything else throws. A
 * failing statement skips the COMMIT, so the transaction rolls back as usual. Nothing may run on `trx`
 * after it: the transaction has ended (the driver then skips Kysely's own COMMIT).
 */
export async function executeAndCommit<DB, Row>(trx: Transaction<DB>, query: CompiledQuery): Promise<Row[]> {
  if (!commitsInOneMessage(trx)) throw new Error('this driver cannot commit with a statement');
  const text = query.sql.replace(/\$(\d+)/g, (_, index: string) =>
    literal(query.parameters[Number(index) - 1]),
  );
  const result = await trx.executeQuery<Row>(CompiledQuery.raw(`${text}${COMMIT_SUFFIX}`));
  return [...result.rows];
}

/**
 * node-postgres answers several statements with one result each; Kysely reads one. For a statement sent
 * with its COMMIT, the statement's result is the one wanted.
 */
export function answerStatementBeforeCommit(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const firstResult = (...args: unknown[]) => {
    const answer = query(...args);
    if (typeof args[0] === 'string' && args[0].endsWith(COMMIT_SUFFIX) && answer instanceof Promise) {
      return answer.then((results: unknown) => (Array.isArray(results) ? results[0] : results));
    }
    return answer;
  };
  client.query = firstResult as unknown as pg.ClientBase['query'];
}

/** PostgresDriver that knows which of its connections a statement has already committed. */
export class OneMessageCommitDriver extends PostgresDriver {
  readonly #patched = new WeakSet<DatabaseConnection>();
  readonly #committed = new WeakSet<DatabaseConnection>();

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    if (!this.#patched.has(connection)) {
      this.#patched.add(connection);
      const execute = connection.executeQuery.bind(connection);
      connection.executeQuery = async (compiled) => {
        const result = await execute(compiled);
        if (compiled.sql.endsWith(COMMIT_SUFFIX)) this.#committed.add(connection);
        return result as never;
      };
    }
    return connection;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#committed.delete(connection)) return;
    await super.commitTransaction(connection);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // Committed with its last statement: nothing is left to roll back (an error thrown after it is the
    // caller's own, and `executeAndCommit` says nothing may follow).
    if (this.#committed.delete(connection)) return;
    await super.rollbackTransaction(connection);
  }
}
