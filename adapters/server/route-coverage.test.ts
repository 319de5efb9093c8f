import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprints } from './fuzz/fingerprint';
import {
  firstOpenPetitsPeintres,
  frField,
  hugoAndLea,
  registeredBob,
  registrationBody,
} from './test-fixtures';
import { drivers, EN_HOST, FR_HOST, startTestApp, type TestApp, type TestClient } from './test-support';

/**
 * Every route the app registers has an access case here, so a new route without one fails CI: public
 * (anyone, on the host's organiser), provider (proves itself by a signature or an unguessable reference),
 * or customer (a session of this host's organiser; `owned` builds a request aimed at Camille's objects,
 * which Bob must be refused with 403 or 404 and which must change nothing).
 */

interface Camille {
  customerId: number;
  participantId: number;
  registrationId: number;
  requestId: number;
  cartId: number;
  itemId: number;
  processedCartCuid: string;
  documentId: number;
  giftCode: string;
  /** Hugo's waiting-list entry on the FULL Christmas multisport camp. */
  waitingListEntryId: number;
  /** The FR organiser's required participant field, so a participant form is valid but for its owner. */
  swimFieldId: number;
  availability: { id: number; dates: number[] };
  cuids: Record<string, string>;
}
interface Probe {
  path: string;
  body?: unknown;
}
type Access =
  | { kind: 'public' }
  | { kind: 'provider' }
  | { kind: 'customer'; owned?: (camille: Camille) => Probe };

const tab = (name: string): Access => ({
  kind: 'customer',
  owned: (camille) => ({ path: `/api/account/${name}/${camille.cuids[name]}` }),
});
/** A customer route that acts on the signed-in customer's own account only (no object id to aim elsewhere). */
const ownAccount: Access = { kind: 'customer' };
const publicRoute: Access = { kind: 'public' };

const ROUTES: Record<string, Access> = {
  'POST /payments/sandbox/webhook': { kind: 'provider' },
  'GET /sandbox/payments/:reference': { kind: 'provider' },
  'POST /sandbox/payments/:reference': { kind: 'provider' },
  'GET /media/:name{.+\\.svg}': publicRoute,
  // Probes for orchestrators: no organiser, no session, nothing about any customer.
  'GET /healthz': publicRoute,
  'GET /readyz': publicRoute,
  // The organiser's sitemap and robots.txt: public pages only.
  'GET /sitemap.xml': publicRoute,
  'GET /robots.txt': publicRoute,
  'POST /api/auth/login': publicRoute,
  'POST /api/auth/logout': publicRoute,
  'POST /api/auth/register': publicRoute,
  'POST /api/auth/password/link': publicRoute,
  'POST /api/auth/password': publicRoute,
  'GET /api/session': publicRoute,
  'PUT /api/session': ownAccount,
  'DELETE /api/session': ownAccount,
  'POST /api/participants': ownAccount,
  'PUT /api/participants': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/participants',
      body: {
        participant_id: camille.participantId,
        firstname: 'Intrus',
        lastname: 'Personne',
        birthdate: '2012-02-02',
        custom_data: [{ field_id: camille.swimFieldId, data: 'Non' }],
      },
    }),
  },
  'DELETE /api/participants': {
    kind: 'customer',
    owned: (camille) => ({ path: `/api/participants?participant_id=${camille.participantId}` }),
  },
  'GET /api/participants/select': ownAccount,
  'GET /api/participants': ownAccount,
  'GET /api/account/registrations': ownAccount,
  'GET /api/account/registrations/:cuid': tab('registrations'),
  'POST /api/registrations/cancel': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/registrations/cancel',
      body: { registration_id: camille.registrationId, message: 'Plus disponible' },
    }),
  },
  'POST /api/registrations/review': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/registrations/review',
      body: { registration_id: camille.registrationId, score: 1, message: 'x', public: true },
    }),
  },
  'PUT /api/registrations/review': ownAccount,
  'PUT /api/registrations': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/registrations',
      body: { registration_id: camille.registrationId, availability_dates: [{ date_id: 1 }] },
    }),
  },
  'GET /api/documents/download': {
    kind: 'customer',
    owned: (camille) => ({
      path: `/api/documents/download?registration_id=${camille.registrationId}&document_id=${camille.documentId}`,
    }),
  },
  // Calendars (issue 20 item 1): the customer's own orders as .ics, the family feed's link, and the feed,
  // which its unguessable token alone opens (stored hashed; a reset kills the old one).
  'GET /api/registrations/:cuid/calendar.ics': {
    kind: 'customer',
    owned: (camille) => ({ path: `/api/registrations/${camille.cuids.registrations}/calendar.ics` }),
  },
  'GET /api/bookings/:cuid/calendar.ics': {
    kind: 'customer',
    owned: (camille) => ({ path: `/api/bookings/${camille.cuids.bookings}/calendar.ics` }),
  },
  'GET /api/registrations-requests/:cuid/calendar.ics': {
    kind: 'customer',
    owned: (camille) => ({
      path: `/api/registrations-requests/${camille.cuids['registrations-requests']}/calendar.ics`,
    }),
  },
  'GET /api/account/calendar-feed': ownAccount,
  'POST /api/account/calendar-feed': ownAccount,
  'GET /calendar/:file': { kind: 'provider' },
  'GET /api/account/carts': ownAccount,
  'GET /api/account/bookings': ownAccount,
  'GET /api/account/bookings/:cuid': tab('bookings'),
  'GET /api/account/registrations-requests': ownAccount,
  'GET /api/account/registrations-requests/:cuid': tab('registrations-requests'),
  'POST /api/registrations/requests/cancel': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/registrations/requests/cancel',
      body: { registration_request_id: camille.requestId },
    }),
  },
  'GET /api/account/bundles': ownAccount,
  'GET /api/account/bundles/:cuid': tab('bundles'),
  'GET /api/account/memberships': ownAccount,
  'GET /api/account/memberships/:cuid': tab('memberships'),
  'GET /api/account/attendance-charges': ownAccount,
  'GET /api/account/attendance-charges/:cuid': ownAccount,
  'GET /api/account/vouchers': ownAccount,
  'GET /api/account/waiting-list': ownAccount,
  'GET /api/account/vouchers/:cuid': tab('vouchers'),
  'GET /api/vouchers/redeem': ownAccount,
  'PUT /api/vouchers/redeem': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/vouchers/redeem',
      body: { code: camille.giftCode, participant_id: camille.participantId },
    }),
  },
  'GET /api/website': publicRoute,
  'GET /api/website/pages': publicRoute,
  'GET /api/mapbox/autofill': publicRoute,
  'POST /api/newsletters/unsubscribe': publicRoute,
  'GET /api/availabilities': publicRoute,
  'GET /api/availabilities/dates': publicRoute,
  'GET /api/availabilities/calendar': publicRoute,
  'GET /api/availabilities/periods': publicRoute,
  'GET /api/availabilities/:cuid': publicRoute,
  'GET /api/activities': publicRoute,
  'GET /api/activities/periods': publicRoute,
  'GET /api/activities/:cuid/registrations-requests-configuration': publicRoute,
  'GET /api/activities/:cuid': publicRoute,
  'GET /api/activities/:cuid/reviews': publicRoute,
  'GET /api/categories/groups': publicRoute,
  'GET /api/locations': publicRoute,
  'GET /api/bundles': publicRoute,
  'GET /api/memberships': publicRoute,
  'GET /api/vouchers': publicRoute,
  'GET /api/bundles/:cuid': publicRoute,
  'GET /api/memberships/:cuid': publicRoute,
  'GET /api/vouchers/:cuid': publicRoute,
  'GET /api/blog/articles': publicRoute,
  'GET /api/blog/articles/:cuid': publicRoute,
  'GET /api/search': publicRoute,
  'GET /api/resources': publicRoute,
  'GET /api/resources/availabilities': publicRoute,
  'GET /api/resources/availabilities/calendar': publicRoute,
  'GET /api/carts/current': publicRoute,
  'POST /api/carts/items': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/carts/items',
      body: { ...registrationBody(camille.availability, camille.participantId), cart_id: camille.cartId },
    }),
  },
  'POST /api/carts/items/estimate': ownAccount,
  'DELETE /api/carts/items': {
    kind: 'customer',
    owned: (camille) => ({ path: `/api/carts/items?item_id=${camille.itemId}` }),
  },
  'POST /api/carts/coupons': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/carts/coupons',
      body: { cart_id: camille.cartId, coupon: 'BIENVENUE' },
    }),
  },
  'DELETE /api/carts/coupons': {
    kind: 'customer',
    owned: (camille) => ({ path: `/api/carts/coupons?cart_id=${camille.cartId}` }),
  },
  'POST /api/carts/checkout': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/carts/checkout',
      body: { cart_id: camille.cartId, payment_strategy: 'DELAYED', terms: true },
    }),
  },
  'POST /api/transactions/checkout': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/transactions/checkout',
      body: {
        customer_id: camille.customerId,
        reference: camille.processedCartCuid,
        destination: camille.processedCartCuid,
        return_url: '/fr/account',
      },
    }),
  },
  'POST /api/transactions/wallet': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/transactions/wallet',
      body: { amount: 1, destination: camille.processedCartCuid },
    }),
  },
  'GET /api/carts/:cuid': {
    kind: 'customer',
    owned: (camille) => ({ path: `/api/carts/${camille.processedCartCuid}` }),
  },
  'POST /api/carts/:cuid/payment': {
    kind: 'customer',
    owned: (camille) => ({ path: `/api/carts/${camille.processedCartCuid}/payment` }),
  },
  'DELETE /api/registrations/waiting-list': {
    kind: 'customer',
    owned: (camille) => ({
      path: `/api/registrations/waiting-list?waiting_list_entry_id=${camille.waitingListEntryId}`,
    }),
  },
  'POST /api/registrations/waiting-list': {
    kind: 'customer',
    owned: (camille) => ({
      path: '/api/registrations/waiting-list',
      body: { availability_id: camille.availability.id, participant_id: camille.participantId },
    }),
  },
};

/** A session's last_seen_at and the rate-limit counters may move on any request. */
const MAY_CHANGE = ['sessions', 'rate_limit_counters', 'auth_log'];

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const concrete = (path: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, 'no-such-cuid');

describe.each(drivers)('route table authorization on %s', { timeout: 120_000 }, (driver) => {
  let app: TestApp;
  let bob: TestClient;
  let camilleClient: TestClient;
  let camille: Camille;

  beforeAll(async () => {
    app = await startTestApp(driver);
    camilleClient = app.client(FR_HOST);
    expect(
      (
        await camilleClient.call('POST', '/api/auth/login', {
          body: { email: 'camille@example.be', password: 'demo-password' },
        })
      ).status,
    ).toBe(200);
    const customer = await app.db
      .selectFrom('customers')
      .innerJoin('organisers', 'organisers.id', 'customers.organiser_id')
      .select(['customers.id', 'customers.organiser_id'])
      .where('organisers.hostname', '=', FR_HOST)
      .where('customers.email', '=', 'camille@example.be')
      .executeTakeFirstOrThrow();
    /** Camille's first row of one of her order tables. */
    const own = async (table: string) => {
      const { rows } = await sql<{ id: number; cuid: string }>`
        select id, cuid from ${sql.table(table)} where customer_id = ${customer.id} order by id limit 1`.execute(
        app.db,
      );
      if (!rows[0]) throw new Error(`Camille has no ${table} in the demo data`);
      return rows[0];
    };
    const participant = { id: (await hugoAndLea(app.db, customer.id)).hugo };
    const registration = await own('registrations');
    const request = await own('registration_requests');
    const availability = await firstOpenPetitsPeintres(app.db);
    const added = await camilleClient.call('POST', '/api/carts/items', {
      body: registrationBody(availability, participant.id),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = added.body.cart as { id: number; items: Array<{ id: number }> };
    const processed = await app.db
      .selectFrom('carts')
      .select('cuid')
      .where('customer_id', '=', customer.id)
      .where('processed_at', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const document = await app.db
      .selectFrom('documents')
      .select('id')
      .where('organiser_id', '=', customer.organiser_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const gift = await app.db
      .selectFrom('customer_vouchers')
      .select('code')
      .where('customer_id', '=', customer.id)
      .where('redeemed_at', 'is', null)
      .executeTakeFirstOrThrow();
    const swim = await frField(app.db, 'Sait nager');
    const full = await app.db
      .selectFrom('availabilities')
      .select('id')
      .where('cuid', '=', 'ps-av-noel-multisport-s1')
      .executeTakeFirstOrThrow();
    const joined = await camilleClient.call('POST', '/api/registrations/waiting-list', {
      body: { availability_id: full.id, participant_id: participant.id },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    camille = {
      waitingListEntryId: (joined.body.entry as { id: number }).id,
      swimFieldId: swim,
      availability,
      customerId: customer.id,
      participantId: participant.id,
      registrationId: registration.id,
      requestId: request.id,
      cartId: cart.id,
      itemId: cart.items[0]?.id ?? 0,
      processedCartCuid: processed.cuid,
      documentId: document.id,
      giftCode: gift.code,
      cuids: {
        registrations: registration.cuid,
        'registrations-requests': request.cuid,
        bookings: (await own('bookings')).cuid,
        bundles: (await own('customer_bundles')).cuid,
        memberships: (await own('customer_memberships')).cuid,
        vouchers: (await own('customer_vouchers')).cuid,
      },
    };
    bob = await registeredBob(app);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('lists every registered route with its access case, and no route that is gone', () => {
    const registered = app.routes.filter((route) => route.method !== 'ALL').map(key);
    expect(registered.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('answers 401 to customer routes without a session, and to a FR session on the EN host', async () => {
    const before = await tableFingerprints(app.db, MAY_CHANGE);
    for (const [route, access] of Object.entries(ROUTES)) {
      if (access.kind !== 'customer') continue;
      const [method = 'GET', pattern = '/'] = route.split(' ');
      const probe = access.owned?.(camille) ?? { path: concrete(pattern) };
      const options = probe.body === undefined ? {} : { body: probe.body };
      const anonymous = await app.client(FR_HOST).call(method, probe.path, options);
      expect([route, anonymous.status, anonymous.body.error]).toEqual([route, 401, 'UNAUTHENTICATED']);
      const elsewhere = await camilleClient.call(method, probe.path, { ...options, host: EN_HOST });
      expect([route, elsewhere.status, elsewhere.body.error]).toEqual([route, 401, 'UNAUTHENTICATED']);
    }
    expect(await tableFingerprints(app.db, MAY_CHANGE)).toEqual(before);
  });

  it("refuses Bob every route aimed at Camille's objects with 403 or 404, changing nothing", async () => {
    const owned = Object.entries(ROUTES).filter(([, access]) => access.kind === 'customer' && access.owned);
    expect(owned.length).toBeGreaterThan(15);
    const answered: string[] = [];
    for (const [route, access] of owned) {
      if (access.kind !== 'customer' || !access.owned) continue;
      const [method = 'GET'] = route.split(' ');
      const probe = access.owned(camille);
      const before = await tableFingerprints(app.db, MAY_CHANGE);
      const answer = await bob.call(method, probe.path, probe.body === undefined ? {} : { body: probe.body });
      if (![403, 404].includes(answer.status))
        answered.push(`${route} → ${answer.status} ${JSON.stringify(answer.body)}`);
      expect(await tableFingerprints(app.db, MAY_CHANGE), route).toEqual(before);
    }
    expect(answered).toEqual([]);
  });

  it("never shows Camille's objects in Bob's lists", async () => {
    const secrets = [...Object.values(camille.cuids), camille.processedCartCuid, 'camille@example.be'];
    for (const [route, access] of Object.entries(ROUTES)) {
      const [method, pattern = '/'] = route.split(' ');
      if (access.kind !== 'customer' || access.owned || method !== 'GET') continue;
      const answer = await bob.call('GET', concrete(pattern));
      const text = JSON.stringify(answer.body);
      for (const secret of secrets) expect(text, route).not.toContain(secret);
    }
  });

  it('answers public routes to anyone without 401 or 5xx, and provider routes only to their proof', async () => {
    for (const [route, access] of Object.entries(ROUTES)) {
      const [method = 'GET', pattern = '/'] = route.split(' ');
      if (access.kind !== 'public' || method !== 'GET') continue;
      const path = concrete(pattern).replace('no-such-cuid', 'no-such.svg');
      const answer = await app.request(`https://${FR_HOST}${path}`, { headers: { host: FR_HOST } });
      expect([route, answer.status < 500 && answer.status !== 401]).toEqual([route, true]);
    }
    const before = await tableFingerprints(app.db, MAY_CHANGE);
    const forged = await app.request('/payments/sandbox/webhook', {
      method: 'POST',
      body: JSON.stringify({ provider_reference: 'sbx_0', payment_cuid: 'x', outcome: 'PAID', amount: 1 }),
      headers: { 'x-sandbox-signature': 't=1,v1=00' },
    });
    expect(forged.status).toBe(400);
    const reference = `sbx_${'0'.repeat(32)}`;
    expect((await app.request(`https://${FR_HOST}/sandbox/payments/${reference}`, {})).status).toBe(404);
    const settle = await app.request(`https://${FR_HOST}/sandbox/payments/${reference}`, {
      method: 'POST',
      body: 'outcome=PAID',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: FR_HOST,
        origin: `https://${FR_HOST}`,
      },
    });
    expect(settle.status).toBe(404);
    const feed = await app.request(`https://${FR_HOST}/calendar/${'A'.repeat(43)}.ics`, {
      headers: { host: FR_HOST },
    });
    expect(feed.status).toBe(404);
    expect(await tableFingerprints(app.db, MAY_CHANGE)).toEqual(before);
  });
});
