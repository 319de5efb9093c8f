import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveAgeLimits } from './index';

const limit = fc.option(fc.integer({ min: 0, max: 3_000_000_000 }), { nil: null });
const limits = fc.record({ age_minimum: limit, age_maximum: limit });

describe('effectiveAgeLimits', () => {
  it("each limit is the availability's own when set, else its activity's, else none", () => {
    fc.assert(
      fc.property(limits, limits, (availability, activity) => {
        const effective = effectiveAgeLimits(availability, activity);
        expect(effective.age_minimum).toBe(availability.age_minimum ?? activity.age_minimum);
        expect(effective.age_maximum).toBe(availability.age_maximum ?? activity.age_maximum);
      }),
    );
  });

  it('an availability setting both limits ignores its activity; one setting none inherits both', () => {
    fc.assert(
      fc.property(limits, limits, (own, activity) => {
        const full = { age_minimum: own.age_minimum ?? 0, age_maximum: own.age_maximum ?? 0 };
        expect(effectiveAgeLimits(full, activity)).toEqual(full);
        expect(effectiveAgeLimits({}, activity)).toEqual(activity);
      }),
    );
  });
});
