import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBadges, cardOpensAt } from './catalogue.rules';

const NOW = '2030-01-01T10:00:00.000Z';
const instant = fc
  .integer({ min: -90, max: 90 })
  .map((days) => new Date(Date.parse(NOW) + days * 86_400_000 + 3_600_000).toISOString());
const availability = fc.record({
  status: fc.constantFrom('OPEN', 'CLOSED', 'FULL', 'OVERLAP') as fc.Arbitrary<
    'OPEN' | 'CLOSED' | 'FULL' | 'OVERLAP'
  >,
  registrations_start_at: fc.option(instant, { nil: null }),
  registrations_end_at: fc.option(instant, { nil: null }),
  start_at: instant,
  end_at: instant,
});

describe('cardOpensAt (issue 18 §18)', () => {
  it('gives the opening only of an OPEN card without badge whose registrations start later', () => {
    fc.assert(
      fc.property(availability, (card) => {
        const opens = cardOpensAt(card, NOW);
        const expected =
          card.status === 'OPEN' &&
          card.registrations_start_at !== null &&
          Date.parse(card.registrations_start_at) > Date.parse(NOW) &&
          cardBadges(card, NOW).length === 0
            ? card.registrations_start_at
            : null;
        expect(opens).toBe(expected);
      }),
    );
  });
});
