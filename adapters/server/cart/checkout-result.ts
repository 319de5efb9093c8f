import { sql } from 'kysely';
import type { z } from 'zod';
import { amountDue } from '../../../core/account/index';
import { decidePaymentRetry, latestPaymentStatus, offersPaymentRetry } from '../../../core/checkout/index';
import { payableTotal } from '../../../core/registration/index';
import type { checkoutResultSchema } from '../../../core/schemas/index';
import type { Database } from '../../db/index';
import type { Organiser } from '../context';
import type { CartRow } from './cart-read';
import { CANCELLABLE_TABLES, ORDER_TABLES } from './order-lines';
import { checkoutPaymentAttempts } from './payment-retry';

/**
 * The success page's summary of a processed cart: amounts as checkout fixed them, what is paid so far
 * (wallet included), the latest online payment's status, whether a failed one may be paid again
 * (core payment-retry.rules) and, when the rest is paid by bank transfer, the organiser's account and the
 * cart's structured reference.
 */
export async function checkoutResult(
  db: Database,
  organiser: Organiser,
  cart: CartRow,
): Promise<z.input<typeof checkoutResultSchema>> {
  // Every order table in one statement: the answer and the cart.processed mail both read it.
  const { rows } = await sql<{ total_amount: number; paid_amount: number; cancelled: boolean }>`${sql.join(
    ORDER_TABLES.map(
      (table) => sql`select total_amount, paid_amount,
        ${CANCELLABLE_TABLES.has(table) ? sql`cancelled` : sql`false`} as cancelled
        from ${sql.table(table)} where cart_id = ${cart.id}`,
    ),
    sql` union all `,
  )}`.execute(db);
  let lineTotal = 0;
  let linePaid = 0;
  for (const row of rows) {
    // A line cancelled since checkout is held to what it paid (core payableTotal), as payments are.
    lineTotal += payableTotal({
      total_amount: Number(row.total_amount),
      paid_amount: Number(row.paid_amount),
      cancelled: row.cancelled === true,
    });
    linePaid += Number(row.paid_amount);
  }
  const attempts = await checkoutPaymentAttempts(db, cart.id);
  const status = latestPaymentStatus(attempts);
  const total = lineTotal + cart.service_fee;
  const paid = linePaid + cart.service_fee_paid;
  const outstanding = amountDue({ total_amount: total, paid_amount: paid });
  const { bank_transfers, bank_account } = organiser.settings.payment_methods;
  const byTransfer = cart.payment_strategy === 'DELAYED' || (status !== null && status !== 'PAID');
  const retry = decidePaymentRetry(attempts, outstanding);
  return {
    payment_strategy: cart.payment_strategy,
    items_total: cart.items_total,
    wallet_amount: cart.wallet_amount,
    service_fee: cart.service_fee,
    total_amount: total,
    paid_amount: paid,
    outstanding_amount: outstanding,
    payment_status: status,
    payment_retry:
      offersPaymentRetry(status, outstanding) && retry.kind === 'open' ? { amount: retry.amount } : null,
    bank_transfer:
      byTransfer && outstanding > 0 && bank_transfers && bank_account
        ? { account: bank_account, reference: cart.reference, amount: outstanding }
        : null,
  };
}
