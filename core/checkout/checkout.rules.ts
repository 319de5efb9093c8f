import { cartTotal, depositTotal, type PricedItem } from '../cart/index';
import { atLeastZero, fromMinor, minus, percentage, smallest, sum, toMinor } from '../money/index';
import { amountPayableNow } from '../pricing/index';
import type { InstantLike } from '../time/index';

/**
 * Checkout rules (part 1 §3 Cart, Service fees, Payment method(s), Wallet; part 1 §4 coupon and checkout
 * payment strategy; part 2 §5 "Checkout"; part 2 §6 signed-in customer; part 2 §7 checkout call; part 2 §9
 * "Cart and checkout"). Money in and out is integer minor units; arithmetic goes through core/money.
 */

export const PAYMENT_METHOD_TYPES = ['IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** "payment_strategy one of IMMEDIATE, IMMEDIATE_DEPOSIT, DELAYED, WALLET". */
export const PAYMENT_STRATEGIES = ['IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED', 'WALLET'] as const;
export type PaymentStrategy = (typeof PAYMENT_STRATEGIES)[number];

/** Payment method (part 1 §3): type and priority. */
export interface PaymentMethod {
  type: PaymentMethodType;
  priority: number;
}

/**
 * Payment methods settings (part 1 §3 "online (boolean), bank_transfers (boolean)"). DELAYED is paid by bank
 * transfer, so it is a usable method only while the organiser takes transfers; it stays the fallback when
 * nothing else is usable (a free cart, or no method left), where it charges nothing now.
 */
export interface PaymentMethodsSettings {
  online: boolean;
  bankTransfers: boolean;
}

/** The settings as the organiser's `payment_methods` carry them on the wire and in the database. */
export function paymentMethodsSettings(wire: {
  online: boolean;
  bank_transfers: boolean;
}): PaymentMethodsSettings {
  return { online: wire.online, bankTransfers: wire.bank_transfers };
}

/** Wallet (part 1 §3): integer minor units. */
export interface WalletBalance {
  amount: number;
}

/** Service fees (part 1 §3): a fixed amount in minor units and a percentage (12.5 for 12.5 %). */
export interface ServiceFees {
  amount: number;
  percentage: number;
}

export interface CheckoutCoupon {
  active: boolean;
}

/** The cart as checkout reads it. */
export interface CheckoutCart {
  items: readonly PricedItem[];
  coupon?: CheckoutCoupon | null;
}

/** Error keys and codes. */
export const CHECKOUT_ERRORS = {
  terms: 'form.messages.errors.terms',
  insufficientWallet: 'INSUFFICIENT_WALLET_AMOUNT',
  walletNotInteger: 'CHECKOUT.WALLET_AMOUNT_NOT_INTEGER',
  strategyNotAllowed: 'CHECKOUT.STRATEGY_NOT_ALLOWED',
} as const;

// ——— wallet, service fee, summary ———

/** "The wallet is applied up to the cart total": the smaller of the balance and the total, never below 0. */
export function walletApplied(total: number, balance: number): number {
  return toMinor(smallest(atLeastZero(fromMinor(total)), atLeastZero(fromMinor(balance))));
}

/**
 * "Service fee is a fixed amount plus a percentage of the total after wallet, rounded down."
 * The percentage part is rounded down to whole cents; negative settings count as 0.
 */
export function serviceFee(totalAfterWallet: number, fees: ServiceFees): number {
  const fixed = atLeastZero(fromMinor(fees.amount));
  const rate = Math.max(0, fees.percentage);
  return toMinor(sum([fixed, percentage(atLeastZero(fromMinor(totalAfterWallet)), rate, 'down')]));
}

/**
 * The organiser charges a service fee but this checkout pays none because the wallet covers the whole cart
 * (issue 18 §7, the reading in checkoutSummary): said on the summary, so the parent is not left wondering
 * where the fee went. A free cart has no such line: there is nothing to cover.
 */
export function feeWaivedByWallet(
  summary: Pick<CheckoutSummary, 'wallet' | 'totalAfterWallet'>,
  fees: ServiceFees,
): boolean {
  const charges = fees.amount > 0 || fees.percentage > 0;
  return charges && summary.wallet > 0 && summary.totalAfterWallet === 0;
}

/** "A deposit line shows only when the deposit is above 0 and the total exceeds the wallet." */
export function showsDepositLine(deposit: number, total: number, balance: number): boolean {
  return deposit > 0 && total > balance;
}

export interface CheckoutSummary {
  /** Sum of the unexpired items' prices, floored at 0. */
  itemsTotal: number;
  /** Wallet applied: at most the items total and at most the balance. */
  wallet: number;
  /** itemsTotal − wallet. */
  totalAfterWallet: number;
  /** Service fee on the total after wallet; 0 when nothing is left to pay. */
  serviceFee: number;
  /** totalAfterWallet + serviceFee: what the customer still pays. */
  amountDue: number;
  /** The deposit line, or null when it does not show. */
  deposit: number | null;
  /** Wallet balance left after the checkout. */
  walletRemaining: number;
}

/**
 * Every summary line in minor units. Invariants: no line is negative; wallet ≤ min(itemsTotal, balance);
 * itemsTotal − wallet + serviceFee = amountDue.
 *
 * Decisions where the spec is silent: item prices are taken as the server sends them (a coupon's
 * discount is already in them); the service fee is charged only when an amount is left after the wallet
 * (no fee on a free cart or a cart the wallet pays entirely: the fee pays for taking a payment, and a
 * wallet-covered cart takes none; charging its fixed part would leave a parent a few cents to pay by card
 * or by transfer — the reading is in the book, CHK-18); the deposit line shows the deposit total of the
 * unexpired items, capped at the total after wallet.
 */
export function checkoutSummary(
  cart: CheckoutCart,
  wallet: WalletBalance,
  fees: ServiceFees,
  now: InstantLike,
): CheckoutSummary {
  const itemsTotal = toMinor(atLeastZero(fromMinor(cartTotal(cart.items, now))));
  const balance = toMinor(atLeastZero(fromMinor(wallet.amount)));
  const applied = walletApplied(itemsTotal, balance);
  const totalAfterWallet = toMinor(minus(fromMinor(itemsTotal), fromMinor(applied)));
  const fee = totalAfterWallet > 0 ? serviceFee(totalAfterWallet, fees) : 0;
  const deposits = depositTotal(cart.items, now);
  return {
    itemsTotal,
    wallet: applied,
    totalAfterWallet,
    serviceFee: fee,
    amountDue: toMinor(sum([fromMinor(totalAfterWallet), fromMinor(fee)])),
    deposit: showsDepositLine(deposits, itemsTotal, balance) ? Math.min(deposits, totalAfterWallet) : null,
    walletRemaining: toMinor(minus(fromMinor(balance), fromMinor(applied))),
  };
}

/**
 * What the chosen strategy charges at checkout and what is left for later (issue 18 §3): online payment
 * takes the whole amount due, a deposit checkout the deposit and the fee; a bank transfer, "pay later" or
 * the wallet charge nothing online now.
 */
export function chargedAtCheckout(
  summary: Pick<CheckoutSummary, 'amountDue' | 'serviceFee' | 'deposit'>,
  strategy: PaymentStrategy,
): { now: number; later: number } {
  // The same amount the server charges (core/pricing amountPayableNow), so the recap never promises another.
  const now =
    strategy === 'IMMEDIATE' || strategy === 'IMMEDIATE_DEPOSIT'
      ? amountPayableNow(
          { amountDue: summary.amountDue, serviceFee: summary.serviceFee, depositDue: summary.deposit ?? 0 },
          strategy,
        )
      : 0;
  return { now, later: Math.max(0, summary.amountDue - now) };
}

// ——— payment strategy ———

/** Online payment methods (IMMEDIATE, IMMEDIATE_DEPOSIT) need `payment_methods.online`. */
export function isOnlineMethod(type: PaymentMethodType): boolean {
  return type === 'IMMEDIATE' || type === 'IMMEDIATE_DEPOSIT';
}

/** "pays online (only when payment_methods.online is true)". */
export function canPayOnline(settings: PaymentMethodsSettings): boolean {
  return settings.online === true;
}

/** "or from the wallet (only when the wallet amount is above 0)". */
export function canPayWithWallet(wallet: WalletBalance): boolean {
  return wallet.amount > 0;
}

/** DELAYED (a later bank transfer) only while the organiser takes bank transfers (issue 18 §5). */
export function canPayByTransfer(settings: PaymentMethodsSettings): boolean {
  return settings.bankTransfers === true;
}

/** The methods the customer may use, by ascending priority (stable for equal priorities). */
export function usableMethods(
  methods: readonly PaymentMethod[],
  settings: PaymentMethodsSettings,
): PaymentMethod[] {
  return [...methods]
    .filter((method) => (isOnlineMethod(method.type) ? canPayOnline(settings) : canPayByTransfer(settings)))
    .sort((a, b) => a.priority - b.priority);
}

export interface StrategyInput {
  summary: Pick<CheckoutSummary, 'itemsTotal' | 'amountDue'>;
  wallet: WalletBalance;
  methods: readonly PaymentMethod[];
  settings: PaymentMethodsSettings;
}

/** The wallet covers everything: nothing is left to pay after the wallet, and the total is above zero. */
export function walletCoversAll(input: Pick<StrategyInput, 'summary' | 'wallet'>): boolean {
  return input.summary.itemsTotal > 0 && input.summary.amountDue === 0 && canPayWithWallet(input.wallet);
}

/**
 * "defaults to the first payment method by priority when an amount is due; WALLET when the wallet covers
 * everything and total above zero; otherwise DELAYED."
 *
 * Precedence, read from the sentence's order: (1) an amount is due (amountDue > 0, after the wallet) and a
 * usable method exists → the usable method with the lowest priority number (online methods are usable only
 * when payment_methods.online is true); (2) the wallet covers everything and the total is above zero →
 * WALLET; (3) otherwise (free cart, or an amount due with no usable method) → DELAYED. (1) and (2) never
 * both apply: covering everything means nothing is due.
 */
export function defaultPaymentStrategy(input: StrategyInput): PaymentStrategy {
  const first = usableMethods(input.methods, input.settings)[0];
  if (input.summary.amountDue > 0 && first) return first.type;
  if (walletCoversAll(input)) return 'WALLET';
  return 'DELAYED';
}

/**
 * The strategies the customer may pick: the usable methods when an amount is due, WALLET when the wallet
 * amount is above 0 and the total is above zero, and always the default (DELAYED included as fallback).
 */
export function allowedStrategies(input: StrategyInput): PaymentStrategy[] {
  const allowed = new Set<PaymentStrategy>([defaultPaymentStrategy(input)]);
  if (input.summary.amountDue > 0) {
    for (const method of usableMethods(input.methods, input.settings)) allowed.add(method.type);
  }
  if (canPayWithWallet(input.wallet) && input.summary.itemsTotal > 0) allowed.add('WALLET');
  return PAYMENT_STRATEGIES.filter((strategy) => allowed.has(strategy));
}

/**
 * What a strategy is called to the customer. DELAYED is a bank transfer while the organiser takes
 * transfers; without them it is only the fallback (nothing else usable) and reads "pay later".
 */
export type StrategyName = PaymentStrategy | 'LATER';
export function strategyName(strategy: PaymentStrategy, settings: PaymentMethodsSettings): StrategyName {
  return strategy === 'DELAYED' && !canPayByTransfer(settings) ? 'LATER' : strategy;
}

export function canSelectStrategy(allowed: readonly PaymentStrategy[], strategy: PaymentStrategy): boolean {
  return allowed.includes(strategy);
}

/** "Submit with WALLET is sent as DELAYED." */
export function strategyForServer(strategy: PaymentStrategy): Exclude<PaymentStrategy, 'WALLET'> {
  return strategy === 'WALLET' ? 'DELAYED' : strategy;
}

// ——— wallet payment screen ———

/** "it defaults to the smaller of the wallet balance and the amount due" (never below 0). */
export function defaultWalletPaymentAmount(balance: number, amountDue: number): number {
  return toMinor(smallest(atLeastZero(fromMinor(balance)), atLeastZero(fromMinor(amountDue))));
}

/**
 * "must be an integer"; "above the balance the local field error INSUFFICIENT_WALLET_AMOUNT appears".
 * Null when valid.
 */
export function walletPaymentAmountError(amount: number, balance: number): string | null {
  if (!Number.isSafeInteger(amount)) return CHECKOUT_ERRORS.walletNotInteger;
  if (amount > balance) return CHECKOUT_ERRORS.insufficientWallet;
  return null;
}

// ——— coupon, terms ———

/** "coupon box shown only when the cart's coupon is active". */
export function showsCouponBox(cart: Pick<CheckoutCart, 'coupon'>): boolean {
  return cart.coupon?.active === true;
}

/** The cart arrives with a coupon attached: the coupon state starts `attached`, else `none`. */
export function hasAttachedCoupon(cart: { coupon_id?: number | null }): boolean {
  return cart.coupon_id !== null && cart.coupon_id !== undefined;
}

/** "the attach button is disabled while the field is empty" (spaces only count as empty). */
export function canAttachCoupon(text: string): boolean {
  return text.trim() !== '';
}

/** "terms must be ticked, otherwise a field error with the key form.messages.errors.terms". */
export function termsError(terms: boolean): string | null {
  return terms ? null : CHECKOUT_ERRORS.terms;
}

// ——— submit and next action ———

export interface CheckoutRequest {
  cart_id: number;
  coupon: string | null;
  payment_strategy: Exclude<PaymentStrategy, 'WALLET'>;
  terms: boolean;
}

/** POST /api/carts/checkout payload. */
export function checkoutRequest(input: {
  cart_id: number;
  coupon: string | null;
  strategy: PaymentStrategy;
  terms: boolean;
}): CheckoutRequest {
  return {
    cart_id: input.cart_id,
    coupon: input.coupon,
    payment_strategy: strategyForServer(input.strategy),
    terms: input.terms,
  };
}

export interface CheckoutResponse {
  next_action?: string | null;
  next_action_url?: string | null;
}

export type NextAction = { kind: 'redirect'; url: string } | { kind: 'success'; path: string };

/** The success page of a processed cart. */
export function successPath(cartCuid: string): string {
  return `/checkout/${cartCuid}/success`;
}

/**
 * "If the response says next action is payment with a URL, the browser goes to that URL; otherwise the cart
 * is revalidated and the user goes to the success page." The action name is compared case-insensitively.
 */
export function nextAction(response: CheckoutResponse, cartCuid: string): NextAction {
  const url = response.next_action_url ?? '';
  if ((response.next_action ?? '').toLowerCase() === 'payment' && url !== '')
    return { kind: 'redirect', url };
  return { kind: 'success', path: successPath(cartCuid) };
}
