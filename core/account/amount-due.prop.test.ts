import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_ERRORS } from '../checkout/index';
import { amountDue, destinationAmountDue, WALLET_PAYMENT_ERRORS, walletPaymentRefusal } from './index';

const minor = fc.integer({ min: 0, max: 10_000_000 });
const line = fc.record({ total_amount: minor, paid_amount: minor });

describe('amountDue', () => {
  it('is total − paid when something is owed, 0 when the line is paid or overpaid', () => {
    fc.assert(
      fc.property(line, (item) => {
        const due = amountDue(item);
        expect(due).toBe(item.paid_amount >= item.total_amount ? 0 : item.total_amount - item.paid_amount);
      }),
    );
  });

  it('paying what is due leaves nothing due; paying less leaves the rest', () => {
    fc.assert(
      fc.property(line, minor, (item, part) => {
        const due = amountDue(item);
        expect(amountDue({ ...item, paid_amount: item.paid_amount + due })).toBe(0);
        const paid = Math.min(part, due);
        expect(amountDue({ ...item, paid_amount: item.paid_amount + paid })).toBe(due - paid);
      }),
    );
  });

  it('a destination owes its fee plus each line, an overpaid line never offsetting another', () => {
    fc.assert(
      fc.property(minor, fc.array(line, { maxLength: 6 }), (feeOwed, lines) => {
        const due = destinationAmountDue({ feeOwed, lines });
        expect(due).toBe(feeOwed + lines.reduce((total, item) => total + amountDue(item), 0));
        expect(due).toBeGreaterThanOrEqual(feeOwed);
      }),
    );
  });
});

describe('walletPaymentRefusal', () => {
  it('accepts exactly the integers from 1 to the smaller of the balance and what is due', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 20_000 }), minor, minor, (amount, balance, due) => {
        const refusal = walletPaymentRefusal(amount, { balance, due });
        expect(refusal === null).toBe(amount >= 1 && amount <= balance && amount <= due);
      }),
    );
  });

  it('names the first limit passed: not positive, then the balance, then what is due', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 20_000 }), minor, minor, (amount, balance, due) => {
        const refusal = walletPaymentRefusal(amount, { balance, due });
        if (amount <= 0) expect(refusal).toBe(WALLET_PAYMENT_ERRORS.notPositive);
        else if (amount > balance) expect(refusal).toBe(CHECKOUT_ERRORS.insufficientWallet);
        else if (amount > due) expect(refusal).toBe(WALLET_PAYMENT_ERRORS.aboveDue);
      }),
    );
  });

  it('refuses a fraction of a minor unit as not an integer', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), minor, minor, (amount, balance, due) => {
        fc.pre(!Number.isInteger(amount));
        expect(walletPaymentRefusal(amount, { balance, due })).toBe(CHECKOUT_ERRORS.walletNotInteger);
      }),
    );
  });
});
