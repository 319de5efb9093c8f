import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support';
import { addressOfFeature, createLocalAddressSearch, createMapboxAddressSearch } from './index';

// A Geocoding v6 forward feature as Mapbox documents it (the fields we read, plus some we ignore).
const louise = {
  type: 'Feature',
  id: 'dXJuOm1ieGFkcjo',
  geometry: { type: 'Point', coordinates: [4.3653, 50.8262] },
  properties: {
    mapbox_id: 'dXJuOm1ieGFkcjo',
    feature_type: 'address',
    full_address: 'Avenue Louise 149, 1050 Ixelles, Belgique',
    name: 'Avenue Louise 149',
    coordinates: { longitude: 4.3653, latitude: 50.8262, accuracy: 'rooftop' },
    context: {
      address: {
        mapbox_id: 'a',
        address_number: '149',
        street_name: 'Avenue Louise',
        name: 'Avenue Louise 149',
      },
      street: { mapbox_id: 's', name: 'Avenue Louise' },
      postcode: { mapbox_id: 'p', name: '1050' },
      place: { mapbox_id: 'c', name: 'Ixelles' },
      region: { mapbox_id: 'r', name: 'Bruxelles', region_code: 'BRU' },
      country: { mapbox_id: 'b', name: 'Belgique', country_code: 'be', country_code_alpha_3: 'BEL' },
    },
  },
};
const placeOnly = {
  ...louise,
  properties: { ...louise.properties, context: { place: { name: 'Ixelles' } } },
};

describe('address search adapters', () => {
  let server: Server;
  let baseUrl: string;
  const requests: URL[] = [];
  let answer: { status: number; body: unknown } = {
    status: 200,
    body: { type: 'FeatureCollection', features: [louise, placeOnly] },
  };
  let app: TestApp;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(new URL(request.url ?? '/', 'http://mapbox.test'));
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = await startTestApp('pglite', {
      addressSearch: createMapboxAddressSearch({ accessToken: 'pk.test', baseUrl }),
    });
  });
  afterAll(async () => {
    server.close();
    await app?.close();
  });

  it('maps a Mapbox feature to the address shape, skipping features without street, number, postcode or city', () => {
    expect(addressOfFeature(louise)).toEqual({
      address: 'Avenue Louise 149, 1050 Ixelles, Belgique',
      street: 'Avenue Louise',
      number: '149',
      postcode: '1050',
      city: 'Ixelles',
      state: 'Bruxelles',
      country: 'BE',
      longitude: 4.3653,
      latitude: 50.8262,
    });
    expect(addressOfFeature(placeOnly)).toBeNull();
    expect(addressOfFeature({ nonsense: true })).toBeNull();
  });

  it('asks the v6 forward endpoint for addresses with the token, language and limit', async () => {
    const search = createMapboxAddressSearch({ accessToken: 'pk.test', baseUrl });
    const found = await search.search('avenue louise 149', { limit: 8, language: 'fr' });
    expect(found.map((address) => address.address)).toEqual(['Avenue Louise 149, 1050 Ixelles, Belgique']);
    const sent = requests.at(-1);
    expect(sent?.pathname).toBe('/search/geocode/v6/forward');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toMatchObject({
      q: 'avenue louise 149',
      types: 'address',
      limit: '8',
      language: 'fr',
      access_token: 'pk.test',
    });
  });

  it('serves GET /api/mapbox/autofill through the configured search, and 503 ADDRESS_SEARCH_UNAVAILABLE when it fails', async () => {
    const call = () => app.client().call('GET', '/api/mapbox/autofill?search=louise');
    const ok = await call();
    expect(ok.status).toBe(200);
    expect(ok.body.data).toHaveLength(1);
    answer = { status: 401, body: { message: 'Not Authorized - Invalid Token' } };
    const down = await call();
    expect([down.status, down.body]).toEqual([503, { error: 'ADDRESS_SEARCH_UNAVAILABLE' }]);
  });

  it('searches the local address book word by word, case-insensitively, literally', async () => {
    const search = createLocalAddressSearch(app.db);
    const found = await search.search('LOUISE ixelles', { limit: 8, language: 'fr' });
    expect(found.length).toBeGreaterThan(0);
    for (const address of found)
      expect(address.address.toLowerCase()).toMatch(/louise.*ixelles|ixelles.*louise/);
    expect(await search.search('%', { limit: 8, language: 'fr' })).toEqual([]);
  });
});
