import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleExpiresAt, bundlePricePerRegistration } from '../../core/bundle/index';
import { membershipPeriod } from '../../core/membership/index';
import {
  bundleCreditsUsed,
  dropOpenCarts,
  expectRefusal,
  freshCustomer,
  type RefusableCall,
  registeredBob,
  registrationBody,
  useShopper,
  walletOf,
} from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, TEST_NOW } from './test-support';

/**
 * Products bought through the cart and the checkout (part 2 §7 POST /api/carts/items bundles[], vouchers[],
 * memberships[]; §9 "Bundle price per registration is price divided by capacity when capacity is above 0;
 * null capacity is unlimited."): owned bundles and their credits, memberships and their periods, gift
 * vouchers and their codes, each refusal answering its code and changing nothing.
 */

type Row = Record<string, unknown>;
const YEAR = 365 * 24 * 3600;
const plusSeconds = (iso: string, seconds: number) =>
  new Date(Date.parse(iso) + seconds * 1000).toISOString();
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const CODE_SHAPE = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){4}-[0-9A-HJKMNP-TV-Z]$/;

describe.each(drivers)(
  'bundles, memberships and vouchers through checkout on %s',
  { timeout: 180_000 },
  (driver) => {
    const app = useTestApp(driver, { resetClock: true });
    const shopper = useShopper(app);
    let product: Record<string, number>;

    beforeAll(async () => {
      const ids = async (table: 'bundles' | 'memberships' | 'vouchers') =>
        (await app.db.selectFrom(table).select(['id', 'cuid']).execute()).map(
          (row) => [row.cuid, row.id] as const,
        );
      product = Object.fromEntries([
        ...(await ids('bundles')),
        ...(await ids('memberships')),
        ...(await ids('vouchers')),
      ]);
    });
    beforeEach(async () => {
      await freshCustomer(app.db, shopper.customerId);
    });

    const idOf = (cuid: string) => {
      const id = product[cuid];
      if (id === undefined) throw new Error(`no product ${cuid}`);
      return id;
    };
    const add = (body: Row, client = shopper.camille) => client.call('POST', '/api/carts/items', { body });
    const checkout = (cart: Row, client = shopper.camille) =>
      client.call('POST', '/api/carts/checkout', {
        body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
      });
    const refuses = (call: RefusableCall, status: number, code: string) =>
      expectRefusal(app.db, call, status, code);
    /** Adds, checks out, and answers the processed cart. */
    const buy = async (body: Row) => {
      const added = await add(body);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const cart = added.body.cart as Row;
      const done = await checkout(cart);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      return cart;
    };
    const ownedBundle = (cartId: number) =>
      app.db
        .selectFrom('customer_bundles')
        .selectAll()
        .where('cart_id', '=', cartId)
        .executeTakeFirstOrThrow();

    it('buys a PARTICIPANTS bundle for a participant, expiring its duration after purchase; none without one', async () => {
      const carte = idOf('ps-bundle-carte-10');
      await refuses(() => add({ bundles: [{ bundle_id: carte }] }), 422, 'CART.PARTICIPANT_REQUIRED');
      await refuses(
        () => add({ bundles: [{ bundle_id: 999_999, participant_id: shopper.hugo }] }),
        404,
        'BUNDLE_NOT_FOUND',
      );
      const cart = await buy({ bundles: [{ bundle_id: carte, participant_id: shopper.hugo }] });
      const owned = await ownedBundle(cart.id as number);
      const bundle = await app.db
        .selectFrom('bundles')
        .select(['capacity', 'duration', 'expires_at'])
        .where('id', '=', carte)
        .executeTakeFirstOrThrow();
      expect(bundle).toMatchObject({ capacity: 10, duration: YEAR, expires_at: null });
      expect(owned).toMatchObject({ participant_id: shopper.hugo, bundle_id: carte, capacity: 10, used: 0 });
      expect(iso(owned.expires_at)).toBe(plusSeconds(TEST_NOW, YEAR));
      expect(iso(owned.expires_at)).toBe(bundleExpiresAt(bundle, TEST_NOW));
    });

    it('refuses a bundle past its expiry with BUNDLE.EXPIRED', async () => {
      const pack = idOf('ps-bundle-pack-3-stages');
      const { expires_at } = await app.db
        .selectFrom('bundles')
        .select('expires_at')
        .where('id', '=', pack)
        .executeTakeFirstOrThrow();
      await app.db.updateTable('bundles').set({ expires_at: TEST_NOW }).where('id', '=', pack).execute();
      try {
        await refuses(
          () => add({ bundles: [{ bundle_id: pack, participant_id: shopper.hugo }] }),
          422,
          'BUNDLE.EXPIRED',
        );
      } finally {
        await app.db.updateTable('bundles').set({ expires_at }).where('id', '=', pack).execute();
      }
    });

    it('spends a credit per registration, never an expired bundle’s, refuses a used-up one and gives it back on cancel', async () => {
      const pack = idOf('ps-bundle-pack-3-stages');
      const packRow = await app.db
        .selectFrom('bundles')
        .select(['price', 'capacity'])
        .where('id', '=', pack)
        .executeTakeFirstOrThrow();
      // 390 € for 3 camps: 130 € a registration.
      expect(packRow).toEqual({ price: 39000, capacity: 3 });
      expect(bundlePricePerRegistration(packRow)).toBe(13000);
      const owned = await ownedBundle(
        (await buy({ bundles: [{ bundle_id: pack, participant_id: shopper.hugo }] })).id as number,
      );
      const usedNow = () => bundleCreditsUsed(app.db, owned.id);

      // An expired owned bundle pays nothing: full price, no credit taken.
      await app.db
        .updateTable('customer_bundles')
        .set({ expires_at: TEST_NOW })
        .where('id', '=', owned.id)
        .execute();
      const full = await add(registrationBody(shopper.availability, shopper.hugo));
      expect(full.status, JSON.stringify(full.body)).toBe(200);
      expect(((full.body.cart as Row).items as Row[])[0]).toMatchObject({
        price: shopper.availability.price,
      });
      await dropOpenCarts(app.db, shopper.customerId);
      await app.db
        .updateTable('customer_bundles')
        .set({ expires_at: owned.expires_at })
        .where('id', '=', owned.id)
        .execute();

      // Used up meanwhile (another cart checked out the last credit): the checkout is refused, nothing changes.
      const held = await add(registrationBody(shopper.availability, shopper.hugo));
      expect(((held.body.cart as Row).items as Row[])[0]).toMatchObject({ price: 0 });
      await app.db.updateTable('customer_bundles').set({ used: 3 }).where('id', '=', owned.id).execute();
      await refuses(() => checkout(held.body.cart as Row), 409, 'BUNDLE.NO_CREDIT_LEFT');
      await app.db.updateTable('customer_bundles').set({ used: 0 }).where('id', '=', owned.id).execute();

      // With a credit left: the registration costs nothing and uses one.
      expect((await checkout(held.body.cart as Row)).status).toBe(200);
      const registration = await app.db
        .selectFrom('registrations')
        .select(['id', 'bundle_id', 'total_amount'])
        .where('cart_id', '=', (held.body.cart as Row).id as number)
        .executeTakeFirstOrThrow();
      expect(registration).toMatchObject({ bundle_id: owned.id, total_amount: 0 });
      expect(await usedNow()).toBe(1);
      const cancelled = await shopper.camille.call('POST', '/api/registrations/cancel', {
        body: { registration_id: registration.id, message: 'Malade' },
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(await usedNow()).toBe(0);
    });

    it('writes a ROLLING membership’s period from the purchase and a FIXED one’s own; refuses ended and unknown ones', async () => {
      const club = idOf('ps-membership-club');
      const natation = idOf('ps-membership-natation');
      const terms = (id: number) =>
        app.db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const period = async (cart: Row) => {
        const row = await app.db
          .selectFrom('customer_memberships')
          .select(['participant_id', 'starts_at', 'ends_at'])
          .where('cart_id', '=', cart.id as number)
          .executeTakeFirstOrThrow();
        return {
          participant_id: row.participant_id,
          starts_at: iso(row.starts_at),
          ends_at: iso(row.ends_at),
        };
      };

      const rolling = await terms(club);
      expect(rolling).toMatchObject({ period_type: 'ROLLING', entity: 'CUSTOMERS' });
      const clubCart = await buy({ memberships: [{ membership_id: club, participant_id: shopper.hugo }] });
      // CUSTOMERS: the participant sent is dropped; the year runs from the purchase.
      expect(await period(clubCart)).toEqual({
        participant_id: null,
        ...membershipPeriod(rolling, TEST_NOW),
      });

      const fixed = await terms(natation);
      expect(fixed).toMatchObject({ period_type: 'FIXED', entity: 'PARTICIPANTS' });
      await refuses(
        () => add({ memberships: [{ membership_id: natation }] }),
        422,
        'CART.PARTICIPANT_REQUIRED',
      );
      const natationCart = await buy({
        memberships: [{ membership_id: natation, participant_id: shopper.hugo }],
      });
      expect(await period(natationCart)).toEqual({
        participant_id: shopper.hugo,
        starts_at: iso(fixed.fixed_period_start_at),
        ends_at: iso(fixed.fixed_period_end_at),
      });

      // Ended before the purchase: refused when added, and at checkout when it ended meanwhile.
      const held = await add({ memberships: [{ membership_id: natation, participant_id: shopper.hugo }] });
      expect(held.status).toBe(200);
      await app.db
        .updateTable('memberships')
        .set({ fixed_period_end_at: TEST_NOW })
        .where('id', '=', natation)
        .execute();
      try {
        await refuses(
          () => add({ memberships: [{ membership_id: natation, participant_id: shopper.hugo }] }),
          422,
          'MEMBERSHIP.PERIOD_ENDED',
        );
        await refuses(() => checkout(held.body.cart as Row), 422, 'MEMBERSHIP.PERIOD_ENDED');
      } finally {
        await app.db
          .updateTable('memberships')
          .set({ fixed_period_end_at: fixed.fixed_period_end_at })
          .where('id', '=', natation)
          .execute();
      }
      await refuses(() => add({ memberships: [{ membership_id: 999_999 }] }), 404, 'MEMBERSHIP_NOT_FOUND');
    });

    it('issues a gift voucher a code and an expiry at purchase + duration, redeemable by another customer', async () => {
      await app.db
        .updateTable('customers')
        .set({ wallet_amount: 1_000_000 })
        .where('id', '=', shopper.customerId)
        .execute();
      const voucherId = idOf('ps-voucher-25');
      await refuses(() => add({ vouchers: [{ voucher_id: 999_999 }] }), 404, 'VOUCHER_NOT_FOUND');
      const cart = await buy({ vouchers: [{ voucher_id: voucherId }] });
      const voucher = await app.db
        .selectFrom('customer_vouchers')
        .selectAll()
        .where('cart_id', '=', cart.id as number)
        .executeTakeFirstOrThrow();
      const terms = await app.db
        .selectFrom('vouchers')
        .select(['amount', 'duration'])
        .where('id', '=', voucherId)
        .executeTakeFirstOrThrow();
      expect(voucher.code).toMatch(CODE_SHAPE);
      expect(voucher).toMatchObject({
        amount: terms.amount,
        redeemed_at: null,
        redeemed_by_customer_id: null,
      });
      expect(voucher.paid_amount).toBe(voucher.total_amount);
      expect(iso(voucher.expires_at)).toBe(plusSeconds(TEST_NOW, terms.duration ?? 0));

      const bob = await registeredBob(app);
      const bobRow = await app.db
        .selectFrom('customers')
        .select(['id', 'wallet_amount'])
        .where('email', '=', 'bob@example.be')
        .executeTakeFirstOrThrow();
      const found = await bob.call('GET', `/api/vouchers/redeem?code=${encodeURIComponent(voucher.code)}`);
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      expect(found.body.voucher).toMatchObject({ is_buyer: false, code: voucher.code, redeemed_at: null });
      const redeemed = await bob.call('PUT', '/api/vouchers/redeem', {
        body: { code: voucher.code.toLowerCase(), participant_id: null },
      });
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
      expect(redeemed.body).toEqual({ cuid: voucher.cuid });
      const after = await app.db
        .selectFrom('customer_vouchers')
        .select(['redeemed_at', 'redeemed_by_customer_id'])
        .where('id', '=', voucher.id)
        .executeTakeFirstOrThrow();
      expect({ ...after, redeemed_at: iso(after.redeemed_at) }).toEqual({
        redeemed_at: TEST_NOW,
        redeemed_by_customer_id: bobRow.id,
      });
      expect(await walletOf(app.db, bobRow.id)).toBe(bobRow.wallet_amount + terms.amount);
      await refuses(
        () => bob.call('PUT', '/api/vouchers/redeem', { body: { code: voucher.code, participant_id: null } }),
        409,
        'VOUCHER.REDEEMED',
      );
    });
  },
);
