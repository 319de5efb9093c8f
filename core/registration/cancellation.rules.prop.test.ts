import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationMoney, payableTotal } from './cancellation.rules';

const amount = fc.integer({ min: 0, max: 10_000_000 });
const line = fc.record({
  total_amount: amount,
  paid_amount: amount,
  bundle_id: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
});

describe('cancellationMoney', () => {
  it('splits a line into what was paid and what is no longer asked, which add up to at least the total', () => {
    fc.assert(
      fc.property(line, (entry) => {
        const money = cancellationMoney(entry);
        expect(money.paid).toBe(entry.paid_amount);
        expect(money.waived).toBe(Math.max(0, entry.total_amount - entry.paid_amount));
        expect(money.paid + money.waived).toBeGreaterThanOrEqual(entry.total_amount);
        expect(money.bundle).toBe(entry.bundle_id !== null);
      }),
    );
  });

  it('waives nothing on a line paid in full', () => {
    expect(cancellationMoney({ total_amount: 12_000, paid_amount: 12_000 })).toEqual({
      paid: 12_000,
      waived: 0,
      bundle: false,
    });
  });
});

describe('payableTotal', () => {
  it('leaves nothing owed on a cancelled line and keeps a live line whole', () => {
    fc.assert(
      fc.property(line, fc.boolean(), (entry, cancelled) => {
        const total = payableTotal({ ...entry, cancelled });
        if (cancelled) expect(Math.max(0, total - entry.paid_amount)).toBe(0);
        else expect(total).toBe(entry.total_amount);
        expect(total).toBeLessThanOrEqual(entry.total_amount);
      }),
    );
  });
});
