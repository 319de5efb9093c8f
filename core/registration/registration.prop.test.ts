import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isoInstantBetween } from '../time/test-support';
import {
  amountOwed,
  canReviewRegistration,
  registrationPaymentBadge,
  shownPaymentBadge,
} from './registration.rules';

const amount = fc.integer({ min: -1_000_000, max: 1_000_000_000 });
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

// Document eligibility over amounts, dates and now is the book's REG-04 (cancelled: hidden) and REG-05
// (payment, then date requirement), specs/areas/registration.spec.ts.
