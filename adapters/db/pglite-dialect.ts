import type { ParserOptions, PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * Kysely on PGlite (embedded PostgreSQL) on the caller's own thread: what PGLITE_IN_THREAD=1 and the
 * baseline of bench:event-loop use (openDatabase runs PGlite in a worker, pglite-worker-dialect.ts).
 * PGlite is one connection, so a connection is lent to one
 * query or transaction at a time: the lock below queues the others, which keeps transactions isolated.
 */
class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly client: PGlite,
    private readonly parsers: ParserOptions,
  ) {}

  async executeQuery<Row>(compiled: CompiledQuery): Promise<QueryResult<Row>> {
    const result = await this.client.query<Row>(compiled.sql, [...compiled.parameters], {
      parsers: this.parsers,
    });
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered by PGlite; callers get a clear error.
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error('PGlite does not stream query results');
  }
}

/**
 * The one connection's queue: acquire() waits for the previous holder's release(). Shared with the worker
 * dialect (pglite-worker-dialect.ts), which keeps the same one-at-a-time rule across the thread boundary.
 */
export class ConnectionLock {
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  async acquire(): Promise<void> {
    const previous = this.#tail;
    let release: () => void = () => undefined;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
  }

  release(): void {
    const release = this.#release;
    this.#release = null;
    release?.();
  }
}

class PGliteDriver implements Driver {
  readonly #lock = new ConnectionLock();
  readonly #connection: PGliteConnection;

  constructor(
    private readonly client: PGlite,
    parsers: ParserOptions,
  ) {
    this.#connection = new PGliteConnection(client, parsers);
  }

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.acquire();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#lock.release();
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly client: PGlite,
    private readonly parsers: ParserOptions = {},
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.client, this.parsers);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
