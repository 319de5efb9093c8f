import { CART_PROCESSED_TRIGGER, confirmsCart } from '../../../core/checkout/index';
import type { Database } from '../../db/index';
import type { Mailer } from '../../mail/index';
import { checkoutResult } from '../cart/checkout-result';
import type { Organiser } from '../context';
import { confirmedLines } from './cart-lines';
import { cartProcessedMail } from './cart-processed-mail';

export interface CartConfirmationDeps {
  db: Database;
  mailer: Mailer;
}

/**
 * Sends the `cart.processed` confirmation of a processed cart to its customer, in the language of the
 * checkout (the organiser's when none was kept). Runs after the transaction that processed the cart
 * committed: a mailer that fails is logged and leaves the order as it is, it never answers the request.
 */
export async function sendCartConfirmation(deps: CartConfirmationDeps, cartId: number): Promise<boolean> {
  try {
    const cart = await deps.db
      .selectFrom('carts')
      .selectAll()
      .where('id', '=', cartId)
      .where('processed_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const organiser = (await deps.db
      .selectFrom('organisers')
      .selectAll()
      .where('id', '=', cart.organiser_id)
      .executeTakeFirstOrThrow()) satisfies Organiser;
    const customer = await deps.db
      .selectFrom('customers')
      .select(['email', 'firstname'])
      .where('id', '=', cart.customer_id)
      .executeTakeFirstOrThrow();
    const result = await checkoutResult(deps.db, organiser, cart);
    const message = cartProcessedMail(
      {
        organiserId: organiser.id,
        organiserName: organiser.name,
        language: cart.language ?? organiser.language,
        to: customer.email,
        customerFirstname: customer.firstname,
        reference: cart.reference,
        lines: await confirmedLines(deps.db, cart.id),
        total: result.total_amount,
        paid: result.paid_amount,
        due: result.outstanding_amount,
        bankTransfer: result.bank_transfer ?? null,
      },
      CART_PROCESSED_TRIGGER,
    );
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'cart confirmation not sent',
        cart: cartId,
        error: String(error),
      }),
    );
    return false;
  }
}

/**
 * After a provider event settled a payment: the cart's confirmation when that event moved its checkout
 * payment from PENDING to PAID (core `confirmsCart`). `settled` is false for a replayed event, which
 * changed nothing and so confirms nothing.
 */
export async function confirmPaidCheckout(
  deps: CartConfirmationDeps,
  event: { providerReference: string; outcome: string },
  settled: boolean,
): Promise<boolean> {
  if (!settled) return false;
  const payment = await deps.db
    .selectFrom('payments')
    .select(['kind', 'status', 'cart_id'])
    .where('provider_reference', '=', event.providerReference)
    .executeTakeFirst();
  if (!payment || payment.cart_id === null) return false;
  const step = { kind: 'payment', paymentKind: payment.kind, from: 'PENDING', to: payment.status } as const;
  if (!confirmsCart(step)) return false;
  return sendCartConfirmation(deps, payment.cart_id);
}
