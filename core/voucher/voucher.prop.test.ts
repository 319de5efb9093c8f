import fc from 'fast-check';
import { describe, it } from 'vitest';
import { canSeeVoucherDetails, voucherConfirmation } from './voucher.rules';

const NOW_MS = Date.UTC(2026, 5, 3, 12);
const now = new Date(NOW_MS).toISOString();
const iso = (ms: number) => new Date(ms).toISOString();

describe('voucher priority over all flag combinations', () => {
  it('unpaid, then expired, then redeemed; else valid', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 365 * 86_400_000 }),
        fc.boolean(),
        (unpaid, expired, redeemed, total, offset, noExpiry) => {
          fc.pre(!(noExpiry && expired));
          const voucher = {
            total_amount: total,
            paid_amount: unpaid ? total - 1 : total,
            expires_at: noExpiry ? null : iso(expired ? NOW_MS - offset : NOW_MS + offset + 1),
            redeemed_at: redeemed ? iso(NOW_MS - 86_400_000) : null,
          };
          const result = voucherConfirmation(voucher, now);
          const expected = unpaid ? 'unpaid' : expired ? 'expired' : redeemed ? 'redeemed' : null;
          return expected === null ? result.valid : !result.valid && result.reason === expected;
        },
      ),
    );
  });
});

describe('buyer-only details', () => {
  it('visible iff the viewer is the buyer', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.option(fc.nat()),
        (buyer, viewer) =>
          canSeeVoucherDetails({ customer_id: buyer }, viewer === null ? null : { id: viewer }) ===
          (viewer === buyer),
      ),
    );
  });
});
