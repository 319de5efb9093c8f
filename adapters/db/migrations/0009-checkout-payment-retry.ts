import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * A new online payment for a processed cart whose checkout payment failed or was cancelled (issue 18 §1):
 * kind CHECKOUT_RETRY, so its success confirms the cart as the checkout payment's would have. One open
 * retry per cart at a time, like the checkout payment itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table payments drop constraint payments_kind_check;
    alter table payments add constraint payments_kind_check
      check (kind in ('CHECKOUT', 'CHECKOUT_RETRY', 'TRANSACTION'));
    create unique index payments_one_open_retry on payments (cart_id)
      where kind = 'CHECKOUT_RETRY' and status = 'PENDING'
    `,
  );
}
