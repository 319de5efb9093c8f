import { beforeAll, describe, expect, it } from 'vitest';
import { bundleExpiresAt } from '../../core/bundle/index';
import { registrationCalls } from '../../core/schemas/index';
import { expectRefusal, registeredBob, signedIn, walletOf } from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, EN_HOST, FR_HOST, TEST_NOW, type TestClient, tableCounts } from './test-support';
import { newCuid } from './tokens';

/**
 * Voucher redemption (part 1 §2 "Voucher redeem (enter code); redeem confirmation (voucher card, status
 * badge, participant choice when the voucher's bundle entity is PARTICIPANTS)"; §4 "Confirmation invalid
 * reasons with priority unpaid, then expired, then redeemed"; part 2 §6 "Voucher payment and buyer/recipient
 * details are visible only to the voucher's buyer"; §7 GET and PUT /api/vouchers/redeem) on the demo's
 * gift voucher DEMO-CADEAU-2026, bought by Camille, and vouchers written here in every state.
 */

type Row = Record<string, unknown>;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.parse(TEST_NOW) + hours * HOUR).toISOString();

describe.each(drivers)('voucher redeem on %s', { timeout: 120_000 }, (driver) => {
  const app = useTestApp(driver);
  let camille: TestClient;
  let bob: TestClient;
  let oliver: TestClient;
  let ids: { camille: number; bob: number; bobChild: number; hugo: number; organiser: number };
  let products: { plain: number; forParticipant: number; forCustomer: number };
  let bundles: { pack: number; family: number };

  const find = (client: TestClient, code: string, host?: string) =>
    client.call('GET', `/api/vouchers/redeem?code=${encodeURIComponent(code)}`, host ? { host } : {});
  const redeem = (client: TestClient, code: string, participantId: number | null = null, host?: string) =>
    client.call('PUT', '/api/vouchers/redeem', {
      body: { code, participant_id: participantId },
      ...(host ? { host } : {}),
    });
  const refuses = (call: () => Promise<{ status: number; body: Row }>, status: number, code: string) =>
    expectRefusal(app.db, call, status, code);
  const voucherRow = (code: string) =>
    app.db.selectFrom('customer_vouchers').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

  /** A voucher Camille bought in her demo cart, in the state given. */
  async function giftVoucher(
    code: string,
    state: {
      product?: number;
      paid?: boolean;
      expiresAt?: string | null;
      redeemed?: boolean;
      amount?: number;
    } = {},
  ): Promise<void> {
    const cart = await app.db
      .selectFrom('carts')
      .select(['id', 'organiser_id'])
      .where('cuid', '=', 'ps-history-cart-2')
      .executeTakeFirstOrThrow();
    const voucherId = state.product ?? products.plain;
    const item = await app.db
      .insertInto('cart_items')
      .values({
        cuid: newCuid(),
        organiser_id: cart.organiser_id,
        cart_id: cart.id,
        type: 'VOUCHER',
        gross_price: 3000,
        price: 3000,
        expires_at: TEST_NOW,
        created_at: TEST_NOW,
        voucher_id: voucherId,
        estimate: JSON.stringify(null),
        details: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('customer_vouchers')
      .values({
        cuid: newCuid(),
        organiser_id: cart.organiser_id,
        customer_id: ids.camille,
        voucher_id: voucherId,
        cart_id: cart.id,
        cart_item_id: item.id,
        code,
        amount: state.amount ?? 3000,
        total_amount: 3000,
        paid_amount: state.paid === false ? 1000 : 3000,
        expires_at: state.expiresAt === undefined ? at(24) : state.expiresAt,
        redeemed_at: state.redeemed ? at(-24) : null,
        redeemed_by_customer_id: state.redeemed ? ids.camille : null,
        created_at: TEST_NOW,
      })
      .execute();
  }

  beforeAll(async () => {
    camille = await signedIn(app);
    oliver = await signedIn(app, EN_HOST, { email: 'oliver@example.com', password: 'demo-password' });
    const organiser = await app.db
      .selectFrom('organisers')
      .select('id')
      .where('hostname', '=', FR_HOST)
      .executeTakeFirstOrThrow();
    bob = await registeredBob(app);
    const customer = async (email: string) =>
      (await app.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow())
        .id;
    const childOf = async (customerId: number, firstname?: string) =>
      (
        await app.db
          .selectFrom('participants')
          .select('id')
          .where('customer_id', '=', customerId)
          .$if(firstname !== undefined, (qb) => qb.where('firstname', '=', firstname ?? ''))
          .executeTakeFirstOrThrow()
      ).id;
    const camilleId = await customer('camille@example.be');
    const bobId = await customer('bob@example.be');
    ids = {
      camille: camilleId,
      bob: bobId,
      bobChild: await childOf(bobId),
      hugo: await childOf(camilleId, 'Hugo'),
      organiser: organiser.id,
    };
    const bundleId = async (cuid: string) =>
      (await app.db.selectFrom('bundles').select('id').where('cuid', '=', cuid).executeTakeFirstOrThrow()).id;
    bundles = {
      pack: await bundleId('ps-bundle-pack-3-stages'),
      family: await bundleId('ps-bundle-pass-famille'),
    };
    const product = async (slug: string, bundle: number | null) =>
      (
        await app.db
          .insertInto('vouchers')
          .values({
            cuid: `test-${slug}`,
            organiser_id: organiser.id,
            title: slug,
            slug,
            price: 3000,
            amount: 3000,
            duration: null,
            images: '[]',
            description: null,
            bundle_id: bundle,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    products = {
      plain: await product('test-plain', null),
      forParticipant: await product('test-pack', bundles.pack),
      forCustomer: await product('test-family', bundles.family),
    };
  }, 60_000);

  it('finds a voucher by its code, in any case, showing payment and people only to its buyer', async () => {
    const own = await find(camille, ' demo-cadeau-2026 ');
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(registrationCalls.findVoucher.answer?.safeParse(own.body).success).toBe(true);
    expect(own.body.voucher).toEqual({
      is_buyer: true,
      cuid: 'ps-history-voucher-gift',
      code: 'DEMO-CADEAU-2026',
      recipient: null,
      redeemed_at: null,
      expires_at: expect.any(String),
      total_amount: 2500,
      paid_amount: 2500,
      paid: true,
      voucher: { title: 'Bon cadeau 25 €', images: expect.any(Array), amount: 2500, bundle: null },
    });
    const other = await find(bob, 'DEMO-CADEAU-2026');
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(registrationCalls.findVoucher.answer?.safeParse(other.body).success).toBe(true);
    expect(other.body.voucher).toMatchObject({
      is_buyer: false,
      code: 'DEMO-CADEAU-2026',
      paid: true,
      redeemed_at: null,
      voucher: { title: 'Bon cadeau 25 €', amount: 2500, bundle: null },
    });
    await refuses(() => find(bob, 'NO-SUCH-CODE'), 404, 'VOUCHER.NOT_FOUND');
    await refuses(() => find(oliver, 'DEMO-CADEAU-2026', EN_HOST), 404, 'VOUCHER.NOT_FOUND');
    await refuses(() => find(bob, '   '), 400, 'VALIDATION_FAILED');
    await refuses(() => find(app.client(), 'DEMO-CADEAU-2026'), 401, 'UNAUTHENTICATED');
  });

  it('answers another customer’s lookup with nothing that identifies the buyer', async () => {
    const buyer = await app.db
      .selectFrom('customers')
      .select(['cuid', 'firstname', 'lastname', 'email', 'phone'])
      .where('id', '=', ids.camille)
      .executeTakeFirstOrThrow();
    const owned = await voucherRow('DEMO-CADEAU-2026');
    const cart = await app.db
      .selectFrom('carts')
      .select(['cuid', 'reference'])
      .where('id', '=', owned.cart_id as number)
      .executeTakeFirstOrThrow();
    const other = await find(bob, 'demo-cadeau-2026');
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const voucher = other.body.voucher as Row;
    // Only what the confirmation shows: the card, its status, expiry and paid state; no customer_id,
    // customer, recipient, cuid or amounts.
    expect(Object.keys(voucher).sort()).toEqual([
      'code',
      'expires_at',
      'is_buyer',
      'paid',
      'redeemed_at',
      'voucher',
    ]);
    expect(Object.keys(voucher.voucher as Row).sort()).toEqual(['amount', 'bundle', 'images', 'title']);
    // No text anywhere in the answer is the buyer's cuid, name, e-mail or phone, or their purchase's cart
    // cuid, order reference or voucher cuid.
    const text = JSON.stringify(other.body);
    for (const value of [
      buyer.cuid,
      buyer.firstname,
      buyer.lastname,
      buyer.email,
      buyer.phone,
      cart.cuid,
      cart.reference,
      owned.cuid,
    ]) {
      expect(text).not.toContain(String(value));
    }
  });

  it('refuses unpaid, then expired, then redeemed vouchers, changing nothing', async () => {
    await giftVoucher('TEST-ALL-WRONG', { paid: false, expiresAt: at(-1), redeemed: true });
    await giftVoucher('TEST-EXPIRED-REDEEMED', { expiresAt: at(-1), redeemed: true });
    await giftVoucher('TEST-EXPIRES-NOW', { expiresAt: TEST_NOW });
    await giftVoucher('TEST-REDEEMED', { redeemed: true });
    await giftVoucher('TEST-UNPAID', { paid: false });
    for (const [code, refusal] of [
      ['TEST-ALL-WRONG', 'VOUCHER.UNPAID'],
      ['TEST-UNPAID', 'VOUCHER.UNPAID'],
      ['TEST-EXPIRED-REDEEMED', 'VOUCHER.EXPIRED'],
      ['TEST-EXPIRES-NOW', 'VOUCHER.EXPIRED'],
      ['TEST-REDEEMED', 'VOUCHER.REDEEMED'],
    ] as const) {
      const before = await voucherRow(code);
      await refuses(() => redeem(bob, code), 409, refusal);
      await refuses(() => redeem(bob, code, ids.bobChild), 409, refusal);
      expect(await voucherRow(code)).toEqual(before);
    }
    await refuses(() => redeem(bob, 'NO-SUCH-CODE'), 404, 'VOUCHER.NOT_FOUND');
    await refuses(() => redeem(oliver, 'DEMO-CADEAU-2026', null, EN_HOST), 404, 'VOUCHER.NOT_FOUND');
    await refuses(() => redeem(app.client(), 'DEMO-CADEAU-2026'), 401, 'UNAUTHENTICATED');
    await refuses(
      () => bob.call('PUT', '/api/vouchers/redeem', { body: { code: 'DEMO-CADEAU-2026' } }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('credits a plain voucher’s amount to the redeemer’s wallet, once', async () => {
    await refuses(() => redeem(bob, 'DEMO-CADEAU-2026', ids.hugo), 404, 'PARTICIPANT_NOT_FOUND');
    const before = await tableCounts(app.db);
    const wallet = await walletOf(app.db, ids.bob);
    const done = await redeem(bob, 'demo-cadeau-2026');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ cuid: 'ps-history-voucher-gift' });
    expect(await walletOf(app.db, ids.bob)).toBe(wallet + 2500);
    const after = await tableCounts(app.db);
    expect(after.wallet_movements).toBe((before.wallet_movements ?? 0) + 1);
    expect(after.customer_bundles).toBe(before.customer_bundles);
    const movement = await app.db
      .selectFrom('wallet_movements')
      .select(['amount', 'reason', 'cart_id', 'created_at'])
      .where('customer_id', '=', ids.bob)
      .executeTakeFirstOrThrow();
    expect(movement).toEqual({
      amount: 2500,
      reason: 'VOUCHER_REDEEMED',
      cart_id: null,
      created_at: TEST_NOW,
    });
    expect(await voucherRow('DEMO-CADEAU-2026')).toMatchObject({
      redeemed_at: TEST_NOW,
      redeemed_by_customer_id: ids.bob,
      participant_id: null,
    });
    await refuses(() => redeem(bob, 'DEMO-CADEAU-2026'), 409, 'VOUCHER.REDEEMED');
    await refuses(() => redeem(camille, 'DEMO-CADEAU-2026'), 409, 'VOUCHER.REDEEMED');

    // The buyer sees who redeemed it; the redeemer sees it in their tab without the buyer's details.
    const buyer = (await camille.call('GET', '/api/account/vouchers/ps-history-voucher-gift')).body
      .voucher as Row;
    expect(buyer.recipient).toEqual({ id: ids.bob, fullname: 'Bob Lambert', email: 'bob@example.be' });
    const redeemer = await bob.call('GET', '/api/account/vouchers');
    expect(redeemer.body.count).toBe(1);
    expect((redeemer.body.data as Row[])[0]).toMatchObject({
      cuid: 'ps-history-voucher-gift',
      redeemed_at: TEST_NOW,
      customer: null,
      recipient: null,
      total_amount: null,
      paid_amount: null,
    });
    const counters = async (client: TestClient) =>
      (await client.call('GET', '/api/session')).body.counters as Row;
    expect(await counters(bob)).toMatchObject({ vouchers: 1, available_vouchers: 0 });
    const bought = await app.db
      .selectFrom('customer_vouchers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('customer_id', '=', ids.camille)
      .executeTakeFirstOrThrow();
    // Camille's demo gift was her one redeemable voucher (the others written here are all invalid).
    expect(await counters(camille)).toMatchObject({ vouchers: Number(bought.count), available_vouchers: 0 });
  });

  it('grants a voucher’s bundle to the redeemer, for one of their own participants when it is for participants', async () => {
    await giftVoucher('TEST-PACK', { product: products.forParticipant });
    await giftVoucher('TEST-FAMILY', { product: products.forCustomer });
    const found = await find(bob, 'TEST-PACK');
    expect((found.body.voucher as Row).voucher).toMatchObject({
      bundle: { cuid: 'ps-bundle-pack-3-stages', entity: 'PARTICIPANTS' },
    });
    const refusal = await refuses(() => redeem(bob, 'TEST-PACK'), 400, 'VALIDATION_FAILED');
    expect(refusal.body.fields).toEqual({ participant_id: 'required' });
    await refuses(() => redeem(bob, 'TEST-PACK', ids.hugo), 404, 'PARTICIPANT_NOT_FOUND');
    await refuses(() => redeem(bob, 'TEST-PACK', 999_999), 404, 'PARTICIPANT_NOT_FOUND');

    const wallet = await walletOf(app.db, ids.bob);
    const done = await redeem(bob, 'TEST-PACK', ids.bobChild);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const voucher = await voucherRow('TEST-PACK');
    expect(done.body).toEqual({ cuid: voucher.cuid });
    expect(voucher).toMatchObject({ redeemed_by_customer_id: ids.bob, participant_id: ids.bobChild });
    const pack = await app.db
      .selectFrom('bundles')
      .selectAll()
      .where('id', '=', bundles.pack)
      .executeTakeFirstOrThrow();
    const granted = await app.db
      .selectFrom('customer_bundles')
      .selectAll()
      .where('customer_voucher_id', '=', voucher.id)
      .executeTakeFirstOrThrow();
    expect(granted).toMatchObject({
      customer_id: ids.bob,
      participant_id: ids.bobChild,
      bundle_id: bundles.pack,
      cart_id: null,
      cart_item_id: null,
      capacity: pack.capacity,
      used: 0,
      expires_at: bundleExpiresAt(pack, TEST_NOW),
      total_amount: 0,
      paid_amount: 0,
    });
    expect(await walletOf(app.db, ids.bob)).toBe(wallet);
    const owned = await bob.call('GET', '/api/account/bundles');
    expect([owned.body.count, ((owned.body.data as Row[])[0]?.participant as Row)?.id]).toEqual([
      1,
      ids.bobChild,
    ]);
    // Nothing to pay on a granted bundle.
    await refuses(
      () =>
        bob.call('POST', '/api/transactions/checkout', {
          body: {
            customer_id: ids.bob,
            reference: 'B',
            destination: granted.cuid,
            return_url: '/fr/account/bundles',
          },
        }),
      422,
      'TRANSACTION.NOTHING_DUE',
    );

    // A bundle for the whole family needs no participant.
    const family = await redeem(bob, 'TEST-FAMILY');
    expect(family.status, JSON.stringify(family.body)).toBe(200);
    const familyVoucher = await voucherRow('TEST-FAMILY');
    expect(
      await app.db
        .selectFrom('customer_bundles')
        .select(['participant_id', 'capacity', 'expires_at'])
        .where('customer_voucher_id', '=', familyVoucher.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ participant_id: null, capacity: null, expires_at: null });
  });

  it.runIf(driver === 'postgres')(
    'lets exactly one of many simultaneous redeems of a code through',
    async () => {
      // The voucher row is locked before its state is read, and the redeeming update only matches an
      // unredeemed row: whichever transaction comes second finds it redeemed. Both guards are always on,
      // so there is no unguarded control run; the harness does interleave (PostgreSQL, a pool of 10).
      const clients = [
        bob,
        camille,
        await signedIn(app, FR_HOST, { email: 'bob@example.be', password: 'bob-password' }),
      ];
      for (const round of [1, 2, 3, 4, 5]) {
        const code = `TEST-RACE-${round}`;
        await giftVoucher(code, { amount: 700 });
        const movements = (await tableCounts(app.db)).wallet_movements ?? 0;
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, index) =>
            redeem(clients[index % clients.length] as TestClient, code),
          ),
        );
        const statuses = answers.map((answer) => answer.status).sort();
        expect(
          statuses.filter((status) => status === 200),
          code,
        ).toHaveLength(1);
        for (const answer of answers.filter((entry) => entry.status !== 200)) {
          expect([answer.status, answer.body]).toEqual([409, { error: 'VOUCHER.REDEEMED' }]);
        }
        expect((await tableCounts(app.db)).wallet_movements).toBe(movements + 1);
      }
    },
  );
});
