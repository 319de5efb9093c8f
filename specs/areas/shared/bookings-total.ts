import fc from 'fast-check';
import { customerBookingTotals } from '../../../core/booking';
import type { Rule } from '../../book';

/**
 * Part 2 §6 states this rule for the account's booking list and again for the bookings product: one check
 * over core serves both areas' IDs.
 */
export function bookingsTotalRule(id: string): Rule {
  return {
    id,
    source: 'part 2 §6',
    sentence: "The bookings total counts only this customer's participations.",
    kind: 'property',
    check: () => {
      const participation = fc.record({
        participant: fc.record({ customer_id: fc.integer({ min: 1, max: 3 }) }),
        total_amount: fc.nat(100_000),
        paid_amount: fc.nat(100_000),
      });
      fc.assert(
        fc.property(
          fc.array(participation, { maxLength: 8 }),
          fc.integer({ min: 1, max: 3 }),
          (participations, customer) => {
            const own = participations.filter((each) => each.participant.customer_id === customer);
            const totals = customerBookingTotals({ participations }, customer);
            return (
              totals.total_amount === own.reduce((sum, each) => sum + each.total_amount, 0) &&
              totals.paid_amount === own.reduce((sum, each) => sum + each.paid_amount, 0)
            );
          },
        ),
      );
    },
  };
}
