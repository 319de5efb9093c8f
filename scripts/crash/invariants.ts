import { sql } from 'kysely';
import type { Database } from '../../adapters/db/index';
import { type SeatCount, seatCounts, seatDrift } from '../../adapters/server/fuzz/seat-counts';

export { type SeatCount, seatCounts };

/** One broken invariant: which rule, and the rows that break it. */
export interface Violation {
  rule: string;
  rows: unknown[];
}

const RULES: Array<{ rule: string; query: ReturnType<typeof sql> }> = [
  {
    rule: 'a processed cart has one order line per registration item (no half order)',
    query: sql`
      select c.id as cart_id, ci.id as item_id, count(r.id)::int as lines
      from carts c join cart_items ci on ci.cart_id = c.id and ci.type = 'REGISTRATION'
      left join registrations r on r.cart_item_id = ci.id
      where c.processed_at is not null
      group by c.id, ci.id having count(r.id) <> 1`,
  },
  {
    rule: 'an order line belongs to a processed cart (no order without its cart)',
    query: sql`
      select r.id, r.cart_id from registrations r join carts c on c.id = r.cart_id
      where c.processed_at is null`,
  },
  {
    rule: 'a registration has every date its cart item held',
    query: sql`
      select r.id, count(distinct cid.availability_date_id)::int as held, count(distinct rd.availability_date_id)::int as dates
      from registrations r
      left join cart_item_dates cid on cid.cart_item_id = r.cart_item_id
      left join registration_dates rd on rd.registration_id = r.id
      group by r.id
      having count(distinct cid.availability_date_id) <> count(distinct rd.availability_date_id)`,
  },
  {
    rule: 'a registration costs its cart item price',
    query: sql`
      select r.id, r.total_amount, ci.price from registrations r join cart_items ci on ci.id = r.cart_item_id
      where r.total_amount <> ci.price`,
  },
  {
    rule: "a processed cart's items_total is the sum of its items' prices",
    query: sql`
      select c.id, c.items_total, sum(ci.price)::int as items
      from carts c join cart_items ci on ci.cart_id = c.id
      where c.processed_at is not null
      group by c.id having c.items_total <> sum(ci.price)`,
  },
  {
    rule: 'a provider reference is recorded once',
    query: sql`
      select provider_reference, count(*)::int from payments where provider_reference is not null
      group by provider_reference having count(*) > 1`,
  },
  {
    rule: 'a cart has at most one online checkout payment',
    query: sql`
      select cart_id, count(*)::int from payments where kind = 'CHECKOUT' and method = 'ONLINE'
      group by cart_id having count(*) > 1`,
  },
  {
    rule: 'a settled payment names a sandbox session that was opened',
    query: sql`
      select p.id from payments p left join payment_sandbox_sessions s on s.reference = p.provider_reference
      where p.status = 'PAID' and p.provider = 'sandbox' and s.reference is null`,
  },
  {
    rule: 'a wallet is never negative',
    query: sql`select id, wallet_amount from customers where wallet_amount < 0`,
  },
];

/**
 * The rules a crash must not break, read straight from the database. `customerEmails`: the load's customers,
 * whose wallets started at zero and so must equal the sum of their wallet movements.
 */
export async function findViolations(
  db: Database,
  customerEmails: readonly string[],
  seatsBefore: readonly SeatCount[],
): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const { rule, query } of RULES) {
    const { rows } = await query.execute(db);
    if (rows.length > 0) violations.push({ rule, rows });
  }
  const seats = seatDrift(seatsBefore, await seatCounts(db));
  if (seats.length > 0) {
    violations.push({
      rule: 'registered seats move with non-cancelled registrations only, never above capacity',
      rows: seats,
    });
  }
  if (customerEmails.length > 0) {
    const { rows: payments } = await sql`
      with load_carts as (
        select c.* from carts c join customers cu on cu.id = c.customer_id
        where cu.email in (${sql.join(customerEmails)}) and c.processed_at is not null
      ), paid as (
        select cart_id, sum(amount)::int as amount from payments where status = 'PAID' group by cart_id
      ), lines as (
        select cart_id, sum(paid_amount)::int as amount from registrations group by cart_id
      )
      select c.id, c.wallet_amount, c.service_fee_paid, coalesce(paid.amount, 0) as payments, lines.amount as lines
      from load_carts c join lines on lines.cart_id = c.id left join paid on paid.cart_id = c.id
      where lines.amount + c.service_fee_paid <> coalesce(paid.amount, 0) + c.wallet_amount`.execute(db);
    if (payments.length > 0) {
      violations.push({
        rule: "a load cart's order lines and fee are paid exactly by its paid payments and wallet",
        rows: payments,
      });
    }
    const { rows } = await sql`
      select c.id, c.wallet_amount, coalesce(sum(m.amount), 0)::int as movements
      from customers c left join wallet_movements m on m.customer_id = c.id
      where c.email in (${sql.join(customerEmails)})
      group by c.id having c.wallet_amount <> coalesce(sum(m.amount), 0)`.execute(db);
    if (rows.length > 0)
      violations.push({ rule: "a load customer's wallet is the sum of its movements", rows });
  }
  return violations;
}
