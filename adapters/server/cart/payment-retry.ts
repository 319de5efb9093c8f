import {
  type CheckoutPaymentAttempt,
  decidePaymentRetry,
  type OnlinePaymentStatus,
} from '../../../core/checkout/index';
import type { Database, Transaction } from '../../db/index';
import { ApiError, notFound } from '../errors';
import { newCuid } from '../tokens';
import type { CartActor } from './cart-writes';
import { cartTarget, outstanding, processedCarts } from './order-lines';
import { type PaymentDeps, paymentRedirect } from './payments';

/** A cart's checkout payment and its retries (core payment-retry.rules), oldest first. */
export async function checkoutPaymentAttempts(
  db: Database | Transaction,
  cartId: number,
): Promise<CheckoutPaymentAttempt[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['status', 'amount'])
    .where('cart_id', '=', cartId)
    .where('method', '=', 'ONLINE')
    .where('kind', 'in', ['CHECKOUT', 'CHECKOUT_RETRY'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ status: row.status as OnlinePaymentStatus, amount: row.amount }));
}

/**
 * POST /api/carts/{cuid}/payment: a new online payment for a processed cart whose checkout payment failed
 * or was cancelled (issue 18 §1). Decided under the cart's lock, so two clicks open one payment; the
 * provider is asked after commit, as at checkout. Refusals: 404 CART_NOT_FOUND (not the customer's, or
 * not checked out), 422 CHECKOUT.STRATEGY_NOT_ALLOWED (online payments off), 422 PAYMENT.NOT_RETRYABLE,
 * PAYMENT.ALREADY_PAID or TRANSACTION.NOTHING_DUE.
 */
export async function retryCheckoutPayment(
  deps: PaymentDeps,
  actor: CartActor,
  cartCuid: string,
  language: 'fr' | 'en',
  startedFrom: string | null,
): Promise<{ checkout_url: string }> {
  const now = deps.now();
  const returnPath = `/${language}/checkout/${cartCuid}/success`;
  const { cart, payment } = await deps.db.transaction().execute(async (trx) => {
    const cart = await processedCarts(trx, { organiserId: actor.organiser.id, customerId: actor.customerId })
      .select(['id', 'cuid', 'reference'])
      .where('cuid', '=', cartCuid)
      .forUpdate()
      .executeTakeFirst();
    if (!cart) throw notFound('CART_NOT_FOUND');
    if (!actor.organiser.settings.payment_methods.online)
      throw new ApiError(422, 'CHECKOUT.STRATEGY_NOT_ALLOWED');
    const target = await cartTarget(trx, cart.id);
    const decision = decidePaymentRetry(await checkoutPaymentAttempts(trx, cart.id), outstanding(target));
    if (decision.kind === 'refused') throw new ApiError(422, decision.code);
    if (decision.kind === 'pending') {
      const open = await trx
        .selectFrom('payments')
        .select(['cuid', 'amount', 'redirect_url'])
        .where('cart_id', '=', cart.id)
        .where('method', '=', 'ONLINE')
        .where('kind', 'in', ['CHECKOUT', 'CHECKOUT_RETRY'])
        .where('status', '=', 'PENDING')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return { cart, payment: { cuid: open.cuid, amount: open.amount, redirectUrl: open.redirect_url } };
    }
    const row = {
      cuid: newCuid(),
      organiser_id: actor.organiser.id,
      customer_id: actor.customerId,
      cart_id: cart.id,
      kind: 'CHECKOUT_RETRY' as const,
      method: 'ONLINE' as const,
      amount: decision.amount,
      status: 'PENDING' as const,
      destination: cart.cuid,
      return_url: returnPath,
      created_at: now,
    };
    await trx.insertInto('payments').values(row).execute();
    return { cart, payment: { cuid: row.cuid, amount: row.amount, redirectUrl: null } };
  });
  const url = await paymentRedirect(
    deps,
    actor.organiser,
    payment,
    `${actor.organiser.name} — ${cart.reference}`,
    returnPath,
    language,
    startedFrom,
  );
  return { checkout_url: url };
}
