import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ADDRESS } from '../server/test-customers';
import { migrateToLatest, openDatabase } from './index';

describe('the embedded database folder', { timeout: 60_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-db-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is created with its parent folders on first open, migrated once, and keeps its rows on reopening', async () => {
    const dataDir = join(root, 'fresh', 'clone', 'pglite');
    const first = await openDatabase({ dataDir });
    await first.db.insertInto('address_book').values(TEST_ADDRESS).execute();
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await migrateToLatest(second.db)).toEqual([]);
    const rows = await second.db.selectFrom('address_book').select('city').execute();
    expect(rows).toEqual([{ city: 'Bruxelles' }]);
    await second.close();
  });
});
