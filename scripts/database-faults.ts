/**
 * Database faults under load (`npm run faults:database`; issue 16). PostgreSQL only (DATABASE_URL): starts the
 * real server (`adapters/server/main.ts`) on a fresh database of that server, directly (FAULT_MODE=terminate,
 * the default) or through a TCP proxy run by this script (FAULT_MODE=proxy), then:
 * 1. one add-to-cart waits on a row lock this script holds, and the fault hits it;
 * 2. FAULT_CUSTOMERS customers (default 30) sign up, add a seat and check out, all at once, and the fault hits
 *    at each of FAULT_AT_MS (default 150,700,1400 ms after the load starts).
 * The fault is what a PostgreSQL restart or failover does to the server's connections: `terminate` runs
 * pg_terminate_backend on every backend of that database; `proxy` cuts every proxied connection (both ways).
 * Checked: the server process never exits and answers every request (a dropped connection is a violation);
 * refused requests answer 503 DATABASE_UNAVAILABLE; requests succeed again within RECOVERY_LIMIT_MS of each
 * fault; every customer ends with an order or a 'full' refusal once the database is back; the database
 * invariants of scripts/crash/invariants.ts hold (no half order, seats counted, payments once).
 * Prints the figures; exits 1 on any violation.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createServer, Socket } from 'node:net';
import pg from 'pg';
import { openDatabase } from '../adapters/db/index';
import { type CustomerPlan, type Interruption, runCustomer, type ShopAddress } from './crash/customer';
import { findViolations, type SeatCount, seatCounts } from './crash/invariants';
import { prepareAvailabilities, SHOP_HOST, scratchDatabase } from './crash/scratch';
import { freePort, type ServerProcess, startServer, stopGently } from './crash/server-process';

const RECOVERY_LIMIT_MS = 5_000;
const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const CUSTOMERS = positive('FAULT_CUSTOMERS', 30);
const SEATS = positive('FAULT_SEATS', 20);
const FAULT_AT_MS = (process.env.FAULT_AT_MS ?? '150,700,1400').split(',').map(Number);
const MODE = process.env.FAULT_MODE === 'proxy' ? 'proxy' : 'terminate';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

if (!process.env.DATABASE_URL) {
  console.error('faults:database needs DATABASE_URL (a PostgreSQL server it may create a database on)');
  process.exit(2);
}

/** A TCP proxy to PostgreSQL that can cut every connection it carries, as a network failure would. */
async function startProxy(target: URL): Promise<{ port: number; cut: () => number; close: () => void }> {
  const pairs = new Set<[Socket, Socket]>();
  const proxy = createServer((client) => {
    const upstream = new Socket();
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.connect(Number(target.port || 5432), target.hostname, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  const port = await freePort();
  await new Promise<void>((done) => proxy.listen(port, '127.0.0.1', done));
  return {
    port,
    cut: () => {
      const count = pairs.size;
      for (const [client, upstream] of [...pairs]) {
        // A reset, not a polite FIN: what a failed link or a killed proxy looks like to both ends.
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
      pairs.clear();
      return count;
    },
    close: () => proxy.close(),
  };
}

/** Runs one statement on a client of its own. */
async function admin<T extends pg.QueryResultRow>(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** pg_terminate_backend on every backend of `database` but the caller's own: what a restart does to them. */
const terminateBackends = async (url: string, database: string) =>
  (
    await admin<{ terminated: boolean }>(
      url,
      'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    )
  ).filter((row) => row.terminated).length;

/** GET `path` until it answers 200; how long that took, or null past the limit. */
async function timeToRecover(port: number, path: string, since: number): Promise<number | null> {
  while (Date.now() - since < RECOVERY_LIMIT_MS * 2) {
    const status = await new Promise<number>((done) => {
      const outgoing = request(
        { host: '127.0.0.1', port, path, headers: { host: SHOP_HOST }, agent: false },
        (incoming) => {
          incoming.resume();
          incoming.on('end', () => done(incoming.statusCode ?? 0));
        },
      );
      outgoing.on('error', () => done(0));
      outgoing.end();
    });
    if (status === 200) return Date.now() - since;
    await sleep(50);
  }
  return null;
}

const database = await scratchDatabase('faults');
const databaseName = new URL(database.url ?? '').pathname.slice(1);
let server: ServerProcess | null = null;
let proxy: Awaited<ReturnType<typeof startProxy>> | null = null;
const violations: string[] = [];
const figures: string[] = [];
try {
  const setup = await openDatabase({ url: database.url });
  const { swimFieldId, availabilities } = await prepareAvailabilities(setup.db, 2, SEATS);
  const seatsBefore: SeatCount[] = await seatCounts(setup.db);
  await setup.close();

  const directUrl = new URL(database.url ?? '');
  let serverUrl = directUrl.toString();
  if (MODE === 'proxy') {
    proxy = await startProxy(directUrl);
    const proxied = new URL(directUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    serverUrl = proxied.toString();
  }
  const fault = async () =>
    proxy
      ? `${proxy.cut()} connections cut`
      : `${await terminateBackends(directUrl.toString(), databaseName)} backends terminated`;

  const port = await freePort();
  server = await startServer({ port, dataDir: database.dataDir, databaseUrl: serverUrl });
  const running = server;
  let exitedEarly: number | null | undefined;
  void running.exited.then((code) => {
    exitedEarly = code;
  });
  const shop: ShopAddress = { port, host: SHOP_HOST, swimFieldId };
  const run = randomBytes(3).toString('hex');
  const interruptions: Record<Interruption, number> = { unreachable: 0, 'database-unavailable': 0 };
  const onDown = (why: Interruption) => {
    interruptions[why] += 1;
  };

  // 1. An add-to-cart waiting on a row lock when the fault hits.
  const locker = new pg.Client({ connectionString: directUrl.toString() });
  // The fault ends this connection too (it is on the same database): its error is expected here.
  locker.on('error', () => undefined);
  await locker.connect();
  await locker.query('begin');
  await locker.query('select id from availabilities where id = $1 for update', [availabilities[0]?.id]);
  const waitingCustomer: CustomerPlan = {
    email: `faults-${run}-waiting@example.be`,
    availability: availabilities[0] ?? { id: 0, dates: [] },
    paysOnline: false,
  };
  const lockInterruptions: Interruption[] = [];
  const waiting = runCustomer(shop, waitingCustomer, (why) => {
    lockInterruptions.push(why);
    onDown(why);
  });
  // Let it sign up and block on the lock, then fail the database under it; the lock goes with our rollback.
  const blocked = await (async () => {
    for (let tries = 0; tries < 100; tries += 1) {
      const rows = await admin<{ count: number }>(
        directUrl.toString(),
        "select count(*)::int as count from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [databaseName],
      );
      if ((rows[0]?.count ?? 0) > 0) return true;
      await sleep(50);
    }
    return false;
  })();
  if (!blocked) violations.push('the add-to-cart never waited on the row lock');
  const lockFaultAt = Date.now();
  figures.push(`row-lock fault: ${await fault()}`);
  await locker.query('rollback').catch(() => undefined);
  await locker.end().catch(() => undefined);
  const lockRecovery = await timeToRecover(port, '/readyz', lockFaultAt);
  const waitingOutcome = await waiting;
  figures.push(
    `row-lock case: add-to-cart interrupted by ${lockInterruptions.join(', ') || 'nothing'}, then ${waitingOutcome}; ready again after ${lockRecovery} ms`,
  );
  if (!lockInterruptions.includes('database-unavailable'))
    violations.push('the add-to-cart waiting on the lock did not answer 503 DATABASE_UNAVAILABLE');

  // 2. Customers all at once, with faults at FAULT_AT_MS.
  const plans: CustomerPlan[] = Array.from({ length: CUSTOMERS }, (_, index) => ({
    email: `faults-${run}-${index}@example.be`,
    availability: availabilities[index % availabilities.length] ?? { id: 0, dates: [] },
    paysOnline: index % 3 === 2,
  }));
  const outcomes = { ordered: 0, paid: 0, refused: 0 };
  const failed: string[] = [];
  const started = Date.now();
  const load = Promise.all(
    plans.map(async (plan) => {
      try {
        outcomes[await runCustomer(shop, plan, onDown)] += 1;
      } catch (error) {
        failed.push(`${plan.email}: ${(error as Error).message}`);
      }
    }),
  );
  const recoveries: Array<number | null> = [];
  for (const at of FAULT_AT_MS) {
    await sleep(Math.max(0, started + at - Date.now()));
    const faultAt = Date.now();
    figures.push(`fault at ${faultAt - started} ms: ${await fault()}`);
    recoveries.push(await timeToRecover(port, '/api/availabilities?page_size=1', faultAt));
  }
  await load;
  const loadSeconds = (Date.now() - started) / 1000;

  if (exitedEarly !== undefined) violations.push(`the server process exited (code ${exitedEarly})`);
  if (interruptions.unreachable > 0)
    violations.push(`${interruptions.unreachable} requests got no HTTP answer (connection dropped)`);
  for (const [index, ms] of recoveries.entries()) {
    if (ms === null || ms > RECOVERY_LIMIT_MS)
      violations.push(`requests did not succeed within ${RECOVERY_LIMIT_MS} ms of fault ${index + 1}`);
  }
  if (lockRecovery === null || lockRecovery > RECOVERY_LIMIT_MS)
    violations.push(`not ready within ${RECOVERY_LIMIT_MS} ms of the row-lock fault`);
  for (const failure of failed) violations.push(`customer failed: ${failure}`);
  await stopGently(running);
  server = null;
  // Expected lines: the 503s and the lost connections; anything else the server logged as an error is a finding.
  const expected = /"msg":"(database unavailable|database connection lost|idle database client failed)"/;
  for (const line of running.errors.filter((line) => !expected.test(line)))
    violations.push(`server error: ${line.slice(0, 300)}`);

  const check = await openDatabase({ url: database.url });
  const broken = await findViolations(
    check.db,
    [...plans.map((plan) => plan.email), waitingCustomer.email],
    seatsBefore,
  );
  await check.close();
  for (const violation of broken)
    violations.push(`${violation.rule}: ${JSON.stringify(violation.rows.slice(0, 3))}`);

  console.log(
    `faults:database  PostgreSQL, mode ${MODE}, ${CUSTOMERS} customers at once on 2 availabilities × ${SEATS} seats, faults at ${FAULT_AT_MS.join(', ')} ms`,
  );
  for (const line of figures) console.log(line);
  console.log(
    `orders: ${outcomes.ordered + outcomes.paid} (${outcomes.paid} paid online), refused as full: ${outcomes.refused}, ` +
      `customers failed: ${failed.length}, load ${loadSeconds.toFixed(1)} s`,
  );
  console.log(
    `answers 503 DATABASE_UNAVAILABLE (retried): ${interruptions['database-unavailable']}, requests without an answer: ${interruptions.unreachable}`,
  );
  console.log(
    `requests succeed again after: ${recoveries.map((ms) => (ms === null ? 'never' : `${ms} ms`)).join(', ')}`,
  );
  for (const violation of violations) console.log(`  VIOLATION ${violation}`);
  console.log(`violations: ${violations.length}`);
  if (violations.length > 0) process.exitCode = 1;
} finally {
  if (server) server.child.kill('SIGKILL');
  proxy?.close();
  await database.drop();
}
