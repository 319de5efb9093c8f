import { describe, expect, it } from 'vitest';
import {
  allowedStrategies,
  canAttachCoupon,
  canPayOnline,
  canPayWithWallet,
  checkoutRequest,
  checkoutSummary,
  defaultPaymentStrategy,
  defaultWalletPaymentAmount,
  nextAction,
  type PaymentMethod,
  serviceFee,
  showsCouponBox,
  showsDepositLine,
  strategyForServer,
  strategyName,
  termsError,
  walletApplied,
  walletPaymentAmountError,
} from './index';

const now = '2026-03-01T10:00:00.000Z';
const later = '2026-03-01T10:15:00.000Z';
const cart = (prices: number[], deposit = 0) => ({
  items: prices.map((price) => ({ price, deposit, expires_at: later })),
});
const methods: PaymentMethod[] = [
  { type: 'DELAYED', priority: 2 },
  { type: 'IMMEDIATE', priority: 1 },
  { type: 'IMMEDIATE_DEPOSIT', priority: 3 },
];
const noFees = { amount: 0, percentage: 0 };

describe('wallet, fee and summary', () => {
  it('applies the wallet up to the cart total', () => {
    expect(walletApplied(5000, 2000)).toBe(2000);
    expect(walletApplied(5000, 9000)).toBe(5000);
    expect(walletApplied(0, 9000)).toBe(0);
    expect(walletApplied(5000, -10)).toBe(0);
  });

  it('service fee: fixed amount plus a percentage of the total after wallet, rounded down', () => {
    expect(serviceFee(1999, { amount: 50, percentage: 2.5 })).toBe(50 + 49); // 49.975 → 49
    expect(serviceFee(0, { amount: 50, percentage: 2.5 })).toBe(50);
    expect(serviceFee(10_000, noFees)).toBe(0);
  });

  it('deposit line only when the deposit is above 0 and the total exceeds the wallet', () => {
    expect(showsDepositLine(500, 5000, 4999)).toBe(true);
    expect(showsDepositLine(500, 5000, 5000)).toBe(false);
    expect(showsDepositLine(0, 5000, 0)).toBe(false);
  });

  it('summarises a cart paid partly from the wallet', () => {
    expect(
      checkoutSummary(cart([3000, 2000], 1000), { amount: 1000 }, { amount: 100, percentage: 10 }, now),
    ).toEqual({
      itemsTotal: 5000,
      wallet: 1000,
      totalAfterWallet: 4000,
      serviceFee: 500,
      amountDue: 4500,
      deposit: 2000,
      walletRemaining: 0,
    });
  });

  it('no fee and no deposit line when the wallet pays everything', () => {
    expect(
      checkoutSummary(cart([3000], 1000), { amount: 8000 }, { amount: 100, percentage: 10 }, now),
    ).toEqual({
      itemsTotal: 3000,
      wallet: 3000,
      totalAfterWallet: 0,
      serviceFee: 0,
      amountDue: 0,
      deposit: null,
      walletRemaining: 5000,
    });
  });

  it('expired items do not count', () => {
    const summary = checkoutSummary(
      {
        items: [
          { price: 3000, expires_at: now },
          { price: 100, expires_at: later },
        ],
      },
      { amount: 0 },
      noFees,
      now,
    );
    expect(summary.itemsTotal).toBe(100);
  });
});

describe('payment strategy', () => {
  const strategy = (itemsTotal: number, balance: number, online = true, list = methods) => {
    const summary = checkoutSummary(
      cart(itemsTotal > 0 ? [itemsTotal] : []),
      { amount: balance },
      noFees,
      now,
    );
    return defaultPaymentStrategy({
      summary,
      wallet: { amount: balance },
      methods: list,
      settings: { online, bankTransfers: true },
    });
  };

  it('defaults to the first method by priority when an amount is due', () => {
    expect(strategy(5000, 0)).toBe('IMMEDIATE');
    expect(strategy(5000, 1000)).toBe('IMMEDIATE');
  });

  it('skips online methods when online payments are off', () => {
    expect(strategy(5000, 0, false)).toBe('DELAYED');
    expect(strategy(5000, 0, false, [{ type: 'IMMEDIATE', priority: 1 }])).toBe('DELAYED');
  });

  it('WALLET when the wallet covers everything and the total is above zero, else DELAYED', () => {
    expect(strategy(5000, 5000)).toBe('WALLET');
    expect(strategy(0, 5000)).toBe('DELAYED');
    expect(strategy(0, 0)).toBe('DELAYED');
    expect(strategy(5000, 0, true, [])).toBe('DELAYED');
  });

  it('allowed strategies: usable methods when due, WALLET with a balance, always the default', () => {
    const summary = checkoutSummary(cart([5000]), { amount: 1000 }, noFees, now);
    expect(
      allowedStrategies({
        summary,
        wallet: { amount: 1000 },
        methods,
        settings: { online: false, bankTransfers: true },
      }),
    ).toEqual(['DELAYED', 'WALLET']);
    expect(
      allowedStrategies({
        summary,
        wallet: { amount: 0 },
        methods,
        settings: { online: true, bankTransfers: true },
      }),
    ).toEqual(['IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED']);
  });

  it('DELAYED is a bank transfer: offered only while the organiser takes transfers (issue 18 §5)', () => {
    const summary = checkoutSummary(cart([5000]), { amount: 0 }, noFees, now);
    const offer = (online: boolean, bankTransfers: boolean) =>
      allowedStrategies({ summary, wallet: { amount: 0 }, methods, settings: { online, bankTransfers } });
    expect(offer(true, false)).toEqual(['IMMEDIATE', 'IMMEDIATE_DEPOSIT']);
    // Nothing usable: DELAYED stays the fallback, and reads "pay later", not "bank transfer".
    expect(offer(false, false)).toEqual(['DELAYED']);
    expect(strategyName('DELAYED', { online: false, bankTransfers: false })).toBe('LATER');
    expect(strategyName('DELAYED', { online: false, bankTransfers: true })).toBe('DELAYED');
    expect(strategyName('IMMEDIATE', { online: true, bankTransfers: false })).toBe('IMMEDIATE');
  });

  it('WALLET is sent as DELAYED', () => {
    expect(strategyForServer('WALLET')).toBe('DELAYED');
    expect(strategyForServer('IMMEDIATE_DEPOSIT')).toBe('IMMEDIATE_DEPOSIT');
    expect(checkoutRequest({ cart_id: 4, coupon: null, strategy: 'WALLET', terms: true })).toEqual({
      cart_id: 4,
      coupon: null,
      payment_strategy: 'DELAYED',
      terms: true,
    });
  });

  it('online only when payment_methods.online; wallet only above 0', () => {
    expect(canPayOnline({ online: true, bankTransfers: true })).toBe(true);
    expect(canPayOnline({ online: false, bankTransfers: true })).toBe(false);
    expect(canPayWithWallet({ amount: 1 })).toBe(true);
    expect(canPayWithWallet({ amount: 0 })).toBe(false);
  });
});

describe('wallet payment screen', () => {
  it('defaults to the smaller of balance and amount due', () => {
    expect(defaultWalletPaymentAmount(1000, 4500)).toBe(1000);
    expect(defaultWalletPaymentAmount(9000, 4500)).toBe(4500);
  });

  it('must be an integer and not above the balance', () => {
    expect(walletPaymentAmountError(1000, 1000)).toBeNull();
    expect(walletPaymentAmountError(1001, 1000)).toBe('INSUFFICIENT_WALLET_AMOUNT');
    expect(walletPaymentAmountError(10.5, 1000)).toBe('CHECKOUT.WALLET_AMOUNT_NOT_INTEGER');
  });
});

describe('coupon, terms, next action', () => {
  it('coupon box only with an active coupon; attach needs text', () => {
    expect(showsCouponBox({ coupon: { active: true } })).toBe(true);
    expect(showsCouponBox({ coupon: { active: false } })).toBe(false);
    expect(showsCouponBox({ coupon: null })).toBe(false);
    expect(canAttachCoupon('')).toBe(false);
    expect(canAttachCoupon('  ')).toBe(false);
    expect(canAttachCoupon('SPRING')).toBe(true);
  });

  it('terms must be ticked', () => {
    expect(termsError(false)).toBe('form.messages.errors.terms');
    expect(termsError(true)).toBeNull();
  });

  it('payment with a URL redirects, anything else goes to the success page', () => {
    expect(nextAction({ next_action: 'payment', next_action_url: 'https://pay.example/x' }, 'ck1')).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/x',
    });
    expect(nextAction({ next_action: 'PAYMENT', next_action_url: null }, 'ck1')).toEqual({
      kind: 'success',
      path: '/checkout/ck1/success',
    });
    expect(nextAction({}, 'ck1')).toEqual({ kind: 'success', path: '/checkout/ck1/success' });
  });
});
