import type { OnlinePaymentStatus } from './cart-confirmation.rules';

/**
 * Paying again after a failed or cancelled online checkout payment (issue 18 §1). The order is kept when
 * the card payment fails (its seats were taken at checkout); the customer may open a new online payment
 * for it, of what the checkout meant to charge now (the deposit and fee for a deposit checkout, else the
 * whole amount), never more than the order still owes.
 */

/** One online payment of a cart's checkout: the checkout's own, or a retry, oldest first. */
export interface CheckoutPaymentAttempt {
  status: OnlinePaymentStatus;
  amount: number;
}

export type PaymentRetryDecision =
  /** Open a new payment of `amount`. */
  | { kind: 'open'; amount: number }
  /** A payment is already open: answer its page again (a repeated click, a second tab). */
  | { kind: 'pending' }
  | { kind: 'refused'; code: PaymentRetryRefusal };

export const PAYMENT_RETRY_ERRORS = {
  /** The checkout had no online payment to retry (bank transfer, wallet, nothing due). */
  noOnlinePayment: 'PAYMENT.NOT_RETRYABLE',
  /** An attempt was paid: the checkout's payment is done. */
  alreadyPaid: 'PAYMENT.ALREADY_PAID',
  /** Nothing is owed on the order any more (paid meanwhile by transfer or from the account). */
  nothingDue: 'TRANSACTION.NOTHING_DUE',
} as const;
export type PaymentRetryRefusal = (typeof PAYMENT_RETRY_ERRORS)[keyof typeof PAYMENT_RETRY_ERRORS];

/** The latest attempt's status: what the success page says about the payment. */
export function latestPaymentStatus(attempts: readonly CheckoutPaymentAttempt[]): OnlinePaymentStatus | null {
  return attempts.at(-1)?.status ?? null;
}

/** The latest online payment did not go through: the success page says so instead of thanking. */
export function paymentNotCompleted(latest: OnlinePaymentStatus | null): latest is 'FAILED' | 'CANCELLED' {
  return latest === 'FAILED' || latest === 'CANCELLED';
}

/** Whether the success page offers to pay again: the latest attempt failed or was cancelled and money is owed. */
export function offersPaymentRetry(latest: OnlinePaymentStatus | null, outstanding: number): boolean {
  return paymentNotCompleted(latest) && outstanding > 0;
}

/**
 * What a "pay again" does. `attempts` are the cart's checkout payment then its retries, oldest first;
 * `outstanding` is what the order still owes (fee and lines, minor units).
 */
export function decidePaymentRetry(
  attempts: readonly CheckoutPaymentAttempt[],
  outstanding: number,
): PaymentRetryDecision {
  const checkoutPayment = attempts[0];
  if (!checkoutPayment) return { kind: 'refused', code: PAYMENT_RETRY_ERRORS.noOnlinePayment };
  if (attempts.some((attempt) => attempt.status === 'PAID'))
    return { kind: 'refused', code: PAYMENT_RETRY_ERRORS.alreadyPaid };
  if (attempts.some((attempt) => attempt.status === 'PENDING')) return { kind: 'pending' };
  if (outstanding <= 0) return { kind: 'refused', code: PAYMENT_RETRY_ERRORS.nothingDue };
  return { kind: 'open', amount: Math.min(checkoutPayment.amount, outstanding) };
}
