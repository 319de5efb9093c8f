import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AttachCouponInput,
  type CheckoutInput,
  type CheckoutRequest,
  type CheckoutResponse,
  type CheckoutSnapshot,
  canPayOnline,
  canPayWithWallet,
  checkoutMachine,
  checkoutSummary,
  type DetachCouponInput,
  decideCheckout,
  defaultPaymentStrategy,
  feeWaivedByWallet,
  nextAction,
  PAYMENT_METHOD_TYPES,
  PAYMENT_STRATEGIES,
  type PaymentStrategy,
  serviceFee,
  showsCouponBox,
  showsDepositLine,
  strategyForServer,
  strategyName,
  successPath,
  usableMethods,
  walletApplied,
} from '../../core/checkout/index';
import { defineArea, examples } from '../book';
import { walletPaymentAmountRule } from './shared/wallet-payment-amount';

const now = '2026-03-01T10:00:00.000Z';
const later = '2026-03-01T10:15:00.000Z';
const cents = fc.integer({ min: 0, max: 5_000_000 });
const anyCents = fc.integer({ min: -100_000, max: 5_000_000 });
const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);
const fees = fc.record({ amount: cents, percentage: percent });
const cartArb = fc.record({
  items: fc.array(
    fc.record({
      price: cents,
      deposit: fc.option(cents, { nil: null }),
      expires_at: fc.constantFrom('2026-03-01T09:00:00.000Z', now, later),
    }),
    { maxLength: 6 },
  ),
});
const walletArb = fc.record({ amount: anyCents });
const methodsArb = fc.array(
  fc.record({ type: fc.constantFrom(...PAYMENT_METHOD_TYPES), priority: fc.integer({ min: 0, max: 5 }) }),
  { maxLength: 4 },
);

/** One registration of `price` cents expiring at `expires_at`, as the server's checkout decides it. */
function serverCheckout(overrides: Partial<CheckoutSnapshot> & { expires_at?: string; price?: number } = {}) {
  const { expires_at = later, price = 10_000, ...rest } = overrides;
  const snapshot: CheckoutSnapshot = {
    cart: { id: 9, coupon_id: null },
    items: [
      {
        id: 1,
        type: 'REGISTRATION',
        gross_price: price,
        price,
        deposit: 0,
        expires_at,
        availability_id: 3,
        date_ids: [],
        customer_bundle_id: null,
        bundle_id: null,
        voucher_id: null,
        membership_id: null,
      },
    ],
    attachedCoupon: null,
    seats: { availabilities: [{ id: 3, capacity: 10, registered: 0, held: 0 }], dates: [] },
    takenBookingItemIds: [],
    wallet: 0,
    ownedBundles: [],
    bundles: [],
    vouchers: [],
    memberships: [],
    settings: {
      serviceFees: { amount: 0, percentage: 0 },
      methods: [{ type: 'DELAYED', priority: 1 }],
      paymentMethods: { online: false, bankTransfers: true },
    },
    strategy: 'DELAYED',
    ...rest,
  };
  return decideCheckout(snapshot, now);
}

function input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    cart: {
      id: 42,
      cuid: 'cart42',
      coupon_id: null,
      coupon: { active: true },
      items: [{ price: 5000, expires_at: later }],
    },
    wallet: { amount: 0 },
    serviceFees: { amount: 0, percentage: 0 },
    methods: [
      { type: 'DELAYED', priority: 2 },
      { type: 'IMMEDIATE', priority: 1 },
    ],
    settings: { online: true, bankTransfers: true },
    now,
    ...overrides,
  };
}

/** The default strategy as the sentence states it, computed independently of the rule. */
function strategyPrecedence(): void {
  fc.assert(
    fc.property(
      cartArb,
      walletArb,
      fees,
      methodsArb,
      fc.boolean(),
      fc.boolean(),
      (cart, wallet, f, methods, online, bankTransfers) => {
        const summary = checkoutSummary(cart, wallet, f, now);
        const first = [...methods]
          .filter((method) => (method.type === 'DELAYED' ? bankTransfers : online))
          .sort((a, b) => a.priority - b.priority)[0];
        let expected: PaymentStrategy = 'DELAYED';
        if (summary.amountDue > 0 && first) expected = first.type;
        else if (summary.itemsTotal > 0 && summary.amountDue === 0 && wallet.amount >= summary.itemsTotal) {
          expected = 'WALLET';
        }
        return (
          defaultPaymentStrategy({ summary, wallet, methods, settings: { online, bankTransfers } }) ===
          expected
        );
      },
    ),
  );
}

/** A checkout actor whose submit answers `response` and records what was sent. */
function submitWith(response: CheckoutResponse, sent: CheckoutRequest[]) {
  return checkoutMachine.provide({
    actors: {
      submitCheckout: fromPromise<CheckoutResponse, CheckoutRequest>(async ({ input: request }) => {
        sent.push(request);
        return response;
      }),
    },
  });
}

export default defineArea({
  area: 'CHK',
  title: 'Checkout',
  rules: [
    {
      id: 'CHK-01',
      source: 'part 1 §4',
      sentence:
        'Checkout payment strategy: defaults to the first payment method by priority when an amount is due; WALLET when the wallet covers everything and total above zero; otherwise DELAYED.',
      kind: 'property',
      check: strategyPrecedence,
    },
    {
      id: 'CHK-02',
      source: 'part 1 §4',
      sentence: 'Submit with WALLET is sent as DELAYED.',
      kind: 'machine',
      check: async () => {
        const sent: CheckoutRequest[] = [];
        const actor = createActor(submitWith({}, sent), {
          input: input({ wallet: { amount: 9000 } }),
        }).start();
        assert.equal(actor.getSnapshot().context.strategy, 'WALLET');
        actor.send({ type: 'terms.set', checked: true });
        actor.send({ type: 'checkout.submit' });
        await waitFor(actor, (snapshot) => snapshot.matches({ form: 'succeeded' }));
        assert.equal(sent[0]?.payment_strategy, 'DELAYED');
        actor.stop();
      },
    },
    {
      id: 'CHK-03',
      source: 'part 1 §4',
      sentence:
        'If the response says next action is payment with a URL, the browser goes to that URL; otherwise the cart is revalidated and the user goes to the success page.',
      kind: 'machine',
      check: async () => {
        const cases: Array<[CheckoutResponse, string, 'redirectUrl' | 'successPath', string]> = [
          [
            { next_action: 'payment', next_action_url: 'https://pay.example/s/1' },
            'redirectingToPayment',
            'redirectUrl',
            'https://pay.example/s/1',
          ],
          [
            { next_action: 'payment', next_action_url: null },
            'succeeded',
            'successPath',
            '/checkout/cart42/success',
          ],
          [
            { next_action: null, next_action_url: null },
            'succeeded',
            'successPath',
            '/checkout/cart42/success',
          ],
        ];
        for (const [response, state, field, value] of cases) {
          const actor = createActor(submitWith(response, []), { input: input() }).start();
          actor.send({ type: 'terms.set', checked: true });
          actor.send({ type: 'checkout.submit' });
          const done = await waitFor(actor, (snapshot) => snapshot.matches({ form: state as 'succeeded' }));
          assert.equal(done.context[field], value, JSON.stringify(response));
          actor.stop();
        }
      },
    },
    {
      id: 'CHK-04',
      source: 'part 1 §4',
      sentence: "Coupon: none, attached, detached; coupon box shown only when the cart's coupon is active.",
      kind: 'machine',
      check: async () => {
        examples(
          [
            [{ coupon: { active: true } }, true],
            [{ coupon: { active: false } }, false],
            [{ coupon: null }, false],
          ],
          showsCouponBox,
        );
        const machine = checkoutMachine.provide({
          actors: {
            attachCoupon: fromPromise<unknown, AttachCouponInput>(async () => ({})),
            detachCoupon: fromPromise<unknown, DetachCouponInput>(async () => ({})),
          },
        });
        const actor = createActor(machine, { input: input() }).start();
        assert.ok(actor.getSnapshot().matches({ coupon: 'none' }));
        actor.send({ type: 'coupon.change', value: 'SPRING' });
        actor.send({ type: 'coupon.attach' });
        await waitFor(actor, (snapshot) => snapshot.matches({ coupon: 'attached' }));
        actor.send({ type: 'coupon.detach' });
        await waitFor(actor, (snapshot) => snapshot.matches({ coupon: 'detached' }));
        actor.stop();
        const withCoupon = createActor(checkoutMachine, {
          input: input({ cart: { ...input().cart, coupon_id: 3 } }),
        }).start();
        assert.ok(withCoupon.getSnapshot().matches({ coupon: 'attached' }));
        withCoupon.stop();
      },
    },
    {
      id: 'CHK-05',
      source: 'part 1 §2',
      sentence: 'After a successful non-online checkout goes to /checkout/{cuid}/success.',
      kind: 'examples',
      check: () => {
        examples(
          [
            [
              { cuid: 'ck1', response: {} },
              { kind: 'success', path: '/checkout/ck1/success' },
            ],
            [
              { cuid: 'ck2', response: { next_action: 'none' } },
              { kind: 'success', path: '/checkout/ck2/success' },
            ],
          ],
          ({ cuid, response }: { cuid: string; response: CheckoutResponse }) => nextAction(response, cuid),
        );
        assert.equal(successPath('abc'), '/checkout/abc/success');
      },
    },
    {
      id: 'CHK-06',
      source: 'part 2 §5',
      sentence: 'payment_strategy one of IMMEDIATE, IMMEDIATE_DEPOSIT, DELAYED, WALLET.',
      kind: 'examples',
      check: () => {
        assert.deepEqual([...PAYMENT_STRATEGIES], ['IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED', 'WALLET']);
        const actor = createActor(checkoutMachine, { input: input({ wallet: { amount: 100 } }) }).start();
        for (const strategy of actor.getSnapshot().context.allowed) {
          assert.ok(PAYMENT_STRATEGIES.includes(strategy));
        }
        actor.stop();
      },
    },
    {
      id: 'CHK-07',
      source: 'part 2 §5',
      sentence: 'terms must be ticked, otherwise a field error with the key form.messages.errors.terms.',
      kind: 'machine',
      check: async () => {
        const sent: CheckoutRequest[] = [];
        const actor = createActor(submitWith({}, sent), { input: input() }).start();
        actor.send({ type: 'checkout.submit' });
        assert.ok(actor.getSnapshot().matches({ form: 'editing' }));
        assert.equal(actor.getSnapshot().context.fieldErrors.terms, 'form.messages.errors.terms');
        assert.equal(sent.length, 0);
        actor.send({ type: 'terms.set', checked: true });
        actor.send({ type: 'checkout.submit' });
        await waitFor(actor, (snapshot) => snapshot.matches({ form: 'succeeded' }));
        assert.equal(sent[0]?.terms, true);
        actor.stop();
      },
    },
    {
      id: 'CHK-08',
      source: 'part 2 §5',
      sentence: 'coupon a string; the attach button is disabled while the field is empty.',
      kind: 'machine',
      check: () => {
        const actor = createActor(checkoutMachine, { input: input() }).start();
        assert.equal(actor.getSnapshot().can({ type: 'coupon.attach' }), false);
        actor.send({ type: 'coupon.change', value: '   ' });
        assert.equal(actor.getSnapshot().can({ type: 'coupon.attach' }), false);
        actor.send({ type: 'coupon.change', value: 'SPRING' });
        assert.equal(actor.getSnapshot().can({ type: 'coupon.attach' }), true);
        actor.send({ type: 'coupon.change', value: '' });
        assert.equal(actor.getSnapshot().can({ type: 'coupon.attach' }), false);
        actor.stop();
      },
    },
    walletPaymentAmountRule('CHK-09'),
    {
      id: 'CHK-10',
      source: 'part 2 §6',
      sentence:
        'Signed-in customer: owns participants; sees only own account items; adds items for themselves and their participants; cancels pending registration requests and registrations; reviews registrations; redeems vouchers; pays online (only when payment_methods.online is true) or from the wallet (only when the wallet amount is above 0).',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.boolean(), anyCents, methodsArb, (online, amount, methods) => {
            const usable = usableMethods(methods, { online, bankTransfers: true });
            return (
              canPayOnline({ online, bankTransfers: true }) === online &&
              canPayWithWallet({ amount }) === amount > 0 &&
              (online || usable.every((method) => method.type === 'DELAYED'))
            );
          }),
        );
        const offline = createActor(checkoutMachine, {
          input: input({ settings: { online: false, bankTransfers: true }, wallet: { amount: 0 } }),
        }).start();
        assert.deepEqual(offline.getSnapshot().context.allowed, ['DELAYED']);
        offline.stop();
      },
    },
    {
      id: 'CHK-11',
      source: 'part 2 §7',
      sentence: 'POST /api/carts/coupons: cart_id, coupon.',
      kind: 'machine',
      check: async () => {
        const calls: AttachCouponInput[] = [];
        const machine = checkoutMachine.provide({
          actors: {
            attachCoupon: fromPromise<unknown, AttachCouponInput>(async ({ input: request }) => {
              calls.push(request);
              return {};
            }),
          },
        });
        const actor = createActor(machine, { input: input() }).start();
        actor.send({ type: 'coupon.change', value: ' SPRING ' });
        actor.send({ type: 'coupon.attach' });
        await waitFor(actor, (snapshot) => snapshot.matches({ coupon: 'attached' }));
        assert.deepEqual(calls, [{ cart_id: 42, coupon: 'SPRING' }]);
        actor.stop();
      },
    },
    {
      id: 'CHK-12',
      source: 'part 2 §7',
      sentence: 'DELETE /api/carts/coupons: query cart_id.',
      kind: 'machine',
      check: async () => {
        const calls: DetachCouponInput[] = [];
        const machine = checkoutMachine.provide({
          actors: {
            detachCoupon: fromPromise<unknown, DetachCouponInput>(async ({ input: request }) => {
              calls.push(request);
              return {};
            }),
          },
        });
        const actor = createActor(machine, {
          input: input({ cart: { ...input().cart, coupon_id: 3 } }),
        }).start();
        actor.send({ type: 'coupon.detach' });
        await waitFor(actor, (snapshot) => snapshot.matches({ coupon: 'detached' }));
        assert.deepEqual(calls, [{ cart_id: 42 }]);
        actor.stop();
      },
    },
    {
      id: 'CHK-13',
      source: 'part 2 §7',
      sentence:
        'POST /api/carts/checkout: cart_id, coupon, payment_strategy, terms; returns next_action and next_action_url.',
      kind: 'machine',
      check: async () => {
        const sent: CheckoutRequest[] = [];
        const machine = checkoutMachine.provide({
          actors: {
            attachCoupon: fromPromise<unknown, AttachCouponInput>(async () => ({})),
            submitCheckout: fromPromise<CheckoutResponse, CheckoutRequest>(async ({ input: request }) => {
              sent.push(request);
              return { next_action: 'payment', next_action_url: 'https://pay.example/s/2' };
            }),
          },
        });
        const actor = createActor(machine, { input: input() }).start();
        actor.send({ type: 'coupon.change', value: 'SPRING' });
        actor.send({ type: 'coupon.attach' });
        await waitFor(actor, (snapshot) => snapshot.matches({ coupon: 'attached' }));
        actor.send({ type: 'terms.set', checked: true });
        actor.send({ type: 'checkout.submit' });
        const done = await waitFor(actor, (snapshot) => snapshot.matches({ form: 'redirectingToPayment' }));
        assert.deepEqual(sent, [
          { cart_id: 42, coupon: 'SPRING', payment_strategy: 'IMMEDIATE', terms: true },
        ]);
        assert.equal(done.context.redirectUrl, 'https://pay.example/s/2');
        actor.stop();
      },
    },
    {
      id: 'CHK-14',
      source: 'part 2 §7',
      sentence: 'The strategy WALLET is sent as DELAYED.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.constantFrom(...PAYMENT_STRATEGIES), (strategy) =>
            strategy === 'WALLET'
              ? strategyForServer(strategy) === 'DELAYED'
              : strategyForServer(strategy) === strategy,
          ),
        );
      },
    },
    {
      id: 'CHK-15',
      source: 'part 2 §8',
      sentence: 'Coupon attach errors are rethrown; wording not shown.',
      kind: 'machine',
      check: async () => {
        const machine = checkoutMachine.provide({
          actors: {
            attachCoupon: fromPromise<unknown, AttachCouponInput>(async () => {
              throw { code: 'COUPON_EXPIRED' };
            }),
          },
        });
        const actor = createActor(machine, { input: input() }).start();
        actor.send({ type: 'coupon.change', value: 'OLD' });
        actor.send({ type: 'coupon.attach' });
        await waitFor(actor, (snapshot) => snapshot.matches({ coupon: 'attaching' }));
        const done = await waitFor(actor, (snapshot) => snapshot.matches({ coupon: 'none' }));
        assert.equal(done.context.couponError, 'COUPON_EXPIRED');
        actor.stop();
      },
    },
    {
      id: 'CHK-16',
      source: 'part 2 §9',
      sentence:
        'Payment strategy default: first payment method by priority when an amount is due; WALLET when the wallet covers everything and the total is above zero; otherwise DELAYED.',
      kind: 'property',
      check: strategyPrecedence,
    },
    {
      id: 'CHK-17',
      source: 'part 2 §9',
      sentence: 'The wallet is applied up to the cart total.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(cartArb, walletArb, fees, (cart, wallet, f) => {
            const summary = checkoutSummary(cart, wallet, f, now);
            return (
              summary.wallet === Math.min(summary.itemsTotal, Math.max(0, wallet.amount)) &&
              summary.wallet === walletApplied(summary.itemsTotal, wallet.amount) &&
              summary.totalAfterWallet === summary.itemsTotal - summary.wallet &&
              summary.totalAfterWallet + summary.serviceFee === summary.amountDue &&
              [summary.itemsTotal, summary.wallet, summary.totalAfterWallet, summary.amountDue].every(
                (line) => line >= 0,
              )
            );
          }),
        );
      },
    },
    // Reading (issue 18 §7): the fee is charged only when something is left to pay after the wallet. The fee
    // pays for taking a payment; a cart the wallet covers takes none, and charging the fixed part alone would
    // ask a parent for a few cents by card or by transfer. A free cart pays none either. The summary says so
    // (feeWaivedByWallet) whenever the organiser charges a fee and the wallet covered everything.
    {
      id: 'CHK-18',
      source: 'part 2 §9',
      sentence: 'Service fee is a fixed amount plus a percentage of the total after wallet, rounded down.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(cents, fees, (afterWallet, f) => {
            const fee = serviceFee(afterWallet, f);
            return (
              fee === f.amount + Math.floor((afterWallet * Math.round(f.percentage * 100)) / 10_000) &&
              fee >= f.amount
            );
          }),
        );
        fc.assert(
          fc.property(cartArb, walletArb, fees, (cart, wallet, f) => {
            const summary = checkoutSummary(cart, wallet, f, now);
            const charged =
              summary.totalAfterWallet > 0
                ? serviceFee(summary.totalAfterWallet, f) === summary.serviceFee
                : true;
            const waived =
              summary.totalAfterWallet === 0
                ? summary.serviceFee === 0 &&
                  feeWaivedByWallet(summary, f) === (summary.wallet > 0 && (f.amount > 0 || f.percentage > 0))
                : !feeWaivedByWallet(summary, f);
            return charged && waived;
          }),
        );
      },
    },
    {
      id: 'CHK-19',
      source: 'part 2 §9',
      sentence: 'A deposit line shows only when the deposit is above 0 and the total exceeds the wallet.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(cents, cents, anyCents, (deposit, total, balance) => {
            return showsDepositLine(deposit, total, balance) === (deposit > 0 && total > balance);
          }),
        );
        fc.assert(
          fc.property(cartArb, walletArb, fees, (cart, wallet, f) => {
            const summary = checkoutSummary(cart, wallet, f, now);
            const deposits = cart.items
              .filter((item) => item.expires_at === later)
              .reduce((sum, item) => sum + (item.deposit ?? 0), 0);
            const shows = deposits > 0 && summary.itemsTotal > Math.max(0, wallet.amount);
            return (summary.deposit !== null) === shows;
          }),
        );
      },
    },
    // Reading (issue 18 §5): DELAYED is paid by bank transfer, so it is offered only while bank_transfers is
    // on; it stays the fallback when nothing else is usable, named "pay later" then.
    {
      id: 'CHK-20',
      source: 'part 1 §3 Payment methods',
      sentence: 'online (boolean), bank_transfers (boolean), bank_account.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.boolean(), fc.boolean(), methodsArb, (online, bankTransfers, methods) => {
            const settings = { online, bankTransfers };
            const usable = usableMethods(methods, settings);
            return (
              usable.every((method) => (method.type === 'DELAYED' ? bankTransfers : online)) &&
              usable.length ===
                methods.filter((method) => (method.type === 'DELAYED' ? bankTransfers : online)).length &&
              (strategyName('DELAYED', settings) === 'LATER') === !bankTransfers
            );
          }),
        );
        const noTransfers = createActor(checkoutMachine, {
          input: input({ settings: { online: true, bankTransfers: false } }),
        }).start();
        assert.deepEqual(noTransfers.getSnapshot().context.allowed, ['IMMEDIATE']);
        noTransfers.stop();
      },
    },
    {
      id: 'CHK-21',
      source: 'part 2 §9',
      sentence: 'Cart items count only while expires_at is in the future.',
      kind: 'examples',
      // The server's checkout (core decideCheckout, what POST /api/carts/checkout runs): an item whose
      // expiry is not after the checkout's moment is not ordered; a cart of such items only is refused.
      check: () => {
        const oneMsBefore = '2026-03-01T09:59:59.999Z';
        const oneMsAfter = '2026-03-01T10:00:00.001Z';
        examples(
          [
            [oneMsBefore, 'CART.ITEMS_EXPIRED'],
            [now, 'CART.ITEMS_EXPIRED'],
            [oneMsAfter, 'ordered'],
          ] as const,
          (expires_at) => {
            const decision = serverCheckout({ expires_at });
            return decision.kind === 'refused' ? decision.code : 'ordered';
          },
        );
      },
    },
    {
      id: 'CHK-22',
      source: 'part 2 §9',
      sentence: 'The wallet is applied up to the cart total.',
      kind: 'property',
      // At the server's checkout: the wallet debited is the smaller of the balance and the cart total, and
      // the order lines are paid exactly that much from it.
      check: () => {
        fc.assert(
          fc.property(cents, cents, (price, balance) => {
            const decision = serverCheckout({ price, wallet: balance });
            if (decision.kind !== 'accepted') return false;
            const paid = decision.writes.orders.reduce((total, order) => total + order.paid_amount, 0);
            return (
              decision.writes.walletDebit === Math.min(price, balance) && paid === decision.writes.walletDebit
            );
          }),
        );
      },
    },
    {
      id: 'CHK-23',
      source: 'part 2 §7',
      sentence: 'The strategy WALLET is sent as DELAYED.',
      kind: 'examples',
      // At the server: DELAYED from a customer whose wallet covers the cart is processed as WALLET, with
      // nothing charged online; without the wallet it stays DELAYED.
      check: () => {
        examples(
          [
            [{ wallet: 10_000 }, 'WALLET'],
            [{ wallet: 50_000 }, 'WALLET'],
            [{ wallet: 0 }, 'DELAYED'],
          ] as const,
          ({ wallet }) => {
            const decision = serverCheckout({ wallet });
            return decision.kind === 'accepted' && decision.writes.onlinePayment === 0
              ? decision.writes.cart.payment_strategy
              : null;
          },
        );
      },
    },
  ],
});
