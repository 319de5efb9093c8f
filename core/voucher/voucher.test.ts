import { describe, expect, it } from 'vitest';
import {
  canSeeVoucherDetails,
  isRedeemCodeValid,
  needsVoucherParticipant,
  voucherConfirmation,
  voucherStatus,
} from './voucher.rules';

const NOW = '2026-06-03T12:00:00.000Z';
const voucher = {
  total_amount: 5000,
  paid_amount: 5000,
  expires_at: '2027-01-01T00:00:00.000Z',
  redeemed_at: null,
};

describe('voucher status', () => {
  it('is waiting until redeemed, then redeemed', () => {
    expect(voucherStatus({ redeemed_at: null })).toBe('waiting');
    expect(voucherStatus({ redeemed_at: '2026-05-01T10:00:00.000Z' })).toBe('redeemed');
  });
});

describe('voucher confirmation', () => {
  it.each([
    [voucher, { valid: true }],
    [{ ...voucher, expires_at: null }, { valid: true }],
    [
      { ...voucher, paid_amount: 0 },
      { valid: false, reason: 'unpaid' },
    ],
    // Someone other than the buyer gets no amounts (sent as 0/0) but the paid state.
    [
      { ...voucher, total_amount: 0, paid_amount: 0, paid: false, redeemed_at: '2026-05-01T10:00:00.000Z' },
      { valid: false, reason: 'unpaid' },
    ],
    [
      { ...voucher, expires_at: '2026-06-01T00:00:00.000Z' },
      { valid: false, reason: 'expired' },
    ],
    [
      { ...voucher, expires_at: NOW },
      { valid: false, reason: 'expired' },
    ],
    [
      { ...voucher, redeemed_at: '2026-05-01T00:00:00.000Z' },
      { valid: false, reason: 'redeemed' },
    ],
    [
      {
        ...voucher,
        paid_amount: 0,
        expires_at: '2026-06-01T00:00:00.000Z',
        redeemed_at: '2026-05-01T00:00:00.000Z',
      },
      { valid: false, reason: 'unpaid' },
    ],
    [
      { ...voucher, expires_at: '2026-06-01T00:00:00.000Z', redeemed_at: '2026-05-01T00:00:00.000Z' },
      { valid: false, reason: 'expired' },
    ],
  ])('%j → %j', (input, expected) => {
    expect(voucherConfirmation(input, NOW)).toEqual(expected);
  });
});

describe('voucher visibility and participant', () => {
  it('shows payment and buyer/recipient details only to the buyer', () => {
    expect(canSeeVoucherDetails({ customer_id: 3 }, { id: 3 })).toBe(true);
    expect(canSeeVoucherDetails({ customer_id: 3 }, { id: 4 })).toBe(false);
    expect(canSeeVoucherDetails({ customer_id: 3 }, null)).toBe(false);
  });
  it('asks for a participant when the bundle entity is PARTICIPANTS', () => {
    expect(needsVoucherParticipant({ voucher: { bundle: { entity: 'PARTICIPANTS' } } })).toBe(true);
    expect(needsVoucherParticipant({ voucher: { bundle: { entity: 'CUSTOMERS' } } })).toBe(false);
    expect(needsVoucherParticipant({ voucher: { bundle: null } })).toBe(false);
  });
  it('needs a code of at least 1 character', () => {
    expect(isRedeemCodeValid('')).toBe(false);
    expect(isRedeemCodeValid('A')).toBe(true);
  });
});
