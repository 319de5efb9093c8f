import { describe, expect, it } from 'vitest';
import type { AddToCartRequest, EstimateDetails } from '../../core/cart/index';
import { type CheckoutRequest, checkoutRequest } from '../../core/checkout/index';
import { failureCode } from '../../core/errors';
import { cartSchema } from '../../core/schemas/index';
import { createCartPort, createCheckoutPort } from './index';
import { apiCart, fakeApi } from './test-support';

const activity = {
  id: 1,
  cuid: 'act1',
  title: 'Kayak',
  slug: 'kayak',
  description: null,
  images: [],
  instructions: null,
  age_minimum: null,
  age_maximum: null,
  default_capacity: null,
  default_price: 5000,
  default_deposit: 1000,
  categories: [],
  registration_flow: 'DIRECT',
  settings: { allow_registrations_after_start: false },
};
const availability = {
  id: 10,
  cuid: 'av10',
  status: 'OPEN',
  registrations_start_at: null,
  registrations_end_at: null,
  start_at: '2026-04-01T09:00:00.000Z',
  end_at: '2026-04-01T12:00:00.000Z',
  price: 5000,
  deposit: 1000,
  capacity: 10,
  registered: 2,
  age_minimum: null,
  age_maximum: null,
  location: null,
  dates: [],
  categories: [],
  activity,
};
const registrationItem = {
  id: 5,
  cuid: 'item5',
  type: 'REGISTRATION',
  price: 5000,
  deposit: 1000,
  expires_at: '2026-03-01T10:15:00.000Z',
  availabilities: [{ start_at: '2026-04-01T09:00:00.000Z' }],
  availability,
};
const voucherItem = {
  id: 6,
  cuid: 'item6',
  type: 'VOUCHER',
  price: 2000,
  deposit: null,
  expires_at: '2026-03-01T10:20:00.000Z',
};
const cart = apiCart([registrationItem, voucherItem]);
const estimate: EstimateDetails = {
  base_price: 5000,
  partial_registration_total_fee: 0,
  partial_registration_total_discount: 0,
  options_total: 500,
  bundle_total: 0,
  discounts_total: 0,
  volume_discounts_total: 0,
  price: 5500,
};

describe('cart port over http', () => {
  it('the fixture satisfies the cart schema', () => {
    expect(cartSchema.safeParse(cart).success).toBe(true);
  });

  it('currentCart reads GET /api/carts/current', async () => {
    const { client, sent } = fakeApi({ 'GET /api/carts/current': { status: 200, body: { cart } } });
    const current = await createCartPort(client).currentCart();
    expect(sent).toEqual([{ method: 'GET', path: '/api/carts/current', query: {}, body: undefined }]);
    expect(current?.cuid).toBe('cart42');
    expect(current?.items).toHaveLength(2);
  });

  it('fetchCart maps the current cart to the machine items', async () => {
    const { client } = fakeApi({ 'GET /api/carts/current': { status: 200, body: { cart } } });
    const items = await createCartPort(client).fetchCart();
    expect(
      items.map(({ id, cuid, type, price, deposit, expires_at }) => ({
        id,
        cuid,
        type,
        price,
        deposit,
        expires_at,
      })),
    ).toEqual([
      {
        id: 5,
        cuid: 'item5',
        type: 'REGISTRATION',
        price: 5000,
        deposit: 1000,
        expires_at: registrationItem.expires_at,
      },
      {
        id: 6,
        cuid: 'item6',
        type: 'VOUCHER',
        price: 2000,
        deposit: null,
        expires_at: voucherItem.expires_at,
      },
    ]);
    expect(items[0]?.availabilities).toEqual([{ start_at: '2026-04-01T09:00:00.000Z' }]);
    expect(items[0]?.availability?.cuid).toBe('av10');
    expect(items[0]?.availability?.activity.slug).toBe('kayak');
  });

  it('fetchCart answers [] when there is no cart', async () => {
    const { client } = fakeApi({ 'GET /api/carts/current': { status: 200, body: { cart: null } } });
    const port = createCartPort(client);
    expect(await port.fetchCart()).toEqual([]);
    expect(await port.currentCart()).toBeNull();
  });

  it('removeItem sends DELETE /api/carts/items?item_id=', async () => {
    const { client, sent } = fakeApi({ 'DELETE /api/carts/items': { status: 200, body: { cart } } });
    await expect(createCartPort(client).removeItem({ item_id: 5 })).resolves.toBeUndefined();
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/carts/items', query: { item_id: '5' }, body: undefined },
    ]);
  });

  it('fetchEstimate posts the estimate request and answers the details', async () => {
    const { client, sent } = fakeApi({ 'POST /api/carts/items/estimate': { status: 200, body: estimate } });
    const request = {
      cart_id: 42,
      availability_id: 10,
      availability_dates: [{ date_id: 101 }],
      participant_id: 12,
      options: [{ price_id: 70 }],
    };
    expect(await createCartPort(client).fetchEstimate(request)).toEqual(estimate);
    expect(sent).toEqual([{ method: 'POST', path: '/api/carts/items/estimate', query: {}, body: request }]);
  });

  it('addToCart posts the items and answers the updated cart', async () => {
    const { client, sent } = fakeApi({ 'POST /api/carts/items': { status: 200, body: { cart } } });
    const request: AddToCartRequest = {
      customer_id: 3,
      participant_id: 12,
      registrations: [
        {
          availability_id: 10,
          participant_id: 12,
          options: [{ price_id: 70, content: null }],
          questions: [{ question_id: 4, content: 'Bus, Lunch' }],
          quantity: 1,
          availability_dates: [{ date_id: 101 }],
        },
      ],
      bundles: [],
      vouchers: [],
      memberships: [],
    };
    const updated = await createCartPort(client).addToCart(request);
    expect(updated.id).toBe(42);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/carts/items' });
    expect(sent[0]?.body).toMatchObject(request);
  });

  it('addToCart refuses an empty request without sending (CART.NOTHING_TO_ADD on the server)', async () => {
    const { client, sent } = fakeApi({ 'POST /api/carts/items': { status: 200, body: { cart } } });
    const empty: AddToCartRequest = {
      customer_id: 3,
      participant_id: 12,
      registrations: [],
      bundles: [],
      vouchers: [],
      memberships: [],
    };
    await expect(createCartPort(client).addToCart(empty)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      status: null,
    });
    expect(sent).toHaveLength(0);
  });

  it("rejects with the server's code, which the machines read with failureCode", async () => {
    const { client } = fakeApi({
      'DELETE /api/carts/items': { status: 410, body: { error: 'CART.ITEM_EXPIRED' } },
    });
    const error = await createCartPort(client)
      .removeItem({ item_id: 5 })
      .then(
        () => null,
        (rejected: unknown) => rejected,
      );
    expect(error).toMatchObject({ code: 'CART.ITEM_EXPIRED', status: 410 });
    expect(failureCode(error)).toBe('CART.ITEM_EXPIRED');
  });
});

describe('checkout port over http', () => {
  it('attachCoupon posts cart_id and coupon, answering the cart', async () => {
    const withCoupon = { ...cart, coupon_id: 9 };
    const { client, sent } = fakeApi({
      'POST /api/carts/coupons': { status: 200, body: { cart: withCoupon } },
    });
    const updated = await createCheckoutPort(client).attachCoupon({ cart_id: 42, coupon: 'SPRING' });
    expect(updated.coupon_id).toBe(9);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/carts/coupons', query: {}, body: { cart_id: 42, coupon: 'SPRING' } },
    ]);
  });

  it('detachCoupon sends DELETE /api/carts/coupons?cart_id=', async () => {
    const { client, sent } = fakeApi({ 'DELETE /api/carts/coupons': { status: 200, body: { cart } } });
    const updated = await createCheckoutPort(client).detachCoupon({ cart_id: 42 });
    expect(updated.coupon_id).toBeNull();
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/carts/coupons', query: { cart_id: '42' }, body: undefined },
    ]);
  });

  it('submitCheckout posts the checkout request, WALLET sent as DELAYED', async () => {
    const answer = { next_action: 'payment', next_action_url: 'https://pay.example/s/1', cuid: 'cart42' };
    const { client, sent } = fakeApi({ 'POST /api/carts/checkout': { status: 200, body: answer } });
    const port = createCheckoutPort(client);
    const request = checkoutRequest({ cart_id: 42, coupon: null, strategy: 'WALLET', terms: true });
    expect(await port.submitCheckout(request)).toEqual(answer);
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/carts/checkout',
      query: {},
      body: { cart_id: 42, coupon: null, payment_strategy: 'DELAYED', terms: true },
    });
    // Even a request built by hand never puts WALLET on the wire.
    await port.submitCheckout({ ...request, payment_strategy: 'WALLET' } as unknown as CheckoutRequest);
    expect(sent[1]?.body).toMatchObject({ payment_strategy: 'DELAYED' });
  });

  it('submitCheckout refuses unticked terms without sending', async () => {
    const { client, sent } = fakeApi({});
    const request = checkoutRequest({ cart_id: 42, coupon: 'SPRING', strategy: 'IMMEDIATE', terms: false });
    await expect(createCheckoutPort(client).submitCheckout(request)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(sent).toHaveLength(0);
  });

  it('transactionCheckout posts to /api/transactions/checkout and answers the checkout url', async () => {
    const { client, sent } = fakeApi({
      'POST /api/transactions/checkout': { status: 200, body: { checkout_url: 'https://pay.example/c/2' } },
    });
    const input = { customer_id: 3, reference: 'R-42', destination: 'STRIPE', return_url: '/account' };
    expect(await createCheckoutPort(client).transactionCheckout(input)).toEqual({
      checkout_url: 'https://pay.example/c/2',
    });
    expect(sent).toEqual([{ method: 'POST', path: '/api/transactions/checkout', query: {}, body: input }]);
  });

  it('walletPayment posts to /api/transactions/wallet', async () => {
    const { client, sent } = fakeApi({ 'POST /api/transactions/wallet': { status: 200, body: {} } });
    await expect(
      createCheckoutPort(client).walletPayment({ amount: 1500, destination: 'R-42' }),
    ).resolves.toBeUndefined();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/transactions/wallet',
        query: {},
        body: { amount: 1500, destination: 'R-42' },
      },
    ]);
  });

  it('walletPayment carries the server refusal', async () => {
    const { client } = fakeApi({
      'POST /api/transactions/wallet': { status: 422, body: { error: 'INSUFFICIENT_WALLET_AMOUNT' } },
    });
    await expect(
      createCheckoutPort(client).walletPayment({ amount: 1500, destination: 'R-42' }),
    ).rejects.toEqual({ code: 'INSUFFICIENT_WALLET_AMOUNT', status: 422, message: expect.any(String) });
  });

  it('processedCart reads GET /api/carts/{cuid} with the cuid encoded', async () => {
    const processed = { ...cart, cuid: 'c/1', processed_at: '2026-03-01T10:05:00.000Z' };
    const result = {
      payment_strategy: 'DELAYED',
      items_total: 1500,
      wallet_amount: 0,
      service_fee: 0,
      total_amount: 1500,
      paid_amount: 0,
      outstanding_amount: 1500,
      payment_status: null,
      payment_retry: null,
      bank_transfer: { account: 'BE71 0961 2345 6769', reference: '+++000/0000/00101+++', amount: 1500 },
    };
    const { client, sent } = fakeApi({
      'GET /api/carts/c%2F1': { status: 200, body: { cart: processed, result } },
    });
    const answer = await createCheckoutPort(client).processedCart('c/1');
    expect(answer.cart.processed_at).toBe('2026-03-01T10:05:00.000Z');
    expect(answer.result.bank_transfer?.reference).toBe('+++000/0000/00101+++');
    expect(sent).toEqual([{ method: 'GET', path: '/api/carts/c%2F1', query: {}, body: undefined }]);
  });
});
