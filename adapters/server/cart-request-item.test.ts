import { beforeAll, describe, expect, it } from 'vitest';
import { cartCalls } from '../../core/schemas/index';
import {
  expectRefusal,
  firstOpenPetitsPeintres,
  hugoAndLea,
  registrationBody,
  signedIn,
} from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, TEST_NOW, type TestClient } from './test-support';

type Row = Record<string, unknown>;

/**
 * A registration request as the cart reads it (issue 18 §9): the activity with its images, the participant, the
 * tier asked for, the availabilities with the sessions chosen, and the estimate (core requestEstimatedTotal: the
 * availabilities' prices). The item's price stays 0: checkout charges nothing for it and records the request
 * with nothing owed until the organiser approves it.
 */
describe.each(drivers)('a registration request in the cart on %s', { timeout: 120_000 }, (driver) => {
  const app = useTestApp(driver);
  let camille: TestClient;
  let hugo: number;
  let natation: Array<{ id: number; cuid: string; price: number; start_at: string; end_at: string }>;
  let datesOf: Map<number, Array<{ id: number; start_at: string; end_at: string }>>;

  beforeAll(async () => {
    camille = await signedIn(app);
    const customer = await app.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'camille@example.be')
      .where('organiser_id', '=', 1)
      .executeTakeFirstOrThrow();
    ({ hugo } = await hugoAndLea(app.db, customer.id));
    natation = await app.db
      .selectFrom('availabilities as av')
      .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
      .select(['av.id', 'av.cuid', 'av.price', 'av.start_at', 'av.end_at'])
      .where('ac.cuid', '=', 'ps-act-natation')
      .where('av.status', '=', 'OPEN')
      .where('av.end_at', '>', TEST_NOW)
      .orderBy('av.start_at')
      .limit(2)
      .execute();
    expect(natation).toHaveLength(2);
    const dates = await app.db
      .selectFrom('availability_dates')
      .select(['id', 'availability_id', 'start_at', 'end_at'])
      .where(
        'availability_id',
        'in',
        natation.map((availability) => availability.id),
      )
      .orderBy('start_at')
      .execute();
    datesOf = new Map(
      natation.map((availability) => [
        availability.id,
        dates
          .filter((date) => date.availability_id === availability.id)
          .map(({ id, start_at, end_at }) => ({ id, start_at, end_at })),
      ]),
    );
  }, 60_000);

  const [first, second] = [0, 1];
  const requestBody = (tier_cuid?: string, count = 2) => ({
    registrations: [],
    bundles: [],
    vouchers: [],
    memberships: [],
    bookings: [],
    registrations_requests: [
      {
        participant_id: hugo,
        availabilities: natation.slice(0, count).map((availability, index) => ({
          id: availability.id,
          // The first availability for its first session only; the second for all of them.
          dates: (index === first ? (datesOf.get(availability.id) ?? []).slice(0, 1) : []).map(({ id }) => ({
            id,
          })),
        })),
        options: [],
        questions: [],
        ...(tier_cuid ? { tier_cuid } : {}),
      },
    ],
  });
  /** The request item added last (the tests share Camille's open cart). */
  const requestItem = (cart: Row) =>
    (cart.items as Row[]).filter((item) => item.type === 'REGISTRATION_REQUEST').at(-1) as Row;

  it('reads the activity, participant, tier, sessions and estimate of a request, at no price', async () => {
    const added = await camille.call('POST', '/api/carts/items', { body: requestBody('ps-tier-natation-2') });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const current = await camille.call('GET', '/api/carts/current');
    expect(cartCalls.currentCart.answer?.safeParse(current.body).success).toBe(true);
    const item = requestItem(current.body.cart as Row);
    const [a, b] = [natation[first], natation[second]];
    if (!a || !b) throw new Error('two natation availabilities');
    expect(item.price).toBe(0);
    expect((item.participant as Row).id).toBe(hugo);
    const request = item.request as {
      activity: Row & { images: Row[] };
      tier: Row;
      estimated_amount: number;
    };
    expect(request.activity).toMatchObject({
      cuid: 'ps-act-natation',
      slug: 'natation-trimestre',
      title: 'Natation — cours du trimestre (sur demande)',
    });
    expect(request.activity.images[0]?.public_url).toEqual(expect.any(String));
    expect(request.tier).toEqual({
      cuid: 'ps-tier-natation-2',
      name: '2 créneaux par semaine',
      minimum_availabilities: 2,
      maximum_availabilities: 2,
    });
    expect(request.estimated_amount).toBe(a.price + b.price);
    expect(request.estimated_amount).toBeGreaterThan(0);
    const session = ({ start_at, end_at }: { start_at: string; end_at: string }) => ({ start_at, end_at });
    expect(item.availabilities).toEqual([
      {
        cuid: a.cuid,
        start_at: a.start_at,
        end_at: a.end_at,
        price: a.price,
        dates: (datesOf.get(a.id) ?? []).slice(0, 1).map(session),
      },
      {
        cuid: b.cuid,
        start_at: b.start_at,
        end_at: b.end_at,
        price: b.price,
        dates: (datesOf.get(b.id) ?? []).map(session),
      },
    ]);
    expect((datesOf.get(b.id) ?? []).length).toBeGreaterThan(1);
  });

  it('names no tier when none is sent and the activity has several', async () => {
    const added = await camille.call('POST', '/api/carts/items', { body: requestBody() });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const request = requestItem(added.body.cart as Row).request as Row;
    expect(request.tier).toBeNull();
    expect(request.estimated_amount).toBe((natation[first]?.price ?? 0) + (natation[second]?.price ?? 0));
  });

  it('refuses a tier the activity does not have, and a selection the named tier does not hold', async () => {
    const add = (body: unknown) => () => camille.call('POST', '/api/carts/items', { body });
    await expectRefusal(app.db, add(requestBody('no-such-tier')), 422, 'REQUEST.TIER_NOT_FOUND');
    await expectRefusal(
      app.db,
      add(requestBody('ps-tier-natation-1')),
      422,
      'REQUEST.SELECTION_OUT_OF_BOUNDS',
    );
    await expectRefusal(
      app.db,
      add(requestBody('ps-tier-natation-2', 1)),
      422,
      'REQUEST.SELECTION_OUT_OF_BOUNDS',
    );
  });

  it('charges nothing for the request at checkout and keeps showing it on the processed cart', async () => {
    const registration = await firstOpenPetitsPeintres(app.db);
    const withRegistration = await camille.call('POST', '/api/carts/items', {
      body: registrationBody(registration, hugo),
    });
    expect(withRegistration.status, JSON.stringify(withRegistration.body)).toBe(200);
    const added = await camille.call('POST', '/api/carts/items', { body: requestBody('ps-tier-natation-2') });
    const cart = added.body.cart as Row;
    const paidItem = (cart.items as Row[]).find((item) => item.type === 'REGISTRATION') as Row;
    const checkout = await camille.call('POST', '/api/carts/checkout', {
      body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const processed = await camille.call('GET', `/api/carts/${cart.cuid as string}`);
    expect(cartCalls.processedCart.answer?.safeParse(processed.body).success).toBe(true);
    const result = processed.body.result as Row;
    expect(result.items_total).toBe(paidItem.price);
    const request = requestItem(processed.body.cart as Row);
    expect((request.request as Row).estimated_amount).toBe(
      (natation[first]?.price ?? 0) + (natation[second]?.price ?? 0),
    );
    const recorded = await app.db
      .selectFrom('registration_requests')
      .select(['total_amount', 'status'])
      .where('cart_id', '=', cart.id as number)
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({ total_amount: 0, status: 'PENDING' });
  });
});
