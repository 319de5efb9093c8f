import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_PROCESSED_TRIGGER } from '../../core/checkout/index';
import { cartCalls } from '../../core/schemas/index';
import { freshCustomer, registrationBody, roomFor1000, useShopper } from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, FR_HOST } from './test-support';

/**
 * Paying again after a failed or cancelled checkout payment (issue 18 §1): the order stays, the success
 * page's answer says the payment failed and what paying again costs, POST /api/carts/{cuid}/payment opens
 * one new payment (however often it is clicked), and its success confirms the cart once.
 */
type Row = Record<string, unknown>;

describe.each(drivers)(
  'paying again after a failed checkout payment on %s',
  { timeout: 180_000 },
  (driver) => {
    const app = useTestApp(driver, { resetClock: true });
    const shopper = useShopper(app);

    beforeAll(async () => {
      await roomFor1000(app.db, shopper.availability.id);
    });
    beforeEach(async () => {
      await freshCustomer(app.db, shopper.customerId);
    });

    /** A checked-out cart whose online payment the customer left with `outcome` on the sandbox page. */
    async function checkedOutWith(outcome: 'FAILED' | 'CANCELLED', strategy = 'IMMEDIATE') {
      const added = await shopper.camille.call('POST', '/api/carts/items', {
        body: registrationBody(shopper.availability, shopper.hugo),
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const cart = added.body.cart as Row;
      const done = await shopper.camille.call('POST', '/api/carts/checkout', {
        body: { cart_id: cart.id, payment_strategy: strategy, terms: true },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      await payOnSandbox(done.body.next_action_url as string, outcome);
      return cart;
    }
    async function payOnSandbox(pageUrl: string, outcome: 'PAID' | 'FAILED' | 'CANCELLED') {
      const url = new URL(pageUrl);
      const answer = await app.request(url.href, {
        method: 'POST',
        headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
        body: `outcome=${outcome}`,
      });
      expect(answer.status).toBe(303);
      return answer.headers.get('location');
    }
    const result = async (cart: Row) => {
      const answer = await shopper.camille.call('GET', `/api/carts/${cart.cuid}`);
      expect(answer.status).toBe(200);
      expect(cartCalls.processedCart.answer?.safeParse(answer.body).success).toBe(true);
      return answer.body.result as Row;
    };
    const retry = (cart: Row, client = shopper.camille) =>
      client.call('POST', `/api/carts/${cart.cuid}/payment`);
    const confirmations = (cart: Row) =>
      app.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('template', '=', CART_PROCESSED_TRIGGER)
        .where('subject', 'like', `%${cart.reference as string}%`)
        .execute();

    it('a failed payment keeps the order, says so, and paying again confirms the cart once', async () => {
      const cart = await checkedOutWith('FAILED');
      const failed = await result(cart);
      expect(failed).toMatchObject({ payment_status: 'FAILED', paid_amount: 0 });
      expect(failed.payment_retry).toEqual({ amount: failed.outstanding_amount });
      expect(await confirmations(cart)).toHaveLength(0);

      // Two clicks (or two tabs): one new payment, one page.
      const [first, second] = [await retry(cart), await retry(cart)];
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(second.body.checkout_url).toBe(first.body.checkout_url);
      const retries = await app.db
        .selectFrom('payments')
        .select(['kind', 'amount', 'status'])
        .where('cart_id', '=', cart.id as number)
        .orderBy('id')
        .execute();
      expect(retries).toEqual([
        { kind: 'CHECKOUT', amount: failed.outstanding_amount, status: 'FAILED' },
        { kind: 'CHECKOUT_RETRY', amount: failed.outstanding_amount, status: 'PENDING' },
      ]);

      const back = await payOnSandbox(first.body.checkout_url as string, 'PAID');
      expect(back).toBe(`http://${FR_HOST}/fr/checkout/${cart.cuid}/success?payment=paid`);
      const paid = await result(cart);
      expect(paid).toMatchObject({ payment_status: 'PAID', outstanding_amount: 0, payment_retry: null });
      expect(await confirmations(cart)).toHaveLength(1);

      // Paid: nothing more to retry, and nothing changes.
      const again = await retry(cart);
      expect(again.status).toBe(422);
      expect(again.body.error).toBe('PAYMENT.ALREADY_PAID');
      expect(await confirmations(cart)).toHaveLength(1);
    });

    it('refuses another customer, a cart with no online payment, and an unknown cart, changing nothing', async () => {
      const added = await shopper.camille.call('POST', '/api/carts/items', {
        body: registrationBody(shopper.availability, shopper.hugo),
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const byTransfer = added.body.cart as Row;
      await shopper.camille.call('POST', '/api/carts/checkout', {
        body: { cart_id: byTransfer.id, payment_strategy: 'DELAYED', terms: true },
      });
      const notOnline = await retry(byTransfer);
      expect(notOnline.status).toBe(422);
      expect(notOnline.body.error).toBe('PAYMENT.NOT_RETRYABLE');
      expect((await result(byTransfer)).payment_retry).toBeNull();

      await app.db
        .updateTable('registrations')
        .set({ cancelled: true })
        .where('customer_id', '=', shopper.customerId)
        .execute();
      const cart = await checkedOutWith('FAILED');
      expect((await retry(cart, app.client())).status).toBe(401);
      const unknown = await shopper.camille.call('POST', '/api/carts/c0000000000000000000000000/payment');
      expect(unknown.status).toBe(404);
      const payments = await app.db
        .selectFrom('payments')
        .select('id')
        .where('cart_id', 'in', [cart.id as number, byTransfer.id as number])
        .execute();
      expect(payments).toHaveLength(1);
    });

    it('a cancelled deposit payment is paid again for the deposit, not the whole order', async () => {
      // The organiser takes deposits online; this session asks 30 € of its price up front.
      await app.db
        .updateTable('organisers')
        .set({
          settings: sql`jsonb_set(settings, '{methods}', '[{"type":"IMMEDIATE_DEPOSIT","priority":1},{"type":"IMMEDIATE","priority":2}]')`,
        })
        .where('hostname', '=', FR_HOST)
        .execute();
      await app.db
        .updateTable('availabilities')
        .set({ deposit: 3000 })
        .where('id', '=', shopper.availability.id)
        .execute();
      const cart = await checkedOutWith('CANCELLED', 'IMMEDIATE_DEPOSIT');
      const first = await app.db
        .selectFrom('payments')
        .select('amount')
        .where('cart_id', '=', cart.id as number)
        .executeTakeFirstOrThrow();
      const cancelled = await result(cart);
      expect(cancelled.payment_status).toBe('CANCELLED');
      expect(cancelled.payment_retry).toEqual({ amount: first.amount });
      expect(first.amount).toBeLessThan(cancelled.outstanding_amount as number);
    });
  },
);
