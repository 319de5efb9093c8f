import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount } from '../pricing/index';
import {
  CHECKOUT_REFUSALS,
  type CheckoutItem,
  type CheckoutSnapshot,
  checkoutSummary,
  decideCheckout,
  itemUnexpired,
  PAYMENT_METHOD_TYPES,
  seatsLeft,
  seatsOverCapacity,
  seatsWanted,
} from './index';
import { CHECKOUT_NOW, holdExpiry } from './test-support';

const cents = fc.integer({ min: 0, max: 500_000 });
const availabilityIds = [1, 2, 3];
const dateIds = [11, 12, 21, 31];

const itemArb = (id: number): fc.Arbitrary<CheckoutItem> =>
  fc
    .record({
      type: fc.constantFrom(
        'REGISTRATION',
        'REGISTRATION',
        'REGISTRATION_REQUEST',
        'BUNDLE',
        'VOUCHER',
        'MEMBERSHIP',
      ),
      gross_price: cents,
      deposit: fc.integer({ min: 0, max: 100_000 }),
      expires_at: holdExpiry,
      availability_id: fc.constantFrom(...availabilityIds),
      date_ids: fc.subarray(dateIds, { maxLength: 2 }),
      customer_bundle_id: fc.option(fc.constantFrom(501, 502), { nil: null }),
    } as const)
    .map((drawn) => {
      const registration = drawn.type === 'REGISTRATION';
      // A request costs nothing until approved (the cart adds it at 0).
      const gross = drawn.type === 'REGISTRATION_REQUEST' ? 0 : drawn.gross_price;
      return {
        id,
        type: drawn.type,
        gross_price: gross,
        price: gross,
        deposit: registration ? Math.min(drawn.deposit, gross) : 0,
        expires_at: drawn.expires_at,
        availability_id: registration ? drawn.availability_id : null,
        date_ids: registration ? drawn.date_ids : [],
        customer_bundle_id: registration ? drawn.customer_bundle_id : null,
        bundle_id: drawn.type === 'BUNDLE' ? 701 : null,
        voucher_id: drawn.type === 'VOUCHER' ? 801 : null,
        membership_id: drawn.type === 'MEMBERSHIP' ? 901 : null,
      };
    });

const seatArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    capacity: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    registered: fc.integer({ min: 0, max: 4 }),
    held: fc.integer({ min: 0, max: 3 }),
  });

const couponArb = fc.record({
  id: fc.constantFrom(41, 42),
  amount: fc.option(cents, { nil: null }),
  percentage: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  min_total_amount: fc.option(cents, { nil: null }),
  active: fc.boolean(),
  starts_at: fc.constantFrom(null, '2026-02-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z'),
  ends_at: fc.constantFrom(null, '2026-02-15T00:00:00.000Z', '2026-04-01T00:00:00.000Z'),
  usage_limit: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  used_count: fc.integer({ min: 0, max: 3 }),
});

const snapshotArb: fc.Arbitrary<CheckoutSnapshot> = fc
  .record({
    items: fc
      .integer({ min: 0, max: 6 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => itemArb(100 + i)))),
    attachedCoupon: fc.option(couponArb, { nil: null }),
    requestedCoupon: fc.option(fc.option(couponArb, { nil: null }), { nil: undefined }),
    availabilitySeats: fc.tuple(...availabilityIds.map(seatArb)),
    dateSeats: fc.tuple(...dateIds.map(seatArb)),
    wallet: fc.integer({ min: 0, max: 1_000_000 }),
    ownedBundles: fc.tuple(
      ...[501, 502].map((id) =>
        fc.record({
          id: fc.constant(id),
          capacity: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
          used: fc.integer({ min: 0, max: 4 }),
        }),
      ),
    ),
    fees: fc.record({
      amount: fc.integer({ min: 0, max: 500 }),
      percentage: fc.integer({ min: 0, max: 1000 }).map((bp) => bp / 100),
    }),
    methods: fc.array(
      fc.record({ type: fc.constantFrom(...PAYMENT_METHOD_TYPES), priority: fc.integer({ min: 0, max: 3 }) }),
      { maxLength: 3 },
    ),
    online: fc.boolean(),
    bankTransfers: fc.boolean(),
    strategy: fc.constantFrom('IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED'),
    fixedMembershipEnded: fc.boolean(),
  } as const)
  .map((drawn) => ({
    cart: { id: 7, coupon_id: drawn.attachedCoupon?.id ?? null },
    items: drawn.items,
    ...(drawn.requestedCoupon === undefined ? {} : { requestedCoupon: drawn.requestedCoupon }),
    attachedCoupon: drawn.attachedCoupon,
    seats: { availabilities: drawn.availabilitySeats, dates: drawn.dateSeats },
    takenBookingItemIds: [],
    wallet: drawn.wallet,
    ownedBundles: drawn.ownedBundles,
    bundles: [{ id: 701, capacity: 10, duration: 86_400, expires_at: null }],
    vouchers: [{ id: 801, amount: 5_000, duration: null }],
    memberships: [
      {
        id: 901,
        period_type: 'FIXED' as const,
        rolling_period_type: null,
        rolling_period_duration: null,
        fixed_period_start_at: '2026-01-01T00:00:00.000Z',
        fixed_period_end_at: drawn.fixedMembershipEnded
          ? '2026-02-01T00:00:00.000Z'
          : '2026-12-31T00:00:00.000Z',
      },
    ],
    settings: {
      serviceFees: drawn.fees,
      methods: drawn.methods,
      paymentMethods: { online: drawn.online, bankTransfers: drawn.bankTransfers },
    },
    strategy: drawn.strategy,
  }));

const accepted = (snapshot: CheckoutSnapshot) => {
  const decision = decideCheckout(snapshot, CHECKOUT_NOW);
  return decision.kind === 'accepted' ? decision.writes : null;
};

describe('decideCheckout', () => {
  it('never takes more seats than are free on an availability or a date', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        const writes = accepted(snapshot);
        if (!writes) return;
        for (const [counts, taken] of [
          [snapshot.seats.availabilities, writes.seats.availabilities],
          [snapshot.seats.dates, writes.seats.dates],
        ] as const) {
          for (const { id, seats } of taken) {
            const count = counts.find((row) => row.id === id);
            const free = count ? seatsLeft(count) : null;
            expect(free === null || seats <= free).toBe(true);
          }
        }
      }),
    );
  });

  it('answers a refusal with its spec code and nothing to write', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        const decision = decideCheckout(snapshot, CHECKOUT_NOW);
        if (decision.kind !== 'refused') return;
        expect(Object.keys(decision).sort()).toEqual(['code', 'kind']);
        expect(CHECKOUT_REFUSALS).toContain(decision.code);
      }),
    );
  });

  it('orders only unexpired items, refuses a cart whose items all expired, and drops the expired ones', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        const decision = decideCheckout(snapshot, CHECKOUT_NOW);
        const live = snapshot.items.filter((item) => itemUnexpired(item, CHECKOUT_NOW));
        if (snapshot.items.length > 0 && live.length === 0 && snapshot.requestedCoupon === undefined) {
          expect(decision).toEqual({ kind: 'refused', code: 'CART.ITEMS_EXPIRED' });
        }
        if (decision.kind !== 'accepted') return;
        expect(decision.writes.orders.map((order) => order.itemId)).toEqual(live.map((item) => item.id));
        expect(decision.writes.expiredItemIds.sort()).toEqual(
          snapshot.items
            .filter((item) => !itemUnexpired(item, CHECKOUT_NOW))
            .map((item) => item.id)
            .sort(),
        );
        expect(decision.writes.orders.map((order) => order.reference)).toEqual(
          live.map((_, n) => `7-${n + 1}`),
        );
      }),
    );
  });

  it('totals: the items total is the ordered gross prices less the coupon, and what is due adds the fee', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        const writes = accepted(snapshot);
        if (!writes) return;
        const live = snapshot.items.filter((item) => itemUnexpired(item, CHECKOUT_NOW));
        const gross = live.reduce((total, item) => total + item.gross_price, 0);
        const coupon =
          writes.couponId === null
            ? null
            : snapshot.requestedCoupon?.id === writes.couponId && writes.couponId !== snapshot.cart.coupon_id
              ? snapshot.requestedCoupon
              : snapshot.attachedCoupon;
        const discount = coupon ? couponDiscount(coupon, gross) : 0;
        expect(writes.cart.items_total).toBe(gross - discount);
        const lines = writes.orders.reduce((total, order) => total + order.total_amount, 0);
        expect(lines).toBe(writes.cart.items_total);
        const due = writes.cart.items_total - writes.cart.wallet_amount + writes.cart.service_fee;
        expect(writes.onlinePayment).toBeGreaterThanOrEqual(0);
        expect(writes.onlinePayment).toBeLessThanOrEqual(due);
        // Each order line costs at most its gross price, never below 0.
        for (const order of writes.orders) expect(order.total_amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never takes more from the wallet than its balance, and spreads exactly what it takes over the lines', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        const writes = accepted(snapshot);
        if (!writes) return;
        expect(writes.walletDebit).toBeGreaterThanOrEqual(0);
        expect(writes.walletDebit).toBeLessThanOrEqual(snapshot.wallet);
        expect(writes.walletDebit).toBe(writes.cart.wallet_amount);
        expect(writes.orders.reduce((total, order) => total + order.paid_amount, 0)).toBe(writes.walletDebit);
        for (const order of writes.orders) expect(order.paid_amount).toBeLessThanOrEqual(order.total_amount);
      }),
    );
  });

  it('never uses more bundle credits than a bundle has left, nor a coupon beyond its limit', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        const writes = accepted(snapshot);
        if (!writes) return;
        for (const credit of writes.bundleCredits) {
          const bundle = snapshot.ownedBundles.find((owned) => owned.id === credit.id);
          expect(bundle).toBeDefined();
          if (bundle?.capacity != null)
            expect(bundle.used + credit.count).toBeLessThanOrEqual(bundle.capacity);
        }
        const used = [snapshot.attachedCoupon, snapshot.requestedCoupon].find(
          (c) => c && c.id === writes.couponUse,
        );
        if (used?.usage_limit != null) expect(used.used_count + 1).toBeLessThanOrEqual(used.usage_limit);
      }),
    );
  });

  it('decides the same for the same snapshot and moment', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        expect(decideCheckout(structuredClone(snapshot), CHECKOUT_NOW)).toEqual(
          decideCheckout(snapshot, CHECKOUT_NOW),
        );
      }),
    );
  });

  it('charges online only for an online strategy, and confirms the cart at once exactly when nothing is charged', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        const writes = accepted(snapshot);
        if (!writes) return;
        if (snapshot.strategy === 'DELAYED') expect(writes.onlinePayment).toBe(0);
        expect(writes.confirmsCart).toBe(writes.onlinePayment === 0);
      }),
    );
  });

  it('refuses a cart short of seats with CART.AVAILABILITY_FULL, whatever else it holds', () => {
    const item = (id: number, availability: number): CheckoutItem => ({
      id,
      type: 'REGISTRATION',
      gross_price: 1_000,
      price: 1_000,
      deposit: 0,
      expires_at: '2026-03-01T10:15:00.000Z',
      availability_id: availability,
      date_ids: [11],
      customer_bundle_id: null,
      bundle_id: null,
      voucher_id: null,
      membership_id: null,
    });
    fc.assert(
      fc.property(snapshotArb, fc.integer({ min: 0, max: 3 }), (base, capacity) => {
        const items = [item(1, 1), item(2, 1), item(3, 1)];
        const snapshot: CheckoutSnapshot = {
          ...base,
          items,
          seats: { availabilities: [{ id: 1, capacity, registered: 0, held: 0 }], dates: [] },
        };
        const decision = decideCheckout(snapshot, CHECKOUT_NOW);
        if (capacity < 3 && snapshot.requestedCoupon === undefined) {
          expect(decision).toEqual({ kind: 'refused', code: 'CART.AVAILABILITY_FULL' });
        }
        if (decision.kind === 'accepted')
          expect(seatsWanted(items).availabilities).toEqual([{ id: 1, seats: 3 }]);
      }),
    );
  });

  it('summarises the cart with checkoutSummary on the repriced items', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        const writes = accepted(snapshot);
        if (!writes) return;
        const prices = new Map(writes.prices.map((row) => [row.itemId, row.price]));
        const live = snapshot.items
          .filter((item) => itemUnexpired(item, CHECKOUT_NOW))
          .map((item) => ({
            price: prices.get(item.id) ?? item.price,
            deposit: item.deposit,
            expires_at: item.expires_at,
          }));
        const summary = checkoutSummary(
          { items: live },
          { amount: snapshot.wallet },
          snapshot.settings.serviceFees,
          CHECKOUT_NOW,
        );
        expect(writes.cart).toMatchObject({
          items_total: summary.itemsTotal,
          wallet_amount: summary.wallet,
          service_fee: summary.serviceFee,
        });
      }),
    );
  });

  it('guards an add: rows within capacity pass, one more hold on a full row is over', () => {
    fc.assert(
      fc.property(fc.array(seatArb(1), { maxLength: 4 }), (rows) => {
        const within = rows.map((row) => ({
          ...row,
          held:
            row.capacity === null ? row.held : Math.max(0, Math.min(row.held, row.capacity - row.registered)),
          registered: row.capacity === null ? row.registered : Math.min(row.registered, row.capacity),
        }));
        expect(seatsOverCapacity({ availabilities: within, dates: [] })).toBe(false);
        const full = within.find(
          (row) => row.capacity !== null && row.registered + row.held === row.capacity,
        );
        if (full) {
          const over = { ...full, held: full.held + 1 };
          expect(seatsOverCapacity({ availabilities: [], dates: [over] })).toBe(true);
          expect(seatsLeft(full)).toBe(0);
        }
      }),
    );
  });
});
