import { Worker } from 'node:worker_threads';
import type { CompiledQuery, DatabaseConnection } from 'kysely';
import { PGliteConnectionBase, PGliteDialectBase, PGliteDriverBase, type PGliteResult } from './pglite-base';

/**
 * Kysely on PGlite running in a worker thread (pglite-worker.mjs), so that a slow statement keeps the
 * server's event loop free for other requests and static files. Same rules as the in-thread PGliteDialect:
 * one connection, lent to one query or transaction at a time. When the worker dies (crash, terminate, a
 * WASM abort), its in-flight and queued queries fail with PGliteWorkerExitedError (answered 503), and a
 * new worker opens the same data folder (PGlite recovers it from its WAL; a transaction cut by the crash
 * leaves nothing behind). In memory, the data dies with the worker.
 */

/** Type parsers the worker knows by name (functions cannot be posted to a thread). */
export type PGliteParserName = 'isoInstant' | 'text' | 'number';

export interface PGliteWorkerOptions {
  /** Folder of the embedded database; omitted: in memory. */
  dataDir?: string | undefined;
  /** Type OID -> parser name: timestamptz 'isoInstant', date 'text', int8 'number'. */
  parsers?: Readonly<Record<number, PGliteParserName>>;
  /** Where a worker's death and restart are told; default: one JSON line on stderr. */
  log?: (entry: Record<string, unknown>) => void;
}

/** The worker ended under its queries: the database is unreachable for a moment (SQLSTATE 08006). */
export class PGliteWorkerExitedError extends Error {
  readonly code = '08006';
  constructor(readonly exitCode: number) {
    super(`PGlite worker exited (code ${exitCode}) before answering`);
    this.name = 'PGliteWorkerExitedError';
  }
}

/** Queries after close(): the same message as a closed in-thread PGlite, so callers tell it alike. */
const closedError = () => new Error('PGlite is closed');

/** A query's answer as posted by the worker. */
type WorkerResult = PGliteResult;

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> }
  | ({ type: 'result'; id: number } & WorkerResult)
  | { type: 'error'; id: number; error: Record<string, unknown> };

/** An error posted by the worker, back as an Error carrying PostgreSQL's fields (code, detail, constraint...). */
function reviveError(fields: Record<string, unknown>): Error {
  const { message, stack, ...rest } = fields;
  const error = new Error(typeof message === 'string' ? message : 'PGlite worker error');
  Object.assign(error, rest);
  if (typeof stack === 'string') error.stack = `${error.stack}\n    --- in the PGlite worker ---\n${stack}`;
  return error;
}

/**
 * What the worker can clone faithfully: plain values, arrays, plain objects, dates, bytes. A class instance
 * (a Temporal value, say) would lose its prototype on the way, so it crosses as its toJSON() form, which is
 * what PGlite would have written for it.
 */
function toWire(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value;
  if (Array.isArray(value)) return value.map(toWire);
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toWire(item)]));
  }
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  return typeof toJSON === 'function' ? toWire(toJSON.call(value)) : value;
}

/** One worker thread and its pending queries. */
class PGliteThread {
  readonly worker: Worker;
  /** Settles when PGlite is open in the worker (rejects when it could not open). */
  readonly ready: Promise<void>;
  #opened = false;
  #exitCode: number | null = null;
  #closing = false;
  #nextId = 1;
  readonly #pending = new Map<
    number,
    { resolve: (result: WorkerResult) => void; reject: (e: Error) => void }
  >();
  readonly #exited: Promise<number>;

  constructor(
    options: PGliteWorkerOptions,
    onExit: (thread: PGliteThread, code: number, error: Error | null) => void,
  ) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir, parsers: options.parsers ?? {} },
      // Not the parent's loaders (tsx, vitest): the worker is plain JavaScript.
      execArgv: [],
    });
    let opened: () => void = () => undefined;
    let failed: (error: Error) => void = () => undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    });
    // Awaited by the driver; a start nobody waited for must not count as an unhandled rejection.
    this.ready.catch(() => undefined);
    this.#exited = new Promise<number>((resolve) => this.worker.once('exit', resolve));
    this.worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        this.#opened = true;
        this.#updateRef();
        opened();
      } else if (message.type === 'failed') {
        failed(reviveError(message.error));
      } else {
        const pending = this.#pending.get(message.id);
        if (!pending) return;
        this.#pending.delete(message.id);
        this.#updateRef();
        if (message.type === 'result') pending.resolve(message);
        else pending.reject(reviveError(message.error));
      }
    });
    // An uncaught error in the worker: 'exit' follows, which fails the pending queries and tells it.
    let uncaught: Error | null = null;
    this.worker.on('error', (error) => {
      uncaught = error;
      failed(error);
    });
    this.worker.once('exit', (code) => {
      this.#exitCode = code;
      const reason = () => (this.#closing ? closedError() : new PGliteWorkerExitedError(code));
      failed(reason());
      for (const pending of this.#pending.values()) pending.reject(reason());
      this.#pending.clear();
      if (!this.#closing) onExit(this, code, uncaught);
    });
  }

  get exited(): boolean {
    return this.#exitCode !== null;
  }

  get exitCode(): number | null {
    return this.#exitCode;
  }

  /** Resolves with the exit code when the thread has ended. */
  get ended(): Promise<number> {
    return this.#exited;
  }

  /** Whether PGlite had opened in this thread (a crash of a running worker, not a failed start). */
  get opened(): boolean {
    return this.#opened;
  }

  get inFlight(): number {
    return this.#pending.size;
  }

  query(sql: string, params: readonly unknown[]): Promise<WorkerResult> {
    if (this.#closing) return Promise.reject(closedError());
    if (this.#exitCode !== null) return Promise.reject(new PGliteWorkerExitedError(this.#exitCode));
    const id = this.#nextId++;
    return new Promise<WorkerResult>((resolve, reject) => {
      try {
        this.worker.postMessage({ type: 'query', id, sql, params: params.map(toWire) });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      this.#pending.set(id, { resolve, reject });
      this.#updateRef();
    });
  }

  /** Closes PGlite in the worker (flushing its folder) and waits for the thread to end; forces it after 10 s. */
  async close(): Promise<void> {
    if (this.#exitCode !== null) return;
    this.#closing = true;
    this.worker.ref();
    this.worker.postMessage({ type: 'close' });
    const timer = setTimeout(() => void this.worker.terminate(), 10_000);
    await this.#exited;
    clearTimeout(timer);
  }

  /** Keeps the process alive while the worker starts or answers; an idle worker does not hold it open. */
  #updateRef(): void {
    if (this.#exitCode !== null) return;
    if (this.#closing || !this.#opened || this.#pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }
}

/** A connection is bound to the thread it was lent on: after that thread died, it never reaches the next one. */
class PGliteWorkerConnection extends PGliteConnectionBase {
  constructor(readonly thread: PGliteThread) {
    super();
  }

  protected run(compiled: CompiledQuery): Promise<PGliteResult> {
    return this.thread.query(compiled.sql, compiled.parameters);
  }
}

class PGliteWorkerDriver extends PGliteDriverBase {
  #thread: PGliteThread | null = null;
  #closed = false;

  constructor(private readonly options: PGliteWorkerOptions) {
    super();
  }

  get thread(): PGliteThread | null {
    return this.#thread;
  }

  async init(): Promise<void> {
    await this.#live();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const askedOf = this.#thread;
    await this.lock.acquire();
    try {
      // Queued behind the queries a crash cut: refused like them, rather than held until the restart.
      const askedCode = askedOf?.opened ? askedOf.exitCode : null;
      if (askedCode !== null) throw new PGliteWorkerExitedError(askedCode);
      return new PGliteWorkerConnection(await this.#live());
    } catch (error) {
      this.lock.release();
      throw error;
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // The transaction died with its worker: nothing of it was committed, nothing is left to roll back.
    if (connection instanceof PGliteWorkerConnection && connection.thread.exited) return;
    await super.rollbackTransaction(connection);
  }

  async destroy(): Promise<void> {
    this.#closed = true;
    await this.#thread?.close();
  }

  /** The running (or starting) worker; a new one when there is none or the last one died. */
  async #live(): Promise<PGliteThread> {
    if (this.#closed) throw closedError();
    const last = this.#thread;
    // In memory, the data died with the worker: a new one would be an empty database, so none is started.
    if (last?.opened && last.exitCode !== null && this.options.dataDir === undefined) {
      throw new PGliteWorkerExitedError(last.exitCode);
    }
    const thread = !last || last.exited ? this.#spawn() : last;
    this.#thread = thread;
    await thread.ready;
    return thread;
  }

  #spawn(): PGliteThread {
    return new PGliteThread(this.options, (thread, code, error) => {
      const log = this.options.log ?? ((entry) => console.error(JSON.stringify(entry)));
      // A worker that was serving its folder is replaced at once, so the folder is recovered before the next
      // request; one that failed to start is retried by the next query only (no restart loop on a broken
      // folder); one in memory is not replaced (its data is gone: queries keep failing with 503).
      const restart =
        thread.opened && !this.#closed && this.#thread === thread && this.options.dataDir !== undefined;
      log({
        level: 'error',
        msg: 'PGlite worker exited',
        code,
        restarting: restart,
        ...(error ? { error: String(error) } : {}),
      });
      if (restart) this.#thread = this.#spawn();
    });
  }
}

/** The current worker of a PGliteWorkerDialect, for tests and diagnostics. */
export interface PGliteWorkerHandle {
  readonly threadId: number;
  /** Queries posted to the worker and not answered yet. */
  readonly inFlight: number;
  /** Resolves when PGlite is open in this worker. */
  readonly ready: Promise<void>;
  /** Resolves with the exit code when this worker has ended. */
  readonly ended: Promise<number>;
  terminate(): Promise<number>;
}

export class PGliteWorkerDialect extends PGliteDialectBase {
  #driver: PGliteWorkerDriver | null = null;

  constructor(private readonly options: PGliteWorkerOptions = {}) {
    super();
  }

  /** The worker in use, or null before the first query and after close. */
  worker(): PGliteWorkerHandle | null {
    const thread = this.#driver?.thread;
    if (!thread || thread.exited) return null;
    return {
      threadId: thread.worker.threadId,
      get inFlight() {
        return thread.inFlight;
      },
      ready: thread.ready,
      ended: thread.ended,
      terminate: () => thread.worker.terminate(),
    };
  }

  createDriver() {
    this.#driver = new PGliteWorkerDriver(this.options);
    return this.#driver;
  }
}
