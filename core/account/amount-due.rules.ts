import { CHECKOUT_ERRORS, walletPaymentAmountError } from '../checkout/index';
import { atLeastZero, fromMinor, minus, sumMinor, toMinor } from '../money/index';

/** A line of the account (registration, booking, charge, order line) as its totals say it. */
export interface PaidLine {
  total_amount: number;
  paid_amount: number;
}

/**
 * What a line still owes: its total less what was paid, never below 0 (an overpaid line owes nothing).
 * The one definition of "due" the account screens, the pay panel and the server's payment checks share.
 */
export function amountDue(line: PaidLine): number {
  return toMinor(atLeastZero(minus(fromMinor(line.total_amount), fromMinor(line.paid_amount))));
}

/** What a payment destination still owes: its unpaid service fee plus every line's `amountDue`. */
export function destinationAmountDue(target: { feeOwed: number; lines: readonly PaidLine[] }): number {
  return target.feeOwed + sumMinor(target.lines.map(amountDue));
}

export const WALLET_PAYMENT_ERRORS = {
  notPositive: 'TRANSACTION.AMOUNT_NOT_POSITIVE',
  aboveDue: 'TRANSACTION.AMOUNT_ABOVE_DUE',
} as const;

/**
 * Paying what is due from the wallet (part 2 §6): the amount is an integer of minor units above 0, at most
 * the balance ("above the balance the local field error INSUFFICIENT_WALLET_AMOUNT appears") and at most
 * what is due. The first refusal's code, or null when the payment may go; the form shows it and the
 * server refuses with it.
 */
export function walletPaymentRefusal(
  amount: number,
  limits: { balance: number; due: number },
): string | null {
  if (!Number.isSafeInteger(amount)) return CHECKOUT_ERRORS.walletNotInteger;
  if (amount <= 0) return WALLET_PAYMENT_ERRORS.notPositive;
  return (
    walletPaymentAmountError(amount, limits.balance) ??
    (amount > limits.due ? WALLET_PAYMENT_ERRORS.aboveDue : null)
  );
}
