import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AddFormDefinition,
  type AddToCartRequest,
  addFormMachine,
  CART_ITEM_TYPES,
  CART_LIMIT_ERRORS,
  CART_LIMITS,
  type CartMachineItem,
  cartItemHref,
  cartLimitError,
  cartMachine,
  cartTotal,
  checkoutButtonEffect,
  DEFAULT_QUANTITY,
  depositTotal,
  drawerOpenAfterCount,
  drawerView,
  type EstimateDetails,
  type EstimateRequest,
  emptyAddFormValues,
  firstStartAt,
  loginHref,
  type RemoveItemInput,
  showsDepositTotal,
  sortCartItems,
  unexpiredCount,
  unexpiredItems,
  validateAddForm,
  visibleCartItems,
} from '../../core/cart/index';
import { shellMachine } from '../../core/site/index';
import { Temporal } from '../../core/time/index';
import { defineArea, examples } from '../book';

const base = Date.UTC(2026, 2, 1, 10);
const instant = fc
  .integer({ min: -86_400, max: 86_400 })
  .map((seconds) => Temporal.Instant.fromEpochMilliseconds(base + seconds * 1000).toString());
const epoch = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;
const cents = fc.integer({ min: 0, max: 1_000_000 });
const itemArb = fc.record({
  type: fc.constantFrom(...CART_ITEM_TYPES),
  price: cents,
  deposit: fc.option(cents, { nil: null }),
  expires_at: instant,
  availabilities: fc.array(fc.record({ start_at: instant }), { maxLength: 3 }),
});
const itemsArb = fc.array(itemArb, { maxLength: 10 });

const now = '2026-03-01T10:00:00.000Z';
const later = '2026-03-01T10:15:00.000Z';
const earlier = '2026-03-01T09:45:00.000Z';
const cartItem = (id: number, expires_at = later): CartMachineItem => ({
  id,
  cuid: `c${id}`,
  type: 'VOUCHER',
  price: 1000,
  deposit: 0,
  expires_at,
});
const noInput = {} as Record<string, never>;
const estimate = (price: number): EstimateDetails => ({
  base_price: price,
  partial_registration_total_fee: 0,
  partial_registration_total_discount: 0,
  options_total: 0,
  bundle_total: 0,
  discounts_total: 0,
  volume_discounts_total: 0,
  price,
});

/** An item counts exactly when its expiry is strictly after now. */
function countsOnlyUnexpired(): void {
  fc.assert(
    fc.property(itemsArb, instant, (items, at) => {
      const kept = unexpiredItems(items, at);
      return (
        unexpiredCount(items, at) === items.filter((item) => epoch(item.expires_at) > epoch(at)).length &&
        kept.every((item) => epoch(item.expires_at) > epoch(at))
      );
    }),
  );
}

export default defineArea({
  area: 'CART',
  title: 'Cart and cart drawer',
  rules: [
    {
      id: 'CART-01',
      source: 'part 1 §2',
      sentence:
        'Opens automatically when the count of unexpired items rises, except on /checkout; closes when the count reaches 0.',
      kind: 'property',
      check: () => {
        const path = fc.constantFrom(
          '/',
          '/checkout',
          '/fr/checkout',
          '/en/checkout',
          '/blog',
          '/en/activities/a',
        );
        fc.assert(
          fc.property(fc.boolean(), fc.nat(10), fc.nat(10), path, (open, previousCount, count, pathname) => {
            const next = drawerOpenAfterCount({ open, previousCount, count, pathname });
            if (count === 0) return !next;
            if (count > previousCount && !/^(\/(fr|en))?\/checkout$/.test(pathname)) return next;
            return next === open;
          }),
        );
      },
    },
    {
      id: 'CART-02',
      source: 'part 1 §2',
      sentence:
        'Items are filtered to unexpired ones; registration items sort after the others, ordered by first availability start_at.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(itemsArb, instant, (items, at) => {
            const shown = visibleCartItems(items, at);
            const firstRegistration = shown.findIndex((item) => item.type === 'REGISTRATION');
            const registrations = firstRegistration === -1 ? [] : shown.slice(firstRegistration);
            const starts = registrations.map((item) => firstStartAt(item));
            const dated = starts.filter((start): start is string => start !== null).map(epoch);
            return (
              shown.length === unexpiredCount(items, at) &&
              shown.every((item) => epoch(item.expires_at) > epoch(at)) &&
              registrations.every((item) => item.type === 'REGISTRATION') &&
              dated.every((start, index) => index === 0 || (dated[index - 1] ?? start) <= start) &&
              starts.every(
                (start, index) => start !== null || starts.slice(index).every((next) => next === null),
              ) &&
              JSON.stringify(sortCartItems(shown)) === JSON.stringify(shown)
            );
          }),
        );
      },
    },
    {
      id: 'CART-03',
      source: 'part 1 §2',
      sentence:
        'The footer shows the total, the deposit total (only if any item has deposit above 0), the item count, a checkout button (also closes the panel if already on /checkout) and a close button (desktop only).',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(itemsArb, instant, (items, at) => {
            const kept = items.filter((item) => epoch(item.expires_at) > epoch(at));
            return (
              cartTotal(items, at) === kept.reduce((sum, item) => sum + item.price, 0) &&
              depositTotal(items, at) === kept.reduce((sum, item) => sum + (item.deposit ?? 0), 0) &&
              showsDepositTotal(items, at) === kept.some((item) => (item.deposit ?? 0) > 0) &&
              unexpiredCount(items, at) === kept.length
            );
          }),
        );
        examples(
          [
            ['/checkout', { navigate: false, close: true }],
            ['/fr/checkout', { navigate: false, close: true }],
            ['/activities/yoga', { navigate: true, close: true }],
          ],
          checkoutButtonEffect,
        );
      },
    },
    {
      id: 'CART-04',
      source: 'part 1 §2',
      sentence:
        'A visitor without a session sees a login prompt with a button to /auth/login?redirect={current path and query}.',
      kind: 'examples',
      check: () => {
        examples(
          [
            [{ signedIn: false, items: [{ expires_at: later }], now }, 'login'],
            [{ signedIn: false, items: [], now }, 'login'],
          ],
          drawerView,
        );
        examples(
          [
            [
              '/activities/yoga?date=2026-03-01',
              '/auth/login?redirect=%2Factivities%2Fyoga%3Fdate%3D2026-03-01',
            ],
            ['/', '/auth/login?redirect=%2F'],
          ],
          loginHref,
        );
      },
    },
    {
      id: 'CART-05',
      source: 'part 1 §2',
      sentence: 'An empty cart shows an empty state with title and subtitle.',
      kind: 'examples',
      check: () => {
        examples(
          [
            [{ signedIn: true, items: [], now }, 'empty'],
            [{ signedIn: true, items: [{ expires_at: earlier }], now }, 'empty'],
            [{ signedIn: true, items: [{ expires_at: later }], now }, 'items'],
          ],
          drawerView,
        );
      },
    },
    {
      id: 'CART-06',
      source: 'part 1 §2',
      sentence:
        'Each item type has its own rendering; availability items link to /availabilities/{activity slug}/{availability cuid}, resource bookings to /resources/{resource cuid}.',
      kind: 'examples',
      check: () => {
        examples(
          [
            [
              { type: 'REGISTRATION', availability: { cuid: 'av1', activity: { slug: 'yoga' } } },
              '/availabilities/yoga/av1',
            ],
            [{ type: 'BOOKING', resource: { cuid: 'res9' } }, '/resources/res9'],
            [{ type: 'VOUCHER' }, null],
          ],
          cartItemHref,
        );
      },
    },
    {
      id: 'CART-07',
      source: 'part 1 §2',
      sentence: 'Opening an item link or checkout closes the drawer.',
      kind: 'machine',
      check: () => {
        // The drawer flag is shared shell state; the cart machine's count changes drive it.
        const shell = createActor(shellMachine, { input: { pathname: '/' } }).start();
        const cart = createActor(cartMachine, { input: { now, items: [] } });
        cart.on('cart.countChanged', (event) => shell.send(event));
        cart.start();
        cart.send({ type: 'cart.loaded', items: [cartItem(1)] });
        assert.equal(shell.getSnapshot().context.cartOpen, true, 'a new item opens the drawer');
        shell.send({ type: 'route.changed', pathname: '/availabilities/yoga/av1' });
        assert.equal(shell.getSnapshot().context.cartOpen, false, 'an item link closes the drawer');
        shell.send({ type: 'cart.open' });
        shell.send({ type: 'route.changed', pathname: '/checkout' });
        assert.equal(shell.getSnapshot().context.cartOpen, false, 'going to checkout closes the drawer');
        shell.send({ type: 'cart.open' });
        shell.send({ type: 'cart.checkout' });
        assert.equal(
          shell.getSnapshot().context.cartOpen,
          false,
          'checkout while on /checkout closes the drawer',
        );
        cart.send({ type: 'cart.loaded', items: [cartItem(1), cartItem(2)] });
        assert.equal(shell.getSnapshot().context.cartOpen, false, 'no automatic opening on /checkout');
        cart.stop();
        shell.stop();
      },
    },
    {
      id: 'CART-08',
      source: 'part 1 §2',
      sentence: 'Items can be removed.',
      kind: 'machine',
      check: async () => {
        let items = [cartItem(1), cartItem(2)];
        const machine = cartMachine.provide({
          actors: {
            removeItem: fromPromise<void, RemoveItemInput>(async ({ input }) => {
              items = items.filter((item) => item.id !== input.item_id);
            }),
            fetchCart: fromPromise<CartMachineItem[], typeof noInput>(async () => items),
          },
        });
        const actor = createActor(machine, { input: { now, items } }).start();
        actor.send({ type: 'item.remove', item_id: 1 });
        const done = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
        assert.deepEqual(
          done.context.items.map((item) => item.id),
          [2],
        );
        actor.stop();
      },
    },
    {
      id: 'CART-09',
      source: 'part 1 §3',
      sentence: 'Only items with expires_at in the future are shown or counted.',
      kind: 'property',
      check: countsOnlyUnexpired,
    },
    {
      id: 'CART-10',
      source: 'part 1 §4',
      sentence: 'Cart item: counts only while expires_at is in the future; removable.',
      kind: 'machine',
      check: () => {
        const actor = createActor(cartMachine, {
          input: { now, items: [cartItem(1, '2026-03-01T10:05:00.000Z'), cartItem(2)] },
        }).start();
        assert.equal(actor.getSnapshot().context.count, 2);
        actor.send({ type: 'clock.tick', now: '2026-03-01T10:05:00.000Z' });
        assert.equal(actor.getSnapshot().context.count, 1, 'an item stops counting at its expiry');
        actor.send({ type: 'clock.tick', now: later });
        assert.equal(actor.getSnapshot().context.count, 0);
        assert.equal(actor.getSnapshot().can({ type: 'item.remove', item_id: 2 }), true);
        actor.stop();
      },
    },
    {
      id: 'CART-11',
      source: 'part 2 §9',
      sentence: 'Cart items count only while expires_at is in the future.',
      kind: 'property',
      check: () => {
        countsOnlyUnexpired();
        fc.assert(
          fc.property(itemsArb, instant, fc.nat(100_000), (items, at, seconds) => {
            const afterwards = Temporal.Instant.from(at).add({ seconds }).toString();
            return unexpiredCount(items, afterwards) <= unexpiredCount(items, at);
          }),
        );
      },
    },
    {
      id: 'CART-12',
      source: 'part 2 §9',
      sentence: 'Default quantity 1.',
      kind: 'examples',
      check: () => {
        examples(
          [
            [null, 1],
            [12, 1],
          ],
          (participant: number | null) => emptyAddFormValues(participant).quantity,
        );
        assert.equal(DEFAULT_QUANTITY, 1);
      },
    },
    {
      id: 'CART-13',
      source: 'part 2 §5',
      sentence:
        'Availability form: participant_id an integer; quantity a positive integer, default 1; at least one date must be chosen, otherwise the error key availability_dates_required (wording not shown).',
      kind: 'property',
      check: () => {
        const none: AddFormDefinition = { options: [], questions: [] };
        fc.assert(
          fc.property(
            fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
            fc.uniqueArray(fc.nat(1000), { maxLength: 4 }),
            fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double({ min: -5, max: 50, noNaN: true })),
            (participant_id, date_ids, quantity) => {
              const errors = validateAddForm(
                { participant_id, date_ids, quantity, options: {}, questions: {} },
                none,
              );
              return (
                (errors.availability_dates === 'availability_dates_required') === (date_ids.length === 0) &&
                (errors.quantity !== undefined) === !(Number.isInteger(quantity) && quantity >= 1) &&
                (errors.participant_id !== undefined) === (participant_id === null)
              );
            },
          ),
        );
        assert.equal(emptyAddFormValues().quantity, 1);
      },
    },
    {
      id: 'CART-14',
      source: 'part 2 §5',
      sentence: 'Questions: required multiple-choice needs at least 1 answer; non-required are nullable.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.boolean(),
            fc.option(fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 3 }), { nil: null }),
            (required, answer) => {
              const definition: AddFormDefinition = {
                options: [],
                questions: [{ id: 4, type: 'CHOICES_MULTIPLE', required }],
              };
              const values = { ...emptyAddFormValues(1), date_ids: [1], questions: { '4': answer } };
              const failed = validateAddForm(values, definition)['questions.4'] !== undefined;
              return failed === (required && (answer === null || answer.length === 0));
            },
          ),
        );
      },
    },
    {
      id: 'CART-15',
      source: 'part 2 §7',
      sentence:
        'Runs only when a participant is known; returns the price estimate (base_price, partial_registration_total_fee, partial_registration_total_discount, options_total, bundle_total, discounts_total, volume_discounts_total, price).',
      kind: 'machine',
      check: async () => {
        const requests: EstimateRequest[] = [];
        const machine = addFormMachine.provide({
          delays: { estimateDebounce: 0 },
          actors: {
            fetchEstimate: fromPromise<EstimateDetails, EstimateRequest>(async ({ input }) => {
              requests.push(input);
              return estimate(4200);
            }),
          },
        });
        const input = {
          cart_id: 3,
          customer_id: 5,
          availability_id: 9,
          definition: { options: [], questions: [] },
        };
        const actor = createActor(machine, { input: { ...input, date_ids: [101] } }).start();
        await waitFor(actor, (snapshot) => snapshot.matches({ estimate: 'idle' }));
        assert.equal(requests.length, 0, 'no estimate without a participant');
        actor.send({ type: 'participant.select', participant_id: 12 });
        const done = await waitFor(actor, (snapshot) => snapshot.matches({ estimate: 'ready' }));
        assert.deepEqual(requests, [
          {
            cart_id: 3,
            availability_id: 9,
            availability_dates: [{ date_id: 101 }],
            participant_id: 12,
            options: [],
          },
        ]);
        assert.equal(done.context.estimate?.price, 4200);
        actor.stop();
      },
    },
    {
      id: 'CART-16',
      source: 'part 2 §7',
      sentence:
        'On success the cart is revalidated, estimates refreshed and the message key cart.messages.updated shown.',
      kind: 'machine',
      check: async () => {
        const sent: AddToCartRequest[] = [];
        const machine = addFormMachine.provide({
          delays: { estimateDebounce: 0 },
          actors: {
            fetchEstimate: fromPromise<EstimateDetails, EstimateRequest>(async () => estimate(1)),
            addToCart: fromPromise<unknown, AddToCartRequest>(async ({ input }) => {
              sent.push(input);
              return {};
            }),
          },
        });
        const actor = createActor(machine, {
          input: {
            cart_id: 3,
            customer_id: 5,
            availability_id: 9,
            definition: { options: [], questions: [] },
            participant_id: 12,
            date_ids: [101],
          },
        }).start();
        actor.send({ type: 'form.submit' });
        const done = await waitFor(actor, (snapshot) => snapshot.matches({ form: 'succeeded' }));
        assert.equal(done.context.message, 'cart.messages.updated');
        assert.deepEqual(sent[0]?.registrations, [
          {
            availability_id: 9,
            participant_id: 12,
            options: [],
            questions: [],
            quantity: 1,
            availability_dates: [{ date_id: 101 }],
          },
        ]);
        actor.stop();
      },
    },
    {
      id: 'CART-17',
      source: 'part 2 §7',
      sentence:
        'DELETE /api/carts/items with query item_id: then the cart is revalidated and estimates invalidated; success key cart.messages.updated.',
      kind: 'machine',
      check: async () => {
        const removed: number[] = [];
        let fetched = 0;
        const machine = cartMachine.provide({
          actors: {
            removeItem: fromPromise<void, RemoveItemInput>(async ({ input }) => {
              removed.push(input.item_id);
            }),
            fetchCart: fromPromise<CartMachineItem[], typeof noInput>(async () => {
              fetched += 1;
              return [cartItem(1)];
            }),
          },
        });
        const actor = createActor(machine, {
          input: { now, items: [cartItem(1), cartItem(2)] },
        }).start();
        actor.send({ type: 'item.remove', item_id: 2 });
        const done = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
        assert.deepEqual(removed, [2]);
        assert.equal(fetched, 1, 'the cart is revalidated');
        assert.equal(done.context.message, 'cart.messages.updated');
        actor.stop();
      },
    },
    {
      id: 'CART-18',
      source: 'part 2 §9',
      sentence: 'Limits on server side, rate limits and file sizes: not shown.',
      kind: 'property',
      check: () => {
        // Ours (issue 16): a line's quantity, a cart's unexpired items and the dates they hold are bounded.
        const none = { bundles: [], vouchers: [], memberships: [], registrations_requests: [], bookings: [] };
        fc.assert(
          fc.property(
            fc.integer({ min: 1, max: 2 ** 31 }),
            fc.integer({ min: 0, max: CART_LIMITS.items }),
            fc.integer({ min: 1, max: 200 }),
            (quantity, heldItems, dates) => {
              const line = { quantity, availability_dates: Array.from({ length: dates }, () => ({})) };
              const verdict = cartLimitError(
                { items: heldItems, dateHolds: 0 },
                { ...none, registrations: [line] },
              );
              const expected =
                quantity > CART_LIMITS.lineQuantity
                  ? CART_LIMIT_ERRORS.quantity
                  : heldItems + quantity > CART_LIMITS.items
                    ? CART_LIMIT_ERRORS.items
                    : quantity * dates > CART_LIMITS.dateHolds
                      ? CART_LIMIT_ERRORS.dateHolds
                      : null;
              assert.equal(verdict, expected);
            },
          ),
        );
      },
    },
  ],
});
