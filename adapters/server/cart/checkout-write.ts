import { type Insertable, sql } from 'kysely';
import { type CheckoutWrites, seatShortage } from '../../../core/checkout/index';
import type { Tables, Transaction } from '../../db/index';
import { ApiError } from '../errors';
import {
  cartProcessedJob,
  membershipCreatedJobs,
  registrationCreatedJobs,
} from '../notifications/enqueue-mails';
import { type MailJob, mailJobsInsert } from '../notifications/mail-queue';
import { newCuid } from '../tokens';
import { bookCoveredSlots, lockResources } from './booking-spans';
import type { CartRow } from './cart-read';
import type { CartActor } from './cart-writes';
import { type LoadedItem, type LoadedSpan, takenBookingItems } from './checkout-snapshot';
import { seatRefusal, takeSeats } from './holds';
import { voucherCode } from './voucher-code';

const isCheckViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';

export interface WriteContext {
  actor: CartActor;
  cart: CartRow;
  items: readonly LoadedItem[];
  spans: readonly LoadedSpan[];
  language: 'fr' | 'en';
  now: string;
  seatLocking: boolean;
}

/**
 * The checkout's new rows and the cart's own changes: nothing another customer waits for, so they are
 * written before any seat or resource is locked. A refusal under the locks rolls all of it back.
 */
async function writeOrders(trx: Transaction, context: WriteContext, writes: CheckoutWrites) {
  const { actor, cart, now } = context;
  const organiserId = actor.organiser.id;
  if (writes.expiredItemIds.length > 0) {
    await trx.deleteFrom('cart_items').where('id', 'in', writes.expiredItemIds).execute();
  }
  if (writes.prices.length > 0) {
    const values = sql.join(writes.prices.map((row) => sql`(${row.itemId}::int, ${row.price}::int)`));
    await sql`update cart_items as ci set price = v.price from (values ${values}) as v(id, price)
      where ci.id = v.id`.execute(trx);
  }
  const itemById = new Map(context.items.map((item) => [item.id, item]));
  const ordersOf = (type: LoadedItem['type']) =>
    writes.orders
      .filter((order) => order.type === type)
      .map((order) => {
        const item = itemById.get(order.itemId);
        if (!item) throw new Error(`order of unknown item ${order.itemId}`);
        const common = {
          organiser_id: organiserId,
          customer_id: actor.customerId,
          cart_id: cart.id,
          created_at: now,
          cuid: newCuid(),
          cart_item_id: item.id,
          total_amount: order.total_amount,
          paid_amount: order.paid_amount,
        };
        return { order, item, common };
      });
  const jobs: MailJob[] = [];

  const registrations = ordersOf('REGISTRATION');
  if (registrations.length > 0) {
    const inserted = await insertRegistrations(
      trx,
      organiserId,
      registrations.map(({ order, item, common }) => ({
        ...common,
        reference: order.reference,
        participant_id: item.participant_id ?? 0,
        availability_id: item.availability_id ?? 0,
        deposit_amount: order.deposit_amount,
        bundle_id: item.details.customer_bundle_id ?? null,
        options: JSON.stringify(item.details.options ?? []),
        questions: JSON.stringify(item.details.questions ?? []),
      })),
      registrations.flatMap(({ item }) => item.date_ids.map((dateId) => ({ itemId: item.id, dateId }))),
    );
    for (const registration of inserted) {
      const item = itemById.get(registration.cart_item_id);
      if (item?.start_at && item.end_at) {
        jobs.push(
          ...registrationCreatedJobs(
            { organiserId, id: registration.id, start_at: item.start_at, end_at: item.end_at },
            now,
          ),
        );
      }
    }
  }

  const requests = ordersOf('REGISTRATION_REQUEST');
  if (requests.length > 0) {
    await trx
      .insertInto('registration_requests')
      .values(
        requests.map(({ order, item, common }) => ({
          ...common,
          reference: order.reference,
          participant_id: item.participant_id ?? 0,
          availabilities: JSON.stringify(item.details.availabilities ?? []),
          options: JSON.stringify(item.details.options ?? []),
          questions: JSON.stringify(item.details.questions ?? []),
        })),
      )
      .execute();
  }

  const bookings = ordersOf('BOOKING');
  if (bookings.length > 0) {
    const inserted = await trx
      .insertInto('bookings')
      .values(
        bookings.map(({ order, item, common }) => ({
          ...common,
          reference: order.reference,
          resource_id: item.resource_id ?? 0,
          // Every participant of the booking, the main one (the item's participant) first, then the extras.
          participants: JSON.stringify([
            ...(item.participant_id === null ? [] : [item.participant_id]),
            ...(item.details.participants ?? []),
          ]),
          payment_split: item.details.payment_split ?? false,
        })),
      )
      .returning(['id', 'cart_item_id'])
      .execute();
    const slots = inserted.flatMap((booking) =>
      context.spans
        .filter((span) => span.cart_item_id === booking.cart_item_id)
        .map((span) => ({
          resource_availability_id: span.resource_availability_id,
          start_at: span.start_at,
          end_at: span.end_at,
          organiser_id: organiserId,
          booking_id: booking.id,
        })),
    );
    if (slots.length > 0) await trx.insertInto('booking_slots').values(slots).execute();
  }

  const bundles = ordersOf('BUNDLE');
  if (bundles.length > 0) {
    await trx
      .insertInto('customer_bundles')
      .values(
        bundles.map(({ order, item, common }) => ({
          ...common,
          participant_id: item.participant_id,
          bundle_id: item.bundle_id ?? 0,
          capacity: order.bundle?.capacity ?? null,
          expires_at: order.bundle?.expires_at ?? null,
        })),
      )
      .execute();
  }

  const vouchers = ordersOf('VOUCHER');
  if (vouchers.length > 0) {
    await trx
      .insertInto('customer_vouchers')
      .values(
        vouchers.map(({ order, item, common }) => ({
          ...common,
          voucher_id: item.voucher_id ?? 0,
          code: voucherCode(),
          amount: order.voucher?.amount ?? 0,
          expires_at: order.voucher?.expires_at ?? null,
        })),
      )
      .execute();
  }

  const memberships = ordersOf('MEMBERSHIP');
  if (memberships.length > 0) {
    const inserted = await trx
      .insertInto('customer_memberships')
      .values(
        memberships.map(({ order, item, common }) => {
          if (!order.membership) throw new Error(`membership order ${order.itemId} without a period`);
          return {
            ...common,
            participant_id: item.participant_id,
            membership_id: item.membership_id ?? 0,
            ...order.membership,
          };
        }),
      )
      .returning(['id', 'ends_at'])
      .execute();
    for (const owned of inserted) jobs.push(...membershipCreatedJobs({ organiserId, ...owned }, now));
  }

  if (writes.walletDebit > 0) {
    await trx
      .insertInto('wallet_movements')
      .values({
        organiser_id: organiserId,
        customer_id: actor.customerId,
        amount: -writes.walletDebit,
        reason: 'CHECKOUT',
        cart_id: cart.id,
        created_at: now,
      })
      .execute();
  }
  if (writes.confirmsCart) jobs.push(cartProcessedJob(organiserId, cart.id, now));
  return jobs;
}

type RegistrationValues = ReadonlyArray<Insertable<Tables['registrations']>>;

/**
 * The registrations and their dates in one statement: the dates' insert reads the new registrations'
 * ids from the first insert (a data-modifying `with`), instead of a round trip back to Node.
 */
async function insertRegistrations(
  trx: Transaction,
  organiserId: number,
  rows: RegistrationValues,
  dates: ReadonlyArray<{ itemId: number; dateId: number }>,
) {
  const query = trx.with('inserted', (db) =>
    db.insertInto('registrations').values(rows).returning(['id', 'cart_item_id']),
  );
  if (dates.length === 0) return query.selectFrom('inserted').select(['id', 'cart_item_id']).execute();
  const dateRows = sql.join(
    dates.map((date) => sql`(${date.itemId}::int, ${newCuid()}, ${date.dateId}::int)`),
  );
  return query
    .with('inserted_dates', (db) =>
      db
        .insertInto('registration_dates')
        .columns(['cuid', 'organiser_id', 'registration_id', 'availability_date_id'])
        .expression(
          sql`select d.cuid, ${organiserId}::int, r.id, d.date_id from inserted as r
            join (values ${dateRows}) as d(cart_item_id, cuid, date_id) on d.cart_item_id = r.cart_item_id`,
        )
        .returning('id'),
    )
    .selectFrom('inserted')
    .select(['id', 'cart_item_id'])
    .execute();
}

/** An online payment pending, for the provider session opened after commit; null when none is charged. */
async function openPayment(trx: Transaction, context: WriteContext, amount: number) {
  if (amount <= 0) return null;
  const payment = {
    cuid: newCuid(),
    organiser_id: context.actor.organiser.id,
    customer_id: context.actor.customerId,
    cart_id: context.cart.id,
    kind: 'CHECKOUT' as const,
    method: 'ONLINE' as const,
    amount,
    status: 'PENDING' as const,
    created_at: context.now,
  };
  await trx.insertInto('payments').values(payment).execute();
  return { cuid: payment.cuid, amount, redirectUrl: null };
}

/**
 * Seats, last and shortest: locked in id order, counted again with every other cart's unexpired holds and
 * taken in one round trip (holds.ts `takeSeats`), then judged by the same core rule as the decision on the
 * counts the lock saw. The database refuses a short row itself, so the lock lasts one statement and the
 * commit whatever Node does.
 */
async function takeCheckoutSeats(
  trx: Transaction,
  context: WriteContext,
  seats: CheckoutWrites['seats'],
  last: boolean,
) {
  if (seats.availabilities.length === 0 && seats.dates.length === 0) return;
  const counts = await takeSeats(trx, seats, context.now, context.cart.id, context.seatLocking, last);
  if (seatShortage(counts, seats)) throw seatRefusal(counts.committed);
}

/** Whether the seats are the checkout's last write: no slot to book, no wallet, bundle or coupon to spend. */
const seatsLast = (context: WriteContext, writes: CheckoutWrites) =>
  context.spans.length === 0 &&
  writes.walletDebit <= 0 &&
  writes.bundleCredits.length === 0 &&
  writes.couponUse === null;

/**
 * Slots become bookings: the resources are locked (the span lock of booking-spans.ts), each span is
 * checked again free of bookings and of other carts' holds, then every slot it covers is marked booked.
 */
async function takeSlots(trx: Transaction, context: WriteContext) {
  const { spans } = context;
  if (spans.length === 0) return;
  await lockResources(
    trx,
    spans.map((span) => span.resource_id),
    context.seatLocking,
  );
  await trx
    .selectFrom('resource_availabilities')
    .select('id')
    .where(
      'id',
      'in',
      spans.map((span) => span.resource_availability_id),
    )
    .orderBy('id')
    .$if(context.seatLocking, (qb) => qb.forNoKeyUpdate())
    .execute();
  if ((await takenBookingItems(trx, context.cart.id, spans, context.now)).length > 0) {
    throw new ApiError(409, 'BOOKING.SLOT_TAKEN');
  }
  for (const span of spans) await bookCoveredSlots(trx, span.resource_id, span);
}

/** Rows other checkouts also write, in the lock order of holds.ts: customer, owned bundles, coupon. */
async function spendShared(trx: Transaction, context: WriteContext, writes: CheckoutWrites) {
  if (writes.walletDebit > 0) {
    const debited = await trx
      .updateTable('customers')
      .set((eb) => ({ wallet_amount: eb('wallet_amount', '-', writes.walletDebit) }))
      .where('id', '=', context.actor.customerId)
      .where('wallet_amount', '>=', writes.walletDebit)
      .executeTakeFirst();
    if (Number(debited.numUpdatedRows) !== 1) throw new ApiError(422, 'INSUFFICIENT_WALLET_AMOUNT');
  }
  for (const credit of writes.bundleCredits) {
    // The decision read the bundle unlocked: a credit used meanwhile by another checkout refuses this one.
    const spent = await trx
      .updateTable('customer_bundles')
      .set((eb) => ({ used: eb('used', '+', credit.count) }))
      .where('id', '=', credit.id)
      .where((eb) =>
        eb.or([eb('capacity', 'is', null), eb(eb('used', '+', credit.count), '<=', eb.ref('capacity'))]),
      )
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new ApiError(409, 'BUNDLE.NO_CREDIT_LEFT');
  }
  if (writes.couponUse !== null) {
    try {
      await trx
        .updateTable('coupons')
        .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
        .where('id', '=', writes.couponUse)
        .execute();
    } catch (error) {
      throw isCheckViolation(error)
        ? new ApiError(422, 'COUPON.INVALID', { coupon: 'COUPON.INVALID' })
        : error;
    }
  }
}

/**
 * Writes an accepted checkout: the orders and the cart's own rows first, then, locked in order and for
 * as short a time as possible, the seats, the slots and the shared counters. Returns the processed cart
 * and the online payment to open, if any.
 */
export async function writeCheckout(trx: Transaction, context: WriteContext, writes: CheckoutWrites) {
  const jobs = await writeOrders(trx, context, writes);
  const pendingPayment = await openPayment(trx, context, writes.onlinePayment);
  // The cart's holds end as it is processed, in the same statement: its items leave the seat counts'
  // index (migration 0017) when this commits, as their seats join `registered`.
  // Its mail jobs (the transactional outbox) go in the same statement; without any, the part is empty.
  const processed = await trx
    .with('mail_jobs', (db) =>
      jobs.length === 0
        ? db.selectNoFrom(sql<number>`null::int`.as('id')).where(sql<boolean>`false`)
        : mailJobsInsert(db, jobs).returning('id'),
    )
    .with('checked_out_items', (db) =>
      db
        .updateTable('cart_items')
        .set({ checked_out: true })
        .where('cart_id', '=', context.cart.id)
        .returning('id'),
    )
    .updateTable('carts')
    .set({
      coupon_id: writes.couponId,
      processed_at: context.now,
      language: context.language,
      ...writes.cart,
    })
    .where('id', '=', context.cart.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // Last, the seats commit with their statement where the driver can (holds.ts takeSeats `last`).
  const last = seatsLast(context, writes);
  await takeCheckoutSeats(trx, context, writes.seats, last);
  if (last) return { processed, pendingPayment };
  await takeSlots(trx, context);
  await spendShared(trx, context, writes);
  return { processed, pendingPayment };
}
