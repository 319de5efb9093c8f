import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * The language the customer checked out in (the storefront's /fr or /en), kept on the cart so the
 * cart.processed confirmation sent later, when the provider's event confirms an online payment and no
 * customer request is at hand, speaks it too. Null for carts processed before it was kept: the organiser's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table carts add column language text check (language in ('fr', 'en'))
    `,
  );
}
