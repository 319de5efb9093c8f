import { isRegistrationFinished } from '../catalogue/index';
import { fromMinor, minus, toMinor } from '../money/index';
import { formatInstant, type InstantLike, isInPast } from '../time/index';

// ---------------------------------------------------------------------------------------------------------
// Badges (part 1 §4)
// ---------------------------------------------------------------------------------------------------------

export type PaymentBadge =
  | { kind: 'none' }
  | { kind: 'outstanding'; remaining: number }
  | { kind: 'complete' };

/**
 * "Registration payment badge: none if total_amount is 0 or less; outstanding (showing negative remaining)
 * if total exceeds paid; otherwise complete." remaining = paid − total, negative when outstanding.
 */
export function registrationPaymentBadge(registration: {
  total_amount: number;
  paid_amount: number;
}): PaymentBadge {
  const { total_amount: total, paid_amount: paid } = registration;
  if (total <= 0) return { kind: 'none' };
  if (total > paid)
    return { kind: 'outstanding', remaining: toMinor(minus(fromMinor(paid), fromMinor(total))) };
  return { kind: 'complete' };
}

/**
 * The payment badge a registration shows (issue 18 §8): none once it is cancelled (its "cancelled" badge
 * says what matters; nothing is asked of a cancelled line), else the spec's badge.
 */
export function shownPaymentBadge(registration: {
  total_amount: number;
  paid_amount: number;
  cancelled: boolean;
}): PaymentBadge {
  return registration.cancelled ? { kind: 'none' } : registrationPaymentBadge(registration);
}

/**
 * The spec's outstanding value is negative (paid − total); a parent reads money owed as a positive amount
 * "to pay", so the label says owed and the amount is shown without the minus (issue 18 §8).
 */
export function amountOwed(badge: Extract<PaymentBadge, { kind: 'outstanding' }>): number {
  return Math.max(0, -badge.remaining);
}

export type RegistrationBadge = 'cancelled' | 'bundle' | 'bundle_capacity_refunded';

/**
 * "Other badges: cancelled, bundle_capacity_refunded (only with bundle_id), bundle." In that order; bundle
 * shows whenever the registration was paid with a bundle (bundle_id set).
 */
export function registrationBadges(registration: {
  cancelled: boolean;
  bundle_id: number | null | undefined;
  bundle_capacity_refunded: boolean | null | undefined;
}): RegistrationBadge[] {
  const badges: RegistrationBadge[] = [];
  const withBundle = registration.bundle_id !== null && registration.bundle_id !== undefined;
  if (registration.cancelled) badges.push('cancelled');
  if (withBundle && registration.bundle_capacity_refunded === true) badges.push('bundle_capacity_refunded');
  if (withBundle) badges.push('bundle');
  return badges;
}

export type ListPaymentBadge = 'outstanding' | 'complete' | null;

/**
 * "Other lists: outstanding when paid<total, complete otherwise (hidden if total 0)." Used by the bookings,
 * bundles, vouchers, memberships and attendance-charges lists; null means hidden.
 */
export function listPaymentBadge(item: { total_amount: number; paid_amount: number }): ListPaymentBadge {
  if (item.total_amount === 0) return null;
  return item.paid_amount < item.total_amount ? 'outstanding' : 'complete';
}

// ---------------------------------------------------------------------------------------------------------
// Documents (part 1 §4)
// ---------------------------------------------------------------------------------------------------------

export type PaymentRequirement = 'DEPOSIT' | 'TOTAL';
export type DateRequirement = 'AVAILABILITY_START' | 'AVAILABILITY_END';

export interface DocumentSettingsInput {
  settings: { payment_requirement: PaymentRequirement; date_requirement?: DateRequirement | null };
}

export interface DocumentRegistrationInput {
  cancelled: boolean;
  deposit_amount: number;
  total_amount: number;
  paid_amount: number;
  availability: { start_at: string; end_at: string };
}

export type DocumentEligibility =
  | { kind: 'allowed' }
  | { kind: 'amount-due'; amount: number }
  | { kind: 'available-from'; date: string }
  | { kind: 'hidden' };

/**
 * "Document download allowed only if payment requirement met (paid >= deposit or total) and, when a date
 * requirement exists, the start/end date has passed; otherwise shows the amount due or the date from which it
 * is available." and "Cancelled registration: documents hidden."
 *
 * Order: hidden (cancelled) first, then the amount due (required − paid), then the date; "passed" means at or
 * before now.
 */
export function documentEligibility(
  registration: DocumentRegistrationInput,
  document: DocumentSettingsInput,
  now: InstantLike,
): DocumentEligibility {
  if (registration.cancelled) return { kind: 'hidden' };
  const required =
    document.settings.payment_requirement === 'DEPOSIT'
      ? registration.deposit_amount
      : registration.total_amount;
  if (registration.paid_amount < required) {
    return {
      kind: 'amount-due',
      amount: toMinor(minus(fromMinor(required), fromMinor(registration.paid_amount))),
    };
  }
  const requirement = document.settings.date_requirement;
  if (requirement) {
    const date =
      requirement === 'AVAILABILITY_START'
        ? registration.availability.start_at
        : registration.availability.end_at;
    if (!isInPast(date, now)) return { kind: 'available-from', date: formatInstant(date) };
  }
  return { kind: 'allowed' };
}

/** "Cancelled registration: documents hidden." */
export function areDocumentsShown(registration: { cancelled: boolean }): boolean {
  return !registration.cancelled;
}

// ---------------------------------------------------------------------------------------------------------
// Cancel and review (part 2 §5)
// ---------------------------------------------------------------------------------------------------------

/**
 * A registration can be cancelled by its customer unless it is already cancelled or its availability has
 * ended: an activity that took place is history, and cancelling it would free seats that no longer exist
 * (the spec is silent; a real booking site does not offer it).
 */
export function canCancelRegistration(
  registration: { cancelled: boolean; availability: { end_at: InstantLike } },
  now: InstantLike,
): boolean {
  return !registration.cancelled && !isInPast(registration.availability.end_at, now);
}

/** Editing dates, options or answers follows the same bounds: not once cancelled, not once the activity ended. */
export const canEditRegistration = canCancelRegistration;

/**
 * "leave ... a review" (part 1 §4) is offered once the activity was lived: the availability has ended and
 * the registration was not cancelled (issue 18 §19; the server refuses REVIEW.NOT_FINISHED and
 * REGISTRATION.CANCELLED). An existing review stays editable.
 */
export function canReviewRegistration(
  registration: { cancelled: boolean; availability: { end_at: InstantLike } },
  now: InstantLike,
): boolean {
  return isRegistrationFinished(registration, now);
}

export const REVIEW_SCORE_MIN = 0;
export const REVIEW_SCORE_MAX = 5;
/** "selector offers 1 to 5" */
export const REVIEW_SCORE_CHOICES = [1, 2, 3, 4, 5] as const;

/** "Review: score a number 0 to 5" (inclusive; any finite number in range). */
export function isValidReviewScore(score: number): boolean {
  return Number.isFinite(score) && score >= REVIEW_SCORE_MIN && score <= REVIEW_SCORE_MAX;
}

/**
 * "public switch defaults to public and is disabled when editing an existing review." When editing, the switch
 * shows the existing review's visibility (public = not private).
 */
export function reviewPublicSwitch(existing: { private: boolean } | null | undefined): {
  checked: boolean;
  disabled: boolean;
} {
  if (!existing) return { checked: true, disabled: false };
  return { checked: !existing.private, disabled: true };
}
