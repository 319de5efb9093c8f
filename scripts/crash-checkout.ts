/**
 * Crash safety of checkout (`npx tsx scripts/crash-checkout.ts`; part of issue 8). Starts the real server
 * (`tsx adapters/server/main.ts`) on PostgreSQL when DATABASE_URL is set (in a fresh database of that server,
 * dropped after) or else on the embedded database in a temporary DATA_DIR, runs CRASH_CUSTOMERS (default 60)
 * customers over HTTP, CRASH_CONCURRENCY (default 12) at a time, on CRASH_AVAILABILITIES (default 3)
 * availabilities of CRASH_SEATS (default 15) free seats each; every third customer pays online through the
 * sandbox page and its webhook. Once CRASH_KILL_AFTER orders (default half the seats) are done the
 * server gets SIGKILL, is restarted on the same database, and the customers retry until they finish. Then the
 * invariants of scripts/crash/invariants.ts are read from the database. Prints the figures; exits 1 on any
 * violation.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../adapters/db/index';
import { type CustomerOutcome, type CustomerPlan, runCustomer, type ShopAddress } from './crash/customer';
import { findViolations, type SeatCount, seatCounts } from './crash/invariants';
import { prepareAvailabilities, SHOP_HOST, scratchDatabase } from './crash/scratch';
import { freePort, killHard, type ServerProcess, startServer, stopGently } from './crash/server-process';

const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const CUSTOMERS = positive('CRASH_CUSTOMERS', 60);
const CONCURRENCY = positive('CRASH_CONCURRENCY', 12);
const AVAILABILITIES = positive('CRASH_AVAILABILITIES', 3);
const SEATS = positive('CRASH_SEATS', 15);

interface Figures {
  outcomes: Record<CustomerOutcome, number>;
  failed: string[];
  inFlightAtKill: number;
  retries: number;
  seconds: number;
}

async function load(
  shop: ShopAddress,
  plans: CustomerPlan[],
  killAfter: number,
  crash: () => Promise<void>,
): Promise<Figures> {
  const outcomes: Record<CustomerOutcome, number> = { ordered: 0, paid: 0, refused: 0 };
  const failed: string[] = [];
  let done = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  let retries = 0;
  let crashing: Promise<void> | null = null;
  const started = Date.now();
  const queue = [...plans];
  const worker = async () => {
    for (let plan = queue.shift(); plan; plan = queue.shift()) {
      inFlight += 1;
      try {
        const outcome = await runCustomer(shop, plan, () => {
          retries += 1;
        });
        outcomes[outcome] += 1;
        if (outcome !== 'refused') done += 1;
      } catch (error) {
        failed.push(`${plan.email}: ${(error as Error).message}`);
      } finally {
        inFlight -= 1;
      }
      if (!crashing && done >= killAfter) {
        inFlightAtKill = inFlight;
        crashing = crash();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await crashing;
  return { outcomes, failed, inFlightAtKill, retries, seconds: (Date.now() - started) / 1000 };
}

const database = await scratchDatabase('crash');
let server: ServerProcess | null = null;
try {
  const setup = await openDatabase({ url: database.url, dataDir: database.dataDir });
  const { swimFieldId, availabilities } = await prepareAvailabilities(setup.db, AVAILABILITIES, SEATS);
  const seatsBefore: SeatCount[] = await seatCounts(setup.db);
  await setup.close();

  const port = await freePort();
  const serverOptions = { port, dataDir: database.dataDir, databaseUrl: database.url };
  let phase = Date.now();
  server = await startServer(serverOptions);
  const firstStartSeconds = (Date.now() - phase) / 1000;
  let restartSeconds = 0;
  const shop: ShopAddress = { port, host: SHOP_HOST, swimFieldId };
  const run = randomBytes(3).toString('hex');
  const plans: CustomerPlan[] = Array.from({ length: CUSTOMERS }, (_, index) => ({
    email: `crash-${run}-${index}@example.be`,
    availability: availabilities[index % availabilities.length] ?? { id: 0, dates: [] },
    paysOnline: index % 3 === 2,
  }));
  const serverErrors: string[] = [];
  const killAfter = positive(
    'CRASH_KILL_AFTER',
    Math.max(1, Math.floor((availabilities.length * SEATS) / 2)),
  );
  const figures = await load(shop, plans, killAfter, async () => {
    if (!server) return;
    await killHard(server);
    serverErrors.push(...server.errors);
    phase = Date.now();
    server = await startServer(serverOptions);
    restartSeconds = (Date.now() - phase) / 1000;
  });
  await stopGently(server);
  serverErrors.push(...server.errors);
  server = null;

  const check = await openDatabase({ url: database.url, dataDir: database.dataDir });
  const violations = await findViolations(
    check.db,
    plans.map((plan) => plan.email),
    seatsBefore,
  );
  const orders = await check.db
    .selectFrom('carts')
    .innerJoin('customers', 'customers.id', 'carts.customer_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(
      'customers.email',
      'in',
      plans.map((plan) => plan.email),
    )
    .where('carts.processed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  await check.close();

  console.log(
    `crash-checkout  ${database.url ? 'PostgreSQL' : 'PGlite'}, ${CUSTOMERS} customers (${CONCURRENCY} at a time), ` +
      `${availabilities.length} availabilities × ${SEATS} seats, SIGKILL after ${killAfter} orders`,
  );
  console.log(
    `orders completed: ${figures.outcomes.ordered + figures.outcomes.paid} (${figures.outcomes.paid} paid online), ` +
      `refused as full: ${figures.outcomes.refused}, customers failed: ${figures.failed.length}`,
  );
  console.log(
    `in flight at kill: ${figures.inFlightAtKill}, requests retried after the crash: ${figures.retries}, ` +
      `processed carts in the database: ${Number(orders.count)}`,
  );
  console.log(
    `server start ${firstStartSeconds.toFixed(1)} s, restart after SIGKILL ${restartSeconds.toFixed(1)} s, ` +
      `load ${figures.seconds.toFixed(1)} s`,
  );
  for (const failure of figures.failed) console.log(`  failed: ${failure}`);
  for (const line of serverErrors) console.log(`  server error: ${line}`);
  for (const violation of violations) {
    console.log(`  VIOLATION ${violation.rule}: ${JSON.stringify(violation.rows.slice(0, 5))}`);
  }
  const total = violations.length + figures.failed.length + serverErrors.length;
  console.log(`violations: ${total}`);
  if (figures.inFlightAtKill < 0) console.log('the server was never killed: raise CRASH_CUSTOMERS');
  if (total > 0 || figures.inFlightAtKill < 0) process.exitCode = 1;
} finally {
  if (server) await killHard(server);
  await database.drop();
}
