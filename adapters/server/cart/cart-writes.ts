import { sql } from 'kysely';
import { type CartSize, cartLimitError, type EstimateDetails } from '../../../core/cart/index';
import { structuredReference } from '../../../core/pricing/index';
import type { AddCartItemsPayload } from '../../../core/schemas/index';
import { addSeconds, formatInstant } from '../../../core/time/index';
import type { Database, Transaction } from '../../db/index';
import type { Organiser } from '../context';
import { ApiError, notFound } from '../errors';
import { newCuid } from '../tokens';
import type { VacancyNotifier } from '../waiting-list/vacancy';
import { type CartRow, shapeCart } from './cart-read';
import { couponFits, repriceCart, usableCoupon } from './coupons';
import { guardSeats, lockSeats } from './holds';
import {
  addBookings,
  addBundles,
  addMemberships,
  addRegistrationRequests,
  addVouchers,
  insertSeatItems,
} from './product-lines';
import { isSeatConflict, priceRegistrationLine } from './registration-line';

/** "Cart items expire" after the organiser's setting, 15 minutes by default (part 2 §9). */
export const DEFAULT_CART_EXPIRY_MINUTES = 15;

export interface CartWriteDeps {
  db: Database;
  now: () => string;
  /** Row locks around every seat count; false only in the concurrency test's control run. */
  seatLocking: boolean;
  /** Waiting-list vacancy notices, run after a write commits (adapters/server/waiting-list). */
  vacancies?: VacancyNotifier;
}

export interface CartActor {
  organiser: Organiser;
  customerId: number;
}

const holdUntil = (organiser: Organiser, now: string) =>
  formatInstant(
    addSeconds(now, 60 * (organiser.settings.cart_expiry_minutes || DEFAULT_CART_EXPIRY_MINUTES)),
  );

/**
 * The customer's open cart, locked for the rest of the transaction, created when there is none. Two
 * first adds racing each other meet on the one-open-cart index: the loser waits, then locks the winner's.
 */
async function lockOrCreateOpenCart(
  trx: Transaction,
  actor: CartActor,
  now: string,
): Promise<{ cart: CartRow; created: boolean }> {
  const lockOpenQuery = () =>
    trx
      .selectFrom('carts')
      .selectAll()
      .where('organiser_id', '=', actor.organiser.id)
      .where('customer_id', '=', actor.customerId)
      .where('processed_at', 'is', null)
      .forUpdate();
  const lockOpen = () => lockOpenQuery().executeTakeFirst();
  // The open cart locked, or the id of the one to create, in one statement: a first add (every parent's,
  // in a rush) saves a round trip. The sequence moves only when there is no open cart.
  const { rows } = await sql<CartRow | { id: null; next_id: number }>`select open.*,
      case when open.id is null then nextval('carts_id_seq')::int end as next_id
    from (select 1) as one
    left join lateral (${lockOpenQuery()}) as open on true`.execute(trx);
  const found = rows[0];
  if (found && found.id !== null) {
    const { next_id: _, ...existing } = found as CartRow & { next_id: null };
    return { cart: existing, created: false };
  }
  const id = Number((found as { next_id: number } | undefined)?.next_id);
  const created = await trx
    .insertInto('carts')
    .values({
      id,
      cuid: newCuid(),
      organiser_id: actor.organiser.id,
      customer_id: actor.customerId,
      reference: structuredReference(id),
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('customer_id').where('processed_at', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (created) return { cart: created, created: true };
  const winner = await lockOpen();
  if (!winner) throw new Error('open cart vanished while being created');
  return { cart: winner, created: false };
}

/**
 * The customer's cart by id, locked: `open` only, or `any` (the checkout, which answers a processed cart
 * itself); another customer's is not found.
 */
export async function lockOwnCart(
  trx: Transaction,
  actor: CartActor,
  cartId: number,
  which: 'open' | 'any',
): Promise<CartRow> {
  const cart = await ownCart(trx, actor, cartId, which).forUpdate().executeTakeFirst();
  if (!cart) throw notFound('CART_NOT_FOUND');
  return cart;
}

function ownCart(trx: Transaction, actor: CartActor, cartId: number, which: 'open' | 'any') {
  const own = trx
    .selectFrom('carts')
    .selectAll('carts')
    .where('carts.id', '=', cartId)
    .where('carts.organiser_id', '=', actor.organiser.id)
    .where('carts.customer_id', '=', actor.customerId);
  return which === 'open' ? own.where('carts.processed_at', 'is', null) : own;
}

/**
 * lockOwnCart for the checkout, with the customer's wallet read in the same statement (unlocked: the
 * checkout's debit is conditional on the balance, holds.ts lock order).
 */
export async function lockOwnCartAndWallet(
  trx: Transaction,
  actor: CartActor,
  cartId: number,
): Promise<{ cart: CartRow; wallet: number }> {
  const row = await ownCart(trx, actor, cartId, 'any')
    .select((eb) =>
      eb
        .selectFrom('customers')
        .select('customers.wallet_amount')
        .whereRef('customers.id', '=', 'carts.customer_id')
        .as('customer_wallet'),
    )
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('CART_NOT_FOUND');
  const { customer_wallet, ...cart } = row;
  return { cart, wallet: customer_wallet ?? 0 };
}

/** The customer's open cart by id, locked; anything else (processed, another customer's) is not found. */
export const lockOwnOpenCart = (trx: Transaction, actor: CartActor, cartId: number): Promise<CartRow> =>
  lockOwnCart(trx, actor, cartId, 'open');

/** What a cart holds now: its unexpired items, and the dates and slots they hold (core CART_LIMITS). */
async function heldSize(trx: Transaction, cartId: number, now: string): Promise<CartSize> {
  const count = sql<number>`count(*)::int`.as('count');
  const row = await trx
    .selectNoFrom((eb) => {
      const unexpiredItems = eb
        .selectFrom('cart_items')
        .where('cart_id', '=', cartId)
        .where('expires_at', '>', now);
      // A date or a slot is held while the cart item holding it is unexpired: the two tables count alike.
      const heldIn = (table: 'cart_item_dates' | 'cart_item_slots') =>
        eb.selectFrom(table).select(count).where('cart_item_id', 'in', unexpiredItems.select('id'));
      return [
        unexpiredItems.select(count).as('items'),
        heldIn('cart_item_dates').as('dates'),
        heldIn('cart_item_slots').as('slots'),
      ];
    })
    .executeTakeFirstOrThrow();
  return { items: Number(row.items), dateHolds: Number(row.dates) + Number(row.slots) };
}

/** Refuses an add above the cart limits (core cartLimitError) before anything is written. */
function refuseAboveLimits(held: CartSize, payload: AddCartItemsPayload): void {
  const refusal = cartLimitError(held, payload);
  if (refusal !== null) throw new ApiError(422, refusal);
}

/**
 * POST /api/carts/items. One transaction: lock the cart, lock the seats every line counts (availabilities
 * then dates, id order), decide each line with the core rules on counts that include every unexpired
 * hold, insert one item per seat, spread the coupon. A refused line refuses the whole call.
 */
export async function addItems(deps: CartWriteDeps, actor: CartActor, payload: AddCartItemsPayload) {
  if (payload.customer_id !== undefined && payload.customer_id !== actor.customerId) {
    throw new ApiError(403, 'CUSTOMER_MISMATCH');
  }
  // An add above the limits on its own is refused before any transaction; then with what the cart holds.
  refuseAboveLimits({ items: 0, dateHolds: 0 }, payload);
  const now = deps.now();
  const cart = await deps.db.transaction().execute(async (trx) => {
    const { cart, created } = await lockOrCreateOpenCart(trx, actor, now);
    // A cart made by this add holds nothing yet: the add alone was measured above.
    if (!created) refuseAboveLimits(await heldSize(trx, cart.id, now), payload);
    const context = {
      organiserId: actor.organiser.id,
      customerId: actor.customerId,
      cartId: cart.id,
      now,
      expiresAt: holdUntil(actor.organiser, now),
    };
    const seatIds = {
      availabilities: payload.registrations.map((line) => line.availability_id),
      dates: payload.registrations.flatMap((line) => line.availability_dates.map((date) => date.date_id)),
    };
    // A booking locks its resource, which comes after the seats in the lock order (holds.ts): an add with
    // bookings locks the seats first. Any other add prices and writes its lines unlocked, then locks the
    // seats last and counts them again (guardSeats), so other customers wait on them for three statements.
    const lockLate = payload.bookings.length === 0;
    let seatsLocked = !lockLate;
    if (seatsLocked) await lockSeats(trx, seatIds, deps.seatLocking);
    const priceLine = async (line: (typeof payload.registrations)[number]) => {
      try {
        return await priceRegistrationLine(trx, context, line);
      } catch (error) {
        // Unlocked, the availability's and its dates' counts come from two statements: a seat taken between
        // them makes a full availability read as a full date. A seat refusal is judged again under the lock,
        // on counts that agree, so the customer gets the refusal that names what is full.
        if (seatsLocked || !isSeatConflict(error)) throw error;
        await lockSeats(trx, seatIds, deps.seatLocking);
        seatsLocked = true;
        return priceRegistrationLine(trx, context, line);
      }
    };
    for (const line of payload.registrations) {
      const priced = await priceLine(line);
      await insertSeatItems(
        trx,
        context,
        {
          type: 'REGISTRATION',
          price: priced.estimate.price,
          deposit: priced.deposit,
          participant_id: priced.participantId,
          availability_id: priced.availabilityId,
          estimate: { ...priced.estimate },
          details: {
            options: line.options.map((option) => ({
              price_id: option.price_id,
              content: option.content ?? null,
            })),
            questions: line.questions,
            customer_bundle_id: priced.customerBundleId,
          },
        },
        line.quantity,
        priced.dateIds,
      );
    }
    await addBundles(trx, context, payload.bundles);
    await addVouchers(trx, context, payload.vouchers);
    await addMemberships(trx, context, payload.memberships);
    await addRegistrationRequests(trx, context, payload.registrations_requests);
    await addBookings(trx, context, payload.bookings, deps.seatLocking, payload.participant_id);
    // The add changes no column of the locked cart row: its coupon and the row itself are as locked.
    const items = await repriceCart(trx, cart.id, now, cart.coupon_id);
    const shaped = await shapeCart(trx, cart, now, true, items);
    // The add's last statement: the guard commits with it (takeSeats `last`), so nothing may follow.
    if (lockLate) await guardSeats(trx, seatIds, now, deps.seatLocking, true);
    return shaped;
  });
  // Holds expire without an event (holds.ts), and a CLOSED or FULL availability, the only kind with a
  // waiting list, gets no cart write of its own (adds to it are refused): the organiser's next add is
  // where an expired hold's seat is noticed and offered to the first waiting customer.
  await deps.vacancies?.sweep(actor.organiser.id);
  return cart;
}

export interface EstimatePayload {
  cart_id?: number | null | undefined;
  availability_id: number;
  availability_dates: Array<{ date_id: number }>;
  participant_id: number;
  options: Array<{ price_id: number }>;
}

/**
 * POST /api/carts/items/estimate: the same loader and rules as adding one seat, without writing. Required
 * options and questions are not asked yet; the cart's items count for volume discounts and bundle credits.
 */
export async function estimateItem(
  deps: CartWriteDeps,
  actor: CartActor,
  payload: EstimatePayload,
): Promise<EstimateDetails> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const cart = await trx
      .selectFrom('carts')
      .select('id')
      .where('organiser_id', '=', actor.organiser.id)
      .where('customer_id', '=', actor.customerId)
      .where('processed_at', 'is', null)
      .executeTakeFirst();
    const priced = await priceRegistrationLine(
      trx,
      {
        organiserId: actor.organiser.id,
        customerId: actor.customerId,
        cartId: cart?.id ?? null,
        now,
        stage: 'estimate',
      },
      {
        availability_id: payload.availability_id,
        participant_id: payload.participant_id,
        options: payload.options,
        questions: [],
        quantity: 1,
        availability_dates: payload.availability_dates,
      },
    );
    return priced.estimate;
  });
}

/**
 * DELETE /api/carts/items: an item of the customer's open cart; its holds end with it. The seat it held
 * goes to the availability's waiting list (waiting-list.vacancy) once the removal has committed.
 */
export async function removeItem(deps: CartWriteDeps, actor: CartActor, itemId: number) {
  const now = deps.now();
  const { cart, freed } = await deps.db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('cart_items as ci')
      .innerJoin('carts as c', 'c.id', 'ci.cart_id')
      .select(['ci.id', 'ci.cart_id', 'ci.availability_id'])
      .where('ci.id', '=', itemId)
      .where('c.organiser_id', '=', actor.organiser.id)
      .where('c.customer_id', '=', actor.customerId)
      .where('c.processed_at', 'is', null)
      .executeTakeFirst();
    if (!item) throw notFound('CART_ITEM_NOT_FOUND');
    const cart = await lockOwnOpenCart(trx, actor, item.cart_id);
    await trx.deleteFrom('cart_items').where('id', '=', item.id).execute();
    const items = await repriceCart(trx, cart.id, now, cart.coupon_id);
    return { cart: await shapeCart(trx, cart, now, true, items), freed: item.availability_id };
  });
  if (freed !== null) await deps.vacancies?.seatFreed(freed);
  return cart;
}

/** POST /api/carts/coupons: a usable coupon whose minimum the cart reaches replaces any attached one. */
export async function attachCoupon(deps: CartWriteDeps, actor: CartActor, cartId: number, code: string) {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const cart = await lockOwnOpenCart(trx, actor, cartId);
    const coupon = await usableCoupon(trx, actor.organiser.id, code, now);
    if (!(await couponFits(trx, cart.id, coupon, now))) {
      throw new ApiError(422, 'COUPON.MIN_TOTAL_NOT_REACHED', { coupon: 'COUPON.MIN_TOTAL_NOT_REACHED' });
    }
    await trx.updateTable('carts').set({ coupon_id: coupon.id }).where('id', '=', cart.id).execute();
    const items = await repriceCart(trx, cart.id, now, coupon.id);
    return shapeCart(trx, { ...cart, coupon_id: coupon.id }, now, true, items);
  });
}

/** DELETE /api/carts/coupons: detaching restores the items' gross prices. */
export async function detachCoupon(deps: CartWriteDeps, actor: CartActor, cartId: number) {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const cart = await lockOwnOpenCart(trx, actor, cartId);
    await trx.updateTable('carts').set({ coupon_id: null }).where('id', '=', cart.id).execute();
    const items = await repriceCart(trx, cart.id, now, null);
    return shapeCart(trx, { ...cart, coupon_id: null }, now, true, items);
  });
}
