import type { RequestPort } from '../../core/ports';
import type { RegistrationRequestPayload, RequestTier } from '../../core/request/index';
import { type Cart, cartCalls, registrationCalls } from '../../core/schemas/index';
import { callApi, runCall } from './call';
import type { HttpClient } from './client';

/** The request launcher's port over HTTP, plus the request form's submit. */
export interface HttpRequestPort extends RequestPort {
  /** GET /api/activities/{cuid}/registrations-requests-configuration: the activity's tiers. */
  fetchTiers(input: { activityCuid: string }): Promise<RequestTier[]>;
  /** POST /api/carts/items with `registrations_requests[]`: the updated cart. */
  addRequest(payload: RegistrationRequestPayload): Promise<Cart>;
}

export function createRequestPort(client: HttpClient): HttpRequestPort {
  return {
    fetchTiers: async ({ activityCuid }) =>
      (
        await runCall(
          callApi(client, registrationCalls.requestsConfiguration, {}, { params: { cuid: activityCuid } }),
        )
      ).tiers,
    addRequest: async (payload) => (await runCall(callApi(client, cartCalls.addItems, payload))).cart,
  };
}
