import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hugoAndLea, registeredBob, signedIn } from '../test-fixtures';
import { drivers, startTestApp, type TestApp, type TestClient } from '../test-support';
import { tableFingerprints } from './fingerprint';
import { type SeatCount, seatCounts, seatDrift } from './seat-counts';

/**
 * Sequences of what two customers of one shop do (add to cart, remove, attach and detach a coupon, check
 * out, cancel), some of them aimed at the other's cart or registrations. After every step: no 5xx, no seat
 * counter apart from its registrations or above its capacity, and a refused step changed no row.
 */

const NUM_RUNS = 25;
const MAX_COMMANDS = 12;
/** A session's last_seen_at moves on reads. */
const MAY_CHANGE = ['sessions'];
type Row = Record<string, unknown>;

interface Shopper {
  client: TestClient;
  participantId: number;
}
interface World {
  app: TestApp;
  shoppers: [Shopper, Shopper];
  availabilities: Array<{ id: number; dates: number[] }>;
  seatsBefore: SeatCount[];
  /** How often each step was accepted or refused, so the run shows it reached both. */
  outcomes: Map<string, number>;
}
type Model = Record<string, never>;

type Answer = { status: number; body: Row };
type OpenCart = { id: number; items: number[] };

/** Four free seats on each availability and each of its dates, whatever earlier checkouts sold. */
async function fourSeatsFree(db: TestApp['db'], availabilityIds: readonly number[]): Promise<void> {
  if (availabilityIds.length === 0) return;
  await db
    .updateTable('availabilities')
    .set((eb) => ({ capacity: eb('registered', '+', 4) }))
    .where('id', 'in', [...availabilityIds])
    .execute();
  await db
    .updateTable('availability_dates')
    .set((eb) => ({ capacity: eb('registered', '+', 4) }))
    .where('availability_id', 'in', [...availabilityIds])
    .execute();
}

/** The shopper's open cart (id and item ids), or null. */
async function openCart(shopper: Shopper): Promise<OpenCart | null> {
  const answer = await shopper.client.call('GET', '/api/carts/current');
  const cart = answer.body.cart as { id: number; items: Row[] } | null;
  return cart ? { id: cart.id, items: cart.items.map((item) => item.id as number) } : null;
}

/**
 * One step: who acts, on whose objects (their own, or the other shopper's), and what it chose among its
 * variants (null when it has none), which a failing run prints.
 */
abstract class Step<Choice = null> implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly actor: 0 | 1,
    readonly target: 0 | 1,
    readonly choice: Choice,
  ) {}
  check = () => true;
  abstract act(world: World, actor: Shopper, target: Shopper): Promise<Answer | null>;
  async run(_model: Model, world: World): Promise<void> {
    const before = await tableFingerprints(world.app.db, MAY_CHANGE);
    const actor = world.shoppers[this.actor];
    const target = world.shoppers[this.target];
    const answer = await this.act(world, actor, target);
    if (!answer) return;
    const outcome = `${this.constructor.name} ${answer.status < 400 ? 'accepted' : 'refused'}`;
    world.outcomes.set(outcome, (world.outcomes.get(outcome) ?? 0) + 1);
    const seen = `${this.toString()} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
    expect(answer.status, seen).toBeLessThan(500);
    if (answer.status >= 400) {
      expect(typeof answer.body.error, seen).toBe('string');
      expect(await tableFingerprints(world.app.db, MAY_CHANGE), seen).toEqual(before);
    }
    if (this.actor !== this.target && answer.status < 400 && this.acrossIsRefused) {
      throw new Error(`${seen}: acted on the other customer's objects`);
    }
    expect(seatDrift(world.seatsBefore, await seatCounts(world.app.db)), seen).toEqual([]);
  }
  /** Whether acting on the other customer's objects must be refused (reads of one's own cart are not). */
  acrossIsRefused = true;
  toString() {
    const choice = this.choice === null ? '' : ` ${JSON.stringify(this.choice)}`;
    return `${this.constructor.name}(${this.actor}→${this.target}${choice})`;
  }
}

/** A step on the target's open cart; when the target has none, there is nothing to do. */
abstract class CartStep<Choice = null> extends Step<Choice> {
  abstract onCart(actor: Shopper, cart: OpenCart): Promise<Answer | null>;
  async act(_world: World, actor: Shopper, target: Shopper) {
    const cart = await openCart(target);
    return cart ? this.onCart(actor, cart) : null;
  }
}

/** Adds the target's participant to one of the world's availabilities (the choice: its index). */
class AddToCart extends Step<number> {
  async act(world: World, actor: Shopper, target: Shopper) {
    const availability = world.availabilities[this.choice % world.availabilities.length];
    if (!availability) return null;
    return actor.client.call('POST', '/api/carts/items', {
      body: {
        registrations: [
          {
            availability_id: availability.id,
            participant_id: target.participantId,
            quantity: 1,
            availability_dates: availability.dates.map((date_id) => ({ date_id })),
          },
        ],
      },
    });
  }
}

class RemoveItem extends CartStep {
  async onCart(actor: Shopper, cart: OpenCart) {
    const item = cart.items[0];
    return item === undefined ? null : actor.client.call('DELETE', `/api/carts/items?item_id=${item}`);
  }
}

/** Attaches a coupon (the choice: the code typed). */
class AttachCoupon extends CartStep<string> {
  onCart(actor: Shopper, cart: OpenCart) {
    return actor.client.call('POST', '/api/carts/coupons', {
      body: { cart_id: cart.id, coupon: this.choice },
    });
  }
}

class DetachCoupon extends CartStep {
  onCart(actor: Shopper, cart: OpenCart) {
    return actor.client.call('DELETE', `/api/carts/coupons?cart_id=${cart.id}`);
  }
}

/** Checks the cart out (the choice: the payment strategy). */
class Checkout extends CartStep<string> {
  onCart(actor: Shopper, cart: OpenCart) {
    return actor.client.call('POST', '/api/carts/checkout', {
      body: { cart_id: cart.id, payment_strategy: this.choice, terms: true },
    });
  }
}

class CancelRegistration extends Step {
  async act(world: World, actor: Shopper, target: Shopper) {
    const registration = await world.app.db
      .selectFrom('registrations')
      .select('id')
      .where('participant_id', '=', target.participantId)
      .where('cancelled', '=', false)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return registration
      ? actor.client.call('POST', '/api/registrations/cancel', {
          body: { registration_id: registration.id, message: 'Empêchement' },
        })
      : null;
  }
}

const who = fc.constantFrom<0 | 1>(0, 1);
/** Whose objects a step aims at: mostly the actor's own, one time in four the other customer's. */
const whose = (actor: 0 | 1): fc.Arbitrary<0 | 1> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(actor) },
    { weight: 1, arbitrary: fc.constant<0 | 1>(actor === 0 ? 1 : 0) },
  );
const pair = who.chain((actor) => whose(actor).map((target) => [actor, target] as const));
const addToCart = fc
  .tuple(pair, fc.nat(3))
  .map(([[actor, target], index]) => new AddToCart(actor, target, index));
const checkout = fc
  .tuple(pair, fc.constantFrom('DELAYED', 'IMMEDIATE', 'IMMEDIATE_DEPOSIT'))
  .map(([[actor, target], strategy]) => new Checkout(actor, target, strategy));
// Adding and checking out weigh double, so most sequences reach a checkout.
const commands = [
  addToCart,
  addToCart,
  checkout,
  checkout,
  pair.map(([actor, target]) => new RemoveItem(actor, target, null)),
  fc
    .tuple(pair, fc.constantFrom('HIVER10', 'hiver10', 'NOPE', ' '))
    .map(([[actor, target], code]) => new AttachCoupon(actor, target, code)),
  pair.map(([actor, target]) => new DetachCoupon(actor, target, null)),
  pair.map(([actor, target]) => new CancelRegistration(actor, target, null)),
];

/** Camille adds Hugo to one availability and checks out, then adds him again: refused, he is registered. */
function certainCheckoutAndRefusal(): Array<Step<unknown>> {
  return [new AddToCart(0, 0, 0), new Checkout(0, 0, 'DELAYED'), new AddToCart(0, 0, 0)];
}

describe.each(drivers)('cart command sequences on %s', { timeout: 120_000 }, (driver) => {
  let world: World;

  beforeAll(async () => {
    const app = await startTestApp(driver);
    const camille = await signedIn(app);
    const customer = await app.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'camille@example.be')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const bob = await registeredBob(app);
    const bobRow = await app.db
      .selectFrom('participants')
      .innerJoin('customers', 'customers.id', 'participants.customer_id')
      .select('participants.id')
      .where('customers.email', '=', 'bob@example.be')
      .executeTakeFirstOrThrow();
    // Four seats free on each Petits Peintres availability, so sequences meet full ones.
    const rows = await app.db
      .selectFrom('availabilities as av')
      .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
      .select('av.id')
      .where('ac.cuid', '=', 'ps-act-petits-peintres')
      .where('av.status', '=', 'OPEN')
      .where('av.start_at', '>', '2026-11-22T10:00:00.000Z')
      .execute();
    await fourSeatsFree(
      app.db,
      rows.map((row) => row.id),
    );
    const availabilities: World['availabilities'] = [];
    for (const row of rows) {
      const dates = await app.db
        .selectFrom('availability_dates')
        .select('id')
        .where('availability_id', '=', row.id)
        .execute();
      availabilities.push({ id: row.id, dates: dates.map((date) => date.id) });
    }
    expect(availabilities.length).toBeGreaterThan(0);
    world = {
      app,
      shoppers: [
        { client: camille, participantId: (await hugoAndLea(app.db, customer.id)).hugo },
        { client: bob, participantId: bobRow.id },
      ],
      availabilities,
      seatsBefore: await seatCounts(app.db),
      outcomes: new Map(),
    };
  }, 120_000);
  afterAll(async () => {
    await world?.app.close();
  });

  it('keeps seats counted and refusals harmless whatever the customers do, in any order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: MAX_COMMANDS, size: 'max' }), (sequence) =>
        fc.asyncModelRun(async () => {
          // Each sequence starts with empty carts: the clock stands still, so holds would never expire.
          await world.app.db.deleteFrom('carts').where('processed_at', 'is', null).execute();
          // ...and with 4 free seats on each availability: the checkouts of earlier sequences keep theirs,
          // and a run whose early draws sold everything could otherwise never reach an accepted checkout.
          await fourSeatsFree(
            world.app.db,
            world.availabilities.map((availability) => availability.id),
          );
          return { model: {}, real: world };
        }, sequence),
      ),
      {
        numRuns: NUM_RUNS,
        // One sequence is written out, so every run reaches an accepted and a refused add and an accepted
        // checkout whatever the draw (25 random sequences reached no accepted checkout once in CI).
        examples: [[certainCheckoutAndRefusal()]],
      },
    );
    // The sequences must have exercised both sides of adding and at least one checkout; a refused checkout
    // depends on the draw, so it is not required.
    for (const reached of ['AddToCart accepted', 'AddToCart refused', 'Checkout accepted']) {
      expect(world.outcomes.get(reached) ?? 0, [...world.outcomes].join('; ')).toBeGreaterThan(0);
    }
  });
});
