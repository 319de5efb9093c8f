import { CART_PROCESSED_TRIGGER } from '../../../core/checkout/index';
import type { Database } from '../../db/index';
import type { MailMessage } from '../../mail/index';
import { checkoutResult } from '../cart/checkout-result';
import type { Organiser } from '../context';
import { confirmedLines } from './cart-lines';
import { cartProcessedMail } from './cart-processed-mail';

/**
 * The `cart.processed` confirmation of a processed cart, for its customer, in the language of the checkout
 * (the organiser's when none was kept). The job is enqueued by the transaction that confirms the cart
 * (checkout.ts, payments.ts settlePayment, per core `confirmsCart`); this renders it when the worker sends it.
 */
export async function cartProcessedMessage(db: Database, cartId: number): Promise<MailMessage> {
  const cart = await db
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', cartId)
    .where('processed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  const organiser = (await db
    .selectFrom('organisers')
    .selectAll()
    .where('id', '=', cart.organiser_id)
    .executeTakeFirstOrThrow()) satisfies Organiser;
  const customer = await db
    .selectFrom('customers')
    .select(['email', 'firstname'])
    .where('id', '=', cart.customer_id)
    .executeTakeFirstOrThrow();
  const result = await checkoutResult(db, organiser, cart);
  return cartProcessedMail(
    {
      organiserId: organiser.id,
      organiserName: organiser.name,
      language: cart.language ?? organiser.language,
      to: customer.email,
      customerFirstname: customer.firstname,
      reference: cart.reference,
      lines: await confirmedLines(db, cart.id),
      total: result.total_amount,
      paid: result.paid_amount,
      due: result.outstanding_amount,
      bankTransfer: result.bank_transfer ?? null,
    },
    CART_PROCESSED_TRIGGER,
  );
}
