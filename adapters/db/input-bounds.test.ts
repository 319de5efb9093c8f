import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../core/schemas/index';
import { seedDemoData } from '../seed/index';
import { type Database, dropSchema, openDatabase } from './index';
import { JSON_ANSWERS_MAX } from './migrations/0008-input-bounds';

const drivers: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const NOW = '2026-11-22T10:00:00.000Z';

/** The error a statement fails with (code and constraint), or null when it succeeds. */
async function failure(run: () => Promise<unknown>): Promise<{ code: string; constraint?: string } | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    return { code: String(code), ...(constraint ? { constraint } : {}) };
  }
}

describe.each(drivers)('migration 0008 bounds on %s', { timeout: 120_000 }, (driver) => {
  let db: Database;
  let close: () => Promise<void>;
  const schema = driver === 'postgres' ? `t_bounds_db_${Date.now().toString(36)}` : undefined;
  const url = driver === 'postgres' ? process.env.DATABASE_URL : undefined;
  let organiserId: number;
  let customerId: number;

  beforeAll(async () => {
    ({ db, close } = await openDatabase({ url, schema }));
    // The demo data and the import examples fit every bound (the seed writes through the migrated schema).
    await seedDemoData(db, { now: NOW });
    const customer = await db
      .selectFrom('customers')
      .select(['id', 'organiser_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    customerId = customer.id;
    organiserId = customer.organiser_id;
  });
  afterAll(async () => {
    await close?.();
    if (url && schema) await dropSchema(url, schema);
  });

  const insertCustomer = (values: Partial<Record<'firstname' | 'lastname' | 'email' | 'phone', string>>) =>
    db
      .insertInto('customers')
      .values({
        cuid: `bounds-${Math.random().toString(36).slice(2)}`,
        organiser_id: organiserId,
        firstname: 'A',
        lastname: 'B',
        email: `${Math.random().toString(36).slice(2)}@example.be`,
        phone: '0470',
        password_hash: 'x',
        address: 'null',
        custom_data: '[]',
        ...values,
      })
      .execute();

  it('accepts a customer at every bound and refuses one character more, column by column', async () => {
    const columns = [
      ['firstname', TEXT_LIMITS.name],
      ['lastname', TEXT_LIMITS.name],
      ['phone', TEXT_LIMITS.phone],
    ] as const;
    for (const [column, max] of columns) {
      expect(await failure(() => insertCustomer({ [column]: 'é'.repeat(max) }))).toBeNull();
      expect(await failure(() => insertCustomer({ [column]: 'é'.repeat(max + 1) }))).toEqual({
        code: '23514',
        constraint: `customers_${column}_length`,
      });
    }
    const email = (length: number) => `${'a'.repeat(length - '@example.be'.length)}@example.be`;
    expect(await failure(() => insertCustomer({ email: email(TEXT_LIMITS.email) }))).toBeNull();
    expect(await failure(() => insertCustomer({ email: email(TEXT_LIMITS.email + 1) }))).toEqual({
      code: '23514',
      constraint: 'customers_email_length',
    });
  });

  it('refuses an update past a bound too, and oversized JSON answers', async () => {
    expect(
      await failure(() =>
        db
          .updateTable('participants')
          .set({ firstname: 'x'.repeat(TEXT_LIMITS.name + 1) })
          .where('customer_id', '=', customerId)
          .execute(),
      ),
    ).toEqual({ code: '23514', constraint: 'participants_firstname_length' });
    expect(
      await failure(() =>
        sql`update customers set custom_data = ${JSON.stringify([
          { field_id: 1, data: 'y'.repeat(JSON_ANSWERS_MAX) },
        ])}::jsonb where id = ${customerId}`.execute(db),
      ),
    ).toEqual({ code: '23514', constraint: 'customers_custom_data_size' });
  });

  it('bounds reviews and cancellation messages, the text customers leave on registrations', async () => {
    const registration = await db.selectFrom('registrations').select(['id']).executeTakeFirst();
    if (!registration) throw new Error('the demo has registrations');
    expect(
      await failure(() =>
        db
          .updateTable('registrations')
          .set({ cancellation_message: 'm'.repeat(TEXT_LIMITS.cancelMessage + 1) })
          .where('id', '=', registration.id)
          .execute(),
      ),
    ).toEqual({ code: '23514', constraint: 'registrations_cancellation_message_length' });
    expect(
      await failure(() =>
        db
          .updateTable('registrations')
          .set({ cancellation_message: 'm'.repeat(TEXT_LIMITS.cancelMessage) })
          .where('id', '=', registration.id)
          .execute(),
      ),
    ).toBeNull();
    const constraints = await sql<{ conname: string }>`
      select conname from pg_constraint where conname like 'reviews_%_length'`.execute(db);
    expect(constraints.rows.map((row) => row.conname)).toContain('reviews_message_length');
  });
});
