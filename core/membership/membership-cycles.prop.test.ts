import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentMembershipCycle, membershipAmounts } from './membership.rules';

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 0, 1);
const iso = (ms: number) => new Date(ms).toISOString();

/** Cycles as start offsets (days from BASE) and lengths (days, ≥ 1), in any order. */
const cycles = fc.array(
  fc.record({
    start: fc.integer({ min: 0, max: 720 }),
    length: fc.integer({ min: 1, max: 400 }),
    total: fc.integer({ min: 0, max: 100_000 }),
    paid: fc.integer({ min: 0, max: 100_000 }),
  }),
  { maxLength: 6 },
);
const toCycles = (rows: Array<{ start: number; length: number; total: number; paid: number }>) =>
  rows.map((row) => ({
    start_at: iso(BASE + row.start * DAY),
    end_at: iso(BASE + (row.start + row.length) * DAY),
    total_amount: row.total,
    paid_amount: row.paid,
  }));

describe('current membership cycle', () => {
  it('is a running cycle when one holds now; else the latest started; else the earliest; null without cycles', () => {
    fc.assert(
      fc.property(cycles, fc.integer({ min: -30, max: 1200 }), (rows, nowDay) => {
        const list = toCycles(rows);
        const now = BASE + nowDay * DAY;
        const found = currentMembershipCycle(list, iso(now));
        if (list.length === 0) return found === null;
        if (found === null || !list.includes(found)) return false;
        const start = (cycle: (typeof list)[number]) => Date.parse(cycle.start_at);
        const runs = (cycle: (typeof list)[number]) => start(cycle) <= now && now < Date.parse(cycle.end_at);
        const started = list.filter((cycle) => start(cycle) <= now);
        if (list.some(runs)) {
          // The running cycle that started last.
          return runs(found) && list.filter(runs).every((cycle) => start(cycle) <= start(found));
        }
        if (started.length > 0) return started.every((cycle) => start(cycle) <= start(found));
        return list.every((cycle) => start(found) <= start(cycle));
      }),
    );
  });

  it('counter example: two cycles starting together, neither started yet', () => {
    const list = toCycles([
      { start: 7, length: 1, total: 0, paid: 0 },
      { start: 7, length: 2, total: 0, paid: 0 },
    ]);
    const now = iso(BASE);
    expect(currentMembershipCycle(list, now)).toEqual(currentMembershipCycle([...list].reverse(), now));
  });

  it('does not depend on the order the cycles come in', () => {
    fc.assert(
      fc.property(cycles, fc.integer({ min: -30, max: 1200 }), (rows, nowDay) => {
        const list = toCycles(rows);
        const now = iso(BASE + nowDay * DAY);
        const forward = currentMembershipCycle(list, now);
        const backward = currentMembershipCycle([...list].reverse(), now);
        return forward?.start_at === backward?.start_at && forward?.end_at === backward?.end_at;
      }),
    );
  });
});

describe('membership amounts', () => {
  it('sums total and paid over every cycle, 0 without cycles', () => {
    fc.assert(
      fc.property(cycles, (rows) => {
        const amounts = membershipAmounts({ cycles: toCycles(rows) });
        return (
          amounts.total_amount === rows.reduce((sum, row) => sum + row.total, 0) &&
          amounts.paid_amount === rows.reduce((sum, row) => sum + row.paid, 0)
        );
      }),
    );
  });

  it('examples', () => {
    const now = '2026-03-01T00:00:00.000Z';
    const past = { start_at: '2025-01-01T00:00:00.000Z', end_at: '2026-01-01T00:00:00.000Z' };
    const running = { start_at: '2026-01-01T00:00:00.000Z', end_at: '2027-01-01T00:00:00.000Z' };
    const next = { start_at: '2027-01-01T00:00:00.000Z', end_at: '2028-01-01T00:00:00.000Z' };
    expect(currentMembershipCycle([next, running, past], now)).toBe(running);
    expect(currentMembershipCycle([past], now)).toBe(past);
    expect(currentMembershipCycle([next], now)).toBe(next);
    // end_at is exclusive: at the end of the running cycle, the next one is current.
    expect(currentMembershipCycle([running, next], next.start_at)).toBe(next);
    expect(currentMembershipCycle([], now)).toBeNull();
  });
});
