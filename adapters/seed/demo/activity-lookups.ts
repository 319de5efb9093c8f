import type { Database, Transaction } from '../../db/index';

/**
 * An activity's option price and question by the label and title the demo files give them: the demo
 * history picks its answers with them, and so do the tests that register like a customer would.
 */

export async function optionPriceId(
  db: Database | Transaction,
  activityId: number,
  label: string,
): Promise<number> {
  const row = await db
    .selectFrom('option_prices as price')
    .innerJoin('options as option', 'option.id', 'price.option_id')
    .select('price.id')
    .where('option.activity_id', '=', activityId)
    .where('price.label', '=', label)
    .executeTakeFirst();
  if (!row) throw new Error(`option price “${label}” of activity ${activityId} is missing`);
  return row.id;
}

export async function questionId(
  db: Database | Transaction,
  activityId: number,
  title: string,
): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select('id')
    .where('activity_id', '=', activityId)
    .where('title', '=', title)
    .executeTakeFirst();
  if (!row) throw new Error(`question “${title}” of activity ${activityId} is missing`);
  return row.id;
}
