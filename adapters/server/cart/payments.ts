import { z } from 'zod';
import { walletPaymentRefusal } from '../../../core/account/index';
import { confirmsCart } from '../../../core/checkout/index';
import { safeRedirect } from '../../../core/site/index';
import type { Database } from '../../db/index';
import type { PaymentEvent, PaymentIntent, PaymentProvider, SandboxSessionStore } from '../../payments/index';
import type { Organiser } from '../context';
import { ApiError, isDatabaseUnavailable } from '../errors';
import { enqueueCartProcessed } from '../notifications/enqueue-mails';
import { newCuid } from '../tokens';
import type { CartActor } from './cart-writes';
import { applyPayment, destinationTarget, outstanding } from './order-lines';

export interface PaymentDeps {
  db: Database;
  now: () => string;
  /** The provider for an organiser's public origin (the sandbox serves its page there). */
  provider: (origin: string) => PaymentProvider;
  publicOrigin: (hostname: string) => string;
  /** The organiser that serves localhost (organiser-host.ts), to recognise where a checkout started. */
  defaultHostname: string;
}

const intentSchema = z.object({
  paymentCuid: z.string(),
  amount: z.number().int().positive(),
  description: z.string(),
  returnUrl: z.string(),
  // Sessions stored before the locale existed speak French, the organisers' default.
  locale: z.enum(['fr', 'en']).default('fr'),
});

/** The sandbox's sessions live in the database, so a restart or a second server instance keeps them. */
export function databaseSandboxStore(db: Database): SandboxSessionStore {
  return {
    async save(reference: string, intent: PaymentIntent) {
      // The first intent saved under a reference stays: a concurrent save of the same reference waits on
      // the primary key and does nothing.
      await db
        .insertInto('payment_sandbox_sessions')
        .values({ reference, intent: JSON.stringify(intent) })
        .onConflict((conflict) => conflict.column('reference').doNothing())
        .execute();
      const row = await db
        .selectFrom('payment_sandbox_sessions')
        .select('intent')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      return intentSchema.parse(row.intent);
    },
    async load(reference: string) {
      const row = await db
        .selectFrom('payment_sandbox_sessions')
        .select('intent')
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row ? intentSchema.parse(row.intent) : null;
    },
  };
}

/** The provider's idempotency key of a payment: one provider session per payment, however often asked. */
export const paymentIdempotencyKey = (paymentCuid: string) => `payment-${paymentCuid}`;

const storedRedirect = async (db: Database, paymentCuid: string) =>
  (await db.selectFrom('payments').select('redirect_url').where('cuid', '=', paymentCuid).executeTakeFirst())
    ?.redirect_url ?? null;

/**
 * Opens the provider session of a pending payment once, and answers its URL. Runs after the checkout
 * committed, holding no lock, so a slow or failing provider never holds seat locks. Every caller of one
 * payment (a repeated submit, concurrent tabs, a retry after a failure) asks the provider with the same
 * idempotency key, so the provider opens one session and answers it to all; the first to record it on the
 * payment wins, and every caller answers the recorded URL. A failed provider call answers the URL another
 * caller recorded meanwhile, else 503 PAYMENT.PROVIDER_UNAVAILABLE (nothing recorded: a retry asks again).
 */
export async function paymentRedirect(
  deps: PaymentDeps,
  organiser: Organiser,
  payment: { cuid: string; amount: number; redirectUrl: string | null },
  description: string,
  returnPath: string,
  locale: 'fr' | 'en',
  startedFrom: string | null,
): Promise<string> {
  if (payment.redirectUrl) return payment.redirectUrl;
  // Back to the origin the customer paid from (their session cookie lives there), else the organiser's own.
  const origin = startedFrom ?? deps.publicOrigin(organiser.hostname);
  const provider = deps.provider(origin);
  let session: Awaited<ReturnType<PaymentProvider['createSession']>>;
  try {
    session = await provider.createSession(
      {
        paymentCuid: payment.cuid,
        amount: payment.amount,
        description,
        returnUrl: `${origin}${returnPath}`,
        locale,
      },
      { idempotencyKey: paymentIdempotencyKey(payment.cuid) },
    );
  } catch (error) {
    // The embedded sandbox keeps its sessions in our database: losing that is our outage (503
    // DATABASE_UNAVAILABLE, retried like any other), not the provider's.
    if (isDatabaseUnavailable(error)) throw error;
    const recorded = await storedRedirect(deps.db, payment.cuid);
    if (recorded) return recorded;
    throw new ApiError(503, 'PAYMENT.PROVIDER_UNAVAILABLE');
  }
  const recorded = await deps.db
    .updateTable('payments')
    .set({
      provider: provider.name,
      provider_reference: session.providerReference,
      redirect_url: session.redirectUrl,
    })
    .where('cuid', '=', payment.cuid)
    .where('provider_reference', 'is', null)
    .executeTakeFirst();
  if (Number(recorded.numUpdatedRows) === 1) return session.redirectUrl;
  return (await storedRedirect(deps.db, payment.cuid)) ?? session.redirectUrl;
}

/**
 * A verified provider event. Idempotent: only a PENDING payment changes, so a replayed or duplicated
 * event changes nothing. The amount must be the payment's own; a paid amount goes to the service fee,
 * then deposits, then totals of the payment's destination.
 */
export async function settlePayment(
  db: Database,
  event: PaymentEvent,
  now: string,
): Promise<'settled' | 'unchanged'> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('provider_reference', '=', event.providerReference)
      .forUpdate()
      .executeTakeFirst();
    if (!payment || payment.cuid !== event.paymentCuid) throw new ApiError(404, 'PAYMENT_NOT_FOUND');
    if (payment.amount !== event.amount) throw new ApiError(422, 'PAYMENT.AMOUNT_MISMATCH');
    if (payment.status !== 'PENDING') return 'unchanged';
    await trx
      .updateTable('payments')
      .set({ status: event.outcome, settled_at: now })
      .where('id', '=', payment.id)
      .execute();
    // The event that pays a checkout (or its retry) confirms the cart: its mail is enqueued with the payment.
    const step = { kind: 'payment', paymentKind: payment.kind, from: 'PENDING', to: event.outcome } as const;
    if (payment.cart_id !== null && confirmsCart(step))
      await enqueueCartProcessed(trx, payment.organiser_id, payment.cart_id, now);
    if (event.outcome === 'PAID') {
      const scope = { organiserId: payment.organiser_id, customerId: payment.customer_id };
      // A checkout pays its cart; a transaction names its destination (which may belong to no cart).
      const destination =
        payment.destination ??
        (
          await trx
            .selectFrom('carts')
            .select('cuid')
            .where('id', '=', payment.cart_id ?? -1)
            .executeTakeFirstOrThrow()
        ).cuid;
      const target = await destinationTarget(trx, scope, destination);
      const leftover = await applyPayment(trx, target, payment.amount);
      // Paid twice for the same line (two open payment windows): the surplus is the customer's, in the wallet.
      if (leftover > 0) {
        await trx
          .updateTable('customers')
          .set((eb) => ({ wallet_amount: eb('wallet_amount', '+', leftover) }))
          .where('id', '=', payment.customer_id)
          .execute();
        await trx
          .insertInto('wallet_movements')
          .values({
            organiser_id: payment.organiser_id,
            customer_id: payment.customer_id,
            amount: leftover,
            reason: 'OVERPAYMENT',
            cart_id: payment.cart_id,
            created_at: now,
          })
          .execute();
      }
    }
    return 'settled';
  });
}

/** POST /api/transactions/checkout: an online payment of what a destination still owes. */
export async function transactionCheckout(
  deps: PaymentDeps,
  actor: CartActor,
  input: { customer_id: number; reference: string; destination: string; return_url: string },
  language: 'fr' | 'en',
  startedFrom: string | null,
): Promise<{ checkout_url: string }> {
  if (input.customer_id !== actor.customerId) throw new ApiError(403, 'CUSTOMER_MISMATCH');
  // Only same-site relative paths are followed back: no scheme, no "//host" or "/\host", no control character.
  if (safeRedirect(input.return_url) === null) {
    throw new ApiError(422, 'TRANSACTION.INVALID_RETURN_URL', {
      return_url: 'TRANSACTION.INVALID_RETURN_URL',
    });
  }
  if (!actor.organiser.settings.payment_methods.online)
    throw new ApiError(422, 'CHECKOUT.STRATEGY_NOT_ALLOWED');
  const now = deps.now();
  const payment = await deps.db.transaction().execute(async (trx) => {
    const target = await destinationTarget(
      trx,
      { organiserId: actor.organiser.id, customerId: actor.customerId },
      input.destination,
    );
    const due = outstanding(target);
    if (due <= 0) throw new ApiError(422, 'TRANSACTION.NOTHING_DUE');
    const row = {
      cuid: newCuid(),
      organiser_id: actor.organiser.id,
      customer_id: actor.customerId,
      cart_id: target.cartId,
      kind: 'TRANSACTION' as const,
      method: 'ONLINE' as const,
      amount: due,
      status: 'PENDING' as const,
      destination: input.destination,
      return_url: input.return_url,
      created_at: now,
    };
    await trx.insertInto('payments').values(row).execute();
    return row;
  });
  const url = await paymentRedirect(
    deps,
    actor.organiser,
    { cuid: payment.cuid, amount: payment.amount, redirectUrl: null },
    `${actor.organiser.name} — ${input.reference}`,
    input.return_url,
    language,
    startedFrom,
  );
  return { checkout_url: url };
}

/** POST /api/transactions/wallet: pays a destination from the wallet, at most the balance and what is due. */
export async function walletPayment(
  deps: PaymentDeps,
  actor: CartActor,
  input: { amount: number; destination: string },
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const target = await destinationTarget(
      trx,
      { organiserId: actor.organiser.id, customerId: actor.customerId },
      input.destination,
    );
    const customer = await trx
      .selectFrom('customers')
      .select('wallet_amount')
      .where('id', '=', actor.customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const refusal = walletPaymentRefusal(input.amount, {
      balance: customer.wallet_amount,
      due: outstanding(target),
    });
    if (refusal) throw new ApiError(422, refusal, { amount: refusal });
    await trx
      .updateTable('customers')
      .set((eb) => ({ wallet_amount: eb('wallet_amount', '-', input.amount) }))
      .where('id', '=', actor.customerId)
      .execute();
    await trx
      .insertInto('wallet_movements')
      .values({
        organiser_id: actor.organiser.id,
        customer_id: actor.customerId,
        amount: -input.amount,
        reason: 'PAYMENT',
        cart_id: target.cartId,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('payments')
      .values({
        cuid: newCuid(),
        organiser_id: actor.organiser.id,
        customer_id: actor.customerId,
        cart_id: target.cartId,
        kind: 'TRANSACTION',
        method: 'WALLET',
        amount: input.amount,
        status: 'PAID',
        destination: input.destination,
        created_at: now,
        settled_at: now,
      })
      .execute();
    await applyPayment(trx, target, input.amount);
  });
}
