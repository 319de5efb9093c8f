import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxProvider, type PaymentProvider } from '../payments/index';
import type { CartWriteDeps } from './cart/cart-writes';
import { checkout } from './cart/checkout';
import { databaseSandboxStore, type PaymentDeps, paymentRedirect } from './cart/payments';
import type { Organiser } from './context';
import { ApiError } from './errors';
import { freshCustomer, organiserAt, registrationBody, roomFor1000, useShopper } from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, FR_HOST, TEST_NOW } from './test-support';

/**
 * One provider checkout session per payment: however often and however concurrently a payment's checkout is
 * submitted or retried, the provider is asked with the payment's idempotency key, opens one session, and
 * every caller is sent to the same page. Concurrent submits run on PostgreSQL only (PGlite has one
 * connection); the control run asks a provider that ignores the key and must show the orphan sessions.
 */

type Row = Record<string, unknown>;
const CONCURRENT = 20;

describe.each(drivers)('one provider session per payment on %s', { timeout: 180_000 }, (driver) => {
  const app = useTestApp(driver, { resetClock: true });
  const shopper = useShopper(app);
  let organiser: Organiser;

  beforeAll(async () => {
    organiser = await organiserAt(app.db, FR_HOST);
    // Room for every checkout of these tests (the control run makes several).
    await roomFor1000(app.db, shopper.availability.id);
  });
  beforeEach(async () => {
    await freshStart();
  });

  /** No open cart, Hugo registered nowhere, an empty wallet: the next cart is paid online in full. */
  const freshStart = () => freshCustomer(app.db, shopper.customerId);

  const newCart = async (): Promise<Row> => {
    const added = await shopper.camille.call('POST', '/api/carts/items', {
      body: registrationBody(shopper.availability, shopper.hugo),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.cart as Row;
  };
  const submit = (cart: Row) =>
    shopper.camille.call('POST', '/api/carts/checkout', {
      body: { cart_id: cart.id, payment_strategy: 'IMMEDIATE', terms: true },
    });
  const paymentsOf = (cart: Row) =>
    app.db
      .selectFrom('payments')
      .selectAll()
      .where('cart_id', '=', cart.id as number)
      .execute();
  /** The provider sessions the sandbox holds for a payment. */
  const sessionsOf = async (paymentCuid: string) =>
    (
      await app.db
        .selectFrom('payment_sandbox_sessions')
        .select('reference')
        .where(sql<boolean>`intent->>'paymentCuid' = ${paymentCuid}`)
        .execute()
    ).map((row) => row.reference);

  const cartDeps: () => CartWriteDeps = () => ({ db: app.db, now: () => TEST_NOW, seatLocking: true });
  const paymentDeps = (provider: PaymentProvider): PaymentDeps => ({
    db: app.db,
    now: () => TEST_NOW,
    provider: () => provider,
    publicOrigin: (hostname) => `https://${hostname}`,
    defaultHostname: FR_HOST,
  });
  const sandbox = () =>
    createSandboxProvider({
      secret: 'payment-sessions-test',
      publicOrigin: `https://${FR_HOST}`,
      store: databaseSandboxStore(app.db),
    });
  /** What POST /api/carts/checkout does, with the provider given: the checkout, then its payment's page. */
  const checkoutOnline = async (provider: PaymentProvider, cart: Row) => {
    const actor = { organiser, customerId: shopper.customerId };
    const done = await checkout(cartDeps(), actor, {
      cart_id: cart.id as number,
      payment_strategy: 'IMMEDIATE',
    });
    if (!done.pendingPayment) throw new Error('an online payment was expected');
    return paymentRedirect(
      paymentDeps(provider),
      organiser,
      done.pendingPayment,
      `${organiser.name} — ${done.cart.reference}`,
      `/fr/checkout/${done.cart.cuid}/success`,
      'fr',
      null,
    );
  };

  it('returns the customer to the origin the checkout started from, not the configured hostname (issue 18 §2)', async () => {
    // The README's demo: the default organiser on localhost:3000, where the session cookie lives.
    const local = app.client('localhost:3000');
    local.cookie = shopper.camille.cookie;
    const cart = await newCart();
    const checkout = await local.call('POST', '/api/carts/checkout', {
      body: { cart_id: cart.id, payment_strategy: 'IMMEDIATE', terms: true },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const url = new URL(checkout.body.next_action_url as string);
    expect(url.origin).toBe('http://localhost:3000');
    const paid = await app.request(url.href, {
      method: 'POST',
      headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=PAID',
    });
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/fr/checkout/${cart.cuid}/success?payment=paid`,
    );
  });

  it('answers every repeated submit the one session it opened', async () => {
    const cart = await newCart();
    const first = await submit(cart);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.next_action).toBe('payment');
    for (let again = 0; again < 3; again += 1) {
      expect((await submit(cart)).body.next_action_url).toBe(first.body.next_action_url);
    }
    const [payment, ...others] = await paymentsOf(cart);
    expect(others).toEqual([]);
    expect(payment?.redirect_url).toBe(first.body.next_action_url);
    expect(await sessionsOf(payment?.cuid ?? '')).toEqual([payment?.provider_reference]);
  });

  it('retries after a lost provider answer without opening a second session', async () => {
    const cart = await newCart();
    const provider = sandbox();
    const calls: string[] = [];
    // The provider opens the session, but its answer never arrives (a timeout, a dropped connection).
    const lossy: PaymentProvider = {
      ...provider,
      async createSession(intent, options) {
        calls.push(options.idempotencyKey);
        const session = await provider.createSession(intent, options);
        if (calls.length === 1) throw new Error('provider answer lost');
        return session;
      },
    };
    const lost = await checkoutOnline(lossy, cart).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(ApiError);
    expect((lost as ApiError).code).toBe('PAYMENT.PROVIDER_UNAVAILABLE');
    const [pending] = await paymentsOf(cart);
    expect(pending).toMatchObject({ status: 'PENDING', provider_reference: null, redirect_url: null });
    const opened = await sessionsOf(pending?.cuid ?? '');
    expect(opened).toHaveLength(1);

    // The customer submits again: the provider is asked with the same key and answers the same session.
    const url = await checkoutOnline(lossy, cart);
    expect(url).toBe(`https://${FR_HOST}/sandbox/payments/${opened[0]}`);
    expect(await sessionsOf(pending?.cuid ?? '')).toEqual(opened);
    expect(new Set(calls)).toEqual(new Set([`payment-${pending?.cuid}`]));
    const [recorded] = await paymentsOf(cart);
    expect(recorded).toMatchObject({ provider_reference: opened[0], redirect_url: url });

    // Recorded now: later submits answer it without asking the provider again.
    expect((await submit(cart)).body.next_action_url).toBe(url);
    expect(await checkoutOnline(lossy, cart)).toBe(url);
    expect(calls).toHaveLength(2);
  });

  it.runIf(driver === 'postgres')(
    `${CONCURRENT} concurrent submits of one cart: one payment, one provider session, one page for all`,
    async () => {
      const cart = await newCart();
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => submit(cart)));
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const urls = new Set(answers.map((answer) => answer.body.next_action_url));
      expect(urls.size).toBe(1);
      const [payment, ...others] = await paymentsOf(cart);
      expect(others).toEqual([]);
      expect(urls).toEqual(new Set([payment?.redirect_url]));
      expect(await sessionsOf(payment?.cuid ?? '')).toEqual([payment?.provider_reference]);
    },
  );

  it.runIf(driver === 'postgres')(
    'control run: a provider that ignores the idempotency key opens orphan sessions in the same race',
    async () => {
      // Each call gets a key of its own, as before payments had one: the race must show extra sessions.
      const provider = sandbox();
      const keyless: PaymentProvider = {
        ...provider,
        createSession: (intent) =>
          provider.createSession(intent, { idempotencyKey: randomBytes(16).toString('hex') }),
      };
      let mostSessions = 0;
      for (let attempt = 0; attempt < 5 && mostSessions <= 1; attempt += 1) {
        await freshStart();
        const cart = await newCart();
        const urls = await Promise.all(
          Array.from({ length: CONCURRENT }, () => checkoutOnline(keyless, cart)),
        );
        const [payment] = await paymentsOf(cart);
        // Recording the first session still sends everybody to one page; the others are orphans.
        expect(new Set(urls)).toEqual(new Set([payment?.redirect_url]));
        mostSessions = Math.max(mostSessions, (await sessionsOf(payment?.cuid ?? '')).length);
      }
      expect(mostSessions).toBeGreaterThan(1);
    },
  );
});
