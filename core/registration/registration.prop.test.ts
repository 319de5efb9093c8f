import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isoInstantBetween } from '../time/test-support';
import {
  amountOwed,
  canReviewRegistration,
  documentEligibility,
  registrationPaymentBadge,
  shownPaymentBadge,
} from './registration.rules';

const amount = fc.integer({ min: -1_000_000, max: 1_000_000_000 });
const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const instant = isoInstantBetween(Date.UTC(2020, 0, 1), Date.UTC(2030, 0, 1));

// The payment badge, the list badge and the other badges over any input are the book's REG-01 to REG-03
// (specs/areas/registration.spec.ts).

describe('the payment badge a parent reads (issue 18 §8)', () => {
  it('none on a cancelled registration; otherwise the spec badge, whose owed amount is total − paid > 0', () => {
    fc.assert(
      fc.property(amount, amount, fc.boolean(), (total, paid, cancelled) => {
        const shown = shownPaymentBadge({ total_amount: total, paid_amount: paid, cancelled });
        if (cancelled) return shown.kind === 'none';
        const spec = registrationPaymentBadge({ total_amount: total, paid_amount: paid });
        if (shown.kind !== spec.kind) return false;
        return shown.kind !== 'outstanding' || amountOwed(shown) === total - paid;
      }),
    );
  });
});

describe('a review is of an activity lived (issue 18 §19)', () => {
  it('offered iff not cancelled and the availability has ended (its end at or before now)', () => {
    fc.assert(
      fc.property(instant, instant, fc.boolean(), (endAt, now, cancelled) => {
        const offered = canReviewRegistration({ cancelled, availability: { end_at: endAt } }, now);
        return offered === (!cancelled && Date.parse(endAt) <= Date.parse(now));
      }),
    );
  });
});

describe('document eligibility over amounts, dates and now', () => {
  it('allowed iff not cancelled, paid ≥ required and the required date is at or before now', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        cents,
        cents,
        cents,
        fc.constantFrom('DEPOSIT' as const, 'TOTAL' as const),
        fc.constantFrom(null, 'AVAILABILITY_START' as const, 'AVAILABILITY_END' as const),
        instant,
        instant,
        instant,
        (cancelled, deposit, total, paid, payment, dateRequirement, start, end, now) => {
          const result = documentEligibility(
            {
              cancelled,
              deposit_amount: deposit,
              total_amount: total,
              paid_amount: paid,
              availability: { start_at: start, end_at: end },
            },
            { settings: { payment_requirement: payment, date_requirement: dateRequirement } },
            now,
          );
          const required = payment === 'DEPOSIT' ? deposit : total;
          const date =
            dateRequirement === 'AVAILABILITY_START'
              ? start
              : dateRequirement === 'AVAILABILITY_END'
                ? end
                : null;
          if (cancelled) return result.kind === 'hidden';
          if (paid < required)
            return result.kind === 'amount-due' && result.amount === required - paid && result.amount > 0;
          if (date !== null && Date.parse(date) > Date.parse(now)) {
            return result.kind === 'available-from' && Date.parse(result.date) === Date.parse(date);
          }
          return result.kind === 'allowed';
        },
      ),
    );
  });
});
