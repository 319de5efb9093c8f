import type { ParserOptions, PGlite } from '@electric-sql/pglite';
import type { CompiledQuery, DatabaseConnection } from 'kysely';
import { PGliteConnectionBase, PGliteDialectBase, PGliteDriverBase, type PGliteResult } from './pglite-base';

/**
 * Kysely on PGlite (embedded PostgreSQL) on the caller's own thread: what PGLITE_IN_THREAD=1 and the
 * baseline of bench:event-loop use (openDatabase runs PGlite in a worker, pglite-worker-dialect.ts).
 * PGlite is one connection, lent to one query or transaction at a time (pglite-base.ts).
 */
class PGliteConnection extends PGliteConnectionBase {
  constructor(
    private readonly client: PGlite,
    private readonly parsers: ParserOptions,
  ) {
    super();
  }

  protected run(compiled: CompiledQuery): Promise<PGliteResult> {
    return this.client.query(compiled.sql, [...compiled.parameters], { parsers: this.parsers });
  }
}

class PGliteDriver extends PGliteDriverBase {
  readonly #connection: PGliteConnection;

  constructor(
    private readonly client: PGlite,
    parsers: ParserOptions,
  ) {
    super();
    this.#connection = new PGliteConnection(client, parsers);
  }

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    return this.#connection;
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}

export class PGliteDialect extends PGliteDialectBase {
  constructor(
    private readonly client: PGlite,
    private readonly parsers: ParserOptions = {},
  ) {
    super();
  }
  createDriver() {
    return new PGliteDriver(this.client, this.parsers);
  }
}
