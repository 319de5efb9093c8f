import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Driver,
  type Kysely,
  type PostgresAdapter,
  PostgresDialect,
  type PostgresDialectConfig,
  PostgresIntrospector,
  type TableMetadata,
} from 'kysely';
import { OneMessageCommitAdapter, OneMessageCommitDriver } from './commit-in-one-message';

/** Catalog errors of a table or schema dropped while the catalog was being read. */
const DROPPED_MEANWHILE = new Set(['3F000', '42P01', '42703']);
const INTROSPECTION_ATTEMPTS = 10;

/**
 * Kysely's PostgreSQL introspector reads every schema's tables (the migrator asks it whether its own
 * table exists), calling `pg_get_serial_sequence` and `has_schema_privilege` on each: a schema another
 * process drops during that read (the tests' throwaway schemas, a deploy's cleanup) fails it with
 * "schema … does not exist". The read is only retried then (up to 10 times, 10 ms more apart each time);
 * any other error is thrown at once.
 */
class RetryingIntrospector extends PostgresIntrospector {
  override async getTables(options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await super.getTables(options);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt >= INTROSPECTION_ATTEMPTS || typeof code !== 'string' || !DROPPED_MEANWHILE.has(code))
          throw error;
        // A little later each time, so a burst of drops is over before the last attempt.
        await new Promise((resolve) => setTimeout(resolve, 10 * attempt));
      }
    }
  }
}

/**
 * Kysely's PostgreSQL dialect for node-postgres, with a driver that can commit in the same message as a
 * transaction's last statement (commit-in-one-message.ts) and an introspector that survives schemas
 * dropped meanwhile.
 */
export class NodePostgresDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;

  constructor(config: PostgresDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new OneMessageCommitDriver(this.#config);
  }

  override createAdapter(): PostgresAdapter {
    return new OneMessageCommitAdapter();
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new RetryingIntrospector(db);
  }
}
