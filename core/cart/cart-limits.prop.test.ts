import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_LIMIT_ERRORS,
  CART_LIMITS,
  type CartAddShape,
  cartAddSize,
  cartLimitError,
  largestLineQuantity,
} from './cart-limits.rules';

const registration = fc.record({
  quantity: fc.integer({ min: 1, max: 2 ** 31 }),
  availability_dates: fc.array(fc.constant({ date_id: 1 }), { minLength: 1, maxLength: 30 }),
});
const ids = (key: string) =>
  fc.array(
    fc.integer({ min: 1, max: 4 }).map((id) => ({ [key]: id })),
    { maxLength: 120 },
  );
const add: fc.Arbitrary<CartAddShape> = fc.record({
  registrations: fc.array(registration, { maxLength: 4 }),
  bundles: ids('bundle_id') as fc.Arbitrary<Array<{ bundle_id: number }>>,
  vouchers: ids('voucher_id') as fc.Arbitrary<Array<{ voucher_id: number }>>,
  memberships: ids('membership_id') as fc.Arbitrary<Array<{ membership_id: number }>>,
  registrations_requests: fc.array(fc.constant({}), { maxLength: 5 }),
  bookings: fc.array(fc.record({ dates: fc.array(fc.constant({}), { minLength: 1, maxLength: 20 }) }), {
    maxLength: 5,
  }),
});
const held = fc.record({
  items: fc.integer({ min: 0, max: CART_LIMITS.items + 5 }),
  dateHolds: fc.integer({ min: 0, max: CART_LIMITS.dateHolds + 5 }),
});
const empty: CartAddShape = {
  registrations: [],
  bundles: [],
  vouchers: [],
  memberships: [],
  registrations_requests: [],
  bookings: [],
};

describe('cart limits', () => {
  it('refuses exactly the adds above a limit, the line quantity first, then items, then date holds', () => {
    fc.assert(
      fc.property(held, add, (cart, lines) => {
        const size = cartAddSize(lines);
        const expected =
          largestLineQuantity(lines) > CART_LIMITS.lineQuantity
            ? CART_LIMIT_ERRORS.quantity
            : cart.items + size.items > CART_LIMITS.items
              ? CART_LIMIT_ERRORS.items
              : cart.dateHolds + size.dateHolds > CART_LIMITS.dateHolds
                ? CART_LIMIT_ERRORS.dateHolds
                : null;
        expect(cartLimitError(cart, lines)).toBe(expected);
      }),
    );
  });

  it('counts quantity items per registration line, each on its dates, one item per product, request and booking', () => {
    fc.assert(
      fc.property(add, (lines) => {
        const size = cartAddSize(lines);
        const seats = lines.registrations.reduce((total, line) => total + line.quantity, 0);
        expect(size.items).toBe(
          seats +
            lines.bundles.length +
            lines.vouchers.length +
            lines.memberships.length +
            lines.registrations_requests.length +
            lines.bookings.length,
        );
        expect(size.dateHolds).toBeGreaterThanOrEqual(
          lines.bookings.reduce((total, booking) => total + booking.dates.length, 0),
        );
      }),
    );
  });

  it('a product repeated once per quantity is one line: its repeats count as its quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (times) => {
        const vouchers = Array.from({ length: times }, () => ({ voucher_id: 7 }));
        const verdict = cartLimitError({ items: 0, dateHolds: 0 }, { ...empty, vouchers });
        expect(verdict).toBe(
          times > CART_LIMITS.lineQuantity
            ? CART_LIMIT_ERRORS.quantity
            : times > CART_LIMITS.items
              ? CART_LIMIT_ERRORS.items
              : null,
        );
      }),
    );
  });

  it('adding nothing more to a full cart is within the limits; one more item is not', () => {
    const full = { items: CART_LIMITS.items, dateHolds: 0 };
    expect(cartLimitError(full, empty)).toBeNull();
    expect(cartLimitError(full, { ...empty, vouchers: [{ voucher_id: 1 }] })).toBe(CART_LIMIT_ERRORS.items);
  });

  describe('counter examples', () => {
    it('quantity 2^31 - 1 and 2^31 on one line are refused as too large, never counted as items', () => {
      for (const quantity of [2 ** 31 - 1, 2 ** 31]) {
        const line = { quantity, availability_dates: [{ date_id: 1 }] };
        expect(cartLimitError({ items: 0, dateHolds: 0 }, { ...empty, registrations: [line] })).toBe(
          CART_LIMIT_ERRORS.quantity,
        );
      }
    });
  });
});
