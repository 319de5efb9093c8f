import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmsCart } from './cart-confirmation.rules';
import {
  type CheckoutPaymentAttempt,
  decidePaymentRetry,
  latestPaymentStatus,
  offersPaymentRetry,
  PAYMENT_RETRY_ERRORS,
} from './payment-retry.rules';

const status = fc.constantFrom('PENDING', 'PAID', 'FAILED', 'CANCELLED' as const);
const attempt = fc.record({ status, amount: fc.integer({ min: 1, max: 1_000_000 }) });

describe('paying again after a failed checkout payment (issue 18 §1)', () => {
  it('opens a new payment of what the checkout meant to charge, at most what is owed', () => {
    expect(decidePaymentRetry([{ status: 'FAILED', amount: 4000 }], 15_376)).toEqual({
      kind: 'open',
      amount: 4000,
    });
    expect(decidePaymentRetry([{ status: 'CANCELLED', amount: 15_376 }], 10_000)).toEqual({
      kind: 'open',
      amount: 10_000,
    });
  });

  it('answers the open payment again, and refuses once paid, when nothing is owed, or without an online payment', () => {
    const failed: CheckoutPaymentAttempt = { status: 'FAILED', amount: 100 };
    expect(decidePaymentRetry([failed, { status: 'PENDING', amount: 100 }], 100)).toEqual({
      kind: 'pending',
    });
    expect(decidePaymentRetry([failed, { status: 'PAID', amount: 100 }], 0)).toEqual({
      kind: 'refused',
      code: PAYMENT_RETRY_ERRORS.alreadyPaid,
    });
    expect(decidePaymentRetry([failed], 0)).toEqual({
      kind: 'refused',
      code: PAYMENT_RETRY_ERRORS.nothingDue,
    });
    expect(decidePaymentRetry([], 100)).toEqual({
      kind: 'refused',
      code: PAYMENT_RETRY_ERRORS.noOnlinePayment,
    });
  });

  it('never opens a payment beside an open or paid one, and never for more than owed or the first amount', () => {
    fc.assert(
      fc.property(
        fc.array(attempt, { maxLength: 6 }),
        fc.integer({ min: -100, max: 2_000_000 }),
        (attempts, owed) => {
          const decision = decidePaymentRetry(attempts, owed);
          if (decision.kind !== 'open') return true;
          const first = attempts[0];
          return (
            first !== undefined &&
            attempts.every((one) => one.status === 'FAILED' || one.status === 'CANCELLED') &&
            decision.amount > 0 &&
            decision.amount <= owed &&
            decision.amount <= first.amount
          );
        },
      ),
    );
  });

  it('offers to pay again only when the latest attempt failed or was cancelled and money is owed', () => {
    expect(
      latestPaymentStatus([
        { status: 'FAILED', amount: 1 },
        { status: 'PAID', amount: 1 },
      ]),
    ).toBe('PAID');
    expect(latestPaymentStatus([])).toBeNull();
    expect(offersPaymentRetry('FAILED', 1)).toBe(true);
    expect(offersPaymentRetry('CANCELLED', 1)).toBe(true);
    expect(offersPaymentRetry('FAILED', 0)).toBe(false);
    expect(offersPaymentRetry('PENDING', 100)).toBe(false);
    expect(offersPaymentRetry(null, 100)).toBe(false);
  });

  it('a paid retry confirms the cart as the checkout payment would have', () => {
    expect(
      confirmsCart({ kind: 'payment', paymentKind: 'CHECKOUT_RETRY', from: 'PENDING', to: 'PAID' }),
    ).toBe(true);
    expect(
      confirmsCart({ kind: 'payment', paymentKind: 'CHECKOUT_RETRY', from: 'PENDING', to: 'FAILED' }),
    ).toBe(false);
    expect(confirmsCart({ kind: 'payment', paymentKind: 'TRANSACTION', from: 'PENDING', to: 'PAID' })).toBe(
      false,
    );
  });
});
