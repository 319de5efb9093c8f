import { describe, expect, it } from 'vitest';
import { registrationCalls } from './index';

/**
 * GET /api/vouchers/redeem answers whoever holds the code: its contract leaves no room for the buyer. The
 * server's answer is parsed with it (`route` in adapters/server/http.ts), which strips any other key.
 */
const answer = registrationCalls.findVoucher.answer;

/** An owned voucher as the account screens get it, with every buyer field filled in. */
const owned = {
  cuid: 'ov1',
  code: 'GIFT-7KQ2',
  voucher: { title: 'Bon cadeau', images: [], amount: 5_000, bundle: null },
  customer_id: 7,
  customer: { id: 7, fullname: 'Camille Dubois', email: 'camille@example.be' },
  recipient: { id: 9, fullname: 'Bob Lambert', email: 'bob@example.be' },
  redeemed_at: null,
  expires_at: null,
  total_amount: 5_000,
  paid_amount: 5_000,
  paid: true,
  cart_id: 12,
  order_reference: '12-1',
};

describe('voucher lookup by code', () => {
  it('keeps nothing of the buyer in the answer to someone else, whatever the server put in it', () => {
    const parsed = answer?.parse({ voucher: { ...owned, is_buyer: false } });
    const { code, voucher, redeemed_at, expires_at, paid } = owned;
    expect(parsed).toEqual({ voucher: { is_buyer: false, code, voucher, redeemed_at, expires_at, paid } });
  });

  it('gives the buyer the purchase’s cuid, recipient and amounts, never a customer id of theirs', () => {
    const parsed = answer?.parse({ voucher: { ...owned, is_buyer: true } });
    // Everything of the purchase but who bought it and in which cart.
    const { customer_id, customer, cart_id, order_reference, ...purchase } = owned;
    expect(parsed).toEqual({ voucher: { is_buyer: true, ...purchase } });
  });

  it('refuses an answer that does not say whether the viewer is the buyer', () => {
    expect(answer?.safeParse({ voucher: owned }).success).toBe(false);
  });
});
