import {
  CompiledQuery,
  type DatabaseConnection,
  PostgresAdapter,
  PostgresDriver,
  type Transaction,
  type TransactionSettings,
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
/**
 * A transaction's BEGIN sent in one message with its first statement, for the same reason: one round trip
 * less per transaction (every cart write). The mark lets the client patch below pick the statement's result.
 */
const BEGIN_MARK = '/* begun with its first statement */ ';

/** The adapter of a database whose driver sends a statement and COMMIT in one message. */
export class OneMessageCommitAdapter extends PostgresAdapter {}

/** Whether this transaction's driver can end it with `executeAndCommit`. */
export const commitsInOneMessage = <DB>(trx: Transaction<DB>): boolean =>
  trx.getExecutor().adapter instanceof OneMessageCommitAdapter;

function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // A negative number in parentheses: after a minus sign in the text, `-5` would make `--`, a comment.
  if (typeof value === 'number' && Number.isFinite(value)) return value < 0 ? `(${value})` : String(value);
  // Only plain text: standard_conforming_strings (on since PostgreSQL 9.1) keeps a backslash literal, but
  // a value that needs one is not a seat guard's.
  if (typeof value === 'string' && /^[\w:.+\-{}, ]*$/.test(value)) return `'${value}'`;
  throw new Error(`not inlined as a literal: ${JSON.stringify(value)}`);
}

/** The statement with its parameters written in as literals (`literal`), which throws for any other value. */
const inlined = (query: CompiledQuery) =>
  query.sql.replace(/\$(\d+)/g, (_, index: string) => literal(query.parameters[Number(index) - 1]));

/** `inlined`, or undefined when a parameter cannot be a literal. */
function inlinedOrNothing(query: CompiledQuery): string | undefined {
  try {
    return inlined(query);
  } catch {
    return undefined;
  }
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
  const text = inlined(query);
  const result = await trx.executeQuery<Row>(CompiledQuery.raw(`${text}${COMMIT_SUFFIX}`));
  return [...result.rows];
}

/**
 * node-postgres answers several statements with one result each; Kysely reads one. For a statement sent
 * with its BEGIN or its COMMIT, the statement's result is the one wanted.
 */
export function answerStatementBeforeCommit(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const statementResult = (...args: unknown[]) => {
    const answer = query(...args);
    const text = args[0];
    if (typeof text !== 'string' || !(answer instanceof Promise)) return answer;
    const begun = text.startsWith(BEGIN_MARK);
    if (!begun && !text.endsWith(COMMIT_SUFFIX)) return answer;
    return answer.then((results: unknown) => (Array.isArray(results) ? results[begun ? 1 : 0] : results));
  };
  client.query = statementResult as unknown as pg.ClientBase['query'];
}

/**
 * PostgresDriver that sends a transaction's BEGIN with its first statement and knows which of its
 * connections a statement has already committed.
 *
 * BEGIN waits on the connection until the first statement: a statement with parameters that can all be
 * literals (`literal`) then goes in the same message as `begin;` (the simple protocol; a BEGIN inside a
 * message keeps the transaction open after it). Any other first statement has BEGIN sent apart first, as
 * before. A transaction that sends no statement sends no BEGIN, and no COMMIT or ROLLBACK.
 */
export class OneMessageCommitDriver extends PostgresDriver {
  readonly #patched = new WeakSet<DatabaseConnection>();
  readonly #committed = new WeakSet<DatabaseConnection>();
  /** The BEGIN (or START TRANSACTION …) a connection has not sent yet. */
  readonly #pendingBegin = new WeakMap<DatabaseConnection, CompiledQuery>();
  /** Set while Kysely's beginTransaction runs: its statement is kept, not sent. */
  #beginning: DatabaseConnection | undefined;

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    if (!this.#patched.has(connection)) {
      this.#patched.add(connection);
      const execute = connection.executeQuery.bind(connection);
      const stream = connection.streamQuery.bind(connection);
      connection.executeQuery = async (compiled) => {
        if (this.#beginning === connection) {
          this.#pendingBegin.set(connection, compiled);
          return { rows: [] };
        }
        const begin = this.#pendingBegin.get(connection);
        let result: Awaited<ReturnType<typeof execute>>;
        if (begin === undefined) {
          result = await execute(compiled);
        } else {
          this.#pendingBegin.delete(connection);
          // One statement only: with parameters (the extended protocol takes one) or sent with its COMMIT.
          const single = compiled.parameters.length > 0 || compiled.sql.endsWith(COMMIT_SUFFIX);
          const text = single ? inlinedOrNothing(compiled) : undefined;
          if (text === undefined) {
            await execute(begin);
            result = await execute(compiled);
          } else {
            result = await execute(CompiledQuery.raw(`${BEGIN_MARK}${begin.sql};\n${text}`));
          }
        }
        if (compiled.sql.endsWith(COMMIT_SUFFIX)) this.#committed.add(connection);
        return result as never;
      };
      connection.streamQuery = (compiled, chunkSize) => {
        const begin = this.#pendingBegin.get(connection);
        if (begin === undefined) return stream(compiled, chunkSize);
        this.#pendingBegin.delete(connection);
        return (async function* () {
          await execute(begin);
          yield* stream(compiled, chunkSize);
        })() as never;
      };
    }
    return connection;
  }

  override async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    this.#beginning = connection;
    try {
      await super.beginTransaction(connection, settings);
    } finally {
      this.#beginning = undefined;
    }
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#pendingBegin.delete(connection)) return;
    if (this.#committed.delete(connection)) return;
    await super.commitTransaction(connection);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // Never begun (no statement sent), or committed with its last statement: nothing is left to roll back
    // (an error thrown after it is the caller's own, and `executeAndCommit` says nothing may follow).
    if (this.#pendingBegin.delete(connection)) return;
    if (this.#committed.delete(connection)) return;
    await super.rollbackTransaction(connection);
  }
}
