import { describe, expect, it } from 'vitest';
import { createRequestPort } from './index';
import { fakeApi as fakeHttpApi, type RouteReply } from './test-support';

/** The request port over the fake API. */
function fakeApi(routes: Record<string, RouteReply>) {
  const { client, sent } = fakeHttpApi(routes);
  return { port: createRequestPort(client), sent };
}

const TIERS = '/api/activities/act%201/registrations-requests-configuration';
const tier = { cuid: 't1', name: 'One a week', minimum_availabilities: 1, maximum_availabilities: 1 };

describe('request port over HTTP', () => {
  it('reads the tiers of the activity named in the path', async () => {
    const { port, sent } = fakeApi({ [`GET ${TIERS}`]: { status: 200, body: { tiers: [tier] } } });
    expect(await port.fetchTiers({ activityCuid: 'act 1' })).toEqual([tier]);
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${TIERS}`]);
  });

  it('refuses tiers whose bounds are inverted, as the contract says', async () => {
    const inverted = { ...tier, minimum_availabilities: 3, maximum_availabilities: 1 };
    const { port } = fakeApi({ [`GET ${TIERS}`]: { status: 200, body: { tiers: [inverted] } } });
    await expect(port.fetchTiers({ activityCuid: 'act 1' })).rejects.toMatchObject({
      code: expect.any(String),
    });
  });

  it('posts registrations_requests to /api/carts/items and passes the refusal code on', async () => {
    const { port, sent } = fakeApi({
      'POST /api/carts/items': { status: 422, body: { error: 'REQUEST.SELECTION_OUT_OF_BOUNDS' } },
    });
    const payload = {
      customer_id: 7,
      participant_id: 11,
      registrations_requests: [
        { participant_id: 11, availabilities: [{ id: 5, dates: [{ id: 51 }] }], options: [], questions: [] },
      ],
    };
    await expect(port.addRequest(payload)).rejects.toMatchObject({
      code: 'REQUEST.SELECTION_OUT_OF_BOUNDS',
      status: 422,
    });
    expect(sent[0]?.body).toMatchObject(payload);
  });
});
