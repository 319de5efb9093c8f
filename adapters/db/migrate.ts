import { type Kysely, type Migration, Migrator } from 'kysely';
import * as accountsAndSites from './migrations/0001-accounts-and-sites';
import * as catalogue from './migrations/0002-catalogue';
import * as cartsAndOrders from './migrations/0003-carts-and-orders';
import * as waitingList from './migrations/0004-waiting-list';
import * as account from './migrations/0005-account';
import * as voucherBundles from './migrations/0006-voucher-bundles';
import * as cartLanguage from './migrations/0007-cart-language';
import * as inputBounds from './migrations/0008-input-bounds';
import * as checkoutPaymentRetry from './migrations/0009-checkout-payment-retry';
import * as notificationJobs from './migrations/0010-notification-jobs';
import * as calendarFeed from './migrations/0011-calendar-feed';
import * as siteSearch from './migrations/0012-site-search';
import * as cleanStoredHtml from './migrations/0013-clean-stored-html';
import * as instances from './migrations/0014-instances';
import * as catalogueVersions from './migrations/0015-catalogue-versions';
import * as seatGuard from './migrations/0016-seat-guard';
import * as checkedOutHolds from './migrations/0017-checked-out-holds';
import * as seatTakeOutOfCatalogueTriggers from './migrations/0018-seat-take-out-of-catalogue-triggers';

/** Versioned migrations, in order. A new one is a new file here and a new line below. */
const migrations: Record<string, Migration> = {
  '0001-accounts-and-sites': accountsAndSites,
  '0002-catalogue': catalogue,
  '0003-carts-and-orders': cartsAndOrders,
  '0004-waiting-list': waitingList,
  '0005-account': account,
  '0006-voucher-bundles': voucherBundles,
  '0007-cart-language': cartLanguage,
  '0008-input-bounds': inputBounds,
  '0009-checkout-payment-retry': checkoutPaymentRetry,
  '0010-notification-jobs': notificationJobs,
  '0011-calendar-feed': calendarFeed,
  '0012-site-search': siteSearch,
  '0013-clean-stored-html': cleanStoredHtml,
  '0014-instances': instances,
  '0015-catalogue-versions': catalogueVersions,
  '0016-seat-guard': seatGuard,
  '0017-checked-out-holds': checkedOutHolds,
  '0018-seat-take-out-of-catalogue-triggers': seatTakeOutOfCatalogueTriggers,
};

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  // With a schema, the migrator's own tables live there too, so parallel test schemas never share them.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** The migrations of this build that the database has not applied (readiness: empty when up to date). */
// biome-ignore lint/suspicious/noExplicitAny: reads the migrator's own table, whatever the schema.
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  // The migrator's table sits in the connection's search_path (the test schema, or public).
  const applied = await db.selectFrom('kysely_migration').select('name').execute();
  const names = new Set(applied.map((row: { name: string }) => row.name));
  return Object.keys(migrations).filter((name) => !names.has(name));
}
