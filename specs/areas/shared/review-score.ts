import fc from 'fast-check';

/**
 * "score a number 0 to 5" (part 2 §5), asked of the review rules and of the review form's schema alike:
 * `accepts` takes exactly the scores from 0 to 5, fractions included.
 */
export function assertScoresFromZeroToFive(accepts: (score: number) => boolean): void {
  fc.assert(
    fc.property(
      fc.double({ min: -10, max: 10, noNaN: true }),
      (score) => accepts(score) === (score >= 0 && score <= 5),
    ),
  );
}
