import { bundleExpiresAt } from '../bundle/index';
import { freeSeats } from '../catalogue/index';
import { type MembershipPeriodTerms, membershipPeriod } from '../membership/index';
import {
  allocatePayment,
  amountPayableNow,
  applyCartDiscount,
  type CouponTerms,
  couponApplies,
  couponDiscount,
} from '../pricing/index';
import { addSeconds, compareInstants, formatInstant, type InstantLike, isInFuture } from '../time/index';
import { confirmsCart } from './cart-confirmation.rules';
import {
  allowedStrategies,
  checkoutSummary,
  type PaymentMethod,
  type PaymentMethodsSettings,
  type PaymentStrategy,
  type ServiceFees,
  walletCoversAll,
} from './checkout.rules';

/**
 * The checkout as one decision (part 2 §7 checkout call, part 2 §9 "Cart and checkout"): everything the
 * server loaded for one cart goes in, and out comes either the refusal (a spec error code) or every write
 * the checkout makes, as data. The server only locks, loads, asks and writes (adapters/server/cart).
 */

export type CheckoutItemType =
  | 'REGISTRATION'
  | 'REGISTRATION_REQUEST'
  | 'BOOKING'
  | 'BUNDLE'
  | 'VOUCHER'
  | 'MEMBERSHIP';

/** A cart item as the checkout judges it; what is only copied onto its order stays with the server. */
export interface CheckoutItem {
  id: number;
  type: CheckoutItemType;
  gross_price: number;
  price: number;
  deposit: number;
  expires_at: string;
  availability_id: number | null;
  /** A registration's dates: each takes one seat of that date. */
  date_ids: readonly number[];
  /** The owned bundle whose credit pays this registration, if any. */
  customer_bundle_id: number | null;
  bundle_id: number | null;
  voucher_id: number | null;
  membership_id: number | null;
}

/** A coupon row whatever its state: whether it may be used now is decided here (`couponUsable`). */
export interface CheckoutCouponRow extends CouponTerms {
  id: number;
  active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  used_count: number;
}

/** Seats of an availability or a date: its counter, and the unexpired holds of the other carts. */
export interface SeatCount {
  id: number;
  capacity: number | null;
  registered: number;
  held: number;
}

export interface CheckoutSnapshot {
  cart: { id: number; coupon_id: number | null };
  /** Every item of the cart, expired ones included, in the order they were added. */
  items: readonly CheckoutItem[];
  /** The coupon the request names: absent when it names none, null when the organiser has no such code. */
  requestedCoupon?: CheckoutCouponRow | null;
  /** The coupon attached to the cart, null when none. */
  attachedCoupon: CheckoutCouponRow | null;
  seats: { availabilities: readonly SeatCount[]; dates: readonly SeatCount[] };
  /** Booking items whose span meets another booking or another cart's unexpired hold. */
  takenBookingItemIds: readonly number[];
  /** The customer's wallet balance. */
  wallet: number;
  /** Owned bundles the items' credits come from. */
  ownedBundles: ReadonlyArray<{ id: number; capacity: number | null; used: number }>;
  /** Bundles, vouchers and memberships the items buy. */
  bundles: ReadonlyArray<{
    id: number;
    capacity: number | null;
    duration: number | null;
    expires_at: string | null;
  }>;
  vouchers: ReadonlyArray<{ id: number; amount: number; duration: number | null }>;
  memberships: ReadonlyArray<MembershipPeriodTerms & { id: number }>;
  settings: {
    serviceFees: ServiceFees;
    methods: readonly PaymentMethod[];
    paymentMethods: PaymentMethodsSettings;
  };
  /** The strategy the request sends (WALLET travels as DELAYED, part 2 §7). */
  strategy: 'IMMEDIATE' | 'IMMEDIATE_DEPOSIT' | 'DELAYED';
}

export const CHECKOUT_REFUSALS = [
  'COUPON.INVALID',
  'COUPON.MIN_TOTAL_NOT_REACHED',
  'CART.EMPTY',
  'CART.ITEMS_EXPIRED',
  'CART.AVAILABILITY_FULL',
  'BOOKING.SLOT_TAKEN',
  'BUNDLE.NO_CREDIT_LEFT',
  'CHECKOUT.STRATEGY_NOT_ALLOWED',
  'MEMBERSHIP.PERIOD_ENDED',
] as const;
export type CheckoutRefusal = (typeof CHECKOUT_REFUSALS)[number];

/** What one item becomes: its order line's amounts and what the product bought adds to it. */
export interface CheckoutOrder {
  itemId: number;
  type: CheckoutItemType;
  /** `{cart id}-{n}`, n counting the ordered items from 1. */
  reference: string;
  total_amount: number;
  deposit_amount: number;
  /** What the wallet pays of this line at checkout. */
  paid_amount: number;
  bundle?: { capacity: number | null; expires_at: string | null };
  voucher?: { amount: number; expires_at: string | null };
  membership?: { starts_at: string; ends_at: string };
}

export interface CheckoutWrites {
  /** The coupon the cart keeps (a coupon named in the request replaces the attached one). */
  couponId: number | null;
  /** Expired items leave the cart with the checkout: they hold nothing and are not ordered. */
  expiredItemIds: number[];
  /** Items whose price changes once the coupon's discount is spread again over what is ordered. */
  prices: Array<{ itemId: number; price: number }>;
  /** Seats taken, per availability and per date, ids ascending. */
  seats: {
    availabilities: Array<{ id: number; seats: number }>;
    dates: Array<{ id: number; seats: number }>;
  };
  orders: CheckoutOrder[];
  /** Credits used, per owned bundle. */
  bundleCredits: Array<{ id: number; count: number }>;
  /** The coupon whose use is counted: the attached one when it discounts an ordered item. */
  couponUse: number | null;
  cart: {
    payment_strategy: PaymentStrategy;
    items_total: number;
    wallet_amount: number;
    service_fee: number;
  };
  /** Taken from the wallet (never more than its balance). */
  walletDebit: number;
  /** The online payment opened now, 0 when none. */
  onlinePayment: number;
  /** Whether this checkout confirms the cart (its confirmation mail goes now). */
  confirmsCart: boolean;
}

export type CheckoutDecision =
  | { kind: 'refused'; code: CheckoutRefusal }
  | { kind: 'accepted'; writes: CheckoutWrites };

const refused = (code: CheckoutRefusal): CheckoutDecision => ({ kind: 'refused', code });

/** An item holds its seat while its expiry is ahead ("Cart items count only while expires_at is in the future"). */
export const itemUnexpired = (item: Pick<CheckoutItem, 'expires_at'>, now: InstantLike): boolean =>
  isInFuture(item.expires_at, now);

/** A coupon is usable while active, inside its dates and with uses left. */
export function couponUsable(coupon: CheckoutCouponRow, now: InstantLike): boolean {
  return (
    coupon.active &&
    (coupon.starts_at === null || compareInstants(coupon.starts_at, now) <= 0) &&
    (coupon.ends_at === null || isInFuture(coupon.ends_at, now)) &&
    (coupon.usage_limit === null || coupon.used_count < coupon.usage_limit)
  );
}

/** Free seats of a counted row (core catalog `freeSeats` on registered plus held); null when unlimited. */
export const seatsLeft = (count: SeatCount): number | null =>
  freeSeats({ capacity: count.capacity, registered: count.registered + count.held });

function countBy(values: readonly number[]): Array<{ id: number; seats: number }> {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([id, seats]) => ({ id, seats }));
}

/** The seats the registration items take, per availability and per date, ids ascending. */
export function seatsWanted(items: readonly CheckoutItem[]): CheckoutWrites['seats'] {
  const registrations = items.filter((item) => item.type === 'REGISTRATION');
  return {
    availabilities: countBy(registrations.map((item) => item.availability_id ?? 0)),
    dates: countBy(registrations.flatMap((item) => item.date_ids)),
  };
}

/**
 * Whether some availability or date has fewer free seats than wanted. A row not counted is not limited
 * here; the server's counters and their check constraints stay the last guard.
 */
export function seatShortage(counts: CheckoutSnapshot['seats'], wanted: CheckoutWrites['seats']): boolean {
  const short = (rows: readonly SeatCount[], asked: ReadonlyArray<{ id: number; seats: number }>) => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return asked.some(({ id, seats }) => {
      const count = byId.get(id);
      const free = count ? seatsLeft(count) : null;
      return free !== null && free < seats;
    });
  };
  return short(counts.availabilities, wanted.availabilities) || short(counts.dates, wanted.dates);
}

/** Whether some counted row holds more seats (registered and held) than its capacity. */
export function seatsOverCapacity(counts: CheckoutSnapshot['seats']): boolean {
  return [...counts.availabilities, ...counts.dates].some(
    (count) => count.capacity !== null && count.registered + count.held > count.capacity,
  );
}

const grossTotal = (items: readonly CheckoutItem[]) =>
  items.reduce((total, item) => total + item.gross_price, 0);

/** The coupon the cart ends with, or the refusal of the one the request names. */
function chooseCoupon(
  snapshot: CheckoutSnapshot,
  unexpired: readonly CheckoutItem[],
  now: InstantLike,
): { coupon: CheckoutCouponRow | null; couponId: number | null } | CheckoutRefusal {
  const requested = snapshot.requestedCoupon;
  if (requested === undefined) return { coupon: snapshot.attachedCoupon, couponId: snapshot.cart.coupon_id };
  if (requested === null || !couponUsable(requested, now)) return 'COUPON.INVALID';
  if (requested.id === snapshot.cart.coupon_id)
    return { coupon: snapshot.attachedCoupon, couponId: requested.id };
  if (!couponApplies(requested, grossTotal(unexpired))) return 'COUPON.MIN_TOTAL_NOT_REACHED';
  return { coupon: requested, couponId: requested.id };
}

/**
 * The coupon's discount spread over the ordered items (core `applyCartDiscount`), so every order costs
 * what its item says and the lines add up to the total; a coupon whose minimum is not met discounts nothing.
 */
function reprice(items: readonly CheckoutItem[], coupon: CheckoutCouponRow | null): CheckoutItem[] {
  const gross = items.map((item) => item.gross_price);
  const discount = coupon ? couponDiscount(coupon, grossTotal(items)) : 0;
  const net = applyCartDiscount(gross, discount);
  return items.map((item, index) => ({ ...item, price: net[index] ?? item.gross_price }));
}

/** Credits each owned bundle gives, or null when one has too few left. */
function bundleCredits(snapshot: CheckoutSnapshot, items: readonly CheckoutItem[]) {
  const uses = countBy(items.flatMap((item) => (item.customer_bundle_id ? [item.customer_bundle_id] : [])));
  const fits = uses.every(({ id, seats }) => {
    const bundle = snapshot.ownedBundles.find((owned) => owned.id === id);
    return bundle !== undefined && (bundle.capacity === null || bundle.used + seats <= bundle.capacity);
  });
  return fits ? uses.map(({ id, seats }) => ({ id, count: seats })) : null;
}

/** The strategy the cart is processed with, or null when the request's is not allowed. */
function chooseStrategy(
  snapshot: CheckoutSnapshot,
  summary: ReturnType<typeof checkoutSummary>,
): PaymentStrategy | null {
  const input = {
    summary,
    wallet: { amount: snapshot.wallet },
    methods: snapshot.settings.methods,
    settings: snapshot.settings.paymentMethods,
  };
  const allowed = allowedStrategies(input);
  const wire = snapshot.strategy;
  const walletChosen = wire === 'DELAYED' && allowed.includes('WALLET') && !allowed.includes('DELAYED');
  // Nothing left to pay accepts any strategy: none charges.
  if (summary.amountDue > 0 && !allowed.includes(wire) && !walletChosen) return null;
  return walletCoversAll(input) || walletChosen ? 'WALLET' : wire;
}

/** Each item's order line: amounts, and what a bundle, voucher or membership bought comes with. */
function ordersOf(
  snapshot: CheckoutSnapshot,
  items: readonly CheckoutItem[],
  now: InstantLike,
): Array<Omit<CheckoutOrder, 'paid_amount'>> | null {
  const orders: Array<Omit<CheckoutOrder, 'paid_amount'>> = [];
  for (const [index, item] of items.entries()) {
    const line = {
      itemId: item.id,
      type: item.type,
      reference: `${snapshot.cart.id}-${index + 1}`,
      // A request costs nothing until the organiser approves it and sets its amounts.
      total_amount: item.type === 'REGISTRATION_REQUEST' ? 0 : item.price,
      deposit_amount: item.type === 'REGISTRATION' ? item.deposit : 0,
    };
    if (item.type === 'BUNDLE') {
      const bundle = snapshot.bundles.find((candidate) => candidate.id === item.bundle_id);
      if (!bundle) throw new Error(`bundle ${item.bundle_id} not loaded`);
      orders.push({
        ...line,
        bundle: { capacity: bundle.capacity, expires_at: bundleExpiresAt(bundle, now) },
      });
    } else if (item.type === 'VOUCHER') {
      const voucher = snapshot.vouchers.find((candidate) => candidate.id === item.voucher_id);
      if (!voucher) throw new Error(`voucher ${item.voucher_id} not loaded`);
      const expires = voucher.duration === null ? null : formatInstant(addSeconds(now, voucher.duration));
      orders.push({ ...line, voucher: { amount: voucher.amount, expires_at: expires } });
    } else if (item.type === 'MEMBERSHIP') {
      const membership = snapshot.memberships.find((candidate) => candidate.id === item.membership_id);
      if (!membership) throw new Error(`membership ${item.membership_id} not loaded`);
      const period = membershipPeriod(membership, now);
      if (period === null) return null;
      orders.push({ ...line, membership: period });
    } else {
      orders.push(line);
    }
  }
  return orders;
}

/**
 * The wallet pays order lines only (the service fee is charged on what is left after it): every line up
 * to its deposit, then every line up to its total, each pass in item order (core `allocatePayment`).
 */
function walletShares(orders: ReadonlyArray<Omit<CheckoutOrder, 'paid_amount'>>, wallet: number): number[] {
  const deposits = allocatePayment(
    orders.map((order) => ({ total: Math.min(order.deposit_amount, order.total_amount), paid: 0 })),
    wallet,
  );
  const totals = allocatePayment(
    orders.map((order, index) => ({ total: order.total_amount, paid: deposits.added[index] ?? 0 })),
    deposits.leftover,
  );
  return orders.map((_, index) => (deposits.added[index] ?? 0) + (totals.added[index] ?? 0));
}

/**
 * The checkout of one cart at `now`. Refusals, in the order the server has always checked them: the named
 * coupon, an empty cart, a cart whose items all expired, seats, booking slots, bundle credits, the payment
 * strategy, a membership whose period ended, a coupon used up.
 */
export function decideCheckout(snapshot: CheckoutSnapshot, now: InstantLike): CheckoutDecision {
  const unexpiredBefore = snapshot.items.filter((item) => itemUnexpired(item, now));
  const chosen = chooseCoupon(snapshot, unexpiredBefore, now);
  if (typeof chosen === 'string') return refused(chosen);
  if (snapshot.items.length === 0) return refused('CART.EMPTY');
  if (unexpiredBefore.length === 0) return refused('CART.ITEMS_EXPIRED');

  const items = reprice(unexpiredBefore, chosen.coupon);
  const seats = seatsWanted(items);
  if (seatShortage(snapshot.seats, seats)) return refused('CART.AVAILABILITY_FULL');
  const ordered = new Set(items.map((item) => item.id));
  if (snapshot.takenBookingItemIds.some((id) => ordered.has(id))) return refused('BOOKING.SLOT_TAKEN');
  const credits = bundleCredits(snapshot, items);
  if (credits === null) return refused('BUNDLE.NO_CREDIT_LEFT');

  const summary = checkoutSummary(
    {
      items: items.map((item) => ({ price: item.price, deposit: item.deposit, expires_at: item.expires_at })),
    },
    { amount: snapshot.wallet },
    snapshot.settings.serviceFees,
    now,
  );
  const strategy = chooseStrategy(snapshot, summary);
  if (strategy === null) return refused('CHECKOUT.STRATEGY_NOT_ALLOWED');
  const lines = ordersOf(snapshot, items, now);
  if (lines === null) return refused('MEMBERSHIP.PERIOD_ENDED');

  const discounted = items.some((item) => item.price < item.gross_price);
  const couponUse = chosen.couponId !== null && discounted ? chosen.couponId : null;
  const used = chosen.coupon;
  if (couponUse !== null && used && used.usage_limit !== null && used.used_count + 1 > used.usage_limit) {
    return refused('COUPON.INVALID');
  }

  const shares = walletShares(lines, summary.wallet);
  const payable =
    snapshot.strategy === 'DELAYED'
      ? 0
      : amountPayableNow(
          { amountDue: summary.amountDue, serviceFee: summary.serviceFee, depositDue: summary.deposit ?? 0 },
          snapshot.strategy,
        );
  const byId = new Map(snapshot.items.map((item) => [item.id, item]));
  return {
    kind: 'accepted',
    writes: {
      couponId: chosen.couponId,
      expiredItemIds: snapshot.items.filter((item) => !ordered.has(item.id)).map((item) => item.id),
      prices: items
        .filter((item) => item.price !== byId.get(item.id)?.price)
        .map((item) => ({ itemId: item.id, price: item.price })),
      seats,
      orders: lines.map((line, index) => ({ ...line, paid_amount: shares[index] ?? 0 })),
      bundleCredits: credits,
      couponUse,
      cart: {
        payment_strategy: strategy,
        items_total: summary.itemsTotal,
        wallet_amount: summary.wallet,
        service_fee: summary.serviceFee,
      },
      walletDebit: summary.wallet,
      onlinePayment: payable,
      confirmsCart: confirmsCart({
        kind: 'checkout',
        alreadyProcessed: false,
        onlinePaymentOpened: payable > 0,
      }),
    },
  };
}
