import fc from 'fast-check';
import { defaultWalletPaymentAmount, walletPaymentAmountError } from '../../../core/checkout';
import type { Rule } from '../../book';

/**
 * Part 2 §5's wallet payment amount, booked under checkout and under validation: the screen's default and
 * its field error come from the same two core functions, so one check serves both IDs.
 */
export function walletPaymentAmountRule(id: string): Rule {
  return {
    id,
    source: 'part 2 §5',
    sentence:
      'Wallet payment amount (separate wallet payment screen) must be an integer; it defaults to the smaller of the wallet balance and the amount due; above the balance the local field error INSUFFICIENT_WALLET_AMOUNT appears under the amount field.',
    kind: 'property',
    check: () => {
      // The wallet payment screen (PayPanel) and POST /api/transactions/wallet both ask walletPaymentAmountError.
      const cents = fc.integer({ min: 0, max: 5_000_000 });
      fc.assert(
        fc.property(cents, cents, fc.integer({ min: -100_000, max: 5_000_000 }), (balance, due, typed) => {
          const initial = defaultWalletPaymentAmount(balance, due);
          return (
            initial === Math.min(balance, due) &&
            walletPaymentAmountError(initial, balance) === null &&
            walletPaymentAmountError(typed, balance) ===
              (typed > balance ? 'INSUFFICIENT_WALLET_AMOUNT' : null) &&
            walletPaymentAmountError(typed + 0.5, balance) !== null
          );
        }),
      );
    },
  };
}
