import { describe, expect, it } from 'vitest';
import { productCartPayload, productQuantity } from './index';

describe('product add-to-cart payload', () => {
  it('repeats bundles once per quantity, with the participant for PARTICIPANTS', () => {
    expect(
      productCartPayload({
        kind: 'bundle',
        product: { id: 4, entity: 'PARTICIPANTS' },
        quantity: 2,
        participant_id: 9,
        customer_id: 1,
      }),
    ).toEqual({
      customer_id: 1,
      bundles: [
        { bundle_id: 4, participant_id: 9 },
        { bundle_id: 4, participant_id: 9 },
      ],
      vouchers: [],
      memberships: [],
    });
  });
  it('drops the participant when the entity is CUSTOMERS', () => {
    const payload = productCartPayload({
      kind: 'membership',
      product: { id: 3, entity: 'CUSTOMERS' },
      quantity: 1,
      participant_id: 9,
    });
    expect(payload.memberships).toEqual([{ membership_id: 3, participant_id: null }]);
    expect(payload.bundles).toEqual([]);
  });
  it('vouchers carry no participant and repeat per quantity', () => {
    const payload = productCartPayload({
      kind: 'voucher',
      product: { id: 7 },
      quantity: 3,
      participant_id: 2,
    });
    expect(payload.vouchers).toEqual([{ voucher_id: 7 }, { voucher_id: 7 }, { voucher_id: 7 }]);
  });
  it('an invalid quantity counts as the default 1', () => {
    expect(productQuantity(0)).toBe(1);
    expect(productQuantity(2.5)).toBe(1);
    expect(productQuantity(4)).toBe(4);
  });
});
