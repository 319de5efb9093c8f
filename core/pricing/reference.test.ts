import { describe, expect, it } from 'vitest';
import { structuredReference, transferReference } from './index';

describe('transfer reference of an account line (issue 18: one reference per order)', () => {
  it('is the order’s structured reference when the line belongs to an order', () => {
    expect(transferReference({ reference: '5-1', order_reference: structuredReference(5) })).toBe(
      '+++000/0000/00505+++',
    );
  });

  it('is the line’s own reference when it belongs to no order of the customer', () => {
    expect(transferReference({ reference: '5-1', order_reference: null })).toBe('5-1');
    // An attendance charge has no order at all.
    expect(transferReference({ reference: 'AC-0090' })).toBe('AC-0090');
  });
});
