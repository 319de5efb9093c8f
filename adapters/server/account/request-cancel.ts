import { canCancelRequest } from '../../../core/request/index';
import type { Database } from '../../db/index';
import { ApiError, notFound } from '../errors';
import type { AccountScope } from './account-scope';
import { ownRequests } from './orders-read';

/**
 * POST /api/registrations/requests/cancel (part 2 §7; §6 "Only PENDING registration requests can be
 * cancelled", core `canCancelRequest`). The request row is locked, so a cancel racing the organiser's
 * decision sees the decision. 404 REGISTRATION_REQUEST_NOT_FOUND for anything but the customer's own request;
 * 409 REGISTRATION_REQUEST.NOT_PENDING once it is approved, rejected or already cancelled.
 */
export async function cancelRegistrationRequest(
  db: Database,
  scope: AccountScope,
  requestId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const request = await ownRequests(trx, scope)
      .select(['id', 'status'])
      .where('id', '=', requestId)
      .forUpdate()
      .executeTakeFirst();
    if (!request) throw notFound('REGISTRATION_REQUEST_NOT_FOUND');
    if (!canCancelRequest(request)) throw new ApiError(409, 'REGISTRATION_REQUEST.NOT_PENDING');
    await trx
      .updateTable('registration_requests')
      .set({ status: 'CANCELLED', cancelled_at: scope.now })
      .where('id', '=', request.id)
      .execute();
  });
}
