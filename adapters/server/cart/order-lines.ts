import { sql } from 'kysely';
import { destinationAmountDue } from '../../../core/account/index';
import { allocatePayment } from '../../../core/pricing/index';
import { payableTotal } from '../../../core/registration/index';
import { type RequestStatus, requestAmountDue } from '../../../core/request/index';
import type { Database, Transaction } from '../../db/index';
import { notFound } from '../errors';

/** Every table that holds what a checkout created: one row per cart item, each with its own amounts. */
export const ORDER_TABLES = [
  'registrations',
  'registration_requests',
  'bookings',
  'customer_bundles',
  'customer_vouchers',
  'customer_memberships',
] as const;
export type OrderTable = (typeof ORDER_TABLES)[number];

/** Order lines a customer or organiser can cancel (a request has its own status instead). */
export const CANCELLABLE_TABLES: ReadonlySet<PayableTable> = new Set([
  'registrations',
  'bookings',
  'customer_memberships',
]);

/**
 * The customer's orders at the organiser: their processed carts (an open cart is no order yet). The account's
 * cart tab, the payment destinations, the success page and the payment retry all read carts through it.
 */
export const processedCarts = (
  db: Database | Transaction,
  owner: { organiserId: number; customerId: number },
) =>
  db
    .selectFrom('carts')
    .where('organiser_id', '=', owner.organiserId)
    .where('customer_id', '=', owner.customerId)
    .where('processed_at', 'is not', null);

/** What a payment can pay besides order lines: an attendance charge belongs to no cart (migration 0005). */
export type PayableTable = OrderTable | 'attendance_charges';
const PAYABLE_TABLES: readonly PayableTable[] = [...ORDER_TABLES, 'attendance_charges'];

export interface OrderLine {
  table: PayableTable;
  id: number;
  cartItemId: number;
  total: number;
  deposit: number;
  paid: number;
}

/** What a payment pays: the cart's service fee (for a whole cart) and its order lines. */
export interface PayableTarget {
  /** Null for lines that belong to no cart (a bundle granted by a voucher, an attendance charge). */
  cartId: number | null;
  /** Service fee still owed; 0 for a single line. */
  feeOwed: number;
  lines: OrderLine[];
}

async function linesOf(
  trx: Transaction,
  where: { cartId: number } | { table: PayableTable; id: number },
): Promise<OrderLine[]> {
  const tables: readonly PayableTable[] = 'table' in where ? [where.table] : ORDER_TABLES;
  const lines: OrderLine[] = [];
  for (const table of tables) {
    const deposit =
      table === 'registrations' || table === 'registration_requests' ? sql`deposit_amount` : sql`0`;
    // An attendance charge has no cart item; a bundle granted by a voucher has none either (null).
    const item = table === 'attendance_charges' ? sql`0` : sql`cart_item_id`;
    const status = table === 'registration_requests' ? sql`status` : sql`null`;
    const cancelled = CANCELLABLE_TABLES.has(table) ? sql`cancelled` : sql`false`;
    const filter = 'table' in where ? sql`id = ${where.id}` : sql`cart_id = ${where.cartId}`;
    const { rows } = await sql<{
      id: number;
      cart_item_id: number | null;
      total_amount: number;
      paid_amount: number;
      deposit_amount: number;
      status: RequestStatus | null;
      cancelled: boolean;
    }>`select id, ${item} as cart_item_id, total_amount, paid_amount, ${deposit} as deposit_amount,
         ${status} as status, ${cancelled} as cancelled
       from ${sql.table(table)} where ${filter} order by id for update`.execute(trx);
    for (const row of rows) {
      const total = Number(row.total_amount);
      const paid = Number(row.paid_amount);
      lines.push({
        table,
        id: row.id,
        cartItemId: Number(row.cart_item_id ?? 0),
        // A request is owed only once approved (core `requestAmountDue`): until then it takes no payment.
        // A cancelled line owes nothing more (core `payableTotal`): paying the order skips it.
        total:
          row.status === null
            ? payableTotal({ total_amount: total, paid_amount: paid, cancelled: row.cancelled })
            : paid + requestAmountDue({ status: row.status, total_amount: total, paid_amount: paid }),
        deposit: Number(row.deposit_amount),
        paid,
      });
    }
  }
  // Lines are paid in the order their items were added.
  return lines.sort((a, b) => a.cartItemId - b.cartItemId);
}

/** The lines of a processed cart, locked, with its unpaid service fee. */
export async function cartTarget(trx: Transaction, cartId: number): Promise<PayableTarget> {
  const cart = await trx
    .selectFrom('carts')
    .select(['service_fee', 'service_fee_paid'])
    .where('id', '=', cartId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { cartId, feeOwed: cart.service_fee - cart.service_fee_paid, lines: await linesOf(trx, { cartId }) };
}

/**
 * A payment destination of the customer's: a processed cart's cuid, one order line's cuid (registration,
 * booking, bundle, voucher, membership, request) or an attendance charge's cuid (no cart, no service fee).
 * Anything else is not found.
 */
export async function destinationTarget(
  trx: Transaction,
  scope: { organiserId: number; customerId: number },
  destination: string,
): Promise<PayableTarget> {
  const cart = await processedCarts(trx, scope)
    .select('id')
    .where('cuid', '=', destination)
    .executeTakeFirst();
  if (cart) return cartTarget(trx, cart.id);
  for (const table of PAYABLE_TABLES) {
    const cartId = table === 'attendance_charges' ? sql<null>`null` : sql<number | null>`cart_id`;
    const row = await trx
      .selectFrom(table)
      .select(['id', cartId.as('cart_id')])
      .where('cuid', '=', destination)
      .where('organiser_id', '=', scope.organiserId)
      .where('customer_id', '=', scope.customerId)
      .executeTakeFirst();
    if (row) return { cartId: row.cart_id, feeOwed: 0, lines: await linesOf(trx, { table, id: row.id }) };
  }
  throw notFound('DESTINATION_NOT_FOUND');
}

/** What the target still owes, by core's one definition of "due" (the pay panel shows the same). */
export const outstanding = (target: PayableTarget): number =>
  destinationAmountDue({
    feeOwed: target.feeOwed,
    lines: target.lines.map((line) => ({ total_amount: line.total, paid_amount: line.paid })),
  });

/**
 * Books a received amount on a target: the service fee first, then every line up to its deposit, then
 * every line up to its total, each pass in item order (core `allocatePayment`). Returns what no line
 * could take (0 when the amount was at most what was owed).
 */
export async function applyPayment(trx: Transaction, target: PayableTarget, amount: number): Promise<number> {
  const fee = target.cartId === null ? 0 : Math.min(Math.max(0, target.feeOwed), amount);
  if (fee > 0 && target.cartId !== null) {
    await trx
      .updateTable('carts')
      .set((eb) => ({ service_fee_paid: eb('service_fee_paid', '+', fee) }))
      .where('id', '=', target.cartId)
      .execute();
  }
  const paid = target.lines.map((line) => line.paid);
  const deposits = allocatePayment(
    target.lines.map((line, index) => ({
      total: Math.min(line.deposit, line.total),
      paid: paid[index] ?? 0,
    })),
    amount - fee,
  );
  deposits.added.forEach((added, index) => {
    paid[index] = (paid[index] ?? 0) + added;
  });
  const totals = allocatePayment(
    target.lines.map((line, index) => ({ total: line.total, paid: paid[index] ?? 0 })),
    deposits.leftover,
  );
  totals.added.forEach((added, index) => {
    paid[index] = (paid[index] ?? 0) + added;
  });
  for (const [index, line] of target.lines.entries()) {
    if (paid[index] === line.paid) continue;
    await trx
      .updateTable(line.table)
      .set({ paid_amount: paid[index] ?? line.paid })
      .where('id', '=', line.id)
      .execute();
  }
  return totals.leftover;
}
