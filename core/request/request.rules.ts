import { shiftWeek, startOfWeek, Temporal } from '../time/index';

/** A registration request tier (part 1 §3). */
export interface RequestTier {
  cuid: string;
  name: string;
  minimum_availabilities: number;
  maximum_availabilities: number;
}

export type RequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

/** "Registration request status: PENDING, APPROVED, REJECTED, CANCELLED; only PENDING can be cancelled by the customer." */
export function canCancelRequest(request: { status: RequestStatus }): boolean {
  return request.status === 'PENDING';
}

/**
 * What the customer still owes on a request, as the account offers to pay it: only an APPROVED request is owed
 * (a pending one may yet be rejected; a rejected or cancelled one is not due), total − paid and never below 0.
 */
export function requestAmountDue(request: {
  status: RequestStatus;
  total_amount: number;
  paid_amount: number;
}): number {
  if (request.status !== 'APPROVED') return 0;
  return Math.max(0, request.total_amount - request.paid_amount);
}

// ---------------------------------------------------------------------------------------------------------
// Badges (part 1 §4)
// ---------------------------------------------------------------------------------------------------------

export type RequestBadge = 'complete' | 'deposited' | 'outstanding' | null;

/**
 * "Request badges: complete when paid >= total (total>0); deposited when deposit>0 and deposit<=paid<total;
 * outstanding when paid<deposit." Checked in that order; no badge (null) when none applies (e.g. total 0, or no
 * deposit and nothing paid).
 */
export function requestBadge(request: {
  total_amount: number;
  deposit_amount: number;
  paid_amount: number;
}): RequestBadge {
  const { total_amount: total, deposit_amount: deposit, paid_amount: paid } = request;
  if (total > 0 && paid >= total) return 'complete';
  if (deposit > 0 && deposit <= paid && paid < total) return 'deposited';
  if (paid < deposit) return 'outstanding';
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Tiers and selection (part 2 §5, part 1 §4)
// ---------------------------------------------------------------------------------------------------------

export type SelectionBound = 'too-few' | 'valid' | 'too-many';

/** "a tier must be chosen (auto-selected when only one)": the tier to preselect, if any. */
export function autoSelectedTier(tiers: readonly RequestTier[], wanted?: string | null): string | null {
  if (wanted && tiers.some((tier) => tier.cuid === wanted)) return wanted;
  return tiers.length === 1 ? (tiers[0]?.cuid ?? null) : null;
}

/**
 * "The number of selected availabilities must be between the tier's minimum_availabilities and
 * maximum_availabilities inclusive" — too few, valid, too many (part 1 §4).
 */
export function selectionBound(
  count: number,
  tier: Pick<RequestTier, 'minimum_availabilities' | 'maximum_availabilities'>,
): SelectionBound {
  if (count < tier.minimum_availabilities) return 'too-few';
  if (count > tier.maximum_availabilities) return 'too-many';
  return 'valid';
}

/** Adds or removes one availability, keeping the order of selection. */
export function toggleAvailability(selected: readonly string[], cuid: string): string[] {
  return selected.includes(cuid) ? selected.filter((id) => id !== cuid) : [...selected, cuid];
}

export const REQUEST_PATH = '/cart/registrations/request';

/**
 * "Validating a weekly selection goes to /cart/registrations/request?availabilities={comma separated cuids} plus
 * existing query params." `search` is the current query string (with or without `?`); an existing
 * availabilities parameter is replaced, the others are kept as they were, after it.
 */
export function requestValidatePath(selected: readonly string[], search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== 'availabilities');
  return `${REQUEST_PATH}?${[`availabilities=${selected.join(',')}`, ...kept].join('&')}`;
}

/** The Monday (ISO date) of the week shown by the weekly selection. */
export function weekStartOf(date: string): string {
  return startOfWeek(Temporal.PlainDate.from(date)).toString();
}

/** Moves the shown week (an ISO date) by whole weeks: the Monday of that week. */
export function shiftWeekStart(weekStart: string, weeks: number): string {
  return shiftWeek(Temporal.PlainDate.from(weekStart), weeks).toString();
}
