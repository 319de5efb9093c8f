import { Agent, createServer, request } from 'node:http';
import { connect } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { startTestApp } from '../test-support';
import { trackConnections } from './drain';
import { healthRoutes, type Phase } from './health';
import { untilDatabaseAnswers } from './startup';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('start-up waits for the database', () => {
  it('retries refused connections with doubling pauses, logs once, then returns the database', async () => {
    const pauses: number[] = [];
    const lines: Array<Record<string, unknown>> = [];
    let attempts = 0;
    const opened = await untilDatabaseAnswers(
      async () => {
        attempts += 1;
        if (attempts < 6) throw refused();
        return 'database';
      },
      {
        firstDelayMs: 100,
        maxDelayMs: 1_000,
        log: (line) => lines.push(line),
        sleep: async (ms) => {
          pauses.push(ms);
        },
      },
    );
    expect(opened).toBe('database');
    expect(pauses).toEqual([100, 200, 400, 800, 1_000]);
    // One waiting line (the next would be due after 30 s of waiting), one line when it answers.
    expect(lines.map((line) => line.msg)).toEqual(['database not reachable, retrying', 'database reachable']);
  });

  it('does not wait on errors that waiting cannot fix', async () => {
    const wrongPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    let attempts = 0;
    await expect(
      untilDatabaseAnswers(
        async () => {
          attempts += 1;
          throw wrongPassword;
        },
        { sleep: async () => undefined, log: () => undefined },
      ),
    ).rejects.toBe(wrongPassword);
    expect(attempts).toBe(1);
  });
});

describe('health probes', () => {
  it('/healthz answers while starting; /readyz only once ready, and not while draining', async () => {
    let phase: Phase = 'starting';
    const app = new Hono<AppEnv>();
    healthRoutes(app, { db: null, phase: () => phase });
    expect((await app.request('/healthz')).status).toBe(200);
    const starting = await app.request('/readyz');
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({ status: 'starting' });
    phase = 'draining';
    expect((await app.request('/readyz')).status).toBe(503);
  });

  it('/readyz checks the database and its migrations on the real app', async () => {
    const test = await startTestApp('pglite');
    try {
      const ready = await test.request('http://localhost/readyz', {});
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      // A migration of this build missing from the database: not ready, and it says which.
      await test.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '0007-cart-language' as never)
        .execute();
      const behind = await test.request('http://localhost/readyz', {});
      expect(behind.status).toBe(503);
      expect(await behind.json()).toEqual({ status: 'migrations-pending', pending: ['0007-cart-language'] });
    } finally {
      await test.close();
    }
  }, 120_000);
});

describe('draining', () => {
  it('answers the requests in flight, refuses new connections, closes idle keep-alive ones', async () => {
    let release: () => void = () => undefined;
    const slowAnswer = new Promise<void>((done) => {
      release = done;
    });
    const server = createServer((req, res) => {
      if (req.url === '/slow') void slowAnswer.then(() => res.end('slow done'));
      else res.end('quick');
    });
    const connections = trackConnections(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as { port: number }).port;
    const get = (path: string) =>
      new Promise<string>((done, fail) => {
        request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => done(text));
        })
          .on('error', fail)
          .end();
      });
    const inFlight = get('/slow');
    await new Promise((done) => setTimeout(done, 50));
    const drained = connections.drain(5_000);
    await expect(get('/quick')).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect(await inFlight).toBe('slow done');
    expect(await drained).toBe(true);
  });

  it('stops at once when no connection is open', async () => {
    const server = createServer(() => undefined);
    const connections = trackConnections(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    expect(await connections.drain(5_000)).toBe(true);
    expect(server.listening).toBe(false);
  });

  it('closes a keep-alive connection that falls idle, and one that never sent a request', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    const connections = trackConnections(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as { port: number }).port;
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((done) => {
      request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        res.resume();
        res.on('end', () => done());
      }).end();
    });
    const silent = connect(port, '127.0.0.1');
    await new Promise((done) => silent.once('connect', done));
    const started = Date.now();
    expect(await connections.drain(5_000)).toBe(true);
    // The idle keep-alive one at once, the silent one after its one-second grace; not the 5 s time-out.
    expect(Date.now() - started).toBeLessThan(4_000);
    agent.destroy();
    silent.destroy();
  });

  it('cuts what is still open after the time-out', async () => {
    const server = createServer(() => undefined); // never answers
    const connections = trackConnections(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as { port: number }).port;
    const hung = new Promise<string>((done) => {
      request({ host: '127.0.0.1', port, path: '/', agent: false }, () => done('answered'))
        .on('error', (error) => done(error.message))
        .end();
    });
    await new Promise((done) => setTimeout(done, 50));
    expect(await connections.drain(200)).toBe(false);
    expect(await hung).toMatch(/socket hang up|ECONNRESET/);
  });
});
