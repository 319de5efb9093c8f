import fc from 'fast-check';
import { describe, it } from 'vitest';
import { CART_LIMITS } from '../cart/index';
import { isParticipantRequired } from './membership.rules';
import { productFormSchema } from './membership.schemas';

const entity = fc.constantFrom('PARTICIPANTS', 'CUSTOMERS', null, 'OTHER');

describe('membership properties', () => {
  // The badges over any flags are the book's PROD-10 (specs/areas/products.spec.ts).
  it('the form accepts a missing participant iff the entity is not PARTICIPANTS; quantity any integer from 1 to the cart line limit', () => {
    fc.assert(
      fc.property(
        entity,
        fc.integer({ min: -5, max: 1000 }),
        fc.option(fc.nat()),
        (kind, quantity, participant) => {
          const parsed = productFormSchema({ entity: kind }).safeParse({
            quantity,
            participant_id: participant,
          });
          const expected =
            quantity >= 1 &&
            quantity <= CART_LIMITS.lineQuantity &&
            (participant !== null || !isParticipantRequired({ entity: kind }));
          return parsed.success === expected;
        },
      ),
    );
  });
});
