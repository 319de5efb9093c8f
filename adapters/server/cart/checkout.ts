import { type CheckoutRefusal, decideCheckout } from '../../../core/checkout/index';
import type { Transaction } from '../../db/index';
import { ApiError } from '../errors';
import type { CartRow } from './cart-read';
import { type CartActor, type CartWriteDeps, lockOwnCartAndWallet } from './cart-writes';
import { loadCheckout } from './checkout-snapshot';
import { writeCheckout } from './checkout-write';

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

/** Each refusal of core's decision as the API answers it: status, and the field it belongs to. */
const REFUSAL_ANSWERS: Record<CheckoutRefusal, { status: 409 | 410 | 422; field?: string }> = {
  'COUPON.INVALID': { status: 422, field: 'coupon' },
  'COUPON.MIN_TOTAL_NOT_REACHED': { status: 422, field: 'coupon' },
  'CART.EMPTY': { status: 422 },
  'CART.ITEMS_EXPIRED': { status: 410 },
  'CART.AVAILABILITY_FULL': { status: 409 },
  'BOOKING.SLOT_TAKEN': { status: 409 },
  'BUNDLE.NO_CREDIT_LEFT': { status: 409 },
  'CHECKOUT.STRATEGY_NOT_ALLOWED': { status: 422, field: 'payment_strategy' },
  'MEMBERSHIP.PERIOD_ENDED': { status: 422 },
};

function refusal(code: CheckoutRefusal): ApiError {
  const { status, field } = REFUSAL_ANSWERS[code];
  return field ? new ApiError(status, code, { [field]: code }) : new ApiError(status, code);
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
 * POST /api/carts/checkout, in one transaction: lock the cart row, load what the checkout depends on,
 * let core decide (`decideCheckout`: a refusal, or every write as data), write it. The cart row is locked
 * first, so a repeated or concurrent submit waits and then answers what the first one did. Seats are
 * locked last, counted again and taken just before commit (checkout-write.ts), so other customers wait on
 * them as briefly as possible. `language` is the checkout's (the storefront's), kept on the cart for its
 * confirmation mail.
 */
export async function checkout(
  deps: CartWriteDeps,
  actor: CartActor,
  payload: CheckoutPayload,
  language: 'fr' | 'en' = actor.organiser.language,
): Promise<CheckoutOutcome> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx): Promise<CheckoutOutcome> => {
    const { cart, wallet } = await lockOwnCartAndWallet(trx, actor, payload.cart_id);
    if (cart.processed_at !== null) {
      return { cart, processedNow: false, pendingPayment: await pendingOnlinePayment(trx, cart.id) };
    }
    const request = { coupon: payload.coupon?.trim() || undefined, strategy: payload.payment_strategy };
    const loaded = await loadCheckout(trx, actor, { cart, wallet }, request, now);
    const decision = decideCheckout(loaded.snapshot, now);
    if (decision.kind === 'refused') throw refusal(decision.code);
    const context = {
      actor,
      cart,
      items: loaded.items,
      spans: loaded.spans,
      language,
      now,
      seatLocking: deps.seatLocking,
    };
    const { processed, pendingPayment } = await writeCheckout(trx, context, decision.writes);
    return { cart: processed, processedNow: true, pendingPayment };
  });
}
