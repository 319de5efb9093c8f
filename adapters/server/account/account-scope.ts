import type { SelectQueryBuilder } from 'kysely';
import type { Database, Transaction } from '../../db/index';

/**
 * What every read of the account tabs is scoped to (part 2 §6 "sees only own account items"): the site's
 * organiser and the signed-in customer. Another customer's cuid is simply not found.
 */
export interface AccountScope {
  organiserId: number;
  customerId: number;
  /** ISO instant of the request ("now" is never read inside a rule). */
  now: string;
}

export type Executor = Database | Transaction;

/** The paginated window of a list (part 2 §7 "page_number (default 1) and page_size (default 20)"). */
export interface Page {
  page_number: number;
  page_size: number;
}

export const offsetOf = (page: Page) => (page.page_number - 1) * page.page_size;

/**
 * One page of an account list and the count of the whole list, in one round of two queries: `listed` is the
 * list's rows (scoped to the customer, not yet selected), `selectInOrder` picks the page's columns and order.
 */
export async function pageOf<DB, TB extends keyof DB, Unselected, Row>(
  listed: SelectQueryBuilder<DB, TB, Unselected>,
  page: Page,
  selectInOrder: (rows: SelectQueryBuilder<DB, TB, Unselected>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<{ rows: Row[]; count: number }> {
  const [rows, total] = await Promise.all([
    selectInOrder(listed).limit(page.page_size).offset(offsetOf(page)).execute(),
    // The generic row type hides the alias from the compiler: the count is named here.
    listed
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .$castTo<{ count: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

/** Distinct values, nulls left out. */
export const present = <T>(values: ReadonlyArray<T | null | undefined>): T[] => [
  ...new Set(values.filter((value): value is T => value !== null && value !== undefined)),
];

export const fullname = (row: { firstname: string; lastname: string }) => `${row.firstname} ${row.lastname}`;

/** Participants by id, whoever owns them and even when deleted: an order keeps naming who it was for. */
export async function participantsByIds(
  db: Executor,
  organiserId: number,
  ids: ReadonlyArray<number | null>,
): Promise<Map<number, { id: number; cuid: string; customer_id: number; fullname: string }>> {
  const unique = present(ids);
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('participants')
    .select(['id', 'cuid', 'customer_id', 'firstname', 'lastname'])
    .where('organiser_id', '=', organiserId)
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, cuid: row.cuid, customer_id: row.customer_id, fullname: fullname(row) },
    ]),
  );
}

/**
 * The order reference of account lines (issue 18, "one reference per order, everywhere"): the structured
 * reference of the processed cart a line belongs to, read from carts.reference, when that cart is
 * `customerId`'s; null otherwise (no cart, or the booking of another customer the customer takes part in, so
 * their transfer is never matched to someone else's order). One query whatever the number of lines.
 */
export async function orderReferences(
  db: Executor,
  organiserId: number,
  cartIds: ReadonlyArray<number | null>,
): Promise<(line: { cartId: number | null; customerId: number }) => string | null> {
  const unique = present(cartIds);
  const carts =
    unique.length === 0
      ? []
      : await db
          .selectFrom('carts')
          .select(['id', 'customer_id', 'reference'])
          .where('organiser_id', '=', organiserId)
          .where('processed_at', 'is not', null)
          .where('id', 'in', unique)
          .execute();
  const byId = new Map(carts.map((cart) => [cart.id, cart]));
  return ({ cartId, customerId }) => {
    const cart = cartId === null ? undefined : byId.get(cartId);
    return cart?.customer_id === customerId ? cart.reference : null;
  };
}
