import fc from 'fast-check';
import { describe, it } from 'vitest';
import { bundlePricePerRegistration } from './bundle.rules';

describe('bundle price over any price and capacity', () => {
  it('is ⌊price / capacity⌋ when capacity > 0, null otherwise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.option(fc.integer({ min: -5, max: 1_000_000 })),
        (price, capacity) => {
          const share = bundlePricePerRegistration({ price, capacity });
          if (capacity === null || capacity <= 0) return share === null;
          const exact = BigInt(price) / BigInt(capacity);
          return share === Number(exact) && share * capacity <= price && (share + 1) * capacity > price;
        },
      ),
    );
  });
});
