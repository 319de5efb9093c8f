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
 * What the two PGlite dialects share, on the caller's thread (pglite-dialect.ts) or in a worker
 * (pglite-worker-dialect.ts): PostgreSQL's SQL, one connection lent to one query or transaction at a time
 * (the lock queues the others, which keeps transactions isolated), and no streaming.
 */

/** The one connection's queue: acquire() waits for the previous holder's release(). */
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

/** What PGlite answers a statement with, on either thread. */
export interface PGliteResult {
  rows: unknown[];
  affectedRows?: number | undefined;
}

/** A PGlite connection runs a statement; this turns PGlite's answer into Kysely's. */
export abstract class PGliteConnectionBase implements DatabaseConnection {
  protected abstract run(compiled: CompiledQuery): Promise<PGliteResult>;

  async executeQuery<Row>(compiled: CompiledQuery): Promise<QueryResult<Row>> {
    const result = await this.run(compiled);
    return {
      rows: result.rows as Row[],
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered by PGlite; callers get a clear error.
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error('PGlite does not stream query results');
  }
}

/** A PGlite driver: transactions are plain statements on the lent connection, released through the lock. */
export abstract class PGliteDriverBase implements Driver {
  protected readonly lock = new ConnectionLock();

  abstract init(): Promise<void>;
  abstract acquireConnection(): Promise<DatabaseConnection>;
  abstract destroy(): Promise<void>;

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
    this.lock.release();
  }
}

/** A PGlite dialect: PostgreSQL's adapter, compiler and introspector around its own driver. */
export abstract class PGliteDialectBase implements Dialect {
  abstract createDriver(): Driver;

  createAdapter() {
    return new PostgresAdapter();
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
