import { type LocationParts, locationAddress } from './location.rules';

/**
 * Directions to a venue (issue 20 §4): "Wherever a location is shown with an address, a "Directions" link to
 * OpenStreetMap (and the platform's maps app on phones via a `geo:` or maps URL) ... with the address in the
 * link text for screen readers. No map tiles or keys needed."
 */

/** A location that may know where it stands (the organiser's locations carry coordinates, often). */
export interface PlaceParts extends LocationParts {
  latitude?: number | null;
  longitude?: number | null;
}

/** The phone's maps application a link can open: Android's `geo:` handler, or Apple Maps. */
export type MapsApp = 'geo' | 'apple';

export interface Directions {
  /** The address the links lead to, as printed and named to screen readers ("Rue X 1, 1180 Uccle"). */
  address: string;
  /** OpenStreetMap: directions to the coordinates, else a search for the address. */
  web: string;
  /** The phone's maps application, by the one the device has. */
  app: Record<MapsApp, string>;
}

const OSM = 'https://www.openstreetmap.org';

/**
 * The location's coordinates when it has usable ones: both numbers finite and in range, and not 0,0 (the
 * point in the Gulf of Guinea a blank import gives, never a venue of a Belgian organiser). Null otherwise.
 */
export function coordinatesOf(place: PlaceParts): { latitude: number; longitude: number } | null {
  const { latitude, longitude } = place;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

/** A coordinate in decimal notation with at most 6 decimals (about 10 cm), never an exponent: "50.8024". */
export function coordinateText(value: number): string {
  return String(Number(value.toFixed(6)));
}

/**
 * The directions links of a location, or null when it has no address: a link needs the address to say where
 * it goes, so a place with only a name (a resource's) gets none, coordinates or not.
 */
export function directionsOf(place: PlaceParts): Directions | null {
  const address = locationAddress(place);
  if (address === null) return null;
  const at = coordinatesOf(place);
  if (at === null) {
    const query = encodeURIComponent(address);
    return {
      address,
      web: `${OSM}/search?query=${query}`,
      app: { geo: `geo:0,0?q=${query}`, apple: `https://maps.apple.com/?daddr=${query}` },
    };
  }
  const point = `${coordinateText(at.latitude)},${coordinateText(at.longitude)}`;
  const encoded = encodeURIComponent(point);
  return {
    address,
    web: `${OSM}/directions?to=${encoded}`,
    // geo:lat,lon centres the map; Android's q= pins the point (RFC 5870 readers ignore it).
    app: { geo: `geo:${point}?q=${encoded}`, apple: `https://maps.apple.com/?daddr=${encoded}` },
  };
}

/**
 * The maps application of the device the page runs on, from its user agent and touch points: Android phones
 * and tablets open `geo:` links in their maps app; iPhones, iPads and iPods have no `geo:` handler but open
 * maps.apple.com links in Apple Maps (an iPad asks for the desktop site, "Macintosh" with touch points).
 * Null for a computer: OpenStreetMap's page is its directions.
 */
export function mapsAppOf(device: { userAgent: string; maxTouchPoints: number }): MapsApp | null {
  if (/\bAndroid\b/i.test(device.userAgent)) return 'geo';
  if (/\b(iPhone|iPad|iPod)\b/.test(device.userAgent)) return 'apple';
  if (/\bMacintosh\b/.test(device.userAgent) && device.maxTouchPoints > 1) return 'apple';
  return null;
}
