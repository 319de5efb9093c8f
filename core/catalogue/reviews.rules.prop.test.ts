import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstantBetween } from '../time/test-support';
import {
  isPublicReview,
  isRegistrationFinished,
  reviewAverage,
  reviewerName,
  starFills,
} from './reviews.rules';

const instant = isoInstantBetween(Date.UTC(2020, 0, 1), Date.UTC(2030, 0, 1));
const score = fc.integer({ min: 0, max: 5 });
const scores = fc.array(score, { minLength: 1, maxLength: 500 });
const review = fc.record({
  score,
  private: fc.boolean(),
  registration: fc.record({ cancelled: fc.boolean(), availability: fc.record({ end_at: instant }) }),
});
const totalsOf = (list: readonly number[]) => ({
  total: list.reduce((sum, value) => sum + value, 0),
  count: list.length,
});

describe('the average rating', () => {
  it('is the mean rounded half up to one decimal, between the lowest and highest score', () => {
    fc.assert(
      fc.property(scores, (list) => {
        const average = reviewAverage(totalsOf(list));
        const mean = list.reduce((sum, value) => sum + value, 0) / list.length;
        expect(average).not.toBeNull();
        const value = average ?? Number.NaN;
        // One decimal at most, within half a tenth of the mean, never past the scores' range.
        expect(Math.round(value * 10)).toBeCloseTo(value * 10, 9);
        expect(Math.abs(value - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(value).toBeGreaterThanOrEqual(Math.min(...list));
        expect(value).toBeLessThanOrEqual(Math.max(...list));
        // A mean exactly halfway between two tenths goes up.
        if (Math.abs(mean * 10 - Math.floor(mean * 10) - 0.5) < 1e-9) expect(value).toBeGreaterThan(mean);
      }),
    );
  });

  it('does not depend on the order the scores come in, and equal scores average to themselves', () => {
    fc.assert(
      fc.property(scores, score, fc.integer({ min: 1, max: 200 }), (list, one, times) => {
        expect(reviewAverage(totalsOf([...list].reverse()))).toBe(reviewAverage(totalsOf(list)));
        expect(reviewAverage(totalsOf(Array.from({ length: times }, () => one)))).toBe(one);
      }),
    );
  });

  it('is null without reviews', () => {
    expect(reviewAverage({ total: 0, count: 0 })).toBeNull();
  });

  describe('counter examples', () => {
    it.each([
      [[5, 4, 5], 4.7],
      [[5, 4, 4], 4.3],
      [[4, 5], 4.5],
      [[1, 2, 2, 2], 1.8],
      [[3, 3, 3, 3, 3, 3, 3, 4], 3.1],
    ])('%j → %d', (list, expected) => {
      expect(reviewAverage(totalsOf(list))).toBe(expected);
    });
  });
});

describe('which reviews count', () => {
  it('only public reviews of finished registrations: not cancelled, availability ended at now', () => {
    fc.assert(
      fc.property(review, instant, (one, now) => {
        const finished =
          !one.registration.cancelled && Date.parse(one.registration.availability.end_at) <= Date.parse(now);
        expect(isRegistrationFinished(one.registration, now)).toBe(finished);
        expect(isPublicReview(one, now)).toBe(finished && !one.private);
      }),
    );
  });

  it('the average of the shown reviews ignores every other one', () => {
    fc.assert(
      fc.property(fc.array(review, { maxLength: 60 }), instant, (list, now) => {
        const shown = list.filter((one) => isPublicReview(one, now)).map((one) => one.score);
        const average = reviewAverage(totalsOf(shown));
        if (shown.length === 0) expect(average).toBeNull();
        else expect(average).toBe(reviewAverage(totalsOf([...shown].sort())));
        // Adding an unfinished (cancelled) review changes nothing.
        const extra = {
          score: 0,
          private: false,
          registration: { cancelled: true, availability: { end_at: now } },
        };
        const withExtra = [...list, extra].filter((one) => isPublicReview(one, now)).map((one) => one.score);
        expect(reviewAverage(totalsOf(withExtra))).toBe(average);
      }),
    );
  });
});

describe('stars and names', () => {
  it('five stars: full ones, at most one half, then empty ones, adding up to the average to the half', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (average) => {
        const fills = starFills(average);
        expect(fills).toHaveLength(5);
        const value = fills.reduce((sum, fill) => sum + (fill === 'full' ? 1 : fill === 'half' ? 0.5 : 0), 0);
        expect(Math.abs(value - average)).toBeLessThanOrEqual(0.25 + 1e-9);
        expect(`${fills.join(',')},`).toMatch(/^(full,)*(half,)?(empty,)*$/);
      }),
    );
  });

  it('first name and last-name initial, never the whole last name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim() !== ''),
        fc.stringMatching(/^[A-Za-zÀ-ÿ]{2,20}$/),
        (firstname, lastname) => {
          const name = reviewerName({ firstname, lastname });
          expect(name).toBe(`${firstname.trim()} ${lastname[0]?.toLocaleUpperCase()}.`);
          expect(name.endsWith(`${lastname}.`)).toBe(false);
        },
      ),
    );
    expect(reviewerName({ firstname: 'Aïcha', lastname: 'élise' })).toBe('Aïcha É.');
    expect(reviewerName({ firstname: 'Zoé', lastname: ' ' })).toBe('Zoé');
  });
});
