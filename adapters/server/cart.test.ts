import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isStructuredReference } from '../../core/pricing/index';
import { cartCalls } from '../../core/schemas/index';
import {
  camilleId,
  expectRefusal,
  firstOpenPetitsPeintres,
  freshCustomer,
  hugoAndLea,
  type RefusableCall,
  registeredOn,
  registrationBody,
  setOnlinePayment,
  setPaymentMethod,
  signedIn,
  strangerParticipant,
  walletOf,
} from './test-fixtures';
import { drivers, startTestApp, TEST_NOW, type TestApp, type TestClient } from './test-support';

type Row = Record<string, unknown>;
const later = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString();

describe.each(drivers)('cart, checkout and payments on %s', { timeout: 120_000 }, (driver) => {
  let app: TestApp;
  let camille: TestClient;
  let oliver: TestClient;
  let customerId: number;
  let hugo: number;
  let lea: number;
  let availability: { id: number; price: number; deposit: number; dates: number[] };

  beforeAll(async () => {
    app = await startTestApp(driver);
    camille = await signedIn(app);
    oliver = app.client();
    customerId = await camilleId(app.db);
    ({ hugo, lea } = await hugoAndLea(app.db, customerId));
    availability = await firstOpenPetitsPeintres(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    app.setNow(TEST_NOW);
    // Every test starts without an open cart and with an empty wallet.
    await freshCustomer(app.db, customerId);
  });

  const line = (participant = hugo, extra: Row = {}) => registrationBody(availability, participant, extra);
  const add = (body: Row = line()) => camille.call('POST', '/api/carts/items', { body });
  const seats = () => registeredOn(app.db, availability.id);
  /** A refused call answers `code` and leaves every table as it was. */
  const refuses = (call: RefusableCall, status: number, code: string) =>
    expectRefusal(app.db, call, status, code);

  it('estimates, adds and reads the cart in the core schemas’ shape, holding the seat for 15 minutes', async () => {
    const estimate = await camille.call('POST', '/api/carts/items/estimate', {
      body: {
        availability_id: availability.id,
        participant_id: hugo,
        availability_dates: availability.dates.map((date_id) => ({ date_id })),
      },
    });
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(200);
    expect(estimate.body.price).toBe(availability.price);
    expect(cartCalls.estimate.answer?.safeParse(estimate.body).success).toBe(true);

    const added = await add();
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(cartCalls.addItems.answer?.safeParse(added.body).success).toBe(true);
    const cart = added.body.cart as Row;
    expect(isStructuredReference(cart.reference as string)).toBe(true);
    const [item] = cart.items as Row[];
    expect(item).toMatchObject({ type: 'REGISTRATION', price: availability.price, expires_at: later(15) });

    const current = await camille.call('GET', '/api/carts/current');
    expect(((current.body.cart as Row).items as Row[]).length).toBe(1);
    expect(cartCalls.currentCart.answer?.safeParse(current.body).success).toBe(true);
    expect((await oliver.call('GET', '/api/carts/current')).body).toEqual({ cart: null });
  });

  it('refuses a full, a closed, an unknown or someone else’s, and a too-old participant, writing nothing', async () => {
    const registered = await seats();
    await app.db
      .updateTable('availabilities')
      .set({ capacity: registered })
      .where('id', '=', availability.id)
      .execute();
    await refuses(() => add(), 409, 'CART.AVAILABILITY_FULL');
    await app.db
      .updateTable('availabilities')
      .set({ capacity: 10, status: 'CLOSED' })
      .where('id', '=', availability.id)
      .execute();
    await refuses(() => add(), 422, 'CART.AVAILABILITY_CLOSED');
    await app.db
      .updateTable('availabilities')
      .set({ status: 'OPEN' })
      .where('id', '=', availability.id)
      .execute();
    const stranger = await strangerParticipant(app.db, customerId);
    await refuses(() => add(line(stranger)), 404, 'PARTICIPANT_NOT_FOUND');
    await refuses(() => add(line(lea)), 422, 'CART.PARTICIPANT_TOO_OLD');
    await refuses(
      () => add(line(hugo, { availability_dates: [{ date_id: availability.dates[0] }] })),
      422,
      'CART.ALL_DATES_REQUIRED',
    );
    await refuses(() => add({ ...line(), customer_id: customerId + 1000 }), 403, 'CUSTOMER_MISMATCH');
    await refuses(() => oliver.call('POST', '/api/carts/items', { body: line() }), 401, 'UNAUTHENTICATED');
  });

  it('releases a held seat at expiry: the item stops counting and cannot be checked out', async () => {
    const added = await add();
    const cart = added.body.cart as Row;
    const held = await camille.call('GET', `/api/availabilities/${availability.id}`);
    app.setNow(later(16));
    const current = await camille.call('GET', '/api/carts/current');
    expect((current.body.cart as Row).items).toEqual([]);
    const released = await camille.call('GET', `/api/availabilities/${availability.id}`);
    if (held.status === 200) expect(released.body.registered).toBe((held.body.registered as number) - 1);
    await refuses(
      () =>
        camille.call('POST', '/api/carts/checkout', {
          body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
        }),
      410,
      'CART.ITEMS_EXPIRED',
    );
  });

  it('checks out by bank transfer once, however often it is submitted, and shows the structured reference', async () => {
    const before = await seats();
    const cart = (await add()).body.cart as Row;
    const body = { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true };
    const answers = await Promise.all(
      [1, 2, 3].map(() => camille.call('POST', '/api/carts/checkout', { body })),
    );
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ next_action: null, next_action_url: null, cuid: cart.cuid });
    }
    const again = await camille.call('POST', '/api/carts/checkout', { body });
    expect(again.body.cuid).toBe(cart.cuid);
    const registrations = await app.db
      .selectFrom('registrations')
      .selectAll()
      .where('cart_id', '=', cart.id as number)
      .execute();
    expect(registrations).toHaveLength(1);
    // The registration's dates are written with it (one statement with the registrations' insert).
    const dates = await app.db
      .selectFrom('registration_dates')
      .select('availability_date_id')
      .where('registration_id', '=', registrations[0]?.id ?? 0)
      .orderBy('availability_date_id')
      .execute();
    expect(dates.map((date) => date.availability_date_id)).toEqual(
      [...availability.dates].sort((a, b) => a - b),
    );
    expect(await seats()).toBe(before + 1);
    // Registered now: the same participant cannot be added to the same availability again.
    await refuses(() => add(), 409, 'CART.ALREADY_REGISTERED');
    expect(
      await app.db
        .selectFrom('payments')
        .select('id')
        .where('cart_id', '=', cart.id as number)
        .execute(),
    ).toEqual([]);

    const processed = await camille.call('GET', `/api/carts/${cart.cuid}`);
    expect(processed.status).toBe(200);
    expect(cartCalls.processedCart.answer?.safeParse(processed.body).success).toBe(true);
    const result = processed.body.result as Row;
    expect(result).toMatchObject({ payment_strategy: 'DELAYED', paid_amount: 0 });
    expect(result.bank_transfer).toMatchObject({ account: 'BE71 0961 2345 6769', reference: cart.reference });
    expect((await oliver.call('GET', `/api/carts/${cart.cuid}`)).status).toBe(401);
  });

  it('requires the terms and an allowed strategy', async () => {
    const cart = (await add()).body.cart as Row;
    await refuses(
      () =>
        camille.call('POST', '/api/carts/checkout', {
          body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: false },
        }),
      400,
      'VALIDATION_FAILED',
    );
    await setOnlinePayment(app.db, 'petits-sportifs.localhost', false);
    try {
      await refuses(
        () =>
          camille.call('POST', '/api/carts/checkout', {
            body: { cart_id: cart.id, payment_strategy: 'IMMEDIATE', terms: true },
          }),
        422,
        'CHECKOUT.STRATEGY_NOT_ALLOWED',
      );
    } finally {
      await setOnlinePayment(app.db, 'petits-sportifs.localhost', true);
    }
  });

  it('refuses a bank transfer (DELAYED) while the organiser takes no transfers, and changes nothing', async () => {
    const cart = (await add()).body.cart as Row;
    const before = await seats();
    await setPaymentMethod(app.db, 'petits-sportifs.localhost', 'bank_transfers', false);
    try {
      await refuses(
        () =>
          camille.call('POST', '/api/carts/checkout', {
            body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
          }),
        422,
        'CHECKOUT.STRATEGY_NOT_ALLOWED',
      );
      expect(await seats()).toBe(before);
      const open = await app.db
        .selectFrom('carts')
        .select('processed_at')
        .where('id', '=', cart.id as number)
        .executeTakeFirstOrThrow();
      expect(open.processed_at).toBeNull();
    } finally {
      await setPaymentMethod(app.db, 'petits-sportifs.localhost', 'bank_transfers', true);
    }
  });

  it("sends an English storefront's customer to an English payment page and back to /en", async () => {
    const cart = (await add()).body.cart as Row;
    const checkout = await camille.call('POST', '/api/carts/checkout', {
      body: { cart_id: cart.id, payment_strategy: 'IMMEDIATE', terms: true },
      headers: { 'accept-language': 'en' },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const url = new URL(checkout.body.next_action_url as string);
    const page = await app.request(url.href, { headers: { host: url.host } });
    expect(await page.text()).toContain('<html lang="en">');
    const response = await fetchForm(app, url.pathname, 'outcome=CANCELLED');
    expect(response.headers.get('location')).toBe(
      `http://petits-sportifs.localhost/en/checkout/${cart.cuid}/success?payment=cancelled`,
    );
  });

  it('pays online through the sandbox: one payment, a verified idempotent webhook, back to the success page', async () => {
    const cart = (await add()).body.cart as Row;
    const body = { cart_id: cart.id, payment_strategy: 'IMMEDIATE', terms: true };
    const [first, second] = await Promise.all([
      camille.call('POST', '/api/carts/checkout', { body }),
      camille.call('POST', '/api/carts/checkout', { body }),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.next_action).toBe('payment');
    expect(second.body.next_action_url).toBe(first.body.next_action_url);
    const payments = await app.db
      .selectFrom('payments')
      .selectAll()
      .where('cart_id', '=', cart.id as number)
      .execute();
    expect(payments).toHaveLength(1);
    const url = new URL(first.body.next_action_url as string);
    const page = await app.request(url.href, { headers: { host: url.host } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(cart.reference === undefined ? '' : 'Petits Sportifs');

    const response = await fetchForm(app, url.pathname, 'outcome=PAID');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://petits-sportifs.localhost/fr/checkout/${cart.cuid}/success?payment=paid`,
    );
    expect((await fetchForm(app, url.pathname, 'outcome=PAID')).status).toBe(303);

    const [payment] = await app.db
      .selectFrom('payments')
      .selectAll()
      .where('cart_id', '=', cart.id as number)
      .execute();
    expect(payment?.status).toBe('PAID');
    const [registration] = await app.db
      .selectFrom('registrations')
      .selectAll()
      .where('cart_id', '=', cart.id as number)
      .execute();
    expect(registration?.paid_amount).toBe(registration?.total_amount);
    const processed = await camille.call('GET', `/api/carts/${cart.cuid}`);
    expect(processed.body.result).toMatchObject({
      payment_status: 'PAID',
      outstanding_amount: 0,
      bank_transfer: null,
    });

    const forged = await app.request('/payments/sandbox/webhook', {
      method: 'POST',
      body: JSON.stringify({
        provider_reference: payment?.provider_reference,
        payment_cuid: payment?.cuid,
        outcome: 'PAID',
        amount: 1,
      }),
      headers: { 'x-sandbox-signature': 't=1,v1=00' },
    });
    expect(forged.status).toBe(400);
  });

  it('applies the wallet first and pays outstanding amounts from it, never beyond the balance', async () => {
    await app.db
      .updateTable('customers')
      .set({ wallet_amount: 1_000_000 })
      .where('id', '=', customerId)
      .execute();
    const cart = (await add()).body.cart as Row;
    const done = await camille.call('POST', '/api/carts/checkout', {
      body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
    });
    expect(done.body.next_action).toBeNull();
    const processed = await camille.call('GET', `/api/carts/${cart.cuid}`);
    expect(processed.body.result).toMatchObject({
      payment_strategy: 'WALLET',
      wallet_amount: availability.price,
      outstanding_amount: 0,
    });
    expect(await walletOf(app.db, customerId)).toBe(1_000_000 - availability.price);

    // A bank-transfer order paid later from a wallet: never more than the balance, nor than what is due.
    await app.db
      .updateTable('registrations')
      .set({ cancelled: true })
      .where('customer_id', '=', customerId)
      .execute();
    await app.db.updateTable('customers').set({ wallet_amount: 0 }).where('id', '=', customerId).execute();
    const second = (await add()).body.cart as Row;
    await camille.call('POST', '/api/carts/checkout', {
      body: { cart_id: second.id, payment_strategy: 'DELAYED', terms: true },
    });
    await app.db.updateTable('customers').set({ wallet_amount: 500 }).where('id', '=', customerId).execute();
    const pay = (amount: number) =>
      camille.call('POST', '/api/transactions/wallet', { body: { amount, destination: second.cuid } });
    await refuses(() => pay(501), 422, 'INSUFFICIENT_WALLET_AMOUNT');
    expect((await pay(500)).status).toBe(200);
    const [registration] = await app.db
      .selectFrom('registrations')
      .selectAll()
      .where('cart_id', '=', second.id as number)
      .execute();
    const fee = await app.db
      .selectFrom('carts')
      .select(['service_fee', 'service_fee_paid'])
      .where('id', '=', second.id as number)
      .executeTakeFirstOrThrow();
    // The service fee is paid first, then the registration.
    expect(fee.service_fee_paid).toBe(Math.min(500, fee.service_fee));
    expect((registration?.paid_amount ?? 0) + fee.service_fee_paid).toBe(500);
    await app.db
      .updateTable('customers')
      .set({ wallet_amount: 10_000_000 })
      .where('id', '=', customerId)
      .execute();
    await refuses(() => pay(availability.price), 422, 'TRANSACTION.AMOUNT_ABOVE_DUE');
    await refuses(
      () =>
        camille.call('POST', '/api/transactions/checkout', {
          body: {
            customer_id: customerId,
            reference: 'R',
            destination: second.cuid,
            return_url: '//evil.example',
          },
        }),
      422,
      'TRANSACTION.INVALID_RETURN_URL',
    );
    const online = await camille.call('POST', '/api/transactions/checkout', {
      body: {
        customer_id: customerId,
        reference: 'R',
        destination: second.cuid,
        return_url: '/account/registrations',
      },
    });
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    expect(online.body.checkout_url).toMatch(/\/sandbox\/payments\/sbx_[0-9a-f]{32}$/);
  });

  it('refuses an invalid coupon and spreads a valid one, writing nothing on refusal', async () => {
    // The demo's HIVER10: 10 % from 50 €.
    const cart = (await add()).body.cart as Row;
    await refuses(
      () => camille.call('POST', '/api/carts/coupons', { body: { cart_id: cart.id, coupon: 'NOPE' } }),
      422,
      'COUPON.INVALID',
    );
    const attached = await camille.call('POST', '/api/carts/coupons', {
      body: { cart_id: cart.id, coupon: 'hiver10' },
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const [item] = (attached.body.cart as Row).items as Row[];
    expect(item?.price).toBe(availability.price - Math.floor(availability.price / 10));
    const detached = await camille.call('DELETE', `/api/carts/coupons?cart_id=${cart.id}`);
    expect(((detached.body.cart as Row).items as Row[])[0]?.price).toBe(availability.price);
    await refuses(
      () => camille.call('DELETE', '/api/carts/items?item_id=999999'),
      404,
      'CART_ITEM_NOT_FOUND',
    );
    const removed = await camille.call('DELETE', `/api/carts/items?item_id=${item?.id}`);
    expect((removed.body.cart as Row).items).toEqual([]);
  });
});

/** Posts a urlencoded form the way the sandbox page's browser does. */
async function fetchForm(app: TestApp, path: string, form: string): Promise<Response> {
  return app.request(`https://petits-sportifs.localhost${path}`, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'petits-sportifs.localhost' },
  });
}
