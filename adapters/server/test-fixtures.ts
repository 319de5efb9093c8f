import { beforeAll, expect } from 'vitest';
import type { Database } from '../db/index';
import type { Organiser } from './context';
import { CAMILLE, signUpBody } from './test-customers';
import { FR_HOST, sendDueMail, TEST_NOW, type TestApp, type TestClient, tableCounts } from './test-support';
import { hashToken, randomToken } from './tokens';

/**
 * Setup and checks the server's integration tests share, on the demo data of adapters/seed (the FR
 * organiser "petits-sportifs" and its customer Camille with her children Hugo and Léa).
 */

type Row = Record<string, unknown>;

export { CAMILLE };

/** A new client of `host` signed in as `who` (Camille by default); the test fails when the login is refused. */
export async function signedIn(
  app: TestApp,
  host: string = FR_HOST,
  who: { email: string; password: string } = CAMILLE,
): Promise<TestClient> {
  const client = app.client(host);
  const login = await client.call('POST', '/api/auth/login', { body: who });
  expect(login.status).toBe(200);
  return client;
}

/** The id of one of the FR organiser's custom fields, by title. */
export async function frField(db: Database, title: string): Promise<number> {
  const row = await db
    .selectFrom('custom_fields')
    .innerJoin('organisers', 'organisers.id', 'custom_fields.organiser_id')
    .select('custom_fields.id')
    .where('organisers.hostname', '=', FR_HOST)
    .where('custom_fields.title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Bob Lambert signs up on the FR demo site with one child who can swim: a second customer of the same
 * organiser, for the isolation tests. Answers his signed-in client.
 */
export async function registeredBob(app: TestApp): Promise<TestClient> {
  const swim = await frField(app.db, 'Sait nager');
  const bob = app.client(FR_HOST);
  const registered = await bob.call('POST', '/api/auth/register', {
    body: signUpBody({
      firstname: 'Bob',
      lastname: 'Lambert',
      email: 'bob@example.be',
      phone: '+32 470 11 22 33',
      password: 'bob-password',
      participant: {
        firstname: 'Léo',
        lastname: 'Lambert',
        birthdate: '2017-07-07',
        custom_data: [{ field_id: swim, data: 'Oui' }],
      },
    }),
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return bob;
}

/** A raw JSON POST as the FR shop's own page sends it (same origin), from client `ip`. */
export const shopPost = (body: unknown, ip: string): RequestInit => ({
  method: 'POST',
  headers: {
    host: FR_HOST,
    origin: `http://${FR_HOST}`,
    'content-type': 'application/json',
    'x-test-client-ip': ip,
  },
  body: JSON.stringify(body),
});

/** A request a test expects to be refused. */
export type RefusableCall = () => Promise<{ status: number; body: Row }>;

/**
 * Expects a refused call: it answers `code` with `status` and leaves every table's row count as it was.
 * Answers the refusal, for checks of its details.
 */
export async function expectRefusal(
  db: Database,
  call: RefusableCall,
  status: number,
  code: string,
): Promise<{ status: number; body: Row }> {
  await sendDueMail(db);
  const before = await tableCounts(db);
  const answer = await call();
  expect(answer.body.error, JSON.stringify(answer.body)).toBe(code);
  expect(answer.status).toBe(status);
  expect(await tableCounts(db)).toEqual(before);
  return answer;
}

/** The organiser of `hostname`, as the server's context holds it. */
export async function organiserAt(db: Database, hostname: string): Promise<Organiser> {
  return (await db
    .selectFrom('organisers')
    .selectAll()
    .where('hostname', '=', hostname)
    .executeTakeFirstOrThrow()) as Organiser;
}

/** Camille's customer id at the FR organiser. */
export async function camilleId(db: Database): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .innerJoin('organisers', 'organisers.id', 'customers.organiser_id')
    .select('customers.id')
    .where('organisers.hostname', '=', FR_HOST)
    .where('customers.email', '=', CAMILLE.email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Undeletes the customer and signs `client` in with a new session of theirs: for fuzzers whose attempts may
 * log out, delete the account or sign in again.
 */
export async function restoreSession(
  db: Database,
  customer: { id: number; organiserId: number },
  client: TestClient,
): Promise<void> {
  await db.updateTable('customers').set({ deleted_at: null }).where('id', '=', customer.id).execute();
  const token = randomToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      organiser_id: customer.organiserId,
      customer_id: customer.id,
      last_seen_at: '2026-11-22T10:00:00.000Z',
      expires_at: '2027-11-22T10:00:00.000Z',
    })
    .execute();
  client.cookie = `sid=${token}`;
}

/** A participant of the customer signed up as `email` (the first the database answers). */
export async function participantOf(db: Database, email: string): Promise<number> {
  const row = await db
    .selectFrom('participants as p')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .select('p.id')
    .where('c.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer's Hugo and Léa (0 when the customer has no such child). */
export async function hugoAndLea(db: Database, customerId: number): Promise<{ hugo: number; lea: number }> {
  const children = await db
    .selectFrom('participants')
    .select(['id', 'firstname'])
    .where('customer_id', '=', customerId)
    .execute();
  return {
    hugo: children.find((child) => child.firstname === 'Hugo')?.id ?? 0,
    lea: children.find((child) => child.firstname === 'Léa')?.id ?? 0,
  };
}

/** What the customer's wallet holds now, in minor units. */
export async function walletOf(db: Database, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select('wallet_amount')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.wallet_amount;
}

/** A participant of another customer than `customerId`: one the customer may never register or book for. */
export async function strangerParticipant(db: Database, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('participants')
    .select('id')
    .where('customer_id', '<>', customerId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The first OPEN availability of the demo's petits-peintres activity after TEST_NOW, with its dates in order
 * and the activity's title (as mails and pages name it).
 */
export async function firstOpenPetitsPeintres(
  db: Database,
): Promise<{ id: number; price: number; deposit: number; title: string; dates: number[] }> {
  const row = await db
    .selectFrom('availabilities as av')
    .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
    .select(['av.id', 'av.price', 'av.deposit', 'ac.title'])
    .where('ac.cuid', '=', 'ps-act-petits-peintres')
    .where('av.status', '=', 'OPEN')
    .where('av.start_at', '>', TEST_NOW)
    .orderBy('av.start_at')
    .executeTakeFirstOrThrow();
  const dates = await db
    .selectFrom('availability_dates')
    .select('id')
    .where('availability_id', '=', row.id)
    .orderBy('start_at')
    .execute();
  return { ...row, dates: dates.map((date) => date.id) };
}

/** Who the checkout suites shop as: Camille signed in, her customer id, her son Hugo and what he registers for. */
export interface Shopper {
  camille: TestClient;
  customerId: number;
  hugo: number;
  availability: Awaited<ReturnType<typeof firstOpenPetitsPeintres>>;
}

/**
 * The suite's Shopper, set up in a beforeAll of the calling suite (declared after its `useTestApp`, before
 * its own hooks); reading it before throws.
 */
export function useShopper(app: TestApp): Shopper {
  let shopper: Shopper | undefined;
  beforeAll(async () => {
    const camille = await signedIn(app);
    const customerId = await camilleId(app.db);
    const { hugo } = await hugoAndLea(app.db, customerId);
    shopper = { camille, customerId, hugo, availability: await firstOpenPetitsPeintres(app.db) };
  });
  const current = (): Shopper => {
    if (!shopper) throw new Error('the shopper is set up in beforeAll: use it from a hook or a test');
    return shopper;
  };
  return {
    get camille() {
      return current().camille;
    },
    get customerId() {
      return current().customerId;
    },
    get hugo() {
      return current().hugo;
    },
    get availability() {
      return current().availability;
    },
  };
}

/** The credits of an owned bundle (customer_bundles) used so far. */
export async function bundleCreditsUsed(db: Database, ownedBundleId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_bundles')
    .select('used')
    .where('id', '=', ownedBundleId)
    .executeTakeFirstOrThrow();
  return row.used;
}

/** The `registered` counter of an availability. */
export async function registeredOn(db: Database, availabilityId: number): Promise<number> {
  const row = await db
    .selectFrom('availabilities')
    .select('registered')
    .where('id', '=', availabilityId)
    .executeTakeFirstOrThrow();
  return row.registered;
}

/** A POST /api/carts/items body: one seat for `participantId` on every date of the availability. */
export const registrationBody = (
  availability: { id: number; dates: readonly number[] },
  participantId: number,
  extra: Row = {},
) => ({
  registrations: [
    {
      availability_id: availability.id,
      participant_id: participantId,
      quantity: 1,
      availability_dates: availability.dates.map((date_id) => ({ date_id })),
      ...extra,
    },
  ],
});

/** Switches one of the organiser's payment methods (`settings.payment_methods.online` or `.bank_transfers`). */
export const setPaymentMethod = (
  db: Database,
  hostname: string,
  method: 'online' | 'bank_transfers',
  on: boolean,
) =>
  db
    .updateTable('organisers')
    .set((eb) => ({
      settings: eb.fn('jsonb_set', [
        eb.ref('settings'),
        eb.val(`{payment_methods,${method}}`),
        eb.val(on ? 'true' : 'false'),
      ]),
    }))
    .where('hostname', '=', hostname)
    .execute();

/** Switches the organiser's online payment method (`settings.payment_methods.online`) on or off. */
export const setOnlinePayment = (db: Database, hostname: string, online: boolean) =>
  setPaymentMethod(db, hostname, 'online', online);

/** Room for every checkout a test file makes: the availability and each of its dates take 1,000 seats. */
export async function roomFor1000(db: Database, availabilityId: number): Promise<void> {
  await db.updateTable('availabilities').set({ capacity: 1000 }).where('id', '=', availabilityId).execute();
  await db
    .updateTable('availability_dates')
    .set({ capacity: 1000 })
    .where('availability_id', '=', availabilityId)
    .execute();
}

/** The customer's open (not checked out) carts deleted, with what they hold. */
export async function dropOpenCarts(db: Database, customerId: number): Promise<void> {
  await db
    .deleteFrom('carts')
    .where('customer_id', '=', customerId)
    .where('processed_at', 'is', null)
    .execute();
}

/** No open cart, an empty wallet and earlier registrations cancelled: the customer may register again. */
export async function freshCustomer(db: Database, customerId: number): Promise<void> {
  await dropOpenCarts(db, customerId);
  await db.updateTable('customers').set({ wallet_amount: 0 }).where('id', '=', customerId).execute();
  await db
    .updateTable('registrations')
    .set({ cancelled: true })
    .where('customer_id', '=', customerId)
    .execute();
}
