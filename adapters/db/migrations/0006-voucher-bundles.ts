import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * A voucher may carry a bundle (part 1 §3 "Owned voucher: … voucher {title, images, amount, bundle}"; part 1 §2
 * "participant choice when the voucher's bundle entity is PARTICIPANTS"). Redeeming such a voucher grants the
 * redeemer that bundle (a `customer_bundles` row with `customer_voucher_id`, migration 0005) instead of
 * crediting the voucher's amount to the wallet. Null: a plain amount voucher.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table vouchers add column bundle_id integer references bundles(id)
    `,
  );
}
