import { fromMinor, minus, toMinor } from '../money/index';

/**
 * What cancelling does to a line's money (issue 18 §8). The storefront refunds nothing by itself: a refund
 * is the organiser's act under their terms (part 2 §6 lists "registrations (… refund, cancel …)" among the
 * organiser's permissions, none for the customer). What it can promise is exact: what was paid stays on
 * record for that refund, what was still owed is no longer asked, and a bundle's session is the organiser's
 * to give back (the bundle_capacity_refunded badge, part 1 §4).
 */
export interface CancellationMoney {
  /** Paid on this line, in minor units: the amount the organiser's refund is about. */
  paid: number;
  /** Still owed on this line when cancelled, no longer asked for (0 when fully paid). */
  waived: number;
  /** Paid with a bundle's session: whether the session comes back is the organiser's decision. */
  bundle: boolean;
}

export function cancellationMoney(line: {
  total_amount: number;
  paid_amount: number;
  bundle_id?: number | null;
}): CancellationMoney {
  const owed = toMinor(minus(fromMinor(line.total_amount), fromMinor(line.paid_amount)));
  return {
    paid: Math.max(0, line.paid_amount),
    waived: Math.max(0, owed),
    bundle: line.bundle_id !== null && line.bundle_id !== undefined,
  };
}

/**
 * The total a line is held to for payments: a cancelled line owes nothing more than it already paid, so a
 * payment of the whole order (or of the line itself) never charges for a cancelled registration, booking or
 * membership. A paid amount above it is the organiser's to refund, not a new debt.
 */
export function payableTotal(line: {
  total_amount: number;
  paid_amount: number;
  cancelled: boolean;
}): number {
  return line.cancelled ? Math.min(line.total_amount, line.paid_amount) : line.total_amount;
}
