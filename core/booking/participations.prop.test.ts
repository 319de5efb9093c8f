import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingParticipations, customerBookingTotals } from './booking.rules';

/** Booking participations and "The bookings total counts only this customer's participations." (part 2 §6) */

const booking = fc
  .record({
    total_amount: fc.integer({ min: 0, max: 1_000_000 }),
    paidRatio: fc.double({ min: 0, max: 1, noNaN: true }),
    payment_split: fc.boolean(),
    participants: fc.array(
      fc.record({ customer_id: fc.integer({ min: 1, max: 3 }), fullname: fc.string() }),
      { minLength: 1, maxLength: 8 },
    ),
  })
  .map(({ paidRatio, ...rest }) => ({
    ...rest,
    paid_amount: Math.floor(rest.total_amount * paidRatio),
  }));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('booking participations', () => {
  it('one per participant, in order, adding up to the booking’s total and paid amounts to the cent', () => {
    fc.assert(
      fc.property(booking, (value) => {
        const participations = bookingParticipations(value);
        return (
          participations.length === value.participants.length &&
          participations.every((entry, index) => entry.participant === value.participants[index]) &&
          sum(participations.map((entry) => entry.total_amount)) === value.total_amount &&
          sum(participations.map((entry) => entry.paid_amount)) === value.paid_amount
        );
      }),
    );
  });

  it('never pays a share beyond its own total', () => {
    fc.assert(
      fc.property(booking, (value) =>
        bookingParticipations(value).every((entry) => entry.paid_amount <= entry.total_amount),
      ),
    );
  });

  it('without payment_split the main participant carries everything; with it shares differ by a cent at most', () => {
    fc.assert(
      fc.property(booking, (value) => {
        const [main, ...extras] = bookingParticipations(value);
        if (!value.payment_split) {
          return (
            main?.total_amount === value.total_amount &&
            main.paid_amount === value.paid_amount &&
            extras.every((entry) => entry.total_amount === 0 && entry.paid_amount === 0)
          );
        }
        const totals = [main, ...extras].map((entry) => entry?.total_amount ?? 0);
        return Math.max(...totals) - Math.min(...totals) <= 1;
      }),
    );
  });

  it('the customer’s total is the sum of their own participations; every customer’s together make the booking', () => {
    fc.assert(
      fc.property(booking, fc.integer({ min: 1, max: 3 }), (value, customer) => {
        const participations = bookingParticipations(value);
        const own = participations.filter((entry) => entry.participant.customer_id === customer);
        const totals = customerBookingTotals({ participations }, customer);
        const everyone = [1, 2, 3].map((id) => customerBookingTotals({ participations }, id));
        return (
          totals.total_amount === sum(own.map((entry) => entry.total_amount)) &&
          totals.paid_amount === sum(own.map((entry) => entry.paid_amount)) &&
          sum(everyone.map((entry) => entry.total_amount)) === value.total_amount &&
          sum(everyone.map((entry) => entry.paid_amount)) === value.paid_amount
        );
      }),
    );
  });

  describe('counter examples', () => {
    it('splits 100,00 € paid 50,01 € between three participants', () => {
      const participants = [1, 2, 3].map((id) => ({ customer_id: 1, fullname: `P${id}` }));
      expect(
        bookingParticipations({
          total_amount: 10_000,
          paid_amount: 5_001,
          payment_split: true,
          participants,
        }).map((entry) => [entry.total_amount, entry.paid_amount]),
      ).toEqual([
        [3334, 1667],
        [3333, 1667],
        [3333, 1667],
      ]);
    });
  });
});
