import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestApp, type TestApp } from '../test-support';
import { tableFingerprints } from './fingerprint';

describe.each(drivers)('table fingerprints on %s', { timeout: 60_000 }, (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(driver);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('changes on an UPDATE that keeps the row count, in that table only, and not when nothing changed', async () => {
    const before = await tableFingerprints(app.db);
    expect(await tableFingerprints(app.db)).toEqual(before);
    await app.db
      .updateTable('customers')
      .set({ firstname: 'Renamed' })
      .where('email', '=', 'camille@example.be')
      .execute();
    const after = await tableFingerprints(app.db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed).toEqual(['customers']);
    expect(Object.keys(await tableFingerprints(app.db, ['customers']))).not.toContain('customers');
  });
});
