import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { CAMILLE } from './test-fixtures';

/**
 * Several server processes on one PostgreSQL database (issue 17 §5): three real `adapters/server/main.ts`
 * processes, each with its own memory, on a throwaway database of DATABASE_URL's server, and requests
 * spread over them in turn. What one process knows, the others must know: brute-force counts, sessions,
 * the waiting list's one notice per freed seat, catalogue changes. Runs where PostgreSQL is (CI sets
 * DATABASE_URL to the machine's server, .ci/run); PGlite is one process by nature.
 */
const adminUrl = process.env.DATABASE_URL || undefined;
const FULL_AVAILABILITY = 'ps-av-noel-multisport-s1';
/** The freshness the README states for catalogue answers. */
const CATALOGUE_FRESHNESS_MS = 2_000;
const SWEEP_EVERY_MS = 200;

interface Instance {
  base: string;
  child: ChildProcess;
  log: string[];
}

interface Client {
  ip: string;
  cookie: string | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!adminUrl)('three server processes on one PostgreSQL database', { timeout: 120_000 }, () => {
  const databaseName = `instances_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  let db: pg.Client;
  const instances: Instance[] = [];
  let turn = 0;
  /** The next process in turn, so consecutive requests of a check land on different processes. */
  const next = () => {
    const instance = instances[turn % instances.length];
    turn += 1;
    if (!instance) throw new Error('no server process');
    return instance;
  };

  const call = async (
    instance: Instance,
    client: Client,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ) => {
    const headers: Record<string, string> = { 'x-forwarded-for': client.ip };
    if (client.cookie) headers.cookie = client.cookie;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers.origin = instance.base;
    }
    const response = await fetch(`${instance.base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) client.cookie = setCookie.split(';')[0] ?? null;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const start = async (): Promise<Instance> => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: '1',
        VACANCY_SWEEP_INTERVAL_MS: String(SWEEP_EVERY_MS),
        MAIL_WORKER_INTERVAL_MS: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance: Instance = { base: `http://127.0.0.1:${port}`, child, log: [] };
    child.stdout?.on('data', (chunk: Buffer) => instance.log.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => instance.log.push(chunk.toString()));
    for (let waited = 0; ; waited += 100) {
      const ready = await fetch(`${instance.base}/readyz`).catch(() => null);
      if (ready?.status === 200) return instance;
      if (child.exitCode !== null || waited > 60_000)
        throw new Error(`server process not ready: ${instance.log.join('')}`);
      await pause(100);
    }
  };

  const stop = async (instance: Instance) => {
    if (instance.child.exitCode !== null) return;
    const exited = new Promise((resolve) => instance.child.once('exit', resolve));
    instance.child.kill('SIGTERM');
    const killer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    // The first process migrates and seeds the database; the two others start on it as it is.
    instances.push(await start());
    instances.push(...(await Promise.all([start(), start()])));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await Promise.all(instances.map(stop));
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  it('runs three processes, each with its own memory', () => {
    expect(instances).toHaveLength(3);
    expect(new Set(instances.map((instance) => instance.child.pid)).size).toBe(3);
  });

  it('accepts a session made on one process on the others', async () => {
    const camille: Client = { ip: '198.51.100.10', cookie: null };
    const login = await call(next(), camille, 'POST', '/api/auth/login', CAMILLE);
    expect(login.status).toBe(200);
    for (const instance of instances) {
      const session = await call(instance, camille, 'GET', '/api/session');
      expect(session.status).toBe(200);
      expect(session.body.customer).toMatchObject({ email: CAMILLE.email });
    }
    // Signed out on one, signed out on all.
    expect((await call(next(), camille, 'POST', '/api/auth/logout', {})).status).toBe(200);
    for (const instance of instances) {
      expect((await call(instance, camille, 'GET', '/api/session')).body.customer).toBeNull();
    }
  });

  it('counts wrong passwords in total: the sixth try of an address on an account is refused, whichever process', async () => {
    // ATTEMPT_POLICIES.login: 5 failures per (IP, account) in 15 minutes.
    const guesser: Client = { ip: '198.51.100.20', cookie: null };
    const attempt = (password: string) =>
      call(next(), guesser, 'POST', '/api/auth/login', { email: CAMILLE.email, password });
    for (let failure = 1; failure <= 5; failure += 1) {
      expect((await attempt(`wrong-${failure}`)).status).toBe(401);
    }
    for (let instance = 0; instance < 3; instance += 1) {
      // Even the right password: a blocked pair is refused before the password is looked at.
      const refused = await attempt(CAMILLE.password);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('RATE_LIMITED');
    }
  });

  it('counts an address’s wrong passwords over all accounts in total: the 31st is refused', async () => {
    // ATTEMPT_POLICIES.login: 30 failures per IP in 15 minutes, 10 on each process.
    const sprayer: Client = { ip: '198.51.100.30', cookie: null };
    for (let account = 1; account <= 30; account += 1) {
      const refused = await call(next(), sprayer, 'POST', '/api/auth/login', {
        email: `nobody-${account}@example.be`,
        password: 'a-wrong-password',
      });
      expect(refused.status).toBe(401);
    }
    const blocked = await call(next(), sprayer, 'POST', '/api/auth/login', {
      email: 'nobody-31@example.be',
      password: 'a-wrong-password',
    });
    expect(blocked.status).toBe(429);
  });

  it('sends one vacancy mail for one freed seat while all three sweep the waiting lists', async () => {
    const camille: Client = { ip: '198.51.100.40', cookie: null };
    expect((await call(next(), camille, 'POST', '/api/auth/login', CAMILLE)).status).toBe(200);
    const { rows: availabilities } = await db.query<{ id: number }>(
      'select id from availabilities where cuid = $1',
      [FULL_AVAILABILITY],
    );
    const availabilityId = availabilities[0]?.id;
    const { rows: children } = await db.query<{ id: number }>(
      `select p.id from participants p join customers c on c.id = p.customer_id
       where c.email = $1 and p.firstname in ('Hugo', 'Léa') order by p.id`,
      [CAMILLE.email],
    );
    expect(children).toHaveLength(2);
    // Two of Camille's children wait for the FULL session, each joined through another process.
    for (const child of children) {
      const joined = await call(next(), camille, 'POST', '/api/registrations/waiting-list', {
        availability_id: availabilityId,
        participant_id: child.id,
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    }
    // Every seat is registered: a second of sweeps on all three processes offers nothing.
    await pause(1_000);
    const notified = async () =>
      (
        await db.query<{ id: number }>(
          'select id from waiting_list_entries where availability_id = $1 and notified_at is not null',
          [availabilityId],
        )
      ).rows.length;
    const vacancyMails = async () =>
      (
        await db.query<{ id: number }>(
          `select id from mail_outbox where template = 'waiting-list.vacancy' and recipient = $1`,
          [CAMILLE.email],
        )
      ).rows.length;
    expect(await notified()).toBe(0);
    expect(await vacancyMails()).toBe(0);

    // The organiser adds one seat behind the servers' backs: no request tells them, only the timed sweeps.
    await db.query('update availabilities set capacity = capacity + 1 where id = $1', [availabilityId]);
    for (let waited = 0; (await vacancyMails()) === 0 && waited < 10_000; waited += 100) await pause(100);
    // Many more sweeps of every process (each every 200 ms) and mail batches change nothing.
    await pause(2_000);
    expect(await notified()).toBe(1);
    expect(await vacancyMails()).toBe(1);
    const { rows: jobs } = await db.query<{ status: string }>(
      `select status from notification_jobs where trigger = 'waiting-list.vacancy'`,
    );
    expect(jobs).toEqual([{ status: 'done' }]);
    // The sweeps took turns through their claim row (lifecycle/periodic-task.ts), not one per process.
    // (timestamptz reads as an ISO string: adapters/db sets node-postgres's parser.)
    const { rows: claims } = await db.query<{ claimed_at: string }>(
      `select claimed_at from periodic_task_runs where task = 'vacancy-sweep'`,
    );
    expect(claims).toHaveLength(1);
    expect(Date.now() - Date.parse(claims[0]?.claimed_at ?? '')).toBeLessThan(5_000);
  });

  it(`shows a catalogue change on every process within ${CATALOGUE_FRESHNESS_MS} ms`, async () => {
    const visitor: Client = { ip: '198.51.100.50', cookie: null };
    const { rows } = await db.query<{ id: number; slug: string }>(
      `select a.id, a.slug from activities a join organisers o on o.id = a.organiser_id
       where o.hostname = 'petits-sportifs.localhost' order by a.id limit 1`,
    );
    const activity = rows[0];
    if (!activity) throw new Error('no activity in the demo catalogue');
    const path = `/api/activities/${activity.slug}`;
    // Every process has read (and may have cached) the activity before it changes.
    for (const instance of instances) expect((await call(instance, visitor, 'GET', path)).status).toBe(200);
    const title = `Stage renommé ${randomBytes(3).toString('hex')}`;
    await db.query('update activities set title = $1 where id = $2', [title, activity.id]);
    const changed = Date.now();
    const seenAfter = await Promise.all(
      instances.map(async (instance) => {
        for (;;) {
          const answer = await call(instance, visitor, 'GET', path);
          if (JSON.stringify(answer.body).includes(title)) return Date.now() - changed;
          if (Date.now() - changed > CATALOGUE_FRESHNESS_MS * 3) return Number.POSITIVE_INFINITY;
          await pause(50);
        }
      }),
    );
    for (const ms of seenAfter) expect(ms).toBeLessThanOrEqual(CATALOGUE_FRESHNESS_MS);
  });
});
