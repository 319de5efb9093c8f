import fc from 'fast-check';
import { describe, it } from 'vitest';
import { requestValidatePath, selectionBound } from './request.rules';

const bounds = fc
  .tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }))
  .map(([a, b]) => ({ minimum_availabilities: Math.min(a, b), maximum_availabilities: Math.max(a, b) }));

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

// The request badges over any amounts are the book's REQ-01 (specs/areas/request.spec.ts).

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
