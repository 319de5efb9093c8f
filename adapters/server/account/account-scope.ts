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
