import { beforeAll, describe, expect, it } from 'vitest';
import { customerBookingTotals } from '../../core/booking/index';
import { isStructuredReference } from '../../core/pricing/index';
import { accountCalls, cartCalls, registrationCalls, sessionCalls } from '../../core/schemas/index';
import { compareInstants } from '../../core/time/index';
import { expectRefusal, registeredBob, signedIn, walletOf } from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, EN_HOST, FR_HOST, TEST_NOW, type TestClient, tableCounts } from './test-support';

/**
 * The account tabs other than registrations (part 1 §2 "Account area", §3; part 2 §6 "sees only own account
 * items", §7) on the demo history of adapters/seed/demo/history.ts: Camille's two carts, padel booking,
 * swimming requests, bundle, membership, vouchers and after-care charge. Every list is paginated newest
 * first and parses with its contract; every detail is Camille's alone (another customer, or the other
 * organiser, gets 404 and changes nothing); payments of an attendance charge go through the wallet and the
 * sandbox like any other destination.
 */

type Row = Record<string, unknown>;
const TABS = [
  ['carts', accountCalls.accountCarts],
  ['bookings', accountCalls.accountBookings],
  ['registrations-requests', accountCalls.accountRegistrationRequests],
  ['bundles', accountCalls.accountBundles],
  ['vouchers', accountCalls.accountVouchers],
  ['memberships', accountCalls.accountMemberships],
  ['attendance-charges', accountCalls.accountAttendanceCharges],
] as const;
const DETAILS = [
  ['bookings', 'ps-history-booking', 'BOOKING_NOT_FOUND', accountCalls.accountBooking],
  [
    'registrations-requests',
    'ps-history-request-pending',
    'REGISTRATION_REQUEST_NOT_FOUND',
    accountCalls.accountRegistrationRequest,
  ],
  ['bundles', 'ps-history-bundle', 'BUNDLE_NOT_FOUND', accountCalls.accountBundle],
  ['vouchers', 'ps-history-voucher-gift', 'VOUCHER_NOT_FOUND', accountCalls.accountVoucher],
  ['memberships', 'ps-history-membership', 'MEMBERSHIP_NOT_FOUND', accountCalls.accountMembership],
  [
    'attendance-charges',
    'ps-history-attendance-charge',
    'ATTENDANCE_CHARGE_NOT_FOUND',
    accountCalls.accountAttendanceCharge,
  ],
] as const;
/** Camille's demo history, by tab (adapters/seed/demo/history.ts). */
const HISTORY_COUNTERS = {
  participants: 2,
  carts: 2,
  registrations: 3,
  bookings: 1,
  registrations_requests: 2,
  bundles: 1,
  vouchers: 2,
  available_vouchers: 1,
  memberships: 1,
  attendance_charges: 1,
};
/** The tables of the tabs whose rows do not show their creation time. */
const OWNED_TABLES: Record<string, 'customer_bundles' | 'customer_vouchers' | 'customer_memberships'> = {
  bundles: 'customer_bundles',
  vouchers: 'customer_vouchers',
  memberships: 'customer_memberships',
};
const isNewestFirst = (rows: Row[], key: string) =>
  rows.every(
    (row, index) => index === 0 || compareInstants(String(rows[index - 1]?.[key]), String(row[key])) >= 0,
  );

describe.each(drivers)('account tabs on %s', { timeout: 120_000 }, (driver) => {
  const app = useTestApp(driver);
  let camille: TestClient;
  let bob: TestClient;
  let oliver: TestClient;
  let anonymous: TestClient;
  let ids: { camille: number; bob: number; bobChild: number };

  const get = async (client: TestClient, path: string, host?: string) => {
    const answer = await client.call('GET', path, host ? { host } : {});
    return answer;
  };
  const refuses = (call: () => Promise<{ status: number; body: Row }>, status: number, code: string) =>
    expectRefusal(app.db, call, status, code);
  /** Camille's owned rows of a table, newest first (by creation, then id). */
  const newestFirst = async (
    table: 'customer_bundles' | 'customer_vouchers' | 'customer_memberships' | undefined,
  ) =>
    (
      await app.db
        .selectFrom(table ?? 'customer_bundles')
        .select('cuid')
        .where('customer_id', '=', ids.camille)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.cuid);
  /** The structured reference of the order (processed cart) a line was checked out in. */
  const orderReferenceOf = async (table: 'bookings' | 'registration_requests', cuid: string) => {
    const line = await app.db
      .selectFrom(table)
      .select('cart_id')
      .where('cuid', '=', cuid)
      .executeTakeFirstOrThrow();
    const cart = await app.db
      .selectFrom('carts')
      .select('reference')
      .where('id', '=', line.cart_id)
      .executeTakeFirstOrThrow();
    return cart.reference;
  };
  const customerIdOf = async (email: string) =>
    (await app.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;

  beforeAll(async () => {
    camille = await signedIn(app);
    oliver = await signedIn(app, EN_HOST, { email: 'oliver@example.com', password: 'demo-password' });
    anonymous = app.client();
    bob = await registeredBob(app);
    const bobId = await customerIdOf('bob@example.be');
    const bobChild = await app.db
      .selectFrom('participants')
      .select('id')
      .where('customer_id', '=', bobId)
      .executeTakeFirstOrThrow();
    ids = { camille: await customerIdOf('camille@example.be'), bob: bobId, bobChild: bobChild.id };
  }, 60_000);

  it('counts each tab in GET /api/session as its list does, for the signed-in customer only', async () => {
    const session = await get(camille, '/api/session');
    expect(sessionCalls.getSession.answer?.safeParse(session.body).success).toBe(true);
    expect(session.body.counters).toEqual(HISTORY_COUNTERS);
    expect(session.body.wallet).toEqual({ amount: 4000 });
    for (const [tab] of TABS) {
      const list = await get(camille, `/api/account/${tab}`);
      const key = tab === 'registrations-requests' ? 'registrations_requests' : tab.replace('-', '_');
      expect(list.body.count, tab).toBe((session.body.counters as Row)[key]);
    }
    const bobs = await get(bob, '/api/session');
    expect(bobs.body.counters).toEqual({
      participants: 1,
      carts: 0,
      registrations: 0,
      bookings: 0,
      registrations_requests: 0,
      bundles: 0,
      vouchers: 0,
      available_vouchers: 0,
      memberships: 0,
      attendance_charges: 0,
    });
    const olivers = await get(oliver, '/api/session', EN_HOST);
    expect((olivers.body.counters as Row).carts).toBe(0);
  });

  it('counts as available only the vouchers the customer holds that are paid, unexpired and not redeemed', async () => {
    const gift = await app.db
      .selectFrom('customer_vouchers')
      .select(['expires_at', 'paid_amount'])
      .where('cuid', '=', 'ps-history-voucher-gift')
      .executeTakeFirstOrThrow();
    const available = async () =>
      ((await get(camille, '/api/session')).body.counters as Row).available_vouchers;
    // Expired the instant expires_at is reached.
    await app.db
      .updateTable('customer_vouchers')
      .set({ expires_at: TEST_NOW })
      .where('cuid', '=', 'ps-history-voucher-gift')
      .execute();
    expect(await available()).toBe(0);
    await app.db
      .updateTable('customer_vouchers')
      .set({ expires_at: gift.expires_at })
      .where('cuid', '=', 'ps-history-voucher-gift')
      .execute();
    expect(await available()).toBe(1);
    await app.db
      .updateTable('customer_vouchers')
      .set({ paid_amount: gift.paid_amount - 1 })
      .where('cuid', '=', 'ps-history-voucher-gift')
      .execute();
    expect(await available()).toBe(0);
    await app.db
      .updateTable('customer_vouchers')
      .set({ paid_amount: gift.paid_amount })
      .where('cuid', '=', 'ps-history-voucher-gift')
      .execute();
    expect(await available()).toBe(1);
  });

  it('answers every list paginated, newest first, in its contract’s shape', async () => {
    for (const [tab, call] of TABS) {
      const all = await get(camille, `/api/account/${tab}?page_size=100`);
      expect(all.status, tab).toBe(200);
      const parsed = call.answer?.safeParse(all.body);
      expect(parsed?.success, `${tab}: ${JSON.stringify(parsed?.error?.issues)}`).toBe(true);
      const rows = all.body.data as Row[];
      expect(rows.length, tab).toBe(all.body.count);
      if (tab === 'carts') expect(isNewestFirst(rows, 'processed_at')).toBe(true);
      else if (rows.every((row) => 'created_at' in row))
        expect(isNewestFirst(rows, 'created_at'), tab).toBe(true);
      else
        expect(
          rows.map((row) => row.cuid),
          tab,
        ).toEqual(await newestFirst(OWNED_TABLES[tab]));
      // One row per page, in the same order; beyond the last page, an empty page with the same count.
      for (const [index, row] of rows.entries()) {
        const page = await get(camille, `/api/account/${tab}?page_size=1&page_number=${index + 1}`);
        expect([(page.body.data as Row[])[0]?.cuid, page.body.count], tab).toEqual([row.cuid, rows.length]);
      }
      const beyond = await get(camille, `/api/account/${tab}?page_size=1&page_number=${rows.length + 1}`);
      expect([beyond.body.data, beyond.body.count]).toEqual([[], rows.length]);
    }
    const carts = (await get(camille, '/api/account/carts')).body.data as Row[];
    expect(carts.map((cart) => cart.cuid)).toEqual(['ps-history-cart-2', 'ps-history-cart-1']);
  });

  it('refuses bad pages and anonymous visitors, writing nothing', async () => {
    for (const [tab] of TABS) {
      await refuses(() => get(camille, `/api/account/${tab}?page_size=0`), 400, 'VALIDATION_FAILED');
      await refuses(() => get(camille, `/api/account/${tab}?page_number=abc`), 400, 'VALIDATION_FAILED');
      await refuses(() => get(anonymous, `/api/account/${tab}`), 401, 'UNAUTHENTICATED');
    }
    for (const [tab, cuid] of DETAILS) {
      await refuses(() => get(anonymous, `/api/account/${tab}/${cuid}`), 401, 'UNAUTHENTICATED');
    }
  });

  it('shows lists empty to other customers and details as not found to them and to the other organiser', async () => {
    for (const [tab] of TABS) {
      const list = await get(bob, `/api/account/${tab}`);
      expect([list.status, list.body], tab).toEqual([200, { data: [], count: 0 }]);
      const other = await get(oliver, `/api/account/${tab}`, EN_HOST);
      expect([other.status, other.body], tab).toEqual([200, { data: [], count: 0 }]);
    }
    for (const [tab, cuid, code, call] of DETAILS) {
      const own = await get(camille, `/api/account/${tab}/${cuid}`);
      expect(own.status, tab).toBe(200);
      const parsed = call.answer?.safeParse(own.body);
      expect(parsed?.success, `${tab}: ${JSON.stringify(parsed?.error?.issues)}`).toBe(true);
      await refuses(() => get(bob, `/api/account/${tab}/${cuid}`), 404, code);
      await refuses(() => get(oliver, `/api/account/${tab}/${cuid}`, EN_HOST), 404, code);
      await refuses(() => get(camille, `/api/account/${tab}/${cuid}`, EN_HOST), 401, 'UNAUTHENTICATED');
      await refuses(() => get(camille, `/api/account/${tab}/no-such-cuid`), 404, code);
      await refuses(() => get(camille, `/api/account/${tab}/${encodeURIComponent('a\u0000b')}`), 404, code);
    }
    await refuses(() => get(bob, '/api/carts/ps-history-cart-1'), 404, 'CART_NOT_FOUND');
  });

  it('states each cart’s total and paid as its detail GET /api/carts/:cuid does', async () => {
    const carts = (await get(camille, '/api/account/carts')).body.data as Row[];
    for (const cart of carts) {
      const detail = await get(camille, `/api/carts/${cart.cuid}`);
      expect(detail.status).toBe(200);
      expect(cartCalls.processedCart.answer?.safeParse(detail.body).success).toBe(true);
      const result = detail.body.result as Row;
      expect([cart.total_amount, cart.paid_amount]).toEqual([result.total_amount, result.paid_amount]);
      expect(cart.items_count).toBe(((detail.body.cart as Row).items as Row[]).length);
    }
    expect(carts.map((cart) => cart.items_count)).toEqual([9, 1]);
    // An open cart is no cart of the history.
    const open = await camille.call('GET', '/api/carts/current');
    expect(open.body.cart).toBeNull();
  });

  it('reads the booking with its slots and one participation per participant, split with payment_split', async () => {
    const { booking } = (await get(camille, '/api/account/bookings/ps-history-booking')).body as {
      booking: {
        resource: Row;
        dates: Array<{ start_at: string }>;
        participations: Array<{
          participant: { customer_id: number; fullname: string };
          total_amount: number;
          paid_amount: number;
        }>;
        payment_split: boolean;
        reference: string;
        order_reference: string | null;
      };
    };
    expect(booking.resource).toMatchObject({ cuid: 'ps-res-padel', name: 'Terrain de padel' });
    // One transfer reference per order (issue 18): the booking carries its order's structured reference.
    expect(booking.order_reference).toBe(await orderReferenceOf('bookings', 'ps-history-booking'));
    expect(isStructuredReference(booking.order_reference ?? '')).toBe(true);
    expect(booking.order_reference).not.toBe(booking.reference);
    expect(booking.payment_split).toBe(true);
    expect(booking.dates).toHaveLength(1);
    expect(booking.participations).toEqual([
      {
        participant: { customer_id: ids.camille, fullname: 'Hugo Dubois' },
        total_amount: 1600,
        paid_amount: 800,
      },
      {
        participant: { customer_id: ids.camille, fullname: 'Léa Dubois' },
        total_amount: 1600,
        paid_amount: 800,
      },
    ]);

    // A booking where Bob's child takes part: Bob sees it, and his total counts only his participation.
    const row = await app.db
      .selectFrom('bookings')
      .select(['id', 'participants'])
      .where('cuid', '=', 'ps-history-booking')
      .executeTakeFirstOrThrow();
    const [hugo, lea] = row.participants;
    try {
      await app.db
        .updateTable('bookings')
        .set({ participants: JSON.stringify([hugo, lea, ids.bobChild]) })
        .where('id', '=', row.id)
        .execute();
      const seen = await get(bob, '/api/account/bookings');
      expect(seen.body.count).toBe(1);
      expect(((await get(bob, '/api/session')).body.counters as Row).bookings).toBe(1);
      const shared = (await get(bob, '/api/account/bookings/ps-history-booking')).body
        .booking as typeof booking;
      expect(shared.participations.map((entry) => entry.total_amount)).toEqual([1067, 1067, 1066]);
      expect(customerBookingTotals(shared, ids.bob)).toEqual({ total_amount: 1066, paid_amount: 533 });
      expect(customerBookingTotals(shared, ids.camille)).toEqual({ total_amount: 2134, paid_amount: 1067 });
      // The order is Camille's: Bob's transfer for his share keeps the booking's own reference.
      expect(shared.order_reference).toBeNull();
    } finally {
      await app.db
        .updateTable('bookings')
        .set({ participants: JSON.stringify(row.participants) })
        .where('id', '=', row.id)
        .execute();
    }
    expect((await get(bob, '/api/account/bookings')).body.count).toBe(0);
  });

  it('reads registration requests with their participant and availabilities', async () => {
    const list = (await get(camille, '/api/account/registrations-requests')).body.data as Row[];
    expect(list.map((request) => [request.cuid, request.status])).toEqual([
      ['ps-history-request-approved', 'APPROVED'],
      ['ps-history-request-pending', 'PENDING'],
    ]);
    const pending = (await get(camille, '/api/account/registrations-requests/ps-history-request-pending'))
      .body.registration_request as Row;
    expect((pending.participant as Row).fullname).toBe('Léa Dubois');
    expect((pending.availabilities as Row[]).map((availability) => availability.cuid)).toEqual([
      'ps-av-natation-lundi',
      'ps-av-natation-mercredi',
    ]);
    expect(((pending.availabilities as Row[])[0]?.activity as Row).slug).toBe('natation-trimestre');
    expect(pending.order_reference).toBe(
      await orderReferenceOf('registration_requests', 'ps-history-request-pending'),
    );
    expect(list.map((request) => request.order_reference)).toEqual([
      await orderReferenceOf('registration_requests', 'ps-history-request-approved'),
      await orderReferenceOf('registration_requests', 'ps-history-request-pending'),
    ]);
  });

  it('cancels only the customer’s own PENDING request, once', async () => {
    const requestId = async (cuid: string) =>
      (
        await app.db
          .selectFrom('registration_requests')
          .select('id')
          .where('cuid', '=', cuid)
          .executeTakeFirstOrThrow()
      ).id;
    const pending = await requestId('ps-history-request-pending');
    const approved = await requestId('ps-history-request-approved');
    const cancel = (client: TestClient, id: number, host?: string) =>
      client.call('POST', '/api/registrations/requests/cancel', {
        body: { registration_request_id: id },
        ...(host ? { host } : {}),
      });
    const rows = () => app.db.selectFrom('registration_requests').selectAll().orderBy('id').execute();
    const before = await rows();
    await refuses(() => cancel(bob, pending), 404, 'REGISTRATION_REQUEST_NOT_FOUND');
    await refuses(() => cancel(oliver, pending, EN_HOST), 404, 'REGISTRATION_REQUEST_NOT_FOUND');
    await refuses(() => cancel(camille, 999_999), 404, 'REGISTRATION_REQUEST_NOT_FOUND');
    await refuses(() => cancel(camille, approved), 409, 'REGISTRATION_REQUEST.NOT_PENDING');
    await refuses(() => cancel(anonymous, pending), 401, 'UNAUTHENTICATED');
    await refuses(
      () => camille.call('POST', '/api/registrations/requests/cancel', { body: {} }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await rows()).toEqual(before);

    const later = '2026-11-23T08:30:00.000Z';
    app.setNow(later);
    const done = await cancel(camille, pending);
    app.setNow(TEST_NOW);
    expect([done.status, done.body]).toEqual([200, {}]);
    expect(registrationCalls.cancelRequest.answer?.safeParse(done.body).success).toBe(true);
    const cancelled = await app.db
      .selectFrom('registration_requests')
      .select(['status', 'cancelled_at'])
      .where('id', '=', pending)
      .executeTakeFirstOrThrow();
    expect(cancelled).toEqual({ status: 'CANCELLED', cancelled_at: later });
    await refuses(() => cancel(camille, pending), 409, 'REGISTRATION_REQUEST.NOT_PENDING');
    await app.db
      .updateTable('registration_requests')
      .set({ status: 'PENDING', cancelled_at: null })
      .where('id', '=', pending)
      .execute();
  });

  it('reads the owned bundle, the membership with its cycles and the after-care charge by date', async () => {
    const { bundle } = (await get(camille, '/api/account/bundles/ps-history-bundle')).body as { bundle: Row };
    expect(bundle).toMatchObject({ capacity: 10, used: 3, participant: { fullname: 'Hugo Dubois' } });
    expect((bundle.bundle as Row).cuid).toBe('ps-bundle-carte-10');

    // Its credit pays only the activities it covers (a petits-peintres camp is not one of them).
    const arts = await app.db
      .selectFrom('availabilities')
      .select('id')
      .where('cuid', '=', 'ps-av-noel-arts-s1')
      .executeTakeFirstOrThrow();
    const artsDates = await app.db
      .selectFrom('availability_dates')
      .select('id')
      .where('availability_id', '=', arts.id)
      .execute();
    const hugo = (bundle.participant as Row).id;
    const estimate = await camille.call('POST', '/api/carts/items/estimate', {
      body: {
        availability_id: arts.id,
        participant_id: hugo,
        availability_dates: artsDates.map((date) => ({ date_id: date.id })),
      },
    });
    expect([estimate.status, estimate.body.bundle_total]).toEqual([200, 0]);

    const membership = async () =>
      (await get(camille, '/api/account/memberships/ps-history-membership')).body.membership as {
        status: string;
        recurring: boolean;
        cycles: Array<{ start_at: string; end_at: string }>;
      };
    const active = await membership();
    expect([active.status, active.recurring, active.cycles.length]).toEqual(['ACTIVE', true, 2]);
    expect(active.cycles[1]?.start_at).toBe(active.cycles[0]?.end_at);
    await app.db
      .updateTable('customer_memberships')
      .set({ cancelled: true })
      .where('cuid', '=', 'ps-history-membership')
      .execute();
    expect((await membership()).status).toBe('CANCELLED');
    await app.db
      .updateTable('customer_memberships')
      .set({ cancelled: false })
      .where('cuid', '=', 'ps-history-membership')
      .execute();

    const { attendance_charge: charge } = (
      await get(camille, '/api/account/attendance-charges/ps-history-attendance-charge')
    ).body as {
      attendance_charge: {
        total_amount: number;
        paid_amount: number;
        billing_cycle: { configuration: { title: string } };
        items: Array<{
          amount: number;
          duration: number;
          registration_date: { date: string; arrival: string };
        }>;
      };
    };
    expect(charge.billing_cycle.configuration.title).toBe('Garderie du stage multisport');
    const dates = charge.items.map((item) => item.registration_date.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toEqual(['2026-10-19', '2026-10-20', '2026-10-22', '2026-10-23']);
    expect(charge.items.map((item) => [item.duration, item.amount])).toEqual([
      [150, 750],
      [60, 300],
      [120, 600],
      [105, 600],
    ]);
    expect(charge.items.reduce((sum, item) => sum + item.amount, 0)).toBe(charge.total_amount);
    expect(charge.paid_amount).toBe(1000);
  });

  describe('paying from the account', () => {
    const paidOf = async (
      table: 'attendance_charges' | 'registrations' | 'bookings' | 'registration_requests',
      cuid: string,
    ) =>
      (
        await app.db
          .selectFrom(table)
          .select('paid_amount')
          .where('cuid', '=', cuid)
          .executeTakeFirstOrThrow()
      ).paid_amount;
    const fromWallet = (client: TestClient, amount: number, destination: string) =>
      client.call('POST', '/api/transactions/wallet', { body: { amount, destination } });
    const online = (client: TestClient, customerId: number, destination: string) =>
      client.call('POST', '/api/transactions/checkout', {
        body: {
          customer_id: customerId,
          reference: 'G',
          destination,
          return_url: '/fr/account/attendance-charges',
        },
      });

    it('pays an attendance charge from the wallet, within the balance and what is due', async () => {
      const charge = 'ps-history-attendance-charge';
      expect(await walletOf(app.db, ids.camille)).toBe(4000);
      await refuses(() => fromWallet(camille, 4001, charge), 422, 'INSUFFICIENT_WALLET_AMOUNT');
      await refuses(() => fromWallet(camille, 1251, charge), 422, 'TRANSACTION.AMOUNT_ABOVE_DUE');
      await refuses(() => fromWallet(bob, 1, charge), 404, 'DESTINATION_NOT_FOUND');
      await refuses(() => fromWallet(camille, 1, 'no-such-destination'), 404, 'DESTINATION_NOT_FOUND');
      const before = await tableCounts(app.db);
      const paid = await fromWallet(camille, 250, charge);
      expect([paid.status, paid.body]).toEqual([200, {}]);
      expect(await paidOf('attendance_charges', charge)).toBe(1250);
      expect(await walletOf(app.db, ids.camille)).toBe(3750);
      const after = await tableCounts(app.db);
      expect([after.payments, after.wallet_movements]).toEqual([
        (before.payments ?? 0) + 1,
        (before.wallet_movements ?? 0) + 1,
      ]);
      const payment = await app.db
        .selectFrom('payments')
        .select(['cart_id', 'method', 'status', 'amount'])
        .where('destination', '=', charge)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(payment).toEqual({ cart_id: null, method: 'WALLET', status: 'PAID', amount: 250 });
      // Registration, booking and request destinations take wallet payments the same way.
      for (const [table, cuid] of [
        ['registrations', 'ps-history-registration-unpaid'],
        ['bookings', 'ps-history-booking'],
        ['registration_requests', 'ps-history-request-approved'],
      ] as const) {
        const was = await paidOf(table, cuid);
        expect((await fromWallet(camille, 100, cuid)).status, cuid).toBe(200);
        expect(await paidOf(table, cuid)).toBe(was + 100);
      }
      // A request is owed only once approved (core requestAmountDue): a pending one takes no payment.
      await app.db
        .updateTable('registration_requests')
        .set({ total_amount: 14000 })
        .where('cuid', '=', 'ps-history-request-pending')
        .execute();
      await refuses(
        () => fromWallet(camille, 100, 'ps-history-request-pending'),
        422,
        'TRANSACTION.AMOUNT_ABOVE_DUE',
      );
      await refuses(
        () => online(camille, ids.camille, 'ps-history-request-pending'),
        422,
        'TRANSACTION.NOTHING_DUE',
      );
      await app.db
        .updateTable('registration_requests')
        .set({ total_amount: 0 })
        .where('cuid', '=', 'ps-history-request-pending')
        .execute();
      // Paid in full: nothing is due online.
      for (const cuid of ['ps-history-bundle', 'ps-history-membership', 'ps-history-voucher-gift']) {
        await refuses(() => online(camille, ids.camille, cuid), 422, 'TRANSACTION.NOTHING_DUE');
      }
    });

    it('pays what an attendance charge still owes online through the sandbox', async () => {
      const charge = 'ps-history-attendance-charge';
      await refuses(() => online(bob, ids.bob, charge), 404, 'DESTINATION_NOT_FOUND');
      await refuses(() => online(camille, ids.bob, charge), 403, 'CUSTOMER_MISMATCH');
      const due = 2250 - (await paidOf('attendance_charges', charge));
      const started = await online(camille, ids.camille, charge);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const payment = await app.db
        .selectFrom('payments')
        .select(['cart_id', 'amount', 'status'])
        .where('destination', '=', charge)
        .where('method', '=', 'ONLINE')
        .executeTakeFirstOrThrow();
      expect(payment).toEqual({ cart_id: null, amount: due, status: 'PENDING' });
      const url = new URL(started.body.checkout_url as string);
      const paid = await app.request(`https://${FR_HOST}${url.pathname}`, {
        method: 'POST',
        body: 'outcome=PAID',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: FR_HOST },
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(
        `http://${FR_HOST}/fr/account/attendance-charges?payment=paid`,
      );
      expect(await paidOf('attendance_charges', charge)).toBe(2250);
      const detail = (await get(camille, `/api/account/attendance-charges/${charge}`)).body
        .attendance_charge as Row;
      expect([detail.total_amount, detail.paid_amount]).toEqual([2250, 2250]);
      await refuses(() => online(camille, ids.camille, charge), 422, 'TRANSACTION.NOTHING_DUE');
      await refuses(() => fromWallet(camille, 1, charge), 422, 'TRANSACTION.AMOUNT_ABOVE_DUE');
    });
  });
});
