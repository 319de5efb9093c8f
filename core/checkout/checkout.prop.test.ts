import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  allowedStrategies,
  checkoutSummary,
  defaultPaymentStrategy,
  defaultWalletPaymentAmount,
  PAYMENT_METHOD_TYPES,
  PAYMENT_STRATEGIES,
  serviceFee,
  strategyForServer,
  walletApplied,
  walletPaymentAmountError,
} from './index';
import { CHECKOUT_NOW, holdExpiry } from './test-support';

const cents = fc.integer({ min: 0, max: 5_000_000 });
const anyCents = fc.integer({ min: -1_000_000, max: 5_000_000 });
const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);
const fees = fc.record({ amount: cents, percentage: percent });
const cart = fc.record({
  items: fc.array(
    fc.record({ price: anyCents, deposit: fc.option(cents, { nil: null }), expires_at: holdExpiry }),
    {
      maxLength: 8,
    },
  ),
});
const wallet = fc.record({ amount: anyCents });
const methods = fc.array(
  fc.record({ type: fc.constantFrom(...PAYMENT_METHOD_TYPES), priority: fc.integer({ min: 0, max: 5 }) }),
  { maxLength: 4 },
);
const settings = fc.record({ online: fc.boolean(), bankTransfers: fc.boolean() });

describe('checkout properties', () => {
  it('summary: no negative line, wallet ≤ min(total, balance), lines add up', () => {
    fc.assert(
      fc.property(cart, wallet, fees, (c, w, f) => {
        const s = checkoutSummary(c, w, f, CHECKOUT_NOW);
        const lines = [
          s.itemsTotal,
          s.wallet,
          s.totalAfterWallet,
          s.serviceFee,
          s.amountDue,
          s.walletRemaining,
        ];
        return (
          lines.every((line) => Number.isSafeInteger(line) && line >= 0) &&
          s.wallet <= s.itemsTotal &&
          s.wallet <= Math.max(0, w.amount) &&
          s.itemsTotal - s.wallet === s.totalAfterWallet &&
          s.totalAfterWallet + s.serviceFee === s.amountDue &&
          s.wallet + s.walletRemaining === Math.max(0, w.amount) &&
          (s.deposit === null || (s.deposit >= 0 && s.deposit <= s.totalAfterWallet))
        );
      }),
    );
  });

  it('the wallet applied is exactly the smaller of total and balance', () => {
    fc.assert(
      fc.property(
        cents,
        anyCents,
        (total, balance) => walletApplied(total, balance) === Math.min(total, Math.max(0, balance)),
      ),
    );
  });

  it('service fee = fixed + floor(percentage of the total after wallet), so never below the fixed amount', () => {
    fc.assert(
      fc.property(cents, fees, (afterWallet, f) => {
        const fee = serviceFee(afterWallet, f);
        const exactTimes10000 = afterWallet * Math.round(f.percentage * 100);
        return fee === f.amount + Math.floor(exactTimes10000 / 10_000) && fee >= f.amount;
      }),
    );
  });

  it('the default strategy follows the stated precedence and is always allowed', () => {
    fc.assert(
      fc.property(cart, wallet, fees, methods, settings, (c, w, f, m, st) => {
        const summary = checkoutSummary(c, w, f, CHECKOUT_NOW);
        const input = { summary, wallet: w, methods: m, settings: st };
        const chosen = defaultPaymentStrategy(input);
        const usable = m
          .filter((method) => (method.type === 'DELAYED' ? st.bankTransfers : st.online))
          .sort((a, b) => a.priority - b.priority);
        const expected =
          summary.amountDue > 0 && usable[0]
            ? usable[0].type
            : summary.itemsTotal > 0 && summary.amountDue === 0 && w.amount > 0
              ? 'WALLET'
              : 'DELAYED';
        return chosen === expected && allowedStrategies(input).includes(chosen);
      }),
    );
  });

  it('WALLET is never sent; other strategies are sent unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_STRATEGIES), (strategy) => {
        const sent = strategyForServer(strategy);
        return strategy === 'WALLET' ? sent === 'DELAYED' : sent === strategy;
      }),
    );
  });

  it('the wallet payment default is valid and the smaller of balance and amount due', () => {
    fc.assert(
      fc.property(cents, cents, (balance, due) => {
        const amount = defaultWalletPaymentAmount(balance, due);
        return amount === Math.min(balance, due) && walletPaymentAmountError(amount, balance) === null;
      }),
    );
  });

  it('INSUFFICIENT_WALLET_AMOUNT exactly when an integer amount is above the balance', () => {
    fc.assert(
      fc.property(anyCents, cents, (amount, balance) => {
        const error = walletPaymentAmountError(amount, balance);
        return (
          (error === 'INSUFFICIENT_WALLET_AMOUNT') === amount > balance &&
          (amount > balance || error === null)
        );
      }),
    );
  });
});
