// @ts-check
/**
 * The embedded database's own thread (loaded by pglite-worker-dialect.ts; plain JavaScript so that node,
 * tsx and vitest all run it as is). It owns one PGlite instance, on `workerData.dataDir` or in memory,
 * and answers the main thread's messages one by one:
 *   { type: 'query', id, sql, params } -> { type: 'result', id, rows, affectedRows } | { type: 'error', id, error }
 *   { type: 'close' }                  -> closes PGlite (flushing the data folder) and ends the thread.
 * It posts { type: 'ready' } once PGlite is open, or { type: 'failed', error } and ends when it cannot open.
 * Functions cannot cross threads, so the type parsers are named by the main thread (`workerData.parsers`,
 * type OID -> parser name) and built here. Errors cross as plain objects with PostgreSQL's fields (code,
 * detail, constraint...), which the main thread puts back on an Error.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** @type {Record<string, (text: string) => unknown>} */
const PARSERS = {
  // timestamptz -> ISO string in UTC with Z, as node-postgres answers with the same setting.
  isoInstant: (text) => new Date(text).toISOString(),
  // date -> YYYY-MM-DD text, as stored.
  text: (text) => text,
  // int8 (counts) -> number.
  number: (text) => Number(text),
};

/** The fields of PostgreSQL's error (and notice) messages that PGlite copies onto its DatabaseError. */
const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'query',
  'params',
];

/**
 * An error as a structured-clone-safe object: name, message, stack and PostgreSQL's fields.
 * @param {unknown} error
 * @returns {Record<string, unknown>}
 */
function describeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message: error.message, stack: error.stack };
  const source = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error));
  for (const key of ERROR_FIELDS) {
    if (source[key] !== undefined) fields[key] = source[key];
  }
  return fields;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread (new Worker(...)), not on its own');
const { dataDir, parsers: parserNames } =
  /** @type {{ dataDir?: string, parsers?: Record<string, string> }} */ (workerData ?? {});

/** @type {Record<number, (text: string) => unknown>} */
const parsers = {};
for (const [oid, name] of Object.entries(parserNames ?? {})) {
  const parser = PARSERS[name];
  if (!parser) throw new Error(`unknown PGlite parser name: ${name}`);
  parsers[Number(oid)] = parser;
}

/** @type {PGlite} */
let db;
try {
  // The extensions the migrations create (0012: unaccent, for the site search).
  db = await PGlite.create({ dataDir, extensions: { unaccent } });
} catch (error) {
  port.postMessage({ type: 'failed', error: describeError(error) });
  process.exit(1);
}
port.postMessage({ type: 'ready' });

/** @param {{ id: number, sql: string, params: unknown[] }} message */
async function runQuery(message) {
  let reply;
  let fatal = false;
  try {
    const result = await db.query(message.sql, message.params, { parsers });
    reply = { type: 'result', id: message.id, rows: result.rows, affectedRows: result.affectedRows };
  } catch (error) {
    reply = { type: 'error', id: message.id, error: describeError(error) };
    // The WASM engine aborted: its memory can no longer be trusted, so this thread ends and is restarted.
    fatal = error instanceof WebAssembly.RuntimeError;
  }
  try {
    port?.postMessage(reply);
  } catch (error) {
    // A value that cannot be cloned (a function in a row): the caller gets the error instead of no answer.
    port?.postMessage({ type: 'error', id: message.id, error: describeError(error) });
  }
  if (fatal) process.exit(1);
}

port.on('message', (/** @type {{ type: string, id: number, sql: string, params: unknown[] }} */ message) => {
  if (message.type === 'query') {
    void runQuery(message);
  } else if (message.type === 'close') {
    void db.close().finally(() => process.exit(0));
  }
});
