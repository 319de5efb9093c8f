import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coordinatesOf,
  coordinateText,
  directionsOf,
  locationAddress,
  mapsAppOf,
  type PlaceParts,
} from './index';

/** Texts with the characters an address may hold and those a URL must encode. */
const text = fc.oneof(
  fc.constantFrom(
    null,
    '',
    '  ',
    'Uccle',
    'Rue de l’Été',
    '44',
    '1180',
    'Chaussée d’Alsemberg',
    'a&b=c?#/%+',
  ),
  fc.string({ maxLength: 20 }),
);
const coordinate = fc.oneof(
  fc.double({ min: -90, max: 90, noNaN: true }),
  fc.constantFrom(0, -0, 50.8024, 4.3413, Number.NaN, Number.POSITIVE_INFINITY, 200, -91),
);
const place: fc.Arbitrary<PlaceParts> = fc.record({
  name: text,
  title: text,
  street: text,
  number: text,
  postcode: text,
  city: text,
  latitude: fc.option(coordinate),
  longitude: fc.option(fc.oneof(coordinate, fc.double({ min: -180, max: 180, noNaN: true }))),
});

/** The query's value decoded as a browser reads it. */
const param = (url: string, name: string) => new URL(url).searchParams.get(name);

describe('directionsOf (issue 20 §4)', () => {
  it('gives no link without an address, and a link naming the address with one', () => {
    fc.assert(
      fc.property(place, (input) => {
        const directions = directionsOf(input);
        const address = locationAddress(input);
        if (address === null) expect(directions).toBeNull();
        else {
          expect(directions?.address).toBe(address);
          expect(address.trim()).not.toBe('');
        }
      }),
    );
  });

  it('leads to the coordinates when the place has usable ones, else searches the address', () => {
    fc.assert(
      fc.property(place, (input) => {
        const directions = directionsOf(input);
        if (directions === null) return;
        const at = coordinatesOf(input);
        const web = new URL(directions.web);
        expect(web.origin).toBe('https://www.openstreetmap.org');
        if (at) {
          const point = `${coordinateText(at.latitude)},${coordinateText(at.longitude)}`;
          expect(web.pathname).toBe('/directions');
          expect(param(directions.web, 'to')).toBe(point);
          expect(directions.app.geo.startsWith(`geo:${point}?q=`)).toBe(true);
          expect(param(directions.app.apple, 'daddr')).toBe(point);
        } else {
          expect(web.pathname).toBe('/search');
          expect(param(directions.web, 'query')).toBe(directions.address);
          expect(directions.app.geo.startsWith('geo:0,0?q=')).toBe(true);
          expect(decodeURIComponent(directions.app.geo.slice('geo:0,0?q='.length))).toBe(directions.address);
          expect(param(directions.app.apple, 'daddr')).toBe(directions.address);
        }
      }),
    );
  });

  it('encodes every link: no space, no second query, no fragment, whatever the address says', () => {
    fc.assert(
      fc.property(place, (input) => {
        const directions = directionsOf(input);
        if (directions === null) return;
        for (const url of [directions.web, directions.app.geo, directions.app.apple]) {
          expect(url).not.toMatch(/[\s#]/);
          expect(url.split('?')).toHaveLength(2);
          expect(url.split('?')[1]?.split('&')).toHaveLength(1);
        }
      }),
    );
  });

  it('uses coordinates only when both are finite numbers in range and not 0,0', () => {
    fc.assert(
      fc.property(place, (input) => {
        const at = coordinatesOf(input);
        const { latitude, longitude } = input;
        const usable =
          typeof latitude === 'number' &&
          typeof longitude === 'number' &&
          Number.isFinite(latitude) &&
          Number.isFinite(longitude) &&
          Math.abs(latitude) <= 90 &&
          Math.abs(longitude) <= 180 &&
          !(latitude === 0 && longitude === 0);
        expect(at !== null).toBe(usable);
      }),
    );
  });

  it('writes coordinates in decimals without exponent, within 0.5e-6 of the value', () => {
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), (value) => {
        const written = coordinateText(value);
        expect(written).toMatch(/^-?\d+(\.\d{1,6})?$/);
        expect(Math.abs(Number(written) - value)).toBeLessThanOrEqual(0.5e-6 + 1e-12);
      }),
    );
  });
});

describe('directionsOf examples', () => {
  const base = {
    name: 'Uccle',
    title: 'Centre sportif du Wolvendael',
    street: 'Avenue Paul Stroobant',
    number: '44',
  };
  it('a venue with coordinates', () => {
    expect(
      directionsOf({ ...base, postcode: '1180', city: 'Uccle', latitude: 50.8024, longitude: 4.3413 }),
    ).toEqual({
      address: 'Avenue Paul Stroobant 44, 1180 Uccle',
      web: 'https://www.openstreetmap.org/directions?to=50.8024%2C4.3413',
      app: {
        geo: 'geo:50.8024,4.3413?q=50.8024%2C4.3413',
        apple: 'https://maps.apple.com/?daddr=50.8024%2C4.3413',
      },
    });
  });
  it('a venue without coordinates', () => {
    expect(
      directionsOf({ ...base, postcode: '1180', city: 'Uccle', latitude: null, longitude: null })?.web,
    ).toBe('https://www.openstreetmap.org/search?query=Avenue%20Paul%20Stroobant%2044%2C%201180%20Uccle');
  });
  it('a resource’s place (a name, no address): no link', () => {
    expect(directionsOf({ name: 'Salle 1', title: null, latitude: 50.8, longitude: 4.3 })).toBeNull();
  });
});

describe('mapsAppOf', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36', 0, 'geo'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 5, 'apple'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari', 5, 'apple'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari', 0, null],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126 Safari/537.36', 0, null],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 10, null],
  ] as const)('%s with %i touch points → %s', (userAgent, maxTouchPoints, app) => {
    expect(mapsAppOf({ userAgent, maxTouchPoints })).toBe(app);
  });
});
