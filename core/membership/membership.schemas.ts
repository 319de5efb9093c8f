import { z } from 'zod';
import { CART_LIMIT_ERRORS, CART_LIMITS } from '../cart/index';
import { isParticipantRequired, type ProductEntity } from './membership.rules';

/** Error code when a PARTICIPANTS product form has no participant. */
export const PARTICIPANT_ID_REQUIRED = 'participant_id_required';

/**
 * Bundle, membership and voucher add-to-cart forms: "quantity an integer, minimum 1, default 1.
 * Participant is required only when the entity is PARTICIPANTS."
 */
export function productFormSchema(product: { entity: ProductEntity | null | undefined }) {
  const required = isParticipantRequired(product);
  return z
    .object({
      quantity: z
        .number()
        .int()
        .min(1)
        .max(CART_LIMITS.lineQuantity, { error: CART_LIMIT_ERRORS.quantity })
        .default(1),
      participant_id: z.number().int().nullable().optional(),
    })
    .superRefine((value, context) => {
      if (required && (value.participant_id === null || value.participant_id === undefined)) {
        context.addIssue({ code: 'custom', path: ['participant_id'], message: PARTICIPANT_ID_REQUIRED });
      }
    });
}
