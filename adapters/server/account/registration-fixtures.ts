import { expect } from 'vitest';
import type { Database } from '../../db/index';
import { optionPriceId, questionId } from '../../seed/demo/activity-lookups';
import { signUpBody } from '../test-customers';
import { frField } from '../test-fixtures';
import { FR_HOST, type TestApp, type TestClient } from '../test-support';

/**
 * Setup shared by the account-registrations and documents integration tests: customers of their own
 * (registered through the API, so the demo customer's history does not mix in), registrations made through
 * the cart and a checkout, and row snapshots proving a refused write changed nothing.
 */

type Row = Record<string, unknown>;

export interface Customer {
  client: TestClient;
  id: number;
  email: string;
  /** The participant created with the account (same names as the customer). */
  participant: number;
}

/** A new signed-in customer of the FR organiser with one participant born on `birthdate`. */
export async function newCustomer(
  app: TestApp,
  who: { firstname: string; lastname: string; email: string; birthdate: string },
): Promise<Customer> {
  const client = app.client(FR_HOST);
  const swim = await frField(app.db, 'Sait nager');
  const answer = await client.call('POST', '/api/auth/register', {
    body: signUpBody({
      firstname: who.firstname,
      lastname: who.lastname,
      email: who.email,
      phone: '+32 470 00 11 22',
      password: 'secret-password',
      // The participant keeps the customer's names, as these fixtures' tests read them back.
      participant: {
        firstname: who.firstname,
        lastname: who.lastname,
        birthdate: who.birthdate,
        custom_data: [{ field_id: swim, data: 'Oui' }],
      },
    }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const customer = answer.body.customer as { id: number; participants: Array<{ id: number }> };
  const participant = customer.participants[0]?.id;
  if (participant === undefined) throw new Error('the new customer has no participant');
  return { client, id: customer.id, email: who.email, participant };
}

/** Two new customers of the FR organiser, Zoé Lefèvre (participant born 2018) and Bob Lambert (born 2017). */
export async function zoeAndBob(app: TestApp): Promise<{ zoe: Customer; bob: Customer }> {
  const zoe = await newCustomer(app, {
    firstname: 'Zoé',
    lastname: 'Lefèvre',
    email: 'zoe@example.be',
    birthdate: '2018-03-10',
  });
  const bob = await newCustomer(app, {
    firstname: 'Bob',
    lastname: 'Lambert',
    email: 'bob@example.be',
    birthdate: '2017-07-07',
  });
  return { zoe, bob };
}

export interface AvailabilityFixture {
  id: number;
  cuid: string;
  activityId: number;
  price: number;
  deposit: number;
  /** In start order. */
  dates: Array<{ id: number; start_at: string; end_at: string; status: string }>;
}

export async function availabilityOf(db: Database, cuid: string): Promise<AvailabilityFixture> {
  const row = await db
    .selectFrom('availabilities')
    .select(['id', 'cuid', 'activity_id', 'price', 'deposit'])
    .where('cuid', '=', cuid)
    .executeTakeFirstOrThrow();
  const dates = await db
    .selectFrom('availability_dates')
    .select(['id', 'start_at', 'end_at', 'status'])
    .where('availability_id', '=', row.id)
    .orderBy('start_at')
    .execute();
  return {
    id: row.id,
    cuid: row.cuid,
    activityId: row.activity_id,
    price: row.price,
    deposit: row.deposit,
    dates,
  };
}

/** What the multisport camps ask: the required lunch option and the two required questions. */
export async function multisportAnswers(db: Database, activityId: number) {
  return {
    options: [{ price_id: await optionPriceId(db, activityId, 'Repas chaud (5 jours)'), content: null }],
    questions: [
      {
        question_id: await questionId(db, activityId, 'Personne à contacter en cas d’urgence'),
        content: 'Papa — 0470 99 88 77',
      },
      { question_id: await questionId(db, activityId, 'Taille de t-shirt'), content: '8 ans' },
    ],
  };
}

/**
 * Registers a participant through the cart and a DELAYED checkout (nothing paid); answers the new
 * registration row. `extra` goes into the registration line (options, questions...).
 */
export async function register(
  app: TestApp,
  customer: Customer,
  availability: { id: number },
  dateIds: readonly number[],
  extra: Row = {},
  options: { coupon?: string; participant?: number } = {},
) {
  const added = await customer.client.call('POST', '/api/carts/items', {
    body: {
      registrations: [
        {
          availability_id: availability.id,
          participant_id: options.participant ?? customer.participant,
          quantity: 1,
          availability_dates: dateIds.map((date_id) => ({ date_id })),
          ...extra,
        },
      ],
    },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const cart = added.body.cart as { id: number };
  const done = await customer.client.call('POST', '/api/carts/checkout', {
    body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true, coupon: options.coupon ?? null },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return app.db
    .selectFrom('registrations')
    .selectAll()
    .where('cart_id', '=', cart.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** Pays `amount` of a registration from the customer's wallet (credited first), as the account's pay action does. */
export async function payFromWallet(app: TestApp, customer: Customer, destination: string, amount: number) {
  await app.db
    .updateTable('customers')
    .set((eb) => ({ wallet_amount: eb('wallet_amount', '+', amount) }))
    .where('id', '=', customer.id)
    .execute();
  const paid = await customer.client.call('POST', '/api/transactions/wallet', {
    body: { amount, destination },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

/**
 * Everything a registration write may change: the registration, its dates, its review, the seat counters
 * of its availability and of every date of it, the owned bundles of its customer, the mails sent.
 */
export async function snapshot(db: Database, registrationId: number) {
  const registration = await db
    .selectFrom('registrations')
    .selectAll()
    .where('id', '=', registrationId)
    .executeTakeFirstOrThrow();
  const [dates, review, availability, seats, bundles, mails] = await Promise.all([
    db
      .selectFrom('registration_dates')
      .selectAll()
      .where('registration_id', '=', registrationId)
      .orderBy('id')
      .execute(),
    db.selectFrom('reviews').selectAll().where('registration_id', '=', registrationId).executeTakeFirst(),
    db
      .selectFrom('availabilities')
      .select(['id', 'registered', 'status', 'capacity'])
      .where('id', '=', registration.availability_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('availability_dates')
      .select(['id', 'registered', 'status', 'capacity'])
      .where('availability_id', '=', registration.availability_id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('customer_bundles')
      .select(['id', 'used'])
      .where('customer_id', '=', registration.customer_id)
      .orderBy('id')
      .execute(),
    db.selectFrom('mail_outbox').select('id').orderBy('id').execute(),
  ]);
  return { registration, dates, review: review ?? null, availability, seats, bundles, mails: mails.length };
}
