import { sumMinor } from '../money/index';
import { addSeconds, formatInstant, type InstantLike } from '../time/index';

/** A resource availability price: a duration in seconds and an amount in minor units. */
export interface ResourcePrice {
  duration: number;
  amount: number;
}

export const PRICE_OPTION_REQUIRED = 'BOOKING.PRICE_OPTION_REQUIRED';

/** "A booking end is start plus duration in seconds." (part 2 §9) ISO instant, `Z`, millisecond precision. */
export function bookingEnd(startAt: InstantLike, durationSeconds: number): string {
  if (!Number.isInteger(durationSeconds) || durationSeconds < 0) {
    throw new RangeError(`booking duration must be whole, non-negative seconds: ${durationSeconds}`);
  }
  return formatInstant(addSeconds(startAt, durationSeconds));
}

/** "A resource with several prices needs a price option (duration and amount) chosen." */
export function needsPriceOption(prices: readonly ResourcePrice[]): boolean {
  return prices.length > 1;
}

/** The price that applies: the only one, or the chosen one (matched on duration and amount); null if none. */
export function selectedPrice(
  prices: readonly ResourcePrice[],
  chosen: ResourcePrice | null | undefined,
): ResourcePrice | null {
  if (prices.length === 1) return prices[0] ?? null;
  if (!chosen) return null;
  return prices.find((price) => price.duration === chosen.duration && price.amount === chosen.amount) ?? null;
}

/** Distinct durations offered, ascending. */
export function distinctDurations(prices: readonly ResourcePrice[]): number[] {
  return [...new Set(prices.map((price) => price.duration))].sort((a, b) => a - b);
}

/** "the duration picker on mobile shows only if more than one duration exists." */
export function isMobileDurationPickerShown(prices: readonly ResourcePrice[]): boolean {
  return distinctDurations(prices).length > 1;
}

/** "payment_split a boolean, shown only when extra participants are chosen." */
export function isPaymentSplitShown(extraParticipants: readonly number[]): boolean {
  return extraParticipants.length > 0;
}

export interface BookingForm {
  resource_id: number;
  participant_id: number;
  /** Optional extra participants (not the main one). */
  participants: readonly number[];
  payment_split: boolean;
  start_at: string;
  prices: readonly ResourcePrice[];
  chosen: ResourcePrice | null;
}

export interface BookingPayload {
  participant_id: number;
  bookings: Array<{
    resource_id: number;
    dates: Array<{ start_at: string; end_at: string }>;
    participants: Array<{ id: number }>;
    payment_split: boolean;
  }>;
}

export type BookingPayloadResult = { ok: true; payload: BookingPayload } | { ok: false; error: string };

/**
 * The bookings part of POST /api/carts/items (part 2 §7): resource_id, dates[] {start_at, end_at},
 * participants[] {id} (the extras), payment_split (false whenever it is not shown, i.e. no extras).
 */
export function bookingPayload(form: BookingForm): BookingPayloadResult {
  const price = selectedPrice(form.prices, form.chosen);
  if (!price) return { ok: false, error: PRICE_OPTION_REQUIRED };
  const start = formatInstant(form.start_at);
  const extras = [...new Set(form.participants)].filter((id) => id !== form.participant_id);
  return {
    ok: true,
    payload: {
      participant_id: form.participant_id,
      bookings: [
        {
          resource_id: form.resource_id,
          dates: [{ start_at: start, end_at: bookingEnd(start, price.duration) }],
          participants: extras.map((id) => ({ id })),
          payment_split: isPaymentSplitShown(extras) && form.payment_split,
        },
      ],
    },
  };
}

/** "The bookings total counts only this customer's participations." (part 2 §6) */
export function customerBookingTotals(
  booking: {
    participations: ReadonlyArray<{
      participant: { customer_id: number };
      total_amount: number;
      paid_amount: number;
    }>;
  },
  customerId: number,
): { total_amount: number; paid_amount: number } {
  const own = booking.participations.filter(
    (participation) => participation.participant.customer_id === customerId,
  );
  return {
    total_amount: sumMinor(own.map((participation) => participation.total_amount)),
    paid_amount: sumMinor(own.map((participation) => participation.paid_amount)),
  };
}
