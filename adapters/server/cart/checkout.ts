import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { bundleExpiresAt } from '../../../core/bundle/index';
import {
  allowedStrategies,
  checkoutSummary,
  confirmsCart,
  type PaymentStrategy,
  paymentMethodsSettings,
  walletCoversAll,
} from '../../../core/checkout/index';
import { membershipPeriod } from '../../../core/membership/index';
import { amountPayableNow } from '../../../core/pricing/index';
import { addSeconds, formatInstant } from '../../../core/time/index';
import type { CartItemDetails, CartItemsTable, Transaction } from '../../db/index';
import { ApiError, notFound } from '../errors';
import {
  enqueueCartProcessed,
  enqueueMembershipCreated,
  enqueueRegistrationCreated,
} from '../notifications/enqueue-mails';
import { newCuid } from '../tokens';
import { bookCoveredSlots, lockResources, refuseTakenSpans } from './booking-spans';
import type { CartRow } from './cart-read';
import type { CartActor, CartWriteDeps } from './cart-writes';
import { couponFits, repriceCart, usableCoupon } from './coupons';
import { availabilitySeats, dateSeats, freeSeats, lockSeats } from './holds';
import { applyPayment, cartTarget } from './order-lines';

export interface CheckoutPayload {
  cart_id: number;
  coupon?: string | null | undefined;
  payment_strategy: 'IMMEDIATE' | 'IMMEDIATE_DEPOSIT' | 'DELAYED';
}

export interface CheckoutAnswer {
  next_action: 'payment' | null;
  next_action_url: string | null;
  cuid: string;
}

/** What the transaction decided; the provider session is opened after commit, never inside it. */
interface CheckoutOutcome {
  cart: CartRow;
  /** True only for the call that processed the cart; a repeated submit answers what the first did. */
  processedNow: boolean;
  /** The online payment to open a provider session for, if one is pending without one. */
  pendingPayment: { cuid: string; amount: number; redirectUrl: string | null } | null;
}

/**
 * A gift voucher's code: 26 Crockford base32 characters (no I, L, O, U) carrying 130 bits of 17 random
 * bytes from node:crypto, in groups of five for reading aloud: XXXXX-XXXXX-XXXXX-XXXXX-XXXXX-X (31
 * characters). 130 bits make a code unguessable and, in practice, unique.
 */
export function voucherCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(17);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let index = 0; index < 26; index += 1) {
    text += alphabet[Number(bits & 31n)];
    bits >>= 5n;
  }
  return text.match(/.{1,5}/g)?.join('-') ?? text;
}

const isCheckViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';

async function lockCart(trx: Transaction, actor: CartActor, cartId: number): Promise<CartRow> {
  const cart = await trx
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', cartId)
    .where('organiser_id', '=', actor.organiser.id)
    .where('customer_id', '=', actor.customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!cart) throw notFound('CART_NOT_FOUND');
  return cart;
}

async function pendingOnlinePayment(trx: Transaction, cartId: number) {
  const payment = await trx
    .selectFrom('payments')
    .select(['cuid', 'amount', 'status', 'redirect_url'])
    .where('cart_id', '=', cartId)
    .where('kind', '=', 'CHECKOUT')
    .where('method', '=', 'ONLINE')
    .executeTakeFirst();
  return payment?.status === 'PENDING'
    ? { cuid: payment.cuid, amount: payment.amount, redirectUrl: payment.redirect_url }
    : null;
}

/**
 * Seats: the cart's own holds are re-counted against capacity with every other unexpired hold, then
 * become registered seats. The counters' check constraints are the last guard: a violation is a full
 * availability, never an oversold one.
 */
async function takeSeats(
  trx: Transaction,
  deps: CartWriteDeps,
  cartId: number,
  registrations: ReadonlyArray<{ id: number; availability_id: number | null }>,
  now: string,
) {
  const itemIds = registrations.map((item) => item.id);
  const dates =
    itemIds.length === 0
      ? []
      : await trx
          .selectFrom('cart_item_dates')
          .select(['cart_item_id', 'availability_date_id'])
          .where('cart_item_id', 'in', itemIds)
          .execute();
  const perAvailability = countBy(registrations.map((item) => item.availability_id ?? 0));
  const perDate = countBy(dates.map((date) => date.availability_date_id));
  await lockSeats(trx, { availabilities: perAvailability.keys(), dates: perDate.keys() }, deps.seatLocking);
  const [availabilityCounts, dateCounts] = await Promise.all([
    availabilitySeats(trx, [...perAvailability.keys()], now, cartId),
    dateSeats(trx, [...perDate.keys()], now, cartId),
  ]);
  for (const [counts, wanted] of [
    [availabilityCounts, perAvailability],
    [dateCounts, perDate],
  ] as const) {
    for (const [id, seats] of wanted) {
      const count = counts.get(id);
      const free = count ? freeSeats(count) : null;
      if (free !== null && free < seats) throw new ApiError(409, 'CART.AVAILABILITY_FULL');
    }
  }
  try {
    for (const [id, seats] of perAvailability) {
      await trx
        .updateTable('availabilities')
        .set((eb) => ({ registered: eb('registered', '+', seats) }))
        .where('id', '=', id)
        .execute();
    }
    for (const [id, seats] of perDate) {
      await trx
        .updateTable('availability_dates')
        .set((eb) => ({ registered: eb('registered', '+', seats) }))
        .where('id', '=', id)
        .execute();
    }
  } catch (error) {
    throw isCheckViolation(error) ? new ApiError(409, 'CART.AVAILABILITY_FULL') : error;
  }
  return dates;
}

function countBy(values: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const value of [...values].sort((a, b) => a - b)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/**
 * POST /api/carts/checkout. One transaction turns the unexpired items into orders, takes the seats and
 * slots, uses bundle credits and the coupon, debits the wallet and marks the cart processed. The cart row
 * is locked first, so a repeated or concurrent submit waits and then answers what the first one did.
 * `language` is the checkout's (the storefront's), kept on the cart for its confirmation mail.
 */
export async function checkout(
  deps: CartWriteDeps,
  actor: CartActor,
  payload: CheckoutPayload,
  language: 'fr' | 'en' = actor.organiser.language,
): Promise<CheckoutOutcome> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx): Promise<CheckoutOutcome> => {
    let cart = await lockCart(trx, actor, payload.cart_id);
    if (cart.processed_at !== null) {
      return { cart, processedNow: false, pendingPayment: await pendingOnlinePayment(trx, cart.id) };
    }

    const code = payload.coupon?.trim();
    if (code) {
      const coupon = await usableCoupon(trx, actor.organiser.id, code, now);
      if (coupon.id !== cart.coupon_id) {
        if (!(await couponFits(trx, cart.id, coupon, now))) {
          throw new ApiError(422, 'COUPON.MIN_TOTAL_NOT_REACHED', { coupon: 'COUPON.MIN_TOTAL_NOT_REACHED' });
        }
        await trx.updateTable('carts').set({ coupon_id: coupon.id }).where('id', '=', cart.id).execute();
        cart = { ...cart, coupon_id: coupon.id };
      }
    }

    const all = await trx
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .orderBy('id')
      .execute();
    if (all.length === 0) throw new ApiError(422, 'CART.EMPTY');
    const expired = all.filter((item) => !(new Date(item.expires_at).getTime() > new Date(now).getTime()));
    if (expired.length === all.length) throw new ApiError(410, 'CART.ITEMS_EXPIRED');
    // An expired item holds nothing and is not ordered: it leaves the cart with the checkout.
    if (expired.length > 0) {
      await trx
        .deleteFrom('cart_items')
        .where(
          'id',
          'in',
          expired.map((item) => item.id),
        )
        .execute();
    }
    await repriceCart(trx, cart.id, now);
    const items = await trx
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .orderBy('id')
      .execute();

    const registrations = items.filter((item) => item.type === 'REGISTRATION');
    const itemDates = await takeSeats(trx, deps, cart.id, registrations, now);
    await takeSlots(
      trx,
      deps,
      cart.id,
      items.filter((item) => item.type === 'BOOKING').map((item) => item.id),
      now,
    );

    const customer = await trx
      .selectFrom('customers')
      .select(['id', 'wallet_amount'])
      .where('id', '=', actor.customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await spendBundleCredits(
      trx,
      items.map((item) => item.details),
    );

    const settings = actor.organiser.settings;
    const summary = checkoutSummary(
      {
        items: items.map((item) => ({
          price: item.price,
          deposit: item.deposit,
          expires_at: item.expires_at,
        })),
      },
      { amount: customer.wallet_amount },
      settings.service_fees,
      now,
    );
    const strategyInput = {
      summary,
      wallet: { amount: customer.wallet_amount },
      methods: settings.methods,
      settings: paymentMethodsSettings(settings.payment_methods),
    };
    const allowed = allowedStrategies(strategyInput);
    // WALLET travels as DELAYED (part 2 §7). Nothing left to pay accepts any strategy: none charges.
    const wire = payload.payment_strategy;
    const walletChosen = wire === 'DELAYED' && allowed.includes('WALLET') && !allowed.includes('DELAYED');
    if (summary.amountDue > 0 && !allowed.includes(wire) && !walletChosen) {
      throw new ApiError(422, 'CHECKOUT.STRATEGY_NOT_ALLOWED', {
        payment_strategy: 'CHECKOUT.STRATEGY_NOT_ALLOWED',
      });
    }
    const strategy: PaymentStrategy = walletCoversAll(strategyInput) || walletChosen ? 'WALLET' : wire;

    await createOrders(trx, actor, cart, items, itemDates, now);

    if (cart.coupon_id !== null && items.some((item) => item.price < item.gross_price)) {
      try {
        await trx
          .updateTable('coupons')
          .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
          .where('id', '=', cart.coupon_id)
          .execute();
      } catch (error) {
        throw isCheckViolation(error)
          ? new ApiError(422, 'COUPON.INVALID', { coupon: 'COUPON.INVALID' })
          : error;
      }
    }

    await trx
      .updateTable('carts')
      .set({
        processed_at: now,
        language,
        payment_strategy: strategy,
        items_total: summary.itemsTotal,
        wallet_amount: summary.wallet,
        service_fee: summary.serviceFee,
      })
      .where('id', '=', cart.id)
      .execute();

    if (summary.wallet > 0) {
      const debited = await trx
        .updateTable('customers')
        .set((eb) => ({ wallet_amount: eb('wallet_amount', '-', summary.wallet) }))
        .where('id', '=', customer.id)
        .where('wallet_amount', '>=', summary.wallet)
        .executeTakeFirst();
      if (Number(debited.numUpdatedRows) !== 1) throw new ApiError(422, 'INSUFFICIENT_WALLET_AMOUNT');
      await trx
        .insertInto('wallet_movements')
        .values({
          organiser_id: actor.organiser.id,
          customer_id: customer.id,
          amount: -summary.wallet,
          reason: 'CHECKOUT',
          cart_id: cart.id,
          created_at: now,
        })
        .execute();
      // The wallet pays order lines only: the service fee is charged on what is left after it.
      const target = await cartTarget(trx, cart.id);
      await applyPayment(trx, { ...target, feeOwed: 0 }, summary.wallet);
    }

    const payable =
      wire === 'DELAYED'
        ? 0
        : amountPayableNow(
            {
              amountDue: summary.amountDue,
              serviceFee: summary.serviceFee,
              depositDue: summary.deposit ?? 0,
            },
            wire,
          );
    let pendingPayment: CheckoutOutcome['pendingPayment'] = null;
    if (payable > 0) {
      const payment = {
        cuid: newCuid(),
        organiser_id: actor.organiser.id,
        customer_id: customer.id,
        cart_id: cart.id,
        kind: 'CHECKOUT' as const,
        method: 'ONLINE' as const,
        amount: payable,
        status: 'PENDING' as const,
        created_at: now,
      };
      await trx.insertInto('payments').values(payment).execute();
      pendingPayment = { cuid: payment.cuid, amount: payable, redirectUrl: null };
    }
    const processed = await trx
      .selectFrom('carts')
      .selectAll()
      .where('id', '=', cart.id)
      .executeTakeFirstOrThrow();
    // Paid without the provider: this transaction confirms the cart, and enqueues its confirmation mail.
    const step = {
      kind: 'checkout',
      alreadyProcessed: false,
      onlinePaymentOpened: pendingPayment !== null,
    } as const;
    if (confirmsCart(step)) await enqueueCartProcessed(trx, actor.organiser.id, cart.id, now);
    return { cart: processed, processedNow: true, pendingPayment };
  });
}

/**
 * Slots become bookings: the resources are locked (the span lock of booking-spans.ts), each item's span is
 * checked free of bookings and of other carts' holds, then every slot it covers is marked booked.
 */
async function takeSlots(
  trx: Transaction,
  deps: CartWriteDeps,
  cartId: number,
  bookingItemIds: number[],
  now: string,
) {
  if (bookingItemIds.length === 0) return;
  const spans = await trx
    .selectFrom('cart_item_slots as cs')
    .innerJoin('resource_availabilities as slot', 'slot.id', 'cs.resource_availability_id')
    .select(['slot.resource_id', 'cs.resource_availability_id', 'cs.start_at', 'cs.end_at'])
    .where('cs.cart_item_id', 'in', bookingItemIds)
    .orderBy('cs.resource_availability_id')
    .execute();
  if (spans.length === 0) return;
  await lockResources(
    trx,
    spans.map((span) => span.resource_id),
    deps.seatLocking,
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
    .$if(deps.seatLocking, (qb) => qb.forUpdate())
    .execute();
  for (const span of spans) {
    await refuseTakenSpans(trx, span.resource_id, [span], now, cartId);
  }
  for (const span of spans) await bookCoveredSlots(trx, span.resource_id, span);
}

/** Each registration paid by a bundle credit uses one; a bundle used up meanwhile refuses the checkout. */
async function spendBundleCredits(trx: Transaction, details: readonly CartItemDetails[]) {
  const uses = countBy(
    details.flatMap((detail) => (detail.customer_bundle_id ? [detail.customer_bundle_id] : [])),
  );
  for (const [bundleId, count] of uses) {
    const bundle = await trx
      .selectFrom('customer_bundles')
      .select(['capacity', 'used'])
      .where('id', '=', bundleId)
      .forUpdate()
      .executeTakeFirst();
    if (!bundle || (bundle.capacity !== null && bundle.used + count > bundle.capacity)) {
      throw new ApiError(409, 'BUNDLE.NO_CREDIT_LEFT');
    }
    await trx
      .updateTable('customer_bundles')
      .set((eb) => ({ used: eb('used', '+', count) }))
      .where('id', '=', bundleId)
      .execute();
  }
}

type ItemRow = Selectable<CartItemsTable>;

/** One order row per item, in item order, referenced `{cart id}-{n}`. */
async function createOrders(
  trx: Transaction,
  actor: CartActor,
  cart: CartRow,
  items: readonly ItemRow[],
  itemDates: ReadonlyArray<{ cart_item_id: number; availability_date_id: number }>,
  now: string,
) {
  const base = {
    organiser_id: actor.organiser.id,
    customer_id: actor.customerId,
    cart_id: cart.id,
    created_at: now,
  };
  for (const [index, item] of items.entries()) {
    const common = { ...base, cuid: newCuid(), cart_item_id: item.id, total_amount: item.price };
    const reference = `${cart.id}-${index + 1}`;
    switch (item.type) {
      case 'REGISTRATION': {
        const registration = await trx
          .insertInto('registrations')
          .values({
            ...common,
            reference,
            participant_id: item.participant_id ?? 0,
            availability_id: item.availability_id ?? 0,
            deposit_amount: item.deposit,
            bundle_id: item.details.customer_bundle_id ?? null,
            options: JSON.stringify(item.details.options ?? []),
            questions: JSON.stringify(item.details.questions ?? []),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const availability = await trx
          .selectFrom('availabilities')
          .select(['start_at', 'end_at'])
          .where('id', '=', item.availability_id ?? 0)
          .executeTakeFirstOrThrow();
        await enqueueRegistrationCreated(
          trx,
          { organiserId: actor.organiser.id, id: registration.id, ...availability },
          now,
        );
        const dates = itemDates.filter((date) => date.cart_item_id === item.id);
        if (dates.length > 0) {
          await trx
            .insertInto('registration_dates')
            .values(
              dates.map((date) => ({
                cuid: newCuid(),
                organiser_id: actor.organiser.id,
                registration_id: registration.id,
                availability_date_id: date.availability_date_id,
              })),
            )
            .execute();
        }
        break;
      }
      case 'REGISTRATION_REQUEST':
        // A request costs nothing until the organiser approves it and sets its amounts.
        await trx
          .insertInto('registration_requests')
          .values({
            ...common,
            total_amount: 0,
            reference,
            participant_id: item.participant_id ?? 0,
            availabilities: JSON.stringify(item.details.availabilities ?? []),
            options: JSON.stringify(item.details.options ?? []),
            questions: JSON.stringify(item.details.questions ?? []),
          })
          .execute();
        break;
      case 'BOOKING': {
        const booking = await trx
          .insertInto('bookings')
          .values({
            ...common,
            reference,
            resource_id: item.resource_id ?? 0,
            // Every participant of the booking, the main one (the item's participant) first, then the extras.
            participants: JSON.stringify([
              ...(item.participant_id === null ? [] : [item.participant_id]),
              ...(item.details.participants ?? []),
            ]),
            payment_split: item.details.payment_split ?? false,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const slots = await trx
          .selectFrom('cart_item_slots')
          .select(['resource_availability_id', 'start_at', 'end_at'])
          .where('cart_item_id', '=', item.id)
          .execute();
        await trx
          .insertInto('booking_slots')
          .values(
            slots.map((slot) => ({ ...slot, organiser_id: actor.organiser.id, booking_id: booking.id })),
          )
          .execute();
        break;
      }
      case 'BUNDLE': {
        const bundle = await trx
          .selectFrom('bundles')
          .select(['capacity', 'duration', 'expires_at'])
          .where('id', '=', item.bundle_id ?? 0)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('customer_bundles')
          .values({
            ...common,
            participant_id: item.participant_id,
            bundle_id: item.bundle_id ?? 0,
            capacity: bundle.capacity,
            expires_at: bundleExpiresAt(bundle, now),
          })
          .execute();
        break;
      }
      case 'VOUCHER': {
        const voucher = await trx
          .selectFrom('vouchers')
          .select(['amount', 'duration'])
          .where('id', '=', item.voucher_id ?? 0)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('customer_vouchers')
          .values({
            ...common,
            voucher_id: item.voucher_id ?? 0,
            code: voucherCode(),
            amount: voucher.amount,
            expires_at: voucher.duration === null ? null : formatInstant(addSeconds(now, voucher.duration)),
          })
          .execute();
        break;
      }
      case 'MEMBERSHIP': {
        const membership = await trx
          .selectFrom('memberships')
          .selectAll()
          .where('id', '=', item.membership_id ?? 0)
          .executeTakeFirstOrThrow();
        const period = membershipPeriod(membership, now);
        if (period === null) throw new ApiError(422, 'MEMBERSHIP.PERIOD_ENDED');
        const owned = await trx
          .insertInto('customer_memberships')
          .values({
            ...common,
            participant_id: item.participant_id,
            membership_id: membership.id,
            ...period,
          })
          .returning(['id', 'ends_at'])
          .executeTakeFirstOrThrow();
        await enqueueMembershipCreated(trx, { organiserId: actor.organiser.id, ...owned }, now);
        break;
      }
    }
  }
}
