import { z } from 'zod';
import { failureCode } from '../../../core/errors/index';
import type { Api } from '../../app/api';
import type { SuccessLoad } from './SuccessPage';

/** `?payment=paid|failed|cancelled` from the payment page's return; anything else is ignored. */
export const paymentReturnSearch = z.object({
  payment: z.enum(['paid', 'failed', 'cancelled']).optional().catch(undefined),
});

/** GET /api/carts/{cuid}; a failure (signed out, not this customer's cart) is shown by the page. */
export async function loadProcessedCart(api: Api, cuid: string): Promise<SuccessLoad> {
  try {
    const { cart, result } = await api.checkout.processedCart(cuid);
    return { kind: 'loaded', cart, result };
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    return { kind: 'failed', code: failureCode(error), status: typeof status === 'number' ? status : null };
  }
}
