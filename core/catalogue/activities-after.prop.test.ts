import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activitiesAfter } from './interface.rules';

const instants = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

describe('activitiesAfter (part 2 §7 "after (only when the available-only setting is on)")', () => {
  it('sends nothing while the setting is off', () => {
    fc.assert(
      fc.property(instants, (now) => {
        expect(activitiesAfter(false, now)).toBeUndefined();
      }),
    );
  });

  it('sends now down to the hour: never later than now, less than an hour before, the same all hour', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 59 * 60_000 }), (now, later) => {
        const after = activitiesAfter(true, now) ?? '';
        expect(Date.parse(after)).toBeLessThanOrEqual(Date.parse(now));
        expect(Date.parse(now) - Date.parse(after)).toBeLessThan(3_600_000);
        expect(new Date(after).getUTCMinutes()).toBe(0);
        const sameHour = new Date(Date.parse(after) + later).toISOString();
        expect(activitiesAfter(true, sameHour)).toBe(after);
      }),
    );
  });

  it('is an ISO instant in UTC the API accepts', () => {
    expect(activitiesAfter(true, '2026-11-27T01:07:33.123Z')).toBe('2026-11-27T01:00:00.000Z');
  });
});
