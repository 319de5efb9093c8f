import assert from 'node:assert/strict';
import type { Rule } from '../book';
import { defineArea } from '../book';
import { customerWithCart, expectRefusal, newCustomer, signedIn, type TestClient } from '../http';

type Row = Record<string, unknown>;

const SEES_OWN = 'Signed-in customer: owns participants; sees only own account items;';

/** Camille's demo records (adapters/seed/demo/history.ts), each read through its account detail call. */
const CAMILLE_UNPAID_REGISTRATION = 'ps-history-registration-unpaid';

async function stranger(): Promise<TestClient> {
  return (await newCustomer()).client;
}

async function camilleRow(path: string, pick: (row: Row) => boolean = () => true): Promise<Row> {
  const camille = await signedIn();
  const rows = (await camille.call('GET', path)).body.data as Row[];
  const row = rows.find(pick);
  assert.ok(row, `Camille's demo account has a row in ${path}`);
  return row;
}

/** Camille's unpaid demo registration, as her account lists it. */
const camilleUnpaidRegistration = () =>
  camilleRow('/api/account/registrations', (row) => row.cuid === CAMILLE_UNPAID_REGISTRATION);

/** The account detail of Camille's unpaid demo registration, as she reads it. */
async function camilleUnpaidDetail() {
  const camille = await signedIn();
  return camille.call('GET', `/api/account/registrations/${CAMILLE_UNPAID_REGISTRATION}`);
}

/**
 * Another customer's account detail is not found (404 with the detail's own code), while its owner reads
 * it: the customer sees only their own items.
 */
function ownDetail(id: string, path: string, cuid: string, code: string): Rule {
  return {
    id,
    source: 'part 2 §6',
    sentence: SEES_OWN,
    kind: 'http',
    check: async () => {
      const owner = await signedIn();
      const own = await owner.call('GET', `${path}/${cuid}`);
      assert.equal(own.status, 200, JSON.stringify(own.body).slice(0, 200));
      const other = await stranger();
      await expectRefusal(() => other.call('GET', `${path}/${cuid}`), 404, code);
    },
  };
}

// Part 2 §6: a signed-in customer acts only on their own participants, registrations, requests, carts and
// documents. Each rule has a second customer try a write or read on Camille's demo records: the server
// answers not found and no table changes (expectRefusal), and her record reads as before.
export default defineArea({
  area: 'OWN',
  title: 'Ownership: one customer never reads or changes another’s records, on the server',
  rules: [
    ownDetail('OWN-01', '/api/account/bookings', 'ps-history-booking', 'BOOKING_NOT_FOUND'),
    ownDetail('OWN-02', '/api/account/bundles', 'ps-history-bundle', 'BUNDLE_NOT_FOUND'),
    ownDetail('OWN-03', '/api/account/vouchers', 'ps-history-voucher-gift', 'VOUCHER_NOT_FOUND'),
    ownDetail('OWN-04', '/api/account/memberships', 'ps-history-membership', 'MEMBERSHIP_NOT_FOUND'),
    ownDetail(
      'OWN-05',
      '/api/account/attendance-charges',
      'ps-history-attendance-charge',
      'ATTENDANCE_CHARGE_NOT_FOUND',
    ),
    ownDetail(
      'OWN-06',
      '/api/account/registrations-requests',
      'ps-history-request-approved',
      'REGISTRATION_REQUEST_NOT_FOUND',
    ),
    ownDetail('OWN-07', '/api/carts', 'ps-history-cart-2', 'CART_NOT_FOUND'),
    {
      id: 'OWN-08',
      source: 'part 2 §6',
      sentence: SEES_OWN,
      kind: 'http',
      check: async () => {
        // Editing or deleting another customer's participant: not found, and the participant is unchanged.
        const lea = await camilleRow('/api/participants', (row) => row.firstname === 'Léa');
        const other = await stranger();
        await expectRefusal(
          () =>
            other.call('PUT', '/api/participants', {
              body: {
                participant_id: lea.id,
                firstname: 'Changed',
                lastname: 'Name',
                birthdate: lea.birthdate,
                custom_data: lea.custom_data,
              },
            }),
          404,
          'PARTICIPANT_NOT_FOUND',
        );
        await expectRefusal(
          () => other.call('DELETE', `/api/participants?participant_id=${lea.id}`),
          404,
          'PARTICIPANT_NOT_FOUND',
        );
        assert.deepEqual(await camilleRow('/api/participants', (row) => row.id === lea.id), lea);
      },
    },
    {
      id: 'OWN-09',
      source: 'part 2 §6',
      sentence: 'cancels pending registration requests and registrations;',
      kind: 'http',
      check: async () => {
        const registration = await camilleUnpaidRegistration();
        const pending = await camilleRow(
          '/api/account/registrations-requests',
          (row) => row.status === 'PENDING',
        );
        const other = await stranger();
        await expectRefusal(
          () =>
            other.call('POST', '/api/registrations/cancel', {
              body: { registration_id: registration.id, message: 'Pas pour moi' },
            }),
          404,
          'REGISTRATION_NOT_FOUND',
        );
        await expectRefusal(
          () =>
            other.call('POST', '/api/registrations/requests/cancel', {
              body: { registration_request_id: pending.id },
            }),
          404,
          'REGISTRATION_REQUEST_NOT_FOUND',
        );
        const after = await camilleRow('/api/account/registrations', (row) => row.id === registration.id);
        assert.equal(after.cancelled, false);
        const request = await camilleRow(
          '/api/account/registrations-requests',
          (row) => row.id === pending.id,
        );
        assert.equal(request.status, 'PENDING');
      },
    },
    {
      id: 'OWN-10',
      source: 'part 2 §6',
      sentence: 'reviews registrations;',
      kind: 'http',
      check: async () => {
        const registration = await camilleUnpaidRegistration();
        const other = await stranger();
        await expectRefusal(
          () =>
            other.call('POST', '/api/registrations/review', {
              body: { registration_id: registration.id, message: 'Super', score: 5, public: true },
            }),
          404,
          'REGISTRATION_NOT_FOUND',
        );
      },
    },
    {
      id: 'OWN-11',
      source: 'part 2 §6',
      sentence: SEES_OWN,
      kind: 'http',
      check: async () => {
        // Editing another customer's registration (its dates) is refused as not found.
        const detail = await camilleUnpaidDetail();
        const registration = detail.body.registration as {
          id: number;
          dates: Array<{ date_id: number }>;
        };
        const other = await stranger();
        await expectRefusal(
          () =>
            other.call('PUT', '/api/registrations', {
              body: {
                registration_id: registration.id,
                availability_dates: registration.dates.map((date) => ({ date_id: date.date_id })),
                options: [],
                questions: [],
                automatic_price: true,
              },
            }),
          404,
          'REGISTRATION_NOT_FOUND',
        );
      },
    },
    {
      id: 'OWN-12',
      source: 'part 2 §6',
      sentence: 'adds items for themselves and their participants;',
      kind: 'http',
      check: async () => {
        // The waiting list takes only the customer's own participants.
        const lea = await camilleRow('/api/participants', (row) => row.firstname === 'Léa');
        const registration = await camilleUnpaidRegistration();
        const availability = registration.availability as { id: number };
        const other = await stranger();
        await expectRefusal(
          () =>
            other.call('POST', '/api/registrations/waiting-list', {
              body: { availability_id: availability.id, participant_id: lea.id },
            }),
          404,
          'PARTICIPANT_NOT_FOUND',
        );
      },
    },
    {
      id: 'OWN-13',
      source: 'part 2 §6',
      sentence: SEES_OWN,
      kind: 'http',
      check: async () => {
        // A document of another customer's registration is not downloaded.
        const detail = await camilleUnpaidDetail();
        const registration = detail.body.registration as { id: number };
        const [document] = detail.body.documents as Array<{ id: number }>;
        assert.ok(document, 'the registration offers a document');
        const other = await stranger();
        await expectRefusal(
          () =>
            other.call(
              'GET',
              `/api/documents/download?registration_id=${registration.id}&document_id=${document.id}`,
            ),
          404,
          'DOCUMENT_NOT_FOUND',
        );
      },
    },
    {
      id: 'OWN-14',
      source: 'part 2 §6',
      sentence: SEES_OWN,
      kind: 'http',
      check: async () => {
        // Another customer's open cart: its line cannot be removed, its coupon not changed, it cannot be
        // checked out; the owner's cart still holds its line.
        const { client: owner, cart } = await customerWithCart();
        const [line] = cart.items;
        assert.ok(line);
        const other = await stranger();
        const refusals: Array<[() => ReturnType<TestClient['call']>, string]> = [
          [() => other.call('DELETE', `/api/carts/items?item_id=${line.id}`), 'CART_ITEM_NOT_FOUND'],
          [
            () =>
              other.call('POST', '/api/carts/coupons', { body: { cart_id: cart.id, coupon: 'BIENVENUE' } }),
            'CART_NOT_FOUND',
          ],
          [() => other.call('DELETE', `/api/carts/coupons?cart_id=${cart.id}`), 'CART_NOT_FOUND'],
          [
            () =>
              other.call('POST', '/api/carts/checkout', {
                body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
              }),
            'CART_NOT_FOUND',
          ],
        ];
        for (const [call, code] of refusals) await expectRefusal(call, 404, code);
        const current = await owner.call('GET', '/api/carts/current');
        const items = (current.body.cart as { items: Array<{ id: number }> }).items;
        assert.deepEqual(
          items.map((item) => item.id),
          [line.id],
        );
      },
    },
  ],
});
