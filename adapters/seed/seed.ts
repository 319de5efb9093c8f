import type { Database } from '../db/index';
import { addressBook } from './addresses';
import { seedDemoHistory } from './demo/history';
import { demoOrganiserFiles } from './demo/index';
import { seedDemoReviews } from './demo/reviews';
import { describeImport, importOrganiser } from './import';

/**
 * Demo data on first start: the two demo organisers, written through the same import as an organiser's own
 * file (one transaction each), the demo customer's account history (demo/history.ts), the demo reviews (demo/reviews.ts) and the address book. Nothing happens when organisers already exist.
 * `now` anchors the catalogue (camps, courses, resource slots ahead of it); default: the current time.
 * Returns whether it seeded.
 */
export async function seedDemoData(
  db: Database,
  { now }: { now: string } = { now: new Date().toISOString() },
): Promise<boolean> {
  const existing = await db.selectFrom('organisers').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  for (const file of demoOrganiserFiles(now)) {
    const result = await importOrganiser(db, file);
    if (!result.ok) throw new Error(`demo organiser ${file.organiser.hostname}: ${describeImport(result)}`);
  }
  await seedDemoHistory(db, now);
  await db.transaction().execute((trx) => seedDemoReviews(trx, now));
  const known = await db.selectFrom('address_book').select('id').limit(1).executeTakeFirst();
  if (!known) await db.insertInto('address_book').values(addressBook).execute();
  return true;
}
