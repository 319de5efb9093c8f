import type { Database, Transaction } from '../../db/index';

/**
 * Demo rows by the cuid, label or title the demo files give them: the demo history links its rows with
 * them, and the tests that register like a customer would pick their answers with them.
 */

type Executor = Database | Transaction;

/** The id of the row a lookup finds; `what` names it in the error when there is none. */
async function idOf(lookup: { executeTakeFirst(): Promise<{ id: number } | undefined> }, what: string) {
  const row = await lookup.executeTakeFirst();
  if (!row) throw new Error(`${what} is missing`);
  return row.id;
}

export const demoRowId = (
  db: Executor,
  table: 'activities' | 'availabilities' | 'bundles' | 'memberships' | 'vouchers' | 'resources' | 'locations',
  cuid: string,
): Promise<number> => idOf(db.selectFrom(table).select('id').where('cuid', '=', cuid), `${table} ${cuid}`);

export const optionPriceId = (db: Executor, activityId: number, label: string): Promise<number> =>
  idOf(
    db
      .selectFrom('option_prices as price')
      .innerJoin('options as option', 'option.id', 'price.option_id')
      .select('price.id')
      .where('option.activity_id', '=', activityId)
      .where('price.label', '=', label),
    `option price “${label}” of activity ${activityId}`,
  );

export const questionId = (db: Executor, activityId: number, title: string): Promise<number> =>
  idOf(
    db.selectFrom('questions').select('id').where('activity_id', '=', activityId).where('title', '=', title),
    `question “${title}” of activity ${activityId}`,
  );
