import { beforeAll, describe, expect, it } from 'vitest';
import { CAMILLE, frField, participantOf, signedIn } from '../test-fixtures';
import { useTestApp } from '../test-suite-app';
import { drivers, EN_HOST, FR_HOST, pathOf, type TestClient, tableCounts } from '../test-support';
import { type CsrfVerdict, csrfVerdict } from './csrf';

const EVIL = 'https://evil.example';

type CsrfRequest = Parameters<typeof csrfVerdict>[0];
/** A cookie-less POST to a.be, with what the case changes. */
const request = (fields: Partial<CsrfRequest>): CsrfRequest => ({
  method: 'POST',
  host: 'a.be',
  hasCookie: false,
  ...fields,
});

describe('csrfVerdict', () => {
  const cases: Record<CsrfVerdict, Record<string, CsrfRequest>> = {
    accepted: {
      'a GET from anywhere': request({ method: 'GET', origin: EVIL, hasCookie: true }),
      'a same-origin fetch': request({ secFetchSite: 'same-origin', hasCookie: true }),
      'a request the visitor made directly': request({ secFetchSite: 'none', hasCookie: true }),
      'an Origin naming the host': request({
        method: 'DELETE',
        host: 'a.be:3000',
        origin: 'http://a.be:3000',
        hasCookie: true,
      }),
      'an Origin naming the host in another case': request({
        method: 'PATCH',
        host: 'A.be',
        origin: 'https://a.BE',
        hasCookie: true,
      }),
      'a non-browser client without cookie': request({}),
    },
    'CSRF.CROSS_SITE_REQUEST': {
      'a cross-site fetch': request({ secFetchSite: 'cross-site', hasCookie: true }),
      'a sibling-subdomain fetch': request({ method: 'PUT', secFetchSite: 'same-site', hasCookie: true }),
      'Sec-Fetch-Site cross-site despite a matching Origin': request({
        secFetchSite: 'cross-site',
        origin: 'https://a.be',
      }),
      'an Origin on another port': request({ host: 'a.be:3000', origin: 'http://a.be:4000' }),
      'an Origin of another host': request({ origin: EVIL }),
      'an opaque Origin (sandboxed frame, data: page)': request({ origin: 'null' }),
    },
    'CSRF.ORIGIN_REQUIRED': {
      'a cookie without Origin or Sec-Fetch-Site': request({ hasCookie: true }),
    },
  };
  for (const [verdict, requests] of Object.entries(cases)) {
    for (const [name, sent] of Object.entries(requests)) {
      it(`${name}: ${verdict}`, () => expect(csrfVerdict(sent)).toBe(verdict));
    }
  }
});

describe.each(drivers)('cross-site requests (%s)', (driver) => {
  const app = useTestApp(driver);
  let camille: TestClient;
  let swimFieldId: number;
  let participantId: number;
  beforeAll(async () => {
    camille = await signedIn(app);
    swimFieldId = await frField(app.db, 'Sait nager');
    participantId = await participantOf(app.db, CAMILLE.email);
  });

  const participant = (extra: Record<string, unknown> = {}) => ({
    firstname: 'Zoé',
    lastname: 'Dupont',
    birthdate: '2016-06-06',
    custom_data: [{ field_id: swimFieldId, data: 'Oui' }],
    ...extra,
  });

  /** Runs `send`, expects the 403 with `code`, and that no table changed. */
  async function refusedUnchanged(
    send: () => Promise<{ status: number; body: Record<string, unknown> }>,
    code: CsrfVerdict,
  ) {
    const before = await tableCounts(app.db);
    const answer = await send();
    expect([answer.status, answer.body]).toEqual([403, { error: code }]);
    expect(await tableCounts(app.db)).toEqual(before);
  }

  it('refuses a cross-site login, sets no cookie and writes nothing', async () => {
    const visitor = app.client(FR_HOST);
    await refusedUnchanged(
      () => visitor.call('POST', '/api/auth/login', { body: CAMILLE, headers: { origin: EVIL } }),
      'CSRF.CROSS_SITE_REQUEST',
    );
    expect(visitor.cookie).toBeNull();
  });

  it('refuses cross-site cart and participant changes of a signed-in customer', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: EVIL };
    await refusedUnchanged(
      () => camille.call('POST', '/api/carts/items', { body: {}, headers: crossSite }),
      'CSRF.CROSS_SITE_REQUEST',
    );
    await refusedUnchanged(
      () => camille.call('POST', '/api/participants', { body: participant(), headers: crossSite }),
      'CSRF.CROSS_SITE_REQUEST',
    );
    await refusedUnchanged(
      () =>
        camille.call('PUT', '/api/participants', {
          body: participant({ participant_id: participantId }),
          headers: { origin: EVIL },
        }),
      'CSRF.CROSS_SITE_REQUEST',
    );
    await refusedUnchanged(
      () =>
        camille.call('DELETE', `/api/participants?participant_id=${participantId}`, {
          headers: { 'sec-fetch-site': 'same-site' },
        }),
      'CSRF.CROSS_SITE_REQUEST',
    );
    // Another organiser's storefront is another site too, even on the same server.
    await refusedUnchanged(
      () =>
        camille.call('POST', '/api/participants', {
          body: participant(),
          headers: { origin: `http://${EN_HOST}` },
        }),
      'CSRF.CROSS_SITE_REQUEST',
    );
  });

  it('refuses a cookie-carrying state change that names no origin', async () => {
    await refusedUnchanged(
      () =>
        app
          .request(`http://${FR_HOST}/api/participants`, {
            method: 'POST',
            headers: { host: FR_HOST, cookie: camille.cookie ?? '', 'content-type': 'application/json' },
            body: JSON.stringify(participant()),
          })
          .then(async (response) => ({ status: response.status, body: await response.json() })),
      'CSRF.ORIGIN_REQUIRED',
    );
  });

  it('accepts same-origin changes: by Origin and by Sec-Fetch-Site', async () => {
    const created = await camille.call('POST', '/api/participants', { body: participant() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const byFetchMetadata = await camille.call('POST', '/api/participants', {
      body: participant({ firstname: 'Jules' }),
      headers: { 'sec-fetch-site': 'same-origin', origin: 'null' },
    });
    expect(byFetchMetadata.status, JSON.stringify(byFetchMetadata.body)).toBe(200);
    const login = await app.client(FR_HOST).call('POST', '/api/auth/login', { body: CAMILLE });
    expect(login.status).toBe(200);
  });

  it('accepts a non-browser client without cookie (no ambient credentials to abuse)', async () => {
    const response = await app.request(`http://${FR_HOST}/api/auth/login`, {
      method: 'POST',
      headers: { host: FR_HOST, 'content-type': 'application/json' },
      body: JSON.stringify(CAMILLE),
    });
    expect(response.status).toBe(200);
  });

  it("leaves the payment provider's webhook to its signature check", async () => {
    const response = await app.request('/payments/sandbox/webhook', {
      method: 'POST',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).not.toMatch(/^CSRF\./);
  });

  it('never changes a row on a GET, whichever API route answers it', async () => {
    const gets = [
      ...new Set(
        app.routes.filter((r) => r.method === 'GET' && r.path.startsWith('/api/')).map((r) => r.path),
      ),
    ];
    expect(gets.length).toBeGreaterThan(10);
    const before = await tableCounts(app.db);
    for (const path of gets) await camille.call('GET', pathOf(path), { headers: { origin: EVIL } });
    expect(await tableCounts(app.db)).toEqual(before);
  });
});
