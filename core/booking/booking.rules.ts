import { allocate, fromMinor, sumMinor, toMinor } from '../money/index';
import { addSeconds, formatInstant, type InstantLike, Temporal, toInstant } from '../time/index';

/** A resource availability price: a duration in seconds and an amount in minor units. */
export interface ResourcePrice {
  duration: number;
  amount: number;
}

export const PRICE_OPTION_REQUIRED = 'BOOKING.PRICE_OPTION_REQUIRED';
/** The main participant of a booking is missing (same code as the other add-to-cart forms). */
export const PARTICIPANT_REQUIRED = 'CART.PARTICIPANT_REQUIRED';

/** "A booking end is start plus duration in seconds." (part 2 §9) ISO instant, `Z`, millisecond precision. */
export function bookingEnd(startAt: InstantLike, durationSeconds: number): string {
  if (!Number.isInteger(durationSeconds) || durationSeconds < 0) {
    throw new RangeError(`booking duration must be whole, non-negative seconds: ${durationSeconds}`);
  }
  return formatInstant(addSeconds(startAt, durationSeconds));
}

/** The time a booking occupies on its resource: [start_at, end_at), end excluded. */
export interface BookingSpan {
  start_at: InstantLike;
  end_at: InstantLike;
}

/** Two bookings of one resource clash when their spans share an instant (end excluded: back to back is fine). */
export function spansOverlap(a: BookingSpan, b: BookingSpan): boolean {
  return (
    Temporal.Instant.compare(toInstant(a.start_at), toInstant(b.end_at)) < 0 &&
    Temporal.Instant.compare(toInstant(b.start_at), toInstant(a.end_at)) < 0
  );
}

/** Whether any two of one request's spans clash (a customer cannot book the same resource twice at once). */
export function hasOverlappingSpans(spans: readonly BookingSpan[]): boolean {
  return spans.some((span, index) => spans.slice(index + 1).some((other) => spansOverlap(span, other)));
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

/** The prices of one duration (the mobile picker's choice), in the given order. */
export function pricesOfDuration(prices: readonly ResourcePrice[], duration: number | null): ResourcePrice[] {
  return duration === null ? [] : prices.filter((price) => price.duration === duration);
}

/**
 * The price a form starts with: the one the link named (duration and amount) when the slot offers it, else
 * the only price; null leaves the choice to the customer.
 */
export function initialPrice(
  prices: readonly ResourcePrice[],
  wanted: { duration: number; amount: number } | null,
): ResourcePrice | null {
  const named = wanted
    ? prices.find((price) => price.duration === wanted.duration && price.amount === wanted.amount)
    : undefined;
  return named ?? selectedPrice(prices, null);
}

/**
 * The price after choosing a duration on mobile: the only price of that duration, or the current choice
 * when it has that duration; otherwise none (the customer picks among that duration's prices).
 */
export function priceForDuration(
  prices: readonly ResourcePrice[],
  duration: number,
  current: ResourcePrice | null,
): ResourcePrice | null {
  const ofDuration = pricesOfDuration(prices, duration);
  if (ofDuration.length === 1) return ofDuration[0] ?? null;
  if (current && current.duration === duration && selectedPrice(ofDuration, current)) return current;
  return null;
}

/** Extra participants as sent: each once, in the order chosen, never the main participant. */
export function extraParticipants(mainParticipantId: number | null, extras: readonly number[]): number[] {
  return [...new Set(extras)].filter((id) => id !== mainParticipantId);
}

/**
 * What each participant pays, main participant first: with payment_split the total is split evenly between
 * the main participant and the extras without losing or creating a cent (earlier shares take the extra
 * cents); otherwise the main participant pays it all.
 */
export function bookingShares(total: number, extraCount: number, paymentSplit: boolean): number[] {
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`booking total must be whole cents: ${total}`);
  const people = 1 + Math.max(0, Math.floor(extraCount));
  if (!paymentSplit || people === 1) return [total, ...Array.from({ length: people - 1 }, () => 0)];
  return allocate(
    fromMinor(total),
    Array.from({ length: people }, () => 1),
  ).map(toMinor);
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

/** Field errors of the booking form: the main participant and, when several prices exist, the price option. */
export function bookingFormErrors(form: {
  participant_id: number | null;
  prices: readonly ResourcePrice[];
  chosen: ResourcePrice | null;
}): { participant_id?: string; price?: string } {
  return {
    ...(form.participant_id === null || !Number.isInteger(form.participant_id)
      ? { participant_id: PARTICIPANT_REQUIRED }
      : {}),
    ...(selectedPrice(form.prices, form.chosen) === null ? { price: PRICE_OPTION_REQUIRED } : {}),
  };
}

/**
 * The bookings part of POST /api/carts/items (part 2 §7): resource_id, dates[] {start_at, end_at},
 * participants[] {id} (the extras), payment_split (false whenever it is not shown, i.e. no extras).
 */
export function bookingPayload(form: BookingForm): BookingPayloadResult {
  const price = selectedPrice(form.prices, form.chosen);
  if (!price) return { ok: false, error: PRICE_OPTION_REQUIRED };
  const start = formatInstant(form.start_at);
  const extras = extraParticipants(form.participant_id, form.participants);
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

/**
 * A booking's participations (part 1 §3 "Booking: … participations[] (participant {customer_id, fullname},
 * total_amount, paid_amount)"), one per participant, the main participant first. With payment_split both the
 * booking's total and what was paid on it are split with `bookingShares` (evenly, to the cent, earlier shares
 * take the extra cents), so no share is paid beyond its total; otherwise the main participant carries both.
 * A paid amount above the total (which payments never record: a surplus goes to the wallet) counts as the total.
 */
export function bookingParticipations<Participant>(booking: {
  total_amount: number;
  paid_amount: number;
  payment_split: boolean;
  participants: readonly Participant[];
}): Array<{ participant: Participant; total_amount: number; paid_amount: number }> {
  const extras = Math.max(0, booking.participants.length - 1);
  const paid = Math.min(booking.paid_amount, booking.total_amount);
  const totals = bookingShares(booking.total_amount, extras, booking.payment_split);
  const paidShares = bookingShares(Math.max(0, paid), extras, booking.payment_split);
  return booking.participants.map((participant, index) => ({
    participant,
    total_amount: totals[index] ?? 0,
    paid_amount: paidShares[index] ?? 0,
  }));
}
