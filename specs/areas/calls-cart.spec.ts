import assert from 'node:assert/strict';
import { defineArea } from '../book';
import {
  customerWithCart,
  expectFieldErrors,
  expectRefusal,
  newCustomer,
  openAvailabilityForTen,
  ownParticipant,
  signedIn,
  visitor,
} from '../http';

type Row = Record<string, unknown>;

// Part 2 §5 (adding to cart, checkout) and §7 (cart calls), checked on the real server.
export default defineArea({
  area: 'CARTCALL',
  title: 'Cart and checkout calls, on the server',
  rules: [
    {
      id: 'CARTCALL-01',
      source: 'part 2 §5',
      sentence:
        'Availability form: participant_id an integer; quantity a positive integer, default 1; at least one date must be chosen, otherwise the error key availability_dates_required (wording not shown).',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const participantId = await ownParticipant(client);
        const availability = await openAvailabilityForTen(client);
        const add = (line: Row) =>
          client.call('POST', '/api/carts/items', {
            body: {
              registrations: [
                {
                  availability_id: availability.id,
                  participant_id: participantId,
                  ...availability.requiredAnswers,
                  ...line,
                },
              ],
            },
          });
        const dates = availability.dates.map((date) => ({ date_id: date.id }));
        await expectFieldErrors(() => add({ availability_dates: [] }), {
          'registrations.0.availability_dates': 'availability_dates_required',
        });
        assert.equal((await add({ availability_dates: dates, participant_id: 1.5 })).status, 400);
        assert.equal((await add({ availability_dates: dates, quantity: 0 })).status, 400);
        const added = await add({ availability_dates: dates });
        assert.equal(added.status, 200, JSON.stringify(added.body));
      },
    },
    {
      id: 'CARTCALL-02',
      source: 'part 2 §7',
      sentence:
        'POST /api/carts/items/estimate: cart_id, availability_id, availability_dates[] {date_id}, participant_id, options[] {price_id}.',
      kind: 'http',
      check: async () => {
        const { client, cart, participantId, availability } = await customerWithCart();
        const estimate = await client.call('POST', '/api/carts/items/estimate', {
          body: {
            cart_id: cart.id,
            availability_id: availability.id,
            participant_id: participantId,
            availability_dates: availability.dates.map((date) => ({ date_id: date.id })),
            options: [],
          },
        });
        assert.equal(estimate.status, 200, JSON.stringify(estimate.body));
        assert.deepEqual(Object.keys(estimate.body).sort(), [
          'base_price',
          'bundle_total',
          'discounts_total',
          'options_total',
          'partial_registration_total_discount',
          'partial_registration_total_fee',
          'price',
          'volume_discounts_total',
        ]);
        // The estimate is the price the cart line was added at.
        assert.equal(estimate.body.price, cart.items[0]?.price);
      },
    },
    {
      id: 'CARTCALL-03',
      source: 'part 2 §7',
      sentence:
        'DELETE /api/carts/items with query item_id: then the cart is revalidated and estimates invalidated',
      kind: 'http',
      check: async () => {
        const { client, cart } = await customerWithCart();
        const item = cart.items[0];
        const stranger = await newCustomer();
        await expectRefusal(
          () => stranger.client.call('DELETE', `/api/carts/items?item_id=${item?.id}`),
          404,
          'CART_ITEM_NOT_FOUND',
        );
        const removed = await client.call('DELETE', `/api/carts/items?item_id=${item?.id}`);
        assert.equal(removed.status, 200, JSON.stringify(removed.body));
        // Removed once, it is gone: removing it again is not found and changes nothing; a visitor may not.
        await expectRefusal(
          () => client.call('DELETE', `/api/carts/items?item_id=${item?.id}`),
          404,
          'CART_ITEM_NOT_FOUND',
        );
        await expectRefusal(
          async () => (await visitor()).call('DELETE', `/api/carts/items?item_id=${item?.id}`),
          401,
          'UNAUTHENTICATED',
        );
        const after = await client.call('GET', '/api/carts/current');
        const items = ((after.body.cart as { items?: unknown[] } | null)?.items ?? []) as unknown[];
        assert.equal(items.length, 0);
      },
    },
    {
      id: 'CARTCALL-04',
      source: 'part 2 §7',
      sentence: 'POST /api/carts/coupons: cart_id, coupon. DELETE /api/carts/coupons: query cart_id.',
      kind: 'http',
      check: async () => {
        const { client, cart } = await customerWithCart();
        await expectRefusal(
          () => client.call('POST', '/api/carts/coupons', { body: { cart_id: cart.id, coupon: 'NO-SUCH' } }),
          422,
          'COUPON.INVALID',
        );
        const detached = await client.call('DELETE', `/api/carts/coupons?cart_id=${cart.id}`);
        assert.equal(detached.status, 200);
        assert.equal((detached.body.cart as { coupon_id: unknown }).coupon_id, null);
      },
    },
    {
      id: 'CARTCALL-05',
      source: 'part 2 §5',
      sentence: 'payment_strategy one of IMMEDIATE, IMMEDIATE_DEPOSIT, DELAYED, WALLET.',
      kind: 'http',
      check: async () => {
        const { client, cart } = await customerWithCart();
        const checkout = (payment_strategy: string) =>
          client.call('POST', '/api/carts/checkout', {
            body: { cart_id: cart.id, payment_strategy, terms: true },
          });
        await expectFieldErrors(() => checkout('BITCOIN'), { payment_strategy: 'invalid' });
        // On the wire WALLET is sent as DELAYED: the server takes the three others only.
        await expectFieldErrors(() => checkout('WALLET'), { payment_strategy: 'invalid' });
      },
    },
    {
      id: 'CARTCALL-06',
      source: 'part 2 §5',
      sentence: 'terms must be ticked, otherwise a field error with the key form.messages.errors.terms.',
      kind: 'http',
      check: async () => {
        const { client, cart } = await customerWithCart();
        await expectFieldErrors(
          () =>
            client.call('POST', '/api/carts/checkout', {
              body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: false },
            }),
          { terms: 'form.messages.errors.terms' },
        );
        const still = await client.call('GET', '/api/carts/current');
        assert.equal((still.body.cart as { processed_at: unknown }).processed_at, null);
      },
    },
    {
      id: 'CARTCALL-07',
      source: 'part 2 §5',
      sentence: 'cart_id an integer, required.',
      kind: 'http',
      check: async () => {
        const { client } = await customerWithCart();
        for (const cart_id of [undefined, '12', 1.5]) {
          const answer = await client.call('POST', '/api/carts/checkout', {
            body: { cart_id, payment_strategy: 'DELAYED', terms: true },
          });
          assert.equal(answer.status, 400, JSON.stringify(answer.body));
          assert.ok('cart_id' in (answer.body.fields as object), JSON.stringify(answer.body));
        }
      },
    },
    {
      id: 'CARTCALL-08',
      source: 'part 2 §7',
      sentence:
        'POST /api/carts/checkout: cart_id, coupon, payment_strategy, terms; returns next_action and next_action_url.',
      kind: 'http',
      check: async () => {
        const { client, cart } = await customerWithCart();
        const answer = await client.call('POST', '/api/carts/checkout', {
          body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
        });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.deepEqual(answer.body, { next_action: null, next_action_url: null, cuid: cart.cuid });
        const registrations = await client.call('GET', '/api/account/registrations');
        assert.equal((registrations.body.data as unknown[]).length, 1);
        const again = await client.call('POST', '/api/carts/checkout', {
          body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
        });
        // Sent twice (a double click, a retry), the checkout registers once.
        assert.ok(again.status >= 200, JSON.stringify(again.body));
        const still = await client.call('GET', '/api/account/registrations');
        assert.equal((still.body.data as unknown[]).length, 1);
      },
    },
    {
      id: 'CARTCALL-09',
      source: 'part 2 §7',
      sentence:
        'If the next action is payment with a URL, the browser goes to that URL; otherwise the cart is revalidated and the user goes to /checkout/{cuid}/success.',
      kind: 'http',
      check: async () => {
        const { client, cart } = await customerWithCart();
        const answer = await client.call('POST', '/api/carts/checkout', {
          body: { cart_id: cart.id, payment_strategy: 'IMMEDIATE', terms: true },
        });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.equal(answer.body.next_action, 'payment');
        assert.match(String(answer.body.next_action_url), /^https?:\/\//);
      },
    },
    {
      id: 'CARTCALL-10',
      source: 'part 1 §3',
      sentence: 'Only items with expires_at in the future are shown or counted.',
      kind: 'http',
      check: async () => {
        const app = await (await import('../http')).bookApp();
        const { client, cart } = await customerWithCart();
        const item = cart.items[0] as unknown as { expires_at: string };
        // The hold is the organiser's cart expiry (15 minutes by default) from the tests' clock.
        assert.equal(Date.parse(item.expires_at) - Date.parse('2026-11-22T10:00:00.000Z'), 15 * 60_000);
        const session = await client.call('GET', '/api/session');
        assert.equal((session.body.counters as { carts?: number } | null) !== null, true);
        app.setNow('2026-11-22T10:16:00.000Z');
        try {
          const later = await client.call('GET', '/api/carts/current');
          const items = ((later.body.cart as { items?: unknown[] } | null)?.items ?? []) as unknown[];
          assert.equal(items.length, 0);
        } finally {
          app.setNow('2026-11-22T10:00:00.000Z');
        }
      },
    },
    {
      id: 'CARTCALL-11',
      source: 'part 2 §7',
      sentence: 'POST /api/transactions/wallet: amount, destination',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        await expectRefusal(
          () => client.call('POST', '/api/transactions/wallet', { body: { amount: 100, destination: 'x' } }),
          404,
          'DESTINATION_NOT_FOUND',
        );
        const fraction = await client.call('POST', '/api/transactions/wallet', {
          body: { amount: 1.5, destination: 'x' },
        });
        assert.equal(fraction.status, 400);
      },
    },
    {
      id: 'CARTCALL-12',
      source: 'part 2 §5',
      sentence: 'Waiting list: participant_id a required integer.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        await expectFieldErrors(
          () => client.call('POST', '/api/registrations/waiting-list', { body: { availability_id: 1 } }),
          { participant_id: 'required' },
        );
      },
    },
    {
      id: 'CARTCALL-13',
      source: 'part 1 §2',
      sentence: 'After a successful non-online checkout goes to /checkout/{cuid}/success.',
      kind: 'http',
      check: async () => {
        const { client, cart } = await customerWithCart();
        await client.call('POST', '/api/carts/checkout', {
          body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
        });
        // The success page reads the processed cart by its cuid.
        const processed = await client.call('GET', `/api/carts/${cart.cuid}`);
        assert.equal(processed.status, 200, JSON.stringify(processed.body));
        assert.notEqual((processed.body.cart as { processed_at: unknown }).processed_at, null);
      },
    },
    {
      id: 'CARTCALL-14',
      source: 'part 2 §6',
      sentence: 'Checkout content and cart summary render nothing without a customer.',
      kind: 'http',
      check: async () => {
        const { cart } = await customerWithCart();
        const browser = await visitor();
        await expectRefusal(() => browser.call('GET', `/api/carts/${cart.cuid}`), 401, 'UNAUTHENTICATED');
        const other = await signedIn();
        assert.notEqual((await other.call('GET', `/api/carts/${cart.cuid}`)).status, 200);
      },
    },
  ],
});
