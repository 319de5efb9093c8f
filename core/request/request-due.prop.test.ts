import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_REQUEST_STATUSES } from '../schemas/index';
import { requestAmountDue } from './index';

const amount = fc.integer({ min: 0, max: 1_000_000_000 });
const status = fc.constantFrom(...REGISTRATION_REQUEST_STATUSES);

describe('what is still due on a registration request', () => {
  it('only an APPROVED request is owed; pending, rejected and cancelled ones owe nothing', () => {
    fc.assert(
      fc.property(status, amount, amount, (value, total, paid) => {
        const due = requestAmountDue({ status: value, total_amount: total, paid_amount: paid });
        if (value !== 'APPROVED') expect(due).toBe(0);
        else expect(due).toBe(Math.max(0, total - paid));
      }),
    );
  });

  it('is never negative and never more than the total', () => {
    fc.assert(
      fc.property(status, amount, amount, (value, total, paid) => {
        const due = requestAmountDue({ status: value, total_amount: total, paid_amount: paid });
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due).toBeLessThanOrEqual(total);
      }),
    );
  });

  it('paying more never raises what is due', () => {
    fc.assert(
      fc.property(amount, amount, amount, (total, paid, more) => {
        const before = requestAmountDue({ status: 'APPROVED', total_amount: total, paid_amount: paid });
        const after = requestAmountDue({ status: 'APPROVED', total_amount: total, paid_amount: paid + more });
        expect(after).toBeLessThanOrEqual(before);
      }),
    );
  });
});
