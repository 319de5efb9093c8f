/**
 * Checkout throughput and the overbooking proof (`npm run bench:checkout`; not part of `npm test`).
 * BENCH_CUSTOMERS (default 50) customers at once each add a registration and check out by bank transfer,
 * for BENCH_ROUNDS (default 5) rounds; every round the availability has 80 % as many seats as customers,
 * so the locks are contended and some customers are refused. Runs on PGlite in memory and, when
 * DATABASE_URL is set, on that PostgreSQL in a throwaway schema. The cart's transactions are called
 * directly (the HTTP layer adds parsing only; bench:api measures it). Prints checkouts per second and the
 * overbooked-seat count, which must be 0. On PostgreSQL it also runs pgbench's simple-update workload with
 * as many clients on the same server (BENCH_PGBENCH_SECONDS, default 10) and prints the ratio: an order is
 * several locked statements in one transaction, a pgbench transaction five plain ones.
 * It also prints the statements each add and each checkout sends (a Kysely plugin counts them; BEGIN and
 * COMMIT come on top), the mean time of each call, and any refusal other than a full availability or date
 * (deadlocks, pool timeouts), which fails the run. BENCH_PGLITE=0 skips the embedded run. No HTTP layer, so
 * no rate limiter caps it; the pool (10 connections per process) is what the 50 customers queue for.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { KyselyPlugin } from 'kysely';
import { dropSchema, openDatabase } from '../../db/index';
import { seedDemoData } from '../../seed/index';
import { addItems, type CartWriteDeps } from '../cart/cart-writes';
import { checkout } from '../cart/checkout';
import { createCrowd, overbooking } from '../cart/crowd';
import type { Organiser } from '../context';
import { type PgbenchFigures, pgbenchSimpleUpdate } from './pgbench';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SEATS = Math.max(1, Math.floor(CUSTOMERS * 0.8));
if (!Number.isInteger(CUSTOMERS) || CUSTOMERS < 1)
  throw new Error('BENCH_CUSTOMERS must be a positive integer');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('BENCH_ROUNDS must be a positive integer');

/** Counts the statements sent through one Kysely instance (BEGIN and COMMIT excepted: add 2 per call). */
function statementCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

interface Figures {
  database: string;
  checkouts: number;
  addStatements: number;
  checkoutStatements: number;
  refused: number;
  /** Rejections other than a full availability (deadlocks, timeouts...), by message: must be none. */
  failures: Map<string, number>;
  seconds: number;
  overbooked: number;
  uncounted: number;
}

async function run(label: string, url: string | undefined): Promise<Figures> {
  const schema = url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const { db, close } = await openDatabase({ url, schema });
  try {
    const now = new Date().toISOString();
    await seedDemoData(db, { now });
    const organiser = (await db
      .selectFrom('organisers')
      .selectAll()
      .where('hostname', '=', 'petits-sportifs.localhost')
      .executeTakeFirstOrThrow()) as Organiser;
    const availability = await db
      .selectFrom('availabilities as av')
      .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
      .select('av.id')
      .where('ac.cuid', '=', 'ps-act-petits-peintres')
      .where('av.status', '=', 'OPEN')
      .where('av.start_at', '>', now)
      .orderBy('av.start_at')
      .executeTakeFirstOrThrow();
    const dates = await db
      .selectFrom('availability_dates')
      .select('id')
      .where('availability_id', '=', availability.id)
      .execute();
    const addCounter = statementCounter();
    const checkoutCounter = statementCounter();
    const addDeps: CartWriteDeps = { db: db.withPlugin(addCounter), now: () => now, seatLocking: true };
    const deps: CartWriteDeps = { db: db.withPlugin(checkoutCounter), now: () => now, seatLocking: true };
    let checkouts = 0;
    let refused = 0;
    const failures = new Map<string, number>();
    let addMs = 0;
    let checkoutMs = 0;
    let seconds = 0;
    let overbooked = 0;
    let uncounted = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each round: the earlier rounds' registrations cancelled and uncounted, SEATS seats free again.
      await db
        .updateTable('registrations')
        .set({ cancelled: true })
        .where('availability_id', '=', availability.id)
        .execute();
      await db
        .updateTable('availabilities')
        .set({ registered: 0, capacity: SEATS })
        .where('id', '=', availability.id)
        .execute();
      await db
        .updateTable('availability_dates')
        .set({ registered: 0, capacity: SEATS })
        .where('availability_id', '=', availability.id)
        .execute();
      const crowd = await createCrowd(db, organiser, CUSTOMERS, '2018-06-01');
      const started = performance.now();
      const outcomes = await Promise.allSettled(
        crowd.map(async (actor) => {
          const addStarted = performance.now();
          const cart = await addItems(addDeps, actor, {
            registrations: [
              {
                availability_id: availability.id,
                participant_id: actor.participantId,
                options: [],
                questions: [],
                quantity: 1,
                availability_dates: dates.map((date) => ({ date_id: date.id })),
              },
            ],
            bundles: [],
            vouchers: [],
            memberships: [],
            registrations_requests: [],
            bookings: [],
          });
          const checkoutStarted = performance.now();
          addMs += checkoutStarted - addStarted;
          await checkout(deps, actor, { cart_id: cart.id, payment_strategy: 'DELAYED' });
          checkoutMs += performance.now() - checkoutStarted;
        }),
      );
      seconds += (performance.now() - started) / 1000;
      checkouts += outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') continue;
        const reason = outcome.reason as { code?: unknown; message?: unknown };
        // A full date refuses the add as not selectable (core eligibility): full too.
        if (reason.code === 'CART.AVAILABILITY_FULL' || reason.code === 'CART.DATE_NOT_SELECTABLE')
          refused += 1;
        else {
          const key = String(reason.code ?? reason.message);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
      const check = await overbooking(db, availability.id);
      // Cancelled registrations of earlier rounds are not counted: compare this round's only.
      overbooked += check.overbooked;
      uncounted += check.uncounted;
    }
    const calls = CUSTOMERS * ROUNDS;
    console.log(
      `${label}: mean add ${(addMs / calls).toFixed(0)} ms, mean checkout ${(checkoutMs / checkouts).toFixed(0)} ms (queue for a connection included)`,
    );
    return {
      database: label,
      checkouts,
      addStatements: addCounter.count / calls,
      checkoutStatements: checkoutCounter.count / calls,
      refused,
      failures,
      seconds,
      overbooked,
      uncounted,
    };
  } finally {
    if (url && schema) await dropSchema(url, schema).catch(() => undefined);
    await close();
  }
}

// BENCH_PGLITE=0 skips the embedded run (PostgreSQL only).
const results: Figures[] =
  process.env.BENCH_PGLITE === '0' ? [] : [await run('PGlite (in memory)', undefined)];
if (process.env.DATABASE_URL) results.push(await run('PostgreSQL (DATABASE_URL)', process.env.DATABASE_URL));

console.log(
  `checkout benchmark: ${CUSTOMERS} concurrent customers × ${ROUNDS} rounds, ${SEATS} seats per round`,
);
for (const figures of results) {
  console.log(
    `${figures.database.padEnd(28)} ${(figures.checkouts / figures.seconds).toFixed(1).padStart(8)} checkouts/s` +
      `  (${figures.checkouts} checked out, ${figures.refused} refused as full, ${figures.seconds.toFixed(2)} s)` +
      `  overbooked seats: ${figures.overbooked}  registrations ≠ counter: ${figures.uncounted}`,
  );
  for (const [reason, count] of figures.failures) console.log(`${''.padEnd(28)} FAILED ${count}×: ${reason}`);
  console.log(
    `${''.padEnd(28)} statements per call (BEGIN/COMMIT not counted, refused calls included): ` +
      `add to cart ${figures.addStatements.toFixed(1)}, checkout ${figures.checkoutStatements.toFixed(1)}`,
  );
}
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
const postgres = results.find((figures) => figures.database.startsWith('PostgreSQL'));
if (postgres && process.env.DATABASE_URL) {
  let baseline: PgbenchFigures | null = null;
  try {
    baseline = await pgbenchSimpleUpdate(process.env.DATABASE_URL, CUSTOMERS, PGBENCH_SECONDS);
  } catch (error) {
    console.log(`pgbench baseline not measured: ${(error as Error).message}`);
  }
  if (baseline) {
    const orders = postgres.checkouts / postgres.seconds;
    console.log(
      `pgbench -N (simple update), ${baseline.clients} clients, ${baseline.seconds} s, same server: ` +
        `${baseline.tps.toFixed(1)} tps; checkouts/s ÷ pgbench tps = ${(orders / baseline.tps).toFixed(3)}`,
    );
  }
}
if (results.some((figures) => figures.failures.size > 0)) {
  console.error('FAILED: some customers were refused for another reason than a full availability');
  process.exitCode = 1;
}
if (results.some((figures) => figures.overbooked > 0 || figures.uncounted > 0)) {
  console.error('OVERBOOKED: the seat count was exceeded');
  process.exit(1);
}
