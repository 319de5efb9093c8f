/**
 * Built files served from memory against served from disk (`npm run bench:static`; not part of `npm test`;
 * issue 17 §4). Needs a build (`npm run build`, or STOREFRONT_DIR). One server, one run, 50 connections,
 * a browser's Accept-Encoding: a bare hello-world route as the baseline; the storefront's largest script and
 * its stylesheet as `mountStorefront` serves them (read once at start, precompressed, in memory); and the
 * same files through Hono's `serveStatic` from disk with its precompressed option, as the server answered
 * them before. Each file is measured twice more while BENCH_POOL_THREADS_HELD (default all 4) threads of
 * Node's libuv pool are held by slow work that uses no CPU (see holdPool), the state in which a file read
 * from disk queues for a thread (issue 17's rush: the home page waited behind password checks on that pool). Prints req/s, the ratio to
 * hello and memory ÷ disk per file, and p50/p99, each the mean of two rounds, the second in reverse order.
 * BENCH_SECONDS (default 5) per target and round.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { IMMUTABLE, mountStorefront, storefrontProblem } from '../storefront-static';
import { formatTable } from './table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/** Of the libuv pool's 4 threads (UV_THREADPOOL_SIZE unset), how many slow work holds in the busy rows. */
const POOL_THREADS_HELD = Number(process.env.BENCH_POOL_THREADS_HELD ?? 4);
if (!(Number.isInteger(POOL_THREADS_HELD) && POOL_THREADS_HELD >= 1 && POOL_THREADS_HELD <= 4))
  throw new Error('BENCH_POOL_THREADS_HELD must be 1 to 4');
const ROOT = resolve(process.env.STOREFRONT_DIR ?? 'dist');
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
if (!Number.isFinite(SECONDS) || SECONDS <= 0) throw new Error('BENCH_SECONDS must be a positive number');
const problem = storefrontProblem(ROOT);
if (problem) throw new Error(problem);

// The largest script (the first load's chunk) and the stylesheet: what every new visitor downloads.
const assets = readdirSync(join(ROOT, 'assets'));
const largest = (extension: string) =>
  assets
    .filter((name) => name.endsWith(extension))
    .sort((a, b) => statSync(join(ROOT, 'assets', b)).size - statSync(join(ROOT, 'assets', a)).size)[0];
const files = [largest('.js'), largest('.css')].filter((name): name is string => name !== undefined);

const memory = new Hono();
mountStorefront(memory, ROOT);
// Before: serveStatic reads the file (or its .br/.gz) from disk on each request.
const disk = new Hono();
disk.get(
  '/disk/assets/*',
  async (c, next) => {
    c.header('Cache-Control', IMMUTABLE);
    await next();
  },
  serveStatic({ root: ROOT, precompressed: true, rewriteRequestPath: (path) => path.replace(/^\/disk/, '') }),
);
const front = new Hono();
front.get('/__hello', (c) => c.text('hello'));
front.route('/', disk);
front.notFound((c) => memory.fetch(c.req.raw));

const server = serve({ fetch: front.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((done) => server.once('listening', () => done()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
console.log(
  `bench:static  node ${process.version}, ${SECONDS} s per target, ${CONNECTIONS} connections, ${base}, ${ROOT}`,
);

const targets = [
  { name: 'hello (no work)', path: '/__hello', poolBusy: false },
  ...files.flatMap((file) =>
    [false, true].flatMap((poolBusy) => [
      {
        name: `memory ${file}${poolBusy ? `, ${POOL_THREADS_HELD} of 4 pool threads held` : ''}`,
        path: `/assets/${file}`,
        poolBusy,
      },
      {
        name: `disk ${file}${poolBusy ? `, ${POOL_THREADS_HELD} of 4 pool threads held` : ''}`,
        path: `/disk/assets/${file}`,
        poolBusy,
      },
    ]),
  ),
];
const keyOf = (target: { path: string; poolBusy: boolean }) =>
  `${target.path}${target.poolBusy ? ' busy' : ''}`;

/**
 * Holds POOL_THREADS_HELD threads of the libuv pool until the answered function is called, without using
 * any CPU: each is a thread blocked opening a named pipe for reading (fs.open of a FIFO waits for a
 * writer). What slow pool work does to everything else on the pool (a DNS lookup waiting on the network,
 * a file on a slow disk, password hashing before it had a pool of its own). A child process writes to the
 * pipes to release them: opening them here would need a pool thread too.
 */
function holdPool(): () => Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-static-'));
  const pipes = Array.from({ length: POOL_THREADS_HELD }, (_, index) => join(folder, `held-${index}`));
  const opened = pipes.map((pipe) => {
    execFileSync('mkfifo', [pipe]);
    return open(pipe, 'r');
  });
  return async () => {
    execFileSync('sh', ['-c', 'for pipe in "$@"; do : > "$pipe"; done', 'release', ...pipes]);
    await Promise.all((await Promise.all(opened)).map((handle) => handle.close()));
    rmSync(folder, { recursive: true, force: true });
  };
}

// Two rounds, the second in reverse order, each target's figures averaged over both: a machine whose load
// drifts during the run weighs on memory and disk alike.
const measured = new Map<
  string,
  { rate: number[]; p50: number[]; p99: number[]; failed: number; answered: number }
>();
for (const round of [targets, [...targets].reverse()]) {
  for (const target of round) {
    const stopPool = target.poolBusy ? holdPool() : null;
    const result = await autocannon({
      url: `${base}${target.path}`,
      headers: BROWSER,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    await stopPool?.();
    const figures = measured.get(keyOf(target)) ?? { rate: [], p50: [], p99: [], failed: 0, answered: 0 };
    figures.rate.push(result.requests.average);
    figures.p50.push(result.latency.p50);
    figures.p99.push(result.latency.p99);
    figures.failed += result.non2xx + result.errors;
    figures.answered += result.requests.total;
    measured.set(keyOf(target), figures);
  }
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const rateOf = (key: string) => mean(measured.get(key)?.rate ?? [0]);
const hello = rateOf('/__hello');
const rows = targets.map((target) => {
  const figures = measured.get(keyOf(target)) ?? { rate: [0], p50: [0], p99: [0], failed: 0, answered: 0 };
  const rate = mean(figures.rate);
  const memoryRate = rateOf(keyOf({ ...target, path: target.path.replace(/^\/disk/, '') }));
  return [
    target.name,
    rate.toFixed(0),
    hello ? (rate / hello).toFixed(3) : '-',
    target.path.startsWith('/disk/') && rate ? (memoryRate / rate).toFixed(2) : '',
    mean(figures.p50).toFixed(0),
    mean(figures.p99).toFixed(0),
    String(figures.failed),
    String(figures.answered),
  ];
});
console.log('');
console.log(
  formatTable(
    ['target', 'req/s avg', '÷ hello', 'memory ÷ disk', 'p50 ms', 'p99 ms', 'failed', 'answered'],
    rows,
    (column) => column >= 1,
  ),
);
server.close();
