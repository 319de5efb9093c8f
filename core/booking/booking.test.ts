import { describe, expect, it } from 'vitest';
import {
  bookingEnd,
  bookingPayload,
  customerBookingTotals,
  isMobileDurationPickerShown,
  isPaymentSplitShown,
  needsPriceOption,
  PRICE_OPTION_REQUIRED,
  selectedPrice,
} from './booking.rules';

const hour = { duration: 3600, amount: 2000 };
const twoHours = { duration: 7200, amount: 3500 };
const hourPremium = { duration: 3600, amount: 2500 };

describe('booking', () => {
  it('ends at start plus duration in seconds', () => {
    expect(bookingEnd('2026-06-03T10:00:00.000Z', 5400)).toBe('2026-06-03T11:30:00.000Z');
    expect(bookingEnd('2026-03-29T00:30:00+01:00', 7200)).toBe('2026-03-29T01:30:00.000Z');
    expect(() => bookingEnd('2026-06-03T10:00:00.000Z', -1)).toThrow(RangeError);
  });
  it('needs a price option only with several prices', () => {
    expect(needsPriceOption([hour])).toBe(false);
    expect(needsPriceOption([hour, twoHours])).toBe(true);
    expect(selectedPrice([hour], null)).toEqual(hour);
    expect(selectedPrice([hour, twoHours], null)).toBeNull();
    expect(selectedPrice([hour, twoHours], twoHours)).toEqual(twoHours);
  });
  it('shows the mobile duration picker only with more than one duration', () => {
    expect(isMobileDurationPickerShown([hour, hourPremium])).toBe(false);
    expect(isMobileDurationPickerShown([hour, twoHours])).toBe(true);
  });
  it('shows payment_split only with extra participants', () => {
    expect(isPaymentSplitShown([])).toBe(false);
    expect(isPaymentSplitShown([5])).toBe(true);
  });
  it('builds the bookings payload', () => {
    const form = {
      resource_id: 3,
      participant_id: 1,
      participants: [2, 1],
      payment_split: true,
      start_at: '2026-06-03T10:00:00Z',
      prices: [hour, twoHours],
      chosen: twoHours,
    };
    expect(bookingPayload(form)).toEqual({
      ok: true,
      payload: {
        participant_id: 1,
        bookings: [
          {
            resource_id: 3,
            dates: [{ start_at: '2026-06-03T10:00:00.000Z', end_at: '2026-06-03T12:00:00.000Z' }],
            participants: [{ id: 2 }],
            payment_split: true,
          },
        ],
      },
    });
    expect(bookingPayload({ ...form, chosen: null })).toEqual({ ok: false, error: PRICE_OPTION_REQUIRED });
    const alone = bookingPayload({ ...form, participants: [] });
    expect(alone.ok && alone.payload.bookings[0]?.payment_split).toBe(false);
  });
  it("totals only this customer's participations", () => {
    const booking = {
      participations: [
        { participant: { customer_id: 1 }, total_amount: 1000, paid_amount: 500 },
        { participant: { customer_id: 2 }, total_amount: 700, paid_amount: 700 },
        { participant: { customer_id: 1 }, total_amount: 300, paid_amount: 0 },
      ],
    };
    expect(customerBookingTotals(booking, 1)).toEqual({ total_amount: 1300, paid_amount: 500 });
  });
});
