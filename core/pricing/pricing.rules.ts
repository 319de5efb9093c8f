import type { EstimateDetails } from '../cart/index';
import { allocate, atLeastZero, fromMinor, minus, percentage, smallest, sum, toMinor } from '../money/index';

/**
 * Registration and cart pricing (part 1 §3 Estimate details, Coupon; part 2 §7 "Cart"). Money in and out
 * is integer minor units (EUR cents); arithmetic goes through core/money. Every percentage is rounded down
 * to whole cents, so a customer is never charged a fraction the organiser's settings did not state.
 *
 * Sign convention of the estimate: additions (fee, options) are ≥ 0, reductions (partial discount, bundle,
 * discounts, volume discounts) are ≤ 0, and `price` is exactly the sum of every line.
 */

/** A fixed amount (minor units) or a percentage (12.5 for 12.5 %); amount wins when both are set. */
export interface PriceAdjustment {
  amount: number | null;
  percentage: number | null;
}

export interface VolumeDiscountTier extends PriceAdjustment {
  minimum_registrations: number;
}

export interface RegistrationPricingInput {
  availability: { price: number; deposit: number };
  /** How many dates the availability has, and how many distinct dates the customer chose. */
  dateCount: number;
  chosenDateCount: number;
  /** The activity's partial-registration fee, or null when partial registration is not offered. */
  partialRegistration: { fee: number } | null;
  /** The chosen option prices: an amount, or a percentage of the base price. */
  options: readonly PriceAdjustment[];
  /** An owned bundle's credit pays this registration. */
  bundleCredit: boolean;
  discounts: readonly PriceAdjustment[];
  volumeDiscount: PriceAdjustment | null;
}

const nonNegative = (amount: number): number => toMinor(atLeastZero(fromMinor(amount)));

/** The value of an adjustment on `base`, ≥ 0: a fixed amount, or a percentage rounded down. */
export function adjustmentValue(adjustment: PriceAdjustment, base: number): number {
  if (adjustment.amount !== null) return nonNegative(adjustment.amount);
  if (adjustment.percentage !== null) {
    return toMinor(percentage(fromMinor(nonNegative(base)), Math.max(0, adjustment.percentage), 'down'));
  }
  return 0;
}

/** A reduction never takes the running total below zero: it is capped at what is left. */
function reduction(adjustment: PriceAdjustment, running: number): number {
  return toMinor(smallest(fromMinor(adjustmentValue(adjustment, running)), fromMinor(nonNegative(running))));
}

/**
 * The partial-registration lines: when partial registration is offered and fewer dates than all are
 * chosen, the price of the dropped dates is taken off (price × dropped / count, rounded down so the
 * discount never exceeds the dates' share) and the activity's fee is added.
 */
export function partialRegistrationLines(
  input: Pick<
    RegistrationPricingInput,
    'availability' | 'dateCount' | 'chosenDateCount' | 'partialRegistration'
  >,
): { fee: number; discount: number } {
  const { dateCount, chosenDateCount, partialRegistration } = input;
  if (partialRegistration === null || dateCount <= 0 || chosenDateCount >= dateCount) {
    return { fee: 0, discount: 0 };
  }
  const dropped = dateCount - Math.max(0, chosenDateCount);
  const price = nonNegative(input.availability.price);
  return {
    fee: nonNegative(partialRegistration.fee),
    discount: Math.floor((price * dropped) / dateCount),
  };
}

/**
 * The estimate of one registration seat. Order: base price; partial-registration fee and discount;
 * options; then reductions, each capped at the running total: bundle credit (pays everything left),
 * discounts in the order given, the volume discount.
 */
export function estimateRegistration(input: RegistrationPricingInput): EstimateDetails {
  const base = nonNegative(input.availability.price);
  const partial = partialRegistrationLines(input);
  const options = input.options.reduce((total, option) => total + adjustmentValue(option, base), 0);
  let running = base + partial.fee - partial.discount + options;

  const bundle = input.bundleCredit ? running : 0;
  running -= bundle;
  let discounts = 0;
  for (const discount of input.discounts) {
    const value = reduction(discount, running);
    discounts += value;
    running -= value;
  }
  const volume = input.volumeDiscount === null ? 0 : reduction(input.volumeDiscount, running);
  running -= volume;

  // `|| 0` keeps -0 out of the wire format.
  return {
    base_price: base,
    partial_registration_total_fee: partial.fee,
    partial_registration_total_discount: -partial.discount || 0,
    options_total: options,
    bundle_total: -bundle || 0,
    discounts_total: -discounts || 0,
    volume_discounts_total: -volume || 0,
    price: running,
  };
}

/** The deposit of a registration: the availability's deposit, never above the price, never negative. */
export function registrationDeposit(deposit: number, price: number): number {
  return Math.min(nonNegative(deposit), nonNegative(price));
}

/** The tier with the highest minimum the count reaches (ties: the first listed), or null. */
export function pickVolumeDiscount(
  tiers: readonly VolumeDiscountTier[],
  registrations: number,
): PriceAdjustment | null {
  let best: VolumeDiscountTier | null = null;
  for (const tier of tiers) {
    if (tier.minimum_registrations > registrations) continue;
    if (best === null || tier.minimum_registrations > best.minimum_registrations) best = tier;
  }
  return best === null ? null : { amount: best.amount, percentage: best.percentage };
}

// ——— coupon ———

export interface CouponTerms extends PriceAdjustment {
  min_total_amount: number | null;
}

/** A coupon applies to a cart whose total is above zero and reaches the coupon's minimum. */
export function couponApplies(coupon: CouponTerms, total: number): boolean {
  return total > 0 && (coupon.min_total_amount === null || total >= coupon.min_total_amount);
}

/** The coupon's discount on a total: 0 when it does not apply, never above the total. */
export function couponDiscount(coupon: CouponTerms, total: number): number {
  return couponApplies(coupon, total) ? reduction(coupon, total) : 0;
}

/**
 * Spreads a cart discount over its lines in proportion to their gross prices without losing or creating
 * a cent (largest remainders); a line never gets more than its own price. Returns each line's net price.
 */
export function applyCartDiscount(grossPrices: readonly number[], discount: number): number[] {
  const gross = grossPrices.map(nonNegative);
  const total = gross.reduce((a, b) => a + b, 0);
  const applied = Math.min(nonNegative(discount), total);
  if (applied === 0 || total === 0) return gross;
  const shares = allocate(fromMinor(applied), gross).map(toMinor);
  return gross.map((price, index) => price - (shares[index] ?? 0));
}

// ——— paying ———

export type OnlineStrategy = 'IMMEDIATE' | 'IMMEDIATE_DEPOSIT' | 'DELAYED';

/**
 * What the customer pays at checkout: everything due (IMMEDIATE); the deposits plus the service fee, at
 * most everything due (IMMEDIATE_DEPOSIT); nothing now (DELAYED, bank transfer or wallet).
 */
export function amountPayableNow(
  summary: { amountDue: number; serviceFee: number; depositDue: number },
  strategy: OnlineStrategy,
): number {
  switch (strategy) {
    case 'IMMEDIATE':
      return nonNegative(summary.amountDue);
    case 'IMMEDIATE_DEPOSIT':
      return Math.min(
        nonNegative(summary.amountDue),
        nonNegative(summary.depositDue) + nonNegative(summary.serviceFee),
      );
    case 'DELAYED':
      return 0;
  }
}

export interface PayableLine {
  total: number;
  paid: number;
}

/**
 * Allocates a payment to lines in order, each up to what it still owes. `added[i]` is what line i
 * receives; `leftover` is what no line could take. Invariant: sum(added) + leftover = amount.
 */
export function allocatePayment(
  lines: readonly PayableLine[],
  amount: number,
): { added: number[]; leftover: number } {
  let left = nonNegative(amount);
  const added = lines.map((line) => {
    const owed = toMinor(atLeastZero(minus(fromMinor(line.total), fromMinor(line.paid))));
    const take = Math.min(owed, left);
    left -= take;
    return take;
  });
  return { added, leftover: toMinor(sum([fromMinor(left)])) };
}
