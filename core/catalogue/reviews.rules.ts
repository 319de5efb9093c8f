import { type InstantLike, isInPast } from '../time/index';

/** "Review: score a number 0 to 5" (part 2 §5): the best score, and the number of stars shown. */
const REVIEW_SCORE_MAX = 5;

/**
 * Reviews shown on the activity and availability pages (issue 20 §2: "average rating and count, the latest
 * reviews with first name and initial, date and text, paginated; only reviews of finished registrations").
 * The server counts and pages in SQL with the same conditions; these are the rules it mirrors and the
 * storefront's display rules.
 */

/**
 * A registration is finished once its availability has ended and it was not cancelled: the activity was
 * lived. Leaving a review takes the same bounds (core/registration `canReviewRegistration` calls this).
 * Kept in the catalog area, which the shop's pages load anyway, so the pages showing reviews do not pull
 * the registration screens' rules and machines into their first load.
 */
export function isRegistrationFinished(
  registration: { cancelled: boolean; availability: { end_at: InstantLike } },
  now: InstantLike,
): boolean {
  return !registration.cancelled && isInPast(registration.availability.end_at, now);
}

/**
 * Whether a review is shown publicly: the customer left it public ("public switch defaults to public") and
 * its registration is finished.
 */
export function isPublicReview(
  review: { private: boolean; registration: { cancelled: boolean; availability: { end_at: InstantLike } } },
  now: InstantLike,
): boolean {
  return !review.private && isRegistrationFinished(review.registration, now);
}

/**
 * The average score of `count` reviews whose scores add up to `total`, rounded half up to one decimal
 * ("4,5 sur 5"); null without reviews. Works on integers (total × 10 / count), so no float drift.
 */
export function reviewAverage(totals: { total: number; count: number }): number | null {
  if (totals.count <= 0) return null;
  const tenths = Math.floor((totals.total * 20 + totals.count) / (2 * totals.count));
  return Math.min(REVIEW_SCORE_MAX * 10, Math.max(0, tenths)) / 10;
}

export type StarFill = 'full' | 'half' | 'empty';

/** The five decorative stars of an average, rounded to the nearest half star (4.3 → 4 full, 1 empty... ). */
export function starFills(average: number): StarFill[] {
  const halves = Math.round(Math.min(REVIEW_SCORE_MAX, Math.max(0, average)) * 2);
  return Array.from({ length: REVIEW_SCORE_MAX }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

/** The reviewer as the page names them: first name and last-name initial ("Camille D."). */
export function reviewerName(person: { firstname: string; lastname: string }): string {
  const firstname = person.firstname.trim();
  const initial = Array.from(person.lastname.trim())[0];
  return initial ? `${firstname} ${initial.toLocaleUpperCase()}.` : firstname;
}

/** How many reviews the page's structured data carries besides its aggregate rating. */
export const REVIEWS_IN_STRUCTURED_DATA = 3;
