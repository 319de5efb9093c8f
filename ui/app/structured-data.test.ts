import { describe, expect, it } from 'vitest';
import type { Activity } from '../../core/schemas/index';
import { activityJsonLd, reviewsOf } from './structured-data';

const activity = {
  title: 'Multisport',
  description: '<p>Sport</p>',
  images: [],
  default_price: 14500,
} as unknown as Activity;

const reviews = {
  average: 4.7,
  count: 12,
  data: [1, 2, 3, 4, 5].map((id) => ({
    id,
    author: `Parent ${id}.`,
    score: 5,
    message: id === 1 ? '</script><b>Top</b>' : null,
    created_at: '2026-11-02T10:00:00.000Z',
  })),
};

describe('reviews in the structured data (issue 20 §2)', () => {
  it('adds nothing without reviews', () => {
    expect(reviewsOf(null)).toEqual({});
    expect(reviewsOf({ average: null, count: 0, data: [] })).toEqual({});
    expect(activityJsonLd(activity, null, { average: null, count: 0, data: [] })).not.toHaveProperty(
      'aggregateRating',
    );
  });

  it('gives the aggregate rating and the latest three reviews, their text as written', () => {
    const data = activityJsonLd(activity, null, reviews) as Record<string, unknown>;
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 12,
    });
    const shown = data.review as Array<Record<string, unknown>>;
    expect(shown).toHaveLength(3);
    expect(shown[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Parent 1.' },
      reviewRating: { '@type': 'Rating', ratingValue: 5 },
      reviewBody: '</script><b>Top</b>',
    });
    expect(shown[1]).not.toHaveProperty('reviewBody');
  });
});
