import { performance } from 'node:perf_hooks';
import type { KyselyPlugin } from 'kysely';
import type { Database } from '../../db/index';
import { addItems, type CartActor, type CartWriteDeps } from '../cart/cart-writes';
import { checkout } from '../cart/checkout';

/** One session of the race: an availability, its dates, and how many customers want it. */
export interface Session {
  availabilityId: number;
  dateIds: number[];
  customers: number;
}

export type RaceActor = CartActor & { participantId: number };

/** What one process saw of a race: every customer's outcome, and its own costs. */
export interface RaceFigures {
  /** Per customer: null when checked out, else the refusal's code (or the error's message). */
  refusals: Array<string | null>;
  addMs: number;
  checkoutMs: number;
  checkoutCalls: number;
  addStatements: number;
  checkoutStatements: number;
  /** This process's CPU time during the race (user and system). */
  cpuMs: number;
}

/**
 * Counts the statements executed through one Kysely instance (BEGIN and COMMIT excepted: add 2 per call).
 * Counted on results: Kysely also passes a subquery built on its own (a union's second part) through
 * transformQuery, which would count one statement twice.
 */
function statementCounter(): KyselyPlugin & { count: number } {
  const counter: KyselyPlugin & { count: number } = {
    count: 0,
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      counter.count += 1;
      return args.result;
    },
  };
  return counter;
}

/**
 * Every customer at once adds a registration to the session dealt to it (in turn, so every session's
 * customers arrive together) and checks out by bank transfer, through the cart's transactions called
 * directly (no HTTP layer, so no rate limiter caps it).
 */
export async function raceCustomers(
  db: Database,
  now: string,
  crowd: readonly RaceActor[],
  sessionOf: (index: number) => Session,
): Promise<RaceFigures> {
  const addCounter = statementCounter();
  const checkoutCounter = statementCounter();
  const addDeps: CartWriteDeps = { db: db.withPlugin(addCounter), now: () => now, seatLocking: true };
  const deps: CartWriteDeps = { db: db.withPlugin(checkoutCounter), now: () => now, seatLocking: true };
  let addMs = 0;
  let checkoutMs = 0;
  let checkoutCalls = 0;
  const cpuBefore = process.cpuUsage();
  const outcomes = await Promise.allSettled(
    crowd.map(async (actor, index) => {
      const session = sessionOf(index);
      const addStarted = performance.now();
      const cart = await addItems(addDeps, actor, {
        registrations: [
          {
            availability_id: session.availabilityId,
            participant_id: actor.participantId,
            options: [],
            questions: [],
            quantity: 1,
            availability_dates: session.dateIds.map((id) => ({ date_id: id })),
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
      checkoutCalls += 1;
      await checkout(deps, actor, { cart_id: cart.id, payment_strategy: 'DELAYED' });
      checkoutMs += performance.now() - checkoutStarted;
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return {
    refusals: outcomes.map((outcome) => {
      if (outcome.status === 'fulfilled') return null;
      const reason = outcome.reason as { code?: unknown; message?: unknown };
      return String(reason.code ?? reason.message);
    }),
    addMs,
    checkoutMs,
    checkoutCalls,
    addStatements: addCounter.count,
    checkoutStatements: checkoutCounter.count,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}
