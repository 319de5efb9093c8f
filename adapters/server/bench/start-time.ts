/**
 * Start time of `tsx adapters/server/main.ts` (`npm run bench:start`; not part of `npm test`): once on a fresh
 * embedded-database folder (create, migrate, seed), then again on the same folder (open only). Prints the wall
 * clock from spawn to the 'listening' log line and the `startMs` the server logs itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const TSX = join(
  dirname(require.resolve('tsx/package.json')),
  (require('tsx/package.json') as { bin: string }).bin,
);
const TIMEOUT_MS = 120_000;

interface Start {
  wallMs: number;
  log: { startMs: number; seeded: boolean; driver: string };
}

/** Spawns the server, resolves at its 'listening' line, then stops it and waits for it to exit. */
async function startOnce(dataDir: string, port: number): Promise<Start> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
  // Always the embedded database, as a first `npm start` would use.
  delete env.DATABASE_URL;
  const spawned = performance.now();
  const child = spawn(process.execPath, [TSX, 'adapters/server/main.ts'], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  try {
    const log = await listening(child, exited, () => stderr);
    return { wallMs: performance.now() - spawned, log };
  } finally {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
}

function listening(
  child: ChildProcess,
  exited: Promise<number | null>,
  stderr: () => string,
): Promise<Start['log']> {
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`no 'listening' line within ${TIMEOUT_MS} ms\n${stderr()}`)),
      TIMEOUT_MS,
    );
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (code ${code}) before listening\n${stderr()}`));
    });
    if (!child.stdout) return fail(new Error('no stdout'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      let entry: { msg?: unknown; startMs?: unknown; seeded?: unknown; driver?: unknown };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if (entry.msg !== 'listening') return;
      clearTimeout(timer);
      done({ startMs: Number(entry.startMs), seeded: entry.seeded === true, driver: String(entry.driver) });
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-start-'));
try {
  const port = await freePort();
  console.log(
    `bench:start  node ${process.version}, tsx adapters/server/main.ts, DATA_DIR=${dataDir}, PORT=${port}`,
  );
  const first = await startOnce(dataDir, port);
  const second = await startOnce(dataDir, port);
  const rows = [
    ['start', 'database', 'wall ms (spawn → listening)', 'startMs (logged)'],
    [
      '1st: fresh folder',
      `${first.log.driver}, seeded=${first.log.seeded}`,
      first.wallMs.toFixed(0),
      String(first.log.startMs),
    ],
    [
      '2nd: same folder',
      `${second.log.driver}, seeded=${second.log.seeded}`,
      second.wallMs.toFixed(0),
      String(second.log.startMs),
    ],
  ];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  console.log('');
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, column) =>
          column >= 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
        )
        .join('  '),
    );
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
