import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Temporal } from '../time/index';
import {
  availabilitiesWithout,
  firstRequestWeek,
  isRequestable,
  parseAvailabilityList,
  searchWithTier,
  weekSlots,
} from './request-selection.rules';

const NOW = '2026-06-10T10:00:00Z';
const cuidText = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const cuidList = fc.uniqueArray(cuidText, { minLength: 0, maxLength: 8 });
const queryPart = fc
  .tuple(fc.stringMatching(/^[a-z_]{1,8}$/), fc.stringMatching(/^[a-z0-9]{0,8}$/))
  .filter(([key]) => key !== 'tier')
  .map(([key, value]) => `${key}=${value}`);

/** A session on day `offset` from 2026-06-01 (a Monday), 10:00–11:00 Brussels time (UTC+2 in June). */
const session = (id: number, offset: number) => {
  const day = Temporal.PlainDate.from('2026-06-01').add({ days: offset }).toString();
  return { id, start_at: `${day}T08:00:00Z`, end_at: `${day}T09:00:00Z` };
};
const availabilityArb = fc
  .record({
    cuid: cuidText,
    status: fc.constantFrom('OPEN', 'FULL', 'CLOSED'),
    offsets: fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 6 }),
  })
  .map(({ cuid, status, offsets }) => {
    const dates = offsets.map((offset, index) => session(index + 1, offset));
    const last = dates.reduce((a, b) => (a.end_at > b.end_at ? a : b));
    return { cuid, status, end_at: last.end_at, dates };
  });
const weekArb = fc.integer({ min: 0, max: 9 }).map((weeks) =>
  Temporal.PlainDate.from('2026-06-01')
    .add({ days: 7 * weeks })
    .toString(),
);

describe('weekly selection over any availabilities', () => {
  it('lists only sessions of the shown week, at most one line per availability, in start order', () => {
    fc.assert(
      fc.property(fc.array(availabilityArb, { maxLength: 6 }), weekArb, (availabilities, weekStart) => {
        const slots = weekSlots(availabilities, weekStart, NOW);
        const monday = Temporal.PlainDate.from(weekStart);
        for (const slot of slots) {
          const day = Temporal.PlainDate.from(slot.start_at.slice(0, 10));
          expect(Temporal.PlainDate.compare(day, monday)).toBeGreaterThanOrEqual(0);
          expect(Temporal.PlainDate.compare(day, monday.add({ days: 7 }))).toBeLessThan(0);
          expect(slot.requestable).toBe(isRequestable(slot.availability, NOW));
        }
        expect(new Set(slots.map((slot) => slot.availability)).size).toBe(slots.length);
        const starts = slots.map((slot) => slot.start_at);
        expect(starts).toEqual([...starts].sort());
        const expected = availabilities.filter((availability) =>
          availability.dates.some((date) => {
            const day = Temporal.PlainDate.from(date.start_at.slice(0, 10));
            return monday.until(day).days >= 0 && monday.until(day).days < 7;
          }),
        ).length;
        expect(slots.length).toBe(expected);
      }),
      { numRuns: 150 },
    );
  });
  it('opens on a Monday holding a future session of a requestable availability, when there is one', () => {
    fc.assert(
      fc.property(fc.array(availabilityArb, { maxLength: 6 }), (availabilities) => {
        const week = firstRequestWeek(availabilities, NOW);
        expect(Temporal.PlainDate.from(week).dayOfWeek).toBe(1);
        const open = availabilities.filter((availability) => isRequestable(availability, NOW));
        const future = open.flatMap((a) => a.dates).filter((date) => date.start_at > NOW);
        if (future.length > 0) {
          expect(weekSlots(open, week, NOW).length).toBeGreaterThan(0);
        } else {
          expect(week).toBe('2026-06-08');
        }
      }),
      { numRuns: 150 },
    );
  });
  it('only OPEN availabilities not yet over can be requested', () => {
    expect(isRequestable({ status: 'OPEN', end_at: '2026-06-11T00:00:00Z' }, NOW)).toBe(true);
    expect(isRequestable({ status: 'FULL', end_at: '2026-06-11T00:00:00Z' }, NOW)).toBe(false);
    expect(isRequestable({ status: 'OPEN', end_at: '2026-06-09T00:00:00Z' }, NOW)).toBe(false);
  });
});

describe('the availabilities query value', () => {
  it('parses back what was joined, and drops blanks and repeats', () => {
    fc.assert(
      fc.property(cuidList, (list) => {
        expect(parseAvailabilityList(list.join(','))).toEqual(list);
        expect(parseAvailabilityList(` ${list.join(', ,')},${list.join(',')}`)).toEqual(list);
      }),
    );
    expect(parseAvailabilityList(undefined)).toEqual([]);
  });
  it('removing one keeps the others in order; null once none is left', () => {
    fc.assert(
      fc.property(cuidList, fc.nat(), (list, at) => {
        const removed = list[at % Math.max(1, list.length)] ?? 'absent';
        const left = list.filter((entry) => entry !== removed);
        expect(availabilitiesWithout(list, removed)).toBe(left.length === 0 ? null : left.join(','));
      }),
    );
  });
});

describe('the tier in the query string', () => {
  it('sets tier once, keeps every other parameter in place', () => {
    fc.assert(
      fc.property(fc.array(queryPart, { maxLength: 5 }), cuidText, cuidText, (parts, old, tier) => {
        const withOld = [...parts, `tier=${old}`, ...parts];
        const result = searchWithTier(`?${withOld.join('&')}`, tier).split('&');
        expect(result.filter((part) => part.startsWith('tier='))).toEqual([`tier=${tier}`]);
        expect(result.filter((part) => !part.startsWith('tier='))).toEqual([...parts, ...parts]);
        expect(searchWithTier(parts.join('&'), tier)).toBe([...parts, `tier=${tier}`].join('&'));
        expect(searchWithTier(`?${parts.join('&')}`, null)).toBe(parts.join('&'));
      }),
    );
  });
});
