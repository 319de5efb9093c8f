/**
 * Event-loop delay of the real server under catalogue load (`npm run bench:event-loop`; not part of
 * `npm test`; issue 16). Starts `adapters/server/main.ts` (under tsx, as `npm run serve`) as a child
 * process on a fresh embedded-database folder (demo data seeded on start), twice: PGlite in its worker
 * thread (the default) and PGlite on the server's own thread (PGLITE_IN_THREAD=1), the baseline. In each,
 * autocannon puts BENCH_CONNECTIONS (default 50) connections on the availabilities list, then on the
 * activities list, BENCH_SECONDS (default 10) each, while one client asks /healthz (no database) every
 * 25 ms. The server samples its own event-loop delay (EVENT_LOOP_STATS=1, adapters/server/event-loop-delay.ts,
 * preloaded by bench/event-loop-preload.ts) and reports it on SIGUSR2 for exactly the load period.
 * Prints req/s, latency p50/p99, the /healthz latency during the load and the event-loop delay p50/p99/max,
 * and first the delay of the same server idle for IDLE_SECONDS: the floor a busy machine sets.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { EventLoopDelay } from '../event-loop-delay';
import { freePort } from '../free-port';
import { formatTable } from './table';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HOST = 'petits-sportifs.localhost';
const START_TIMEOUT_MS = 180_000;
const PROBE_EVERY_MS = 25;
const IDLE_SECONDS = 3;
if (!Number.isFinite(SECONDS) || SECONDS <= 0) throw new Error('BENCH_SECONDS must be a positive number');
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1)
  throw new Error('BENCH_CONNECTIONS must be a positive integer');

const TARGETS = [
  { name: 'availabilities list', path: '/api/availabilities?page_size=20' },
  { name: 'activities list', path: '/api/activities?page_size=20' },
];
const MODES = [
  { name: 'PGlite worker', env: { PGLITE_IN_THREAD: '' } },
  { name: 'PGlite in-thread', env: { PGLITE_IN_THREAD: '1' } },
];

interface Server {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  /** The next 'event-loop delay' line the server prints. */
  nextDelay: () => Promise<EventLoopDelay>;
}

async function startServer(dataDir: string, extraEnv: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    DATA_DIR: dataDir,
    EVENT_LOOP_STATS: '1',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  // tsx as a loader in this one process (not its CLI, which forks): the signals reach the server itself.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './adapters/server/bench/event-loop-preload.ts',
      'adapters/server/main.ts',
    ],
    { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const delays: EventLoopDelay[] = [];
  const waiting: Array<(delay: EventLoopDelay) => void> = [];
  let listening: () => void = () => undefined;
  const ready = new Promise<void>((done) => {
    listening = done;
  });
  if (!child.stdout) throw new Error('no stdout');
  createInterface({ input: child.stdout }).on('line', (line) => {
    let entry: { msg?: unknown } & Partial<EventLoopDelay>;
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return;
    }
    if (entry.msg === 'listening') listening();
    if (entry.msg === 'event-loop delay') {
      const delay = entry as EventLoopDelay;
      const next = waiting.shift();
      if (next) next(delay);
      else delays.push(delay);
    }
  });
  await Promise.race([
    ready,
    exited.then((code) => {
      throw new Error(`server exited (code ${code}) before listening\n${stderr}`);
    }),
    new Promise((_, fail) =>
      setTimeout(
        () => fail(new Error(`no 'listening' within ${START_TIMEOUT_MS} ms\n${stderr}`)),
        START_TIMEOUT_MS,
      ).unref(),
    ),
  ]);
  return {
    child,
    port,
    exited,
    nextDelay: () => {
      const ready = delays.shift();
      return ready ? Promise.resolve(ready) : new Promise((done) => waiting.push(done));
    },
  };
}

/** The server's event-loop delay since the last call (SIGUSR2 makes it print and start a new period). */
async function delaySinceLast(server: Server): Promise<EventLoopDelay> {
  const next = server.nextDelay();
  server.child.kill('SIGUSR2');
  return next;
}

/** /healthz (no database) every PROBE_EVERY_MS until stopped: its latencies, in ms. */
function probeHealth(port: number) {
  const latencies: number[] = [];
  const statuses = new Set<number>();
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/healthz`);
        await answer.arrayBuffer();
        statuses.add(answer.status);
      } catch {
        statuses.add(0);
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return async () => {
    running = false;
    await done;
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      p50: at(0.5),
      p99: at(0.99),
      max: sorted.at(-1) ?? 0,
      count: sorted.length,
      statuses: [...statuses],
    };
  };
}

const rows: string[][] = [];
console.log(
  `bench:event-loop  node ${process.version}, tsx adapters/server/main.ts on a fresh PGlite folder + demo data, ` +
    `${CONNECTIONS} connections, ${SECONDS} s per target, /healthz probed every ${PROBE_EVERY_MS} ms`,
);
for (const mode of MODES) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-event-loop-'));
  let server: Server | null = null;
  try {
    server = await startServer(dataDir, mode.env);
    // The floor on this machine: the same server with no load for IDLE_SECONDS.
    await delaySinceLast(server);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = await delaySinceLast(server);
    rows.push([
      mode.name,
      `idle (${IDLE_SECONDS} s)`,
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      idle.p50.toFixed(1),
      idle.p99.toFixed(1),
      idle.max.toFixed(1),
    ]);
    for (const target of TARGETS) {
      const url = `http://127.0.0.1:${server.port}${target.path}`;
      const probe = await fetch(url, { headers: { host: HOST } });
      const text = await probe.text();
      if (probe.status !== 200)
        throw new Error(`GET ${target.path} answered ${probe.status}: ${text.slice(0, 200)}`);
      await autocannon({ url, headers: { host: HOST }, connections: CONNECTIONS, duration: 1 });
      await delaySinceLast(server);
      const stopProbe = probeHealth(server.port);
      const result = await autocannon({
        url,
        headers: { host: HOST },
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      const delay = await delaySinceLast(server);
      const health = await stopProbe();
      rows.push([
        mode.name,
        target.name,
        result.requests.average.toFixed(0),
        String(result.latency.p50),
        String(result.latency.p99),
        String(result.latency.max),
        String(result.non2xx + result.errors + result.timeouts),
        `${health.p50.toFixed(1)}/${health.p99.toFixed(1)}`,
        delay.p50.toFixed(1),
        delay.p99.toFixed(1),
        delay.max.toFixed(1),
      ]);
      console.log(
        `${mode.name}, ${target.name}: ${result.requests.average.toFixed(0)} req/s, event-loop p99 ${delay.p99} ms ` +
          `(${text.length} bytes per answer, /healthz ${health.statuses.join(',')})`,
      );
    }
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      const killer = setTimeout(() => server?.child.kill('SIGKILL'), 15_000);
      await server.exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const header = [
  'PGlite',
  'target',
  'req/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  'failed',
  '/healthz p50/p99 ms',
  'loop p50 ms',
  'loop p99 ms',
  'loop max ms',
];
console.log('');
console.log(formatTable(header, rows, (column) => column >= 2));
const ratio = (column: number) =>
  TARGETS.map((target) => {
    const worker = rows.find((row) => row[0] === MODES[0]?.name && row[1] === target.name);
    const inThread = rows.find((row) => row[0] === MODES[1]?.name && row[1] === target.name);
    const a = Number(worker?.[column]);
    const b = Number(inThread?.[column]);
    return `${target.name} ${b > 0 ? (a / b).toFixed(2) : '-'}`;
  }).join(', ');
console.log('');
console.log(`worker ÷ in-thread, req/s: ${ratio(2)}; event-loop p99: ${ratio(9)}`);
