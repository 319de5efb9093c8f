/**
 * The registration-opening rush (`npm run bench:rush`; not part of `npm test`; issue 17 §1). The built
 * storefront runs as in production (a child process: `NODE_ENV=production`, `TRUST_PROXY=1`), on a fresh
 * PGlite data folder or, with DATABASE_URL set, on a throwaway PostgreSQL database. RUSH_PARENTS virtual
 * parents (default 1,000) arrive on a schedule spread evenly over RUSH_SECONDS (default 60): an open
 * arrival process, not a closed loop, so a slow server meets the same arrivals. Each parent, from an
 * address of their own: loads the home page, the camp's page and one session's page (HTML) and the
 * catalogue calls a browser makes, signs up with a child aged 7, adds one session of a popular 6–9 camp
 * (few seats, so most are refused as full) and checks out by bank transfer; RUSH_ABANDON (default 0.1) of
 * those who got a seat leave it in the cart instead. Needs `npm run build` first. Loopback only.
 *
 * Prints per step p50/p95/p99 and errors (5xx or no answer), refusals (4xx the journey expects: full),
 * checkouts per second, and per session seats sold against capacity, which must never be above.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort } from '../free-port';
import { signUpBody } from '../test-customers';
import { formatTable } from './table';

const PARENTS = Number(process.env.RUSH_PARENTS ?? 1000);
const SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
const ABANDON = Number(process.env.RUSH_ABANDON ?? 0.1);
const HOST = 'petits-sportifs.localhost';
const CAMP = 'petits-peintres-6-9';
if (!Number.isInteger(PARENTS) || PARENTS < 1 || PARENTS > 20_000)
  throw new Error('RUSH_PARENTS must be an integer from 1 to 20000');
if (!(SECONDS > 0 && SECONDS <= 600)) throw new Error('RUSH_SECONDS must be above 0 and at most 600');

const STEPS = [
  'GET /fr/ (HTML)',
  'GET /fr/activities/… (HTML)',
  'GET /api/availabilities',
  'GET /fr/availabilities/… (HTML)',
  'GET /api/availabilities/:cuid',
  'POST /api/auth/register',
  'POST /api/carts/items',
  'POST /api/carts/checkout',
] as const;
type Step = (typeof STEPS)[number];
const timings = new Map<Step | 'whole journey', number[]>();
const errors = new Map<Step, number>();
const refusals = new Map<Step, number>();
const firstRefusals = new Map<Step, string>();
const record = (step: Step | 'whole journey', ms: number) => {
  const list = timings.get(step) ?? [];
  list.push(ms);
  timings.set(step, list);
};
const bump = (map: Map<Step, number>, step: Step) => map.set(step, (map.get(step) ?? 0) + 1);

// The database: a fresh PGlite folder, or a throwaway database on the PostgreSQL of DATABASE_URL.
const adminUrl = process.env.DATABASE_URL || undefined;
const dataDir = adminUrl ? undefined : mkdtempSync(join(tmpdir(), 'rush-'));
const databaseName = `rush_${randomBytes(4).toString('hex')}`;
let databaseUrl: string | undefined;
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'adapters/server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    TRUST_PROXY: '1',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function cleanUp() {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

try {
  for (let waited = 0; ; waited += 250) {
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.status === 200) break;
    if (waited > 120_000) throw new Error('the server was not ready within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  interface Session {
    cookie: string | null;
    ip: string;
  }
  const call = async (
    session: Session,
    step: Step,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    expected: number[] = [200],
  ): Promise<{ status: number; json: Record<string, unknown> | null }> => {
    const headers: Record<string, string> = {
      host: HOST,
      'x-forwarded-for': session.ip,
      'accept-encoding': 'gzip',
    };
    if (session.cookie) headers.cookie = session.cookie;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      // Node's fetch cannot set Host: the server answers 127.0.0.1 as its default organiser (HOST),
      // and a browser's Origin names the address it is on.
      headers.origin = base;
    }
    const started = performance.now();
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      record(step, performance.now() - started);
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) session.cookie = setCookie.split(';')[0] ?? null;
      if (response.status >= 500) bump(errors, step);
      const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
      if (response.status < 500 && !expected.includes(response.status)) {
        // The first refusal of each step is printed once: it says why (full, a rule), not only how many.
        if (!refusals.has(step)) firstRefusals.set(step, `${response.status} ${text.slice(0, 200)}`);
        bump(refusals, step);
      }
      return { status: response.status, json };
    } catch {
      record(step, performance.now() - started);
      bump(errors, step);
      return { status: 0, json: null };
    }
  };

  // The popular camp: its open sessions, their dates and seats, read once as a browser would.
  const scout: Session = { cookie: null, ip: '10.255.255.254' };
  const activity = (await call(scout, 'GET /api/availabilities', 'GET', `/api/activities/${CAMP}`)).json as {
    activity: { id: number };
  };
  const list = (
    await call(
      scout,
      'GET /api/availabilities',
      'GET',
      `/api/availabilities?activity=${activity.activity.id}&status=OPEN&page_size=20`,
    )
  ).json as { data: Array<{ id: number; cuid: string; capacity: number | null; registered: number }> };
  const sessions = list.data.filter((entry) => entry.capacity !== null);
  if (sessions.length === 0) throw new Error(`no open session with limited seats for ${CAMP}`);
  const details = new Map<
    number,
    { cuid: string; dates: number[]; capacity: number; registeredBefore: number }
  >();
  for (const entry of sessions) {
    const detail = (
      await call(scout, 'GET /api/availabilities/:cuid', 'GET', `/api/availabilities/${entry.cuid}`)
    ).json as { availability: { dates: Array<{ id: number }> } };
    details.set(entry.id, {
      cuid: entry.cuid,
      dates: detail.availability.dates.map((date) => date.id),
      capacity: entry.capacity ?? 0,
      registeredBefore: entry.registered,
    });
  }
  timings.clear();
  errors.clear();
  refusals.clear();
  const sold = new Map<number, number>();
  let checkouts = 0;
  const childBirthdate = `${new Date().getUTCFullYear() - 7}-03-15`;
  const ids = [...details.keys()];

  const parent = async (index: number) => {
    const session: Session = {
      cookie: null,
      ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    };
    const started = performance.now();
    // Half the parents want the first session (the popular week), the others any session.
    const target = index % 2 === 0 ? (ids[0] as number) : (ids[index % ids.length] as number);
    const chosen = details.get(target);
    if (!chosen) return;
    await call(session, 'GET /fr/ (HTML)', 'GET', '/fr/');
    await call(session, 'GET /fr/activities/… (HTML)', 'GET', `/fr/activities/${CAMP}`);
    await call(
      session,
      'GET /api/availabilities',
      'GET',
      `/api/availabilities?activity=${activity.activity.id}&status=OPEN&page_size=20`,
    );
    await call(session, 'GET /fr/availabilities/… (HTML)', 'GET', `/fr/availabilities/${chosen.cuid}`);
    await call(session, 'GET /api/availabilities/:cuid', 'GET', `/api/availabilities/${chosen.cuid}`);
    const registered = await call(
      session,
      'POST /api/auth/register',
      'POST',
      '/api/auth/register',
      signUpBody({
        firstname: 'Parent',
        lastname: `Rush${index}`,
        email: `parent${index}.${databaseName}@example.be`,
        phone: '+32 470 00 00 00',
        password: `rush-secret-${index}`,
        participant: {
          firstname: 'Enfant',
          lastname: `Rush${index}`,
          birthdate: childBirthdate,
          custom_data: [{ field_id: 3, data: 'Oui' }],
        },
      }),
    );
    const child = (registered.json?.customer as { participants?: Array<{ id: number }> } | undefined)
      ?.participants?.[0];
    if (!child) return;
    const added = await call(
      session,
      'POST /api/carts/items',
      'POST',
      '/api/carts/items',
      {
        registrations: [
          {
            availability_id: target,
            participant_id: child.id,
            quantity: 1,
            availability_dates: chosen.dates.map((date_id) => ({ date_id })),
          },
        ],
      },
      [200],
    );
    if (added.status !== 200) return;
    if ((index * 7919) % 100 < ABANDON * 100) return;
    const cart = added.json?.cart as { id: number };
    const done = await call(session, 'POST /api/carts/checkout', 'POST', '/api/carts/checkout', {
      cart_id: cart.id,
      payment_strategy: 'DELAYED',
      terms: true,
    });
    if (done.status === 200) {
      checkouts += 1;
      sold.set(target, (sold.get(target) ?? 0) + 1);
    }
    record('whole journey', performance.now() - started);
  };

  console.log(
    `bench:rush  node ${process.version}, ${PARENTS} parents over ${SECONDS} s, ${adminUrl ? 'PostgreSQL (throwaway database)' : 'PGlite (fresh data folder)'}, ${sessions.length} sessions of ${CAMP}`,
  );
  const rushStarted = performance.now();
  const journeys: Array<Promise<void>> = [];
  for (let index = 0; index < PARENTS; index += 1) {
    const due = (index * SECONDS * 1000) / PARENTS;
    const wait = due - (performance.now() - rushStarted);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    journeys.push(parent(index));
  }
  await Promise.all(journeys);
  const rushSeconds = (performance.now() - rushStarted) / 1000;

  const quantile = (sorted: number[], q: number) =>
    sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const rows = [...STEPS, 'whole journey' as const].map((step) => {
    const sorted = [...(timings.get(step) ?? [])].sort((a, b) => a - b);
    return [
      step,
      String(sorted.length),
      quantile(sorted, 0.5).toFixed(0),
      quantile(sorted, 0.95).toFixed(0),
      quantile(sorted, 0.99).toFixed(0),
      step === 'whole journey' ? '' : String(errors.get(step) ?? 0),
      step === 'whole journey' ? '' : String(refusals.get(step) ?? 0),
    ];
  });
  console.log(
    formatTable(
      ['step', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'refused'],
      rows,
      (column) => column > 0,
    ),
  );
  for (const [step, answer] of firstRefusals) console.log(`first refusal of ${step}: ${answer}`);
  console.log(
    `checkouts: ${checkouts} in ${rushSeconds.toFixed(1)} s (${(checkouts / rushSeconds).toFixed(1)}/s)`,
  );

  // Seats sold against capacity, read again after the rush.
  const seatRows: string[][] = [];
  let above = 0;
  for (const [id, detail] of details) {
    const after = (
      await call(scout, 'GET /api/availabilities/:cuid', 'GET', `/api/availabilities/${detail.cuid}`)
    ).json as { availability: { registered: number; capacity: number | null } };
    const free = detail.capacity - detail.registeredBefore;
    const mine = sold.get(id) ?? 0;
    if (mine > free || after.availability.registered > detail.capacity) above += 1;
    seatRows.push([
      detail.cuid,
      String(detail.capacity),
      String(free),
      String(mine),
      String(after.availability.registered),
    ]);
  }
  console.log(
    formatTable(
      ['session', 'capacity', 'free before', 'sold in the rush', 'registered + held after'],
      seatRows,
      (column) => column > 0,
    ),
  );
  console.log(above === 0 ? 'seats above capacity: 0' : `SEATS ABOVE CAPACITY in ${above} session(s)`);
  process.exitCode = above === 0 ? 0 : 1;
} finally {
  await cleanUp();
}
