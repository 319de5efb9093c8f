import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../../adapters/db/index';
import { seedDemoData } from '../../adapters/seed/index';
import type { CustomerPlan } from './customer';

/** The French demo organiser, whose 'Petits Peintres' availabilities the scripts fill. */
export const SHOP_HOST = 'petits-sportifs.localhost';

/** A database of its own: a new PostgreSQL database on DATABASE_URL's server, or an embedded one. */
export async function scratchDatabase(prefix: string): Promise<{
  url: string | undefined;
  dataDir: string;
  drop: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const base = process.env.DATABASE_URL;
  if (!base)
    return { url: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Seeds, then gives the first `count` open future availabilities of one activity exactly `seats` free seats each. */
export async function prepareAvailabilities(
  db: Database,
  count: number,
  seats: number,
): Promise<{ swimFieldId: number; availabilities: CustomerPlan['availability'][] }> {
  const now = new Date().toISOString();
  await seedDemoData(db, { now });
  const swim = await db
    .selectFrom('custom_fields')
    .innerJoin('organisers', 'organisers.id', 'custom_fields.organiser_id')
    .select('custom_fields.id')
    .where('organisers.hostname', '=', SHOP_HOST)
    .where('custom_fields.title', '=', 'Sait nager')
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('availabilities as av')
    .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
    .select(['av.id', 'av.registered'])
    .where('ac.cuid', '=', 'ps-act-petits-peintres')
    .where('av.status', '=', 'OPEN')
    .where('av.start_at', '>', now)
    .orderBy('av.start_at')
    .limit(count)
    .execute();
  if (rows.length === 0) throw new Error('the demo data has no open Petits Peintres availability');
  const availabilities: CustomerPlan['availability'][] = [];
  for (const row of rows) {
    await db
      .updateTable('availabilities')
      .set({ capacity: row.registered + seats })
      .where('id', '=', row.id)
      .execute();
    await db
      .updateTable('availability_dates')
      .set((eb) => ({ capacity: eb('registered', '+', seats) }))
      .where('availability_id', '=', row.id)
      .execute();
    const dates = await db
      .selectFrom('availability_dates')
      .select('id')
      .where('availability_id', '=', row.id)
      .execute();
    availabilities.push({ id: row.id, dates: dates.map((date) => date.id) });
  }
  return { swimFieldId: swim.id, availabilities };
}
