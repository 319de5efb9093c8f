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
 * It also prints the statements each add and each checkout sends (a Kysely plugin counts the statements
 * executed, so a subquery built apart is not counted twice; BEGIN and COMMIT come on top), the mean time
 * of each call, and any refusal other than a full availability or date (deadlocks, pool timeouts), which
 * fails the run. Two scenarios, each BENCH_CUSTOMERS customers: every one on the same availability (the
 * hot row every lock queues on), then spread evenly over BENCH_SESSIONS (default 10) copies of it, each
 * with 80 % as many seats as its customers (a rush over several sessions of a camp). BENCH_PGLITE=0 skips the embedded run. No HTTP layer, so
 * no rate limiter caps it; the pool (10 connections per process) is what the 50 customers queue for.
 */

import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { type Database, dropSchema, openDatabase } from '../../db/index';
import { seedDemoData } from '../../seed/index';
import { createCrowd, overbooking } from '../cart/crowd';
import type { Organiser } from '../context';
import { newCuid } from '../tokens';
import { type RaceActor, type RaceFigures, raceCustomers, type Session } from './checkout-race';
import { type PgbenchFigures, pgbenchSimpleUpdate } from './pgbench';
import { postgresCpuMs } from './postgres-cpu';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/**
 * Rounds run first and not counted: a rush meets a server that has been answering, with its pool's
 * connections open, its repeated statements named (prepared-statements.ts, from a text's third use, on
 * each connection) and its hot code compiled. Without it the first scenario measured that start-up: run
 * second instead of first, the same scenario was 1.1–1.4× faster.
 */
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 1);
/**
 * Server processes sharing the customers on PostgreSQL (default 1, this one): one Node process uses one
 * core, so a machine with more runs several behind a load balancer (README "Several instances").
 */
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 10);
/** Each availability gets 80 % as many seats as the customers racing for it. */
const seatsFor = (customers: number) => Math.max(1, Math.floor(customers * 0.8));
const SEATS = seatsFor(CUSTOMERS);
if (!Number.isInteger(CUSTOMERS) || CUSTOMERS < 1)
  throw new Error('BENCH_CUSTOMERS must be a positive integer');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('BENCH_ROUNDS must be a positive integer');
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 8)
  throw new Error('BENCH_INSTANCES must be an integer from 1 to 8');
if (!Number.isInteger(WARMUP_ROUNDS) || WARMUP_ROUNDS < 0)
  throw new Error('BENCH_WARMUP_ROUNDS must be a non-negative integer');
if (!Number.isInteger(SESSIONS) || SESSIONS < 1 || SESSIONS > CUSTOMERS)
  throw new Error('BENCH_SESSIONS must be an integer from 1 to BENCH_CUSTOMERS');

interface Figures {
  database: string;
  scenario: string;
  checkouts: number;
  /** Statements per add (refused adds included) and per checkout attempted. */
  addStatements: number;
  checkoutStatements: number;
  refused: number;
  /** Rejections other than a full availability (deadlocks, timeouts...), by message: must be none. */
  failures: Map<string, number>;
  seconds: number;
  overbooked: number;
  uncounted: number;
}

/** A row's columns but its id, its cuid and those given a new value. */
async function copiedColumns(
  db: Database,
  table: 'availabilities' | 'availability_dates',
  id: number,
  set: string[],
) {
  const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const kept = Object.keys(row).filter((column) => !['id', 'cuid', ...set].includes(column));
  return sql.join(kept.map((column) => sql.ref(column)));
}

/** The ids of an availability's dates, in id order. */
async function dateIdsOf(db: Database, availabilityId: number): Promise<number[]> {
  const dates = await db
    .selectFrom('availability_dates')
    .select('id')
    .where('availability_id', '=', availabilityId)
    .orderBy('id')
    .execute();
  return dates.map((date) => date.id);
}

/** A copy of the availability and its dates (new cuids), for the spread scenario. */
async function copyAvailability(db: Database, availabilityId: number): Promise<number> {
  const columns = await copiedColumns(db, 'availabilities', availabilityId, []);
  const { rows } = await sql<{ id: number }>`insert into availabilities (${columns}, cuid)
    select ${columns}, ${newCuid()} from availabilities where id = ${availabilityId} returning id`.execute(
    db,
  );
  const copyId = Number(rows[0]?.id);
  for (const dateId of await dateIdsOf(db, availabilityId)) {
    const dateColumns = await copiedColumns(db, 'availability_dates', dateId, ['availability_id']);
    await sql`insert into availability_dates (${dateColumns}, availability_id, cuid)
      select ${dateColumns}, ${copyId}, ${newCuid()} from availability_dates where id = ${dateId}`.execute(
      db,
    );
  }
  return copyId;
}

async function runScenario(
  db: Database,
  organiser: Organiser,
  now: string,
  sessions: readonly Session[],
  instances: readonly Instance[],
  rounds = ROUNDS,
): Promise<
  Omit<Figures, 'database' | 'scenario'> & {
    addMs: number;
    checkoutMs: number;
    cpuMs: number;
    postgresCpuMs: number | null;
  }
> {
  let checkouts = 0;
  let checkoutCalls = 0;
  let refused = 0;
  const failures = new Map<string, number>();
  let addMs = 0;
  let checkoutMs = 0;
  let addStatements = 0;
  let checkoutStatements = 0;
  let seconds = 0;
  let overbooked = 0;
  let uncounted = 0;
  /** The processes' CPU time during the races (user and system): what a customer costs Node. */
  let cpuMs = 0;
  /** The PostgreSQL server's CPU time during the races, when it runs on this machine (null: unknown). */
  let postgresMs: number | null = 0;
  for (let round = 0; round < rounds; round += 1) {
    // Each round: the earlier rounds' registrations cancelled and uncounted, the seats free again.
    for (const session of sessions) {
      const seats = seatsFor(session.customers);
      await db
        .updateTable('registrations')
        .set({ cancelled: true })
        .where('availability_id', '=', session.availabilityId)
        .execute();
      await db
        .updateTable('availabilities')
        .set({ registered: 0, capacity: seats })
        .where('id', '=', session.availabilityId)
        .execute();
      await db
        .updateTable('availability_dates')
        .set({ registered: 0, capacity: seats })
        .where('availability_id', '=', session.availabilityId)
        .execute();
    }
    const crowd = await createCrowd(db, organiser, CUSTOMERS, '2018-06-01');
    // The crowd in as many shares as processes: this one races the first, each instance one more.
    const share = Math.ceil(crowd.length / (instances.length + 1));
    const started = performance.now();
    const postgresBefore = postgresCpuMs();
    const races = await Promise.all([
      raceCustomers(db, now, crowd.slice(0, share), (index) => sessions[index % sessions.length] as Session),
      ...instances.map((instance, index) => {
        const offset = share * (index + 1);
        return instance.race({
          now,
          crowd: crowd.slice(offset, offset + share),
          sessions: [...sessions],
          offset,
        });
      }),
    ]);
    seconds += (performance.now() - started) / 1000;
    const postgresAfter = postgresCpuMs();
    postgresMs =
      postgresMs === null || postgresBefore === null || postgresAfter === null
        ? null
        : postgresMs + postgresAfter - postgresBefore;
    for (const race of races) {
      cpuMs += race.cpuMs;
      addMs += race.addMs;
      checkoutMs += race.checkoutMs;
      checkoutCalls += race.checkoutCalls;
      addStatements += race.addStatements;
      checkoutStatements += race.checkoutStatements;
      for (const code of race.refusals) {
        if (code === null) checkouts += 1;
        // A full date refuses the add as not selectable (core eligibility): full too.
        else if (code === 'CART.AVAILABILITY_FULL' || code === 'CART.DATE_NOT_SELECTABLE') refused += 1;
        else failures.set(code, (failures.get(code) ?? 0) + 1);
      }
    }
    for (const session of sessions) {
      const check = await overbooking(db, session.availabilityId);
      // Cancelled registrations of earlier rounds are not counted: compare this round's only.
      overbooked += check.overbooked;
      uncounted += check.uncounted;
    }
  }
  const calls = CUSTOMERS * rounds;
  return {
    checkouts,
    addStatements: addStatements / calls,
    checkoutStatements: checkoutStatements / Math.max(1, checkoutCalls),
    refused,
    failures,
    seconds,
    overbooked,
    uncounted,
    addMs: addMs / calls,
    cpuMs: cpuMs / calls,
    postgresCpuMs: postgresMs === null ? null : postgresMs / calls,
    checkoutMs: checkoutMs / Math.max(1, checkouts),
  };
}

/** A forked server process (checkout-instance.ts) racing the share of the crowd it is sent. */
interface Instance {
  race(order: { now: string; crowd: RaceActor[]; sessions: Session[]; offset: number }): Promise<RaceFigures>;
  stop(): void;
}

async function startInstance(url: string, schema: string): Promise<Instance> {
  const child = fork(fileURLToPath(new URL('./checkout-instance.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: url, BENCH_SCHEMA: schema },
  });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`bench instance exited with ${code}`)));
    });
  if ((await next()) !== 'ready') throw new Error('bench instance did not start');
  return {
    race: async (order) => {
      const answer = next();
      child.send(order);
      return (await answer) as RaceFigures;
    },
    stop: () => child.send('stop'),
  };
}

async function run(label: string, url: string | undefined): Promise<Figures[]> {
  const schema = url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const { db, close } = await openDatabase({ url, schema });
  const instances: Instance[] = [];
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
    const sessionOf = async (availabilityId: number, customers: number): Promise<Session> => ({
      availabilityId,
      customers,
      dateIds: await dateIdsOf(db, availabilityId),
    });
    const copies = [];
    for (let copy = 1; copy < SESSIONS; copy += 1) copies.push(await copyAvailability(db, availability.id));
    const spreadIds = [availability.id, ...copies];
    const scenarios = [
      { scenario: 'one hot availability', sessions: [await sessionOf(availability.id, CUSTOMERS)] },
      {
        scenario: `spread over ${SESSIONS} availabilities`,
        sessions: await Promise.all(
          spreadIds.map((id, index) =>
            sessionOf(id, Math.floor(CUSTOMERS / SESSIONS) + (index < CUSTOMERS % SESSIONS ? 1 : 0)),
          ),
        ),
      },
    ];
    const results: Figures[] = [];
    // More instances on PostgreSQL only: PGlite in memory is this process's alone.
    for (let index = 1; url && schema && index < INSTANCES; index += 1)
      instances.push(await startInstance(url, schema));
    for (const { sessions } of scenarios) {
      if (WARMUP_ROUNDS > 0) await runScenario(db, organiser, now, sessions, instances, WARMUP_ROUNDS);
    }
    for (const { scenario, sessions } of scenarios) {
      const {
        addMs,
        checkoutMs,
        cpuMs,
        postgresCpuMs: databaseMs,
        ...figures
      } = await runScenario(db, organiser, now, sessions, instances);
      console.log(
        `${label}, ${scenario}: mean add ${addMs.toFixed(0)} ms, mean checkout ${checkoutMs.toFixed(0)} ms (queue for a connection included), ` +
          `Node CPU ${cpuMs.toFixed(2)} ms per customer` +
          // PGlite runs inside Node; a PostgreSQL on this machine is counted from /proc (postgres-cpu.ts).
          (url && databaseMs !== null && databaseMs > 0
            ? `, PostgreSQL CPU ${databaseMs.toFixed(2)} ms per customer`
            : ''),
      );
      results.push({ database: label, scenario, ...figures });
    }
    return results;
  } finally {
    for (const instance of instances) instance.stop();
    if (url && schema) await dropSchema(url, schema).catch(() => undefined);
    await close();
  }
}

// BENCH_PGLITE=0 skips the embedded run (PostgreSQL only).
const results: Figures[] = process.env.BENCH_PGLITE === '0' ? [] : await run('PGlite (in memory)', undefined);
if (process.env.DATABASE_URL)
  results.push(...(await run('PostgreSQL (DATABASE_URL)', process.env.DATABASE_URL)));

console.log(
  `checkout benchmark: ${CUSTOMERS} concurrent customers × ${ROUNDS} rounds (after ${WARMUP_ROUNDS} not counted), ` +
    `${INSTANCES} server process${INSTANCES > 1 ? 'es' : ''} on PostgreSQL, ` +
    `${SEATS} seats per round on one ` +
    `availability, then the same customers over ${SESSIONS} availabilities (80 % as many seats as customers each)`,
);
for (const figures of results) {
  console.log(`${figures.database}, ${figures.scenario}:`);
  console.log(
    `${''.padEnd(4)} ${(figures.checkouts / figures.seconds).toFixed(1).padStart(8)} checkouts/s` +
      `  (${figures.checkouts} checked out, ${figures.refused} refused as full, ${figures.seconds.toFixed(2)} s)` +
      `  overbooked seats: ${figures.overbooked}  registrations ≠ counter: ${figures.uncounted}`,
  );
  for (const [reason, count] of figures.failures) console.log(`${''.padEnd(4)} FAILED ${count}×: ${reason}`);
  console.log(
    `${''.padEnd(4)} statements executed (BEGIN/COMMIT not counted): ` +
      `${figures.addStatements.toFixed(1)} per add (refused ones included), ` +
      `${figures.checkoutStatements.toFixed(1)} per checkout attempted`,
  );
}
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
const postgres = results.find((figures) => figures.database.startsWith('PostgreSQL'));
// The ratio is the hot availability's: the first PostgreSQL scenario.
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
