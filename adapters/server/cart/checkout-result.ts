import type { z } from 'zod';
import type { checkoutResultSchema } from '../../../core/schemas/index';
import type { Database } from '../../db/index';
import type { Organiser } from '../context';
import type { CartRow } from './cart-read';
import { ORDER_TABLES } from './order-lines';

/**
 * The success page's summary of a processed cart: amounts as checkout fixed them, what is paid so far
 * (wallet included), the online payment's status and, when the rest is paid by bank transfer, the
 * organiser's account and the cart's structured reference.
 */
export async function checkoutResult(
  db: Database,
  organiser: Organiser,
  cart: CartRow,
): Promise<z.input<typeof checkoutResultSchema>> {
  let lineTotal = 0;
  let linePaid = 0;
  for (const table of ORDER_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('total_amount'), eb.lit(0)).as('total'),
        eb.fn.coalesce(eb.fn.sum<number>('paid_amount'), eb.lit(0)).as('paid'),
      ])
      .where('cart_id', '=', cart.id)
      .executeTakeFirstOrThrow();
    lineTotal += Number(row.total);
    linePaid += Number(row.paid);
  }
  const payment = await db
    .selectFrom('payments')
    .select('status')
    .where('cart_id', '=', cart.id)
    .where('kind', '=', 'CHECKOUT')
    .where('method', '=', 'ONLINE')
    .executeTakeFirst();
  const total = lineTotal + cart.service_fee;
  const paid = linePaid + cart.service_fee_paid;
  const outstanding = Math.max(0, total - paid);
  const { bank_transfers, bank_account } = organiser.settings.payment_methods;
  const byTransfer =
    cart.payment_strategy === 'DELAYED' || (payment !== undefined && payment.status !== 'PAID');
  return {
    payment_strategy: cart.payment_strategy,
    items_total: cart.items_total,
    wallet_amount: cart.wallet_amount,
    service_fee: cart.service_fee,
    total_amount: total,
    paid_amount: paid,
    outstanding_amount: outstanding,
    payment_status: payment?.status ?? null,
    bank_transfer:
      byTransfer && outstanding > 0 && bank_transfers && bank_account
        ? { account: bank_account, reference: cart.reference, amount: outstanding }
        : null,
  };
}
