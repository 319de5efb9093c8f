import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingFormErrors,
  bookingPayload,
  bookingShares,
  extraParticipants,
  initialPrice,
  PARTICIPANT_REQUIRED,
  PRICE_OPTION_REQUIRED,
  priceForDuration,
  pricesOfDuration,
} from './booking.rules';

const price = fc.record({
  duration: fc.constantFrom(1800, 3600, 5400, 7200),
  amount: fc.integer({ min: 0, max: 10_000 }),
});
const prices = fc.array(price, { minLength: 1, maxLength: 5 });
const participantId = fc.integer({ min: 1, max: 8 });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A booking's total in cents, its extra participants and whether it is paid split. */
const shareInputs = [
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.integer({ min: 0, max: 9 }),
  fc.boolean(),
] as const;

describe('booking shares', () => {
  it('add up to the total, to the cent', () => {
    fc.assert(
      fc.property(...shareInputs, (total, extras, split) => {
        const shares = bookingShares(total, extras, split);
        return shares.length === extras + 1 && shares.reduce((sum, share) => sum + share, 0) === total;
      }),
    );
  });
  it('split evenly (within a cent, earlier shares first) with payment_split; otherwise the main participant pays all', () => {
    fc.assert(
      fc.property(...shareInputs, (total, extras, split) => {
        const shares = bookingShares(total, extras, split);
        if (!split || extras === 0)
          return shares[0] === total && shares.slice(1).every((share) => share === 0);
        const low = Math.floor(total / (extras + 1));
        return shares.every(
          (share, index) =>
            share >= low && share <= low + 1 && (index === 0 || (shares[index - 1] ?? 0) >= share),
        );
      }),
    );
  });
});

describe('extra participants', () => {
  it('are each kept once, in order, never the main participant', () => {
    fc.assert(
      fc.property(
        fc.option(participantId, { nil: null }),
        fc.array(participantId, { maxLength: 8 }),
        (main, extras) => {
          const kept = extraParticipants(main, extras);
          return (
            new Set(kept).size === kept.length &&
            !kept.includes(main as number) &&
            extras.every((id) => id === main || kept.includes(id)) &&
            same(
              kept,
              [...new Set(extras)].filter((id) => id !== main),
            )
          );
        },
      ),
    );
  });
  it('payment_split goes out only with extras', () => {
    fc.assert(
      fc.property(
        participantId,
        fc.array(participantId, { maxLength: 4 }),
        fc.boolean(),
        prices,
        (main, extras, split, offered) => {
          const result = bookingPayload({
            resource_id: 1,
            participant_id: main,
            participants: extras,
            payment_split: split,
            start_at: '2026-11-23T09:00:00Z',
            prices: offered,
            chosen: offered[0] ?? null,
          });
          if (!result.ok) return false;
          const [booking] = result.payload.bookings;
          return (
            booking !== undefined && booking.payment_split === (split && booking.participants.length > 0)
          );
        },
      ),
    );
  });
});

describe('price choice', () => {
  it('the form starts with the linked price when offered, else the only one, else none', () => {
    fc.assert(
      fc.property(prices, price, fc.boolean(), (offered, linked, useOffered) => {
        const wanted = useOffered ? (offered[0] ?? linked) : linked;
        const start = initialPrice(offered, wanted);
        const named = offered.find((p) => p.duration === wanted.duration && p.amount === wanted.amount);
        if (named) return same(start, named);
        return offered.length === 1 ? same(start, offered[0]) : start === null;
      }),
    );
  });
  it('choosing a duration picks its only price, keeps a current price of that duration, or asks', () => {
    fc.assert(
      fc.property(
        prices,
        fc.constantFrom(1800, 3600, 5400, 7200),
        fc.option(price, { nil: null }),
        (offered, duration, current) => {
          const chosen = priceForDuration(offered, duration, current);
          const ofDuration = pricesOfDuration(offered, duration);
          if (ofDuration.length === 1) return same(chosen, ofDuration[0]);
          if (chosen === null) return true;
          return (
            chosen.duration === duration && ofDuration.some((p) => same(p, chosen)) && same(chosen, current)
          );
        },
      ),
    );
  });
  it('the form is valid exactly with a participant and an applicable price', () => {
    fc.assert(
      fc.property(
        fc.option(participantId, { nil: null }),
        prices,
        fc.option(price, { nil: null }),
        (main, offered, chosen) => {
          const errors = bookingFormErrors({ participant_id: main, prices: offered, chosen });
          const priceOk =
            offered.length === 1 ||
            (chosen !== null &&
              offered.some((p) => p.duration === chosen.duration && p.amount === chosen.amount));
          return (
            (errors.participant_id === PARTICIPANT_REQUIRED) === (main === null) &&
            (errors.price === PRICE_OPTION_REQUIRED) === !priceOk
          );
        },
      ),
    );
  });
});

describe('counter examples', () => {
  it('splits 10.00 € in three as 3.34, 3.33, 3.33', () => {
    expect(bookingShares(1000, 2, true)).toEqual([334, 333, 333]);
    expect(bookingShares(1000, 2, false)).toEqual([1000, 0, 0]);
  });
});
