import fc from 'fast-check';
import { describe, it } from 'vitest';
import { requestBadge, requestValidatePath, selectionBound } from './request.rules';

const bounds = fc
  .tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }))
  .map(([a, b]) => ({ minimum_availabilities: Math.min(a, b), maximum_availabilities: Math.max(a, b) }));
const amount = fc.integer({ min: 0, max: 1_000_000_000 });

describe('tier bounds over any counts', () => {
  it('valid iff min ≤ count ≤ max; too few below; too many above', () => {
    fc.assert(
      fc.property(bounds, fc.integer({ min: 0, max: 100 }), (tier, count) => {
        const bound = selectionBound(count, tier);
        if (count < tier.minimum_availabilities) return bound === 'too-few';
        if (count > tier.maximum_availabilities) return bound === 'too-many';
        return bound === 'valid';
      }),
    );
  });
});

describe('request badges over any amounts', () => {
  it('follows complete > deposited > outstanding exactly as stated', () => {
    fc.assert(
      fc.property(amount, amount, amount, (total, deposit, paid) => {
        const badge = requestBadge({ total_amount: total, deposit_amount: deposit, paid_amount: paid });
        if (total > 0 && paid >= total) return badge === 'complete';
        if (deposit > 0 && deposit <= paid && paid < total) return badge === 'deposited';
        if (paid < deposit) return badge === 'outstanding';
        return badge === null;
      }),
    );
  });
});

describe('validate path', () => {
  const cuid = fc.stringMatching(/^[a-z0-9]{1,12}$/);
  const param = fc.tuple(
    fc.oneof(fc.stringMatching(/^[a-z_]{1,8}$/), fc.constant('availabilities')),
    fc.stringMatching(/^[a-z0-9%-]{0,8}$/),
  );
  it('lists the selected cuids comma separated first and keeps every other parameter', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(cuid, { maxLength: 6 }),
        fc.array(param, { maxLength: 5 }),
        (selected, params) => {
          const search = `?${params.map(([k, v]) => `${k}=${v}`).join('&')}`;
          const path = requestValidatePath(selected, search);
          const [route, query = ''] = path.split('?');
          const parts = query.split('&');
          const kept = params.filter(([k]) => k !== 'availabilities').map(([k, v]) => `${k}=${v}`);
          return (
            route === '/cart/registrations/request' &&
            parts[0] === `availabilities=${selected.join(',')}` &&
            JSON.stringify(parts.slice(1)) === JSON.stringify(kept)
          );
        },
      ),
    );
  });
});
