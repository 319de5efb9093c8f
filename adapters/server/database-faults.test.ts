import { Agent, request } from 'node:http';
import { createServer, Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../scripts/crash/scratch';
import { startServer, stopGently } from '../../scripts/crash/server-process';
import { freePort } from './free-port';
import { runRepoScript } from './run-script';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Runs scripts/database-faults.ts in a reduced form; its output and exit code. */
const databaseFaults = (env: Record<string, string>) => runRepoScript('scripts/database-faults.ts', env);

const get = (port: number, path: string, agent: Agent | false = false) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    request(
      { host: '127.0.0.1', port, path, headers: { host: 'petits-sportifs.localhost' }, agent },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      },
    )
      .on('error', fail)
      .end();
  });

describe.runIf(onPostgres)('PostgreSQL connections lost under load (real server process)', () => {
  for (const mode of ['terminate', 'proxy'] as const) {
    it(`${mode === 'terminate' ? 'pg_terminate_backend' : 'a TCP proxy cutting connections'}: 503s, no crash, no half order, back within 5 s`, async () => {
      const { code, output } = await databaseFaults({
        FAULT_MODE: mode,
        FAULT_CUSTOMERS: '10',
        FAULT_SEATS: '6',
        FAULT_AT_MS: '150,900',
      });
      expect(output).toMatch(/row-lock case: add-to-cart interrupted by database-unavailable/);
      expect(output).toMatch(/requests without an answer: 0/);
      expect(output).toContain('violations: 0');
      expect(code, output).toBe(0);
    }, 300_000);
  }

  it('a server started while PostgreSQL is unreachable waits, answers probes, and serves once it is back', async () => {
    const database = await scratchDatabase('startup');
    const target = new URL(database.url ?? '');
    const proxyPort = await freePort();
    const serverPort = await freePort();
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxyPort);
    // Nothing listens on proxyPort yet: every connection is refused.
    const starting = startServer({
      port: serverPort,
      dataDir: database.dataDir,
      databaseUrl: viaProxy.toString(),
    });
    let proxy: ReturnType<typeof createServer> | null = null;
    try {
      let health = { status: 0, body: '' };
      for (let tries = 0; tries < 200 && health.status !== 200; tries += 1) {
        health = await get(serverPort, '/healthz').catch(() => ({ status: 0, body: '' }));
        if (health.status !== 200) await new Promise((done) => setTimeout(done, 100));
      }
      expect(health.status).toBe(200);
      expect((await get(serverPort, '/readyz')).status).toBe(503);
      const api = await get(serverPort, '/api/website');
      expect(api.status).toBe(503);
      expect(JSON.parse(api.body)).toEqual({ error: 'DATABASE_UNAVAILABLE' });

      proxy = createServer((client) => {
        const upstream = new Socket();
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
        upstream.connect(Number(target.port || 5432), target.hostname, () => {
          client.pipe(upstream);
          upstream.pipe(client);
        });
      });
      await new Promise<void>((done) => proxy?.listen(proxyPort, '127.0.0.1', done));
      const server = await starting;
      expect((await get(serverPort, '/readyz')).status).toBe(200);
      expect((await get(serverPort, '/api/website')).status).toBe(200);
      // Neither the wait nor the refused connections were logged as unhandled errors.
      expect(server.errors).toEqual([]);
      await stopGently(server);
    } finally {
      proxy?.close();
      await database.drop();
    }
  }, 180_000);
});

describe('SIGTERM drains the real server', () => {
  it('answers the requests in flight, then exits 0 with the database closed', async () => {
    const database = await scratchDatabase('drain');
    const port = await freePort();
    const server = await startServer({ port, dataDir: database.dataDir, databaseUrl: database.url });
    try {
      // Enough requests that the database is still working through them when the signal comes. Their 60
      // connections are opened and accepted first (a probe on each, kept alive): a connection still in the
      // kernel's backlog when the listener closes is reset, as with any server, and on a busy machine 250 ms
      // did not always let the server accept them all.
      const agent = new Agent({ keepAlive: true, maxSockets: 60 });
      await Promise.all(Array.from({ length: 60 }, () => get(port, '/healthz', agent)));
      let killedAt = Number.POSITIVE_INFINITY;
      // Each asks a page of its own size: the catalogue cache shares one read among identical requests, and
      // 60 distinct ones keep the database busy when the signal comes.
      const inFlight = Array.from({ length: 60 }, (_, index) =>
        get(port, `/api/availabilities?page_size=${20 + index}`, agent).then((answer) => ({
          ...answer,
          at: Date.now(),
        })),
      );
      await new Promise((done) => setTimeout(done, 250));
      killedAt = Date.now();
      server.child.kill('SIGTERM');
      const answers = await Promise.all(inFlight);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      // The drain is what answered them: some were still running when the signal came.
      expect(answers.filter((answer) => answer.at > killedAt).length).toBeGreaterThan(0);
      expect(await server.exited).toBe(0);
      await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
      agent.destroy();
    } finally {
      server.child.kill('SIGKILL');
      await database.drop();
    }
  }, 180_000);
});
