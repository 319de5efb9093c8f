import { z } from 'zod';
import { type AddressSearch, AddressSearchUnavailable, type FoundAddress } from './port';

export interface MapboxConfig {
  accessToken: string;
  /** ISO 3166 alpha-2 codes the search is limited to (default Belgium and its neighbours). */
  countries?: readonly string[];
  /** Overridable for tests and proxies. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

// The parts of a Geocoding v6 forward answer we read; everything else is ignored.
const named = z.object({ name: z.string() }).partial().passthrough();
const featureSchema = z.object({
  properties: z
    .object({
      full_address: z.string().optional(),
      coordinates: z.object({ longitude: z.number(), latitude: z.number() }),
      context: z
        .object({
          address: z
            .object({ address_number: z.string().optional(), street_name: z.string().optional() })
            .passthrough()
            .optional(),
          street: named.optional(),
          postcode: named.optional(),
          place: named.optional(),
          locality: named.optional(),
          region: named.optional(),
          country: z
            .object({ country_code: z.string().optional(), name: z.string().optional() })
            .passthrough()
            .optional(),
        })
        .passthrough(),
    })
    .passthrough(),
});
const answerSchema = z.object({ features: z.array(z.unknown()) });

/** A Mapbox feature → an address, or null when it lacks a street, number, postcode or city. */
export function addressOfFeature(feature: unknown): FoundAddress | null {
  const parsed = featureSchema.safeParse(feature);
  if (!parsed.success) return null;
  const { full_address, coordinates, context } = parsed.data.properties;
  const street = context.address?.street_name ?? context.street?.name;
  const number = context.address?.address_number;
  const postcode = context.postcode?.name;
  const city = context.place?.name ?? context.locality?.name;
  const country = context.country?.country_code?.toUpperCase();
  if (!street || !number || !postcode || !city || !country) return null;
  return {
    address: full_address ?? `${street} ${number}, ${postcode} ${city}`,
    street,
    number,
    postcode,
    city,
    state: context.region?.name ?? null,
    country,
    longitude: coordinates.longitude,
    latitude: coordinates.latitude,
  };
}

/** Mapbox Geocoding v6 forward search, used only when a token is configured. */
export function createMapboxAddressSearch(config: MapboxConfig): AddressSearch {
  const baseUrl = config.baseUrl ?? 'https://api.mapbox.com';
  const doFetch = config.fetch ?? fetch;
  return {
    async search(text, { limit, language }) {
      const url = new URL('/search/geocode/v6/forward', baseUrl);
      url.search = new URLSearchParams({
        q: text,
        types: 'address',
        autocomplete: 'true',
        limit: String(Math.min(limit, 10)),
        language,
        country: (config.countries ?? ['be', 'fr', 'nl', 'lu', 'de']).join(','),
        access_token: config.accessToken,
      }).toString();
      try {
        const response = await doFetch(url, { signal: AbortSignal.timeout(config.timeoutMs ?? 4000) });
        if (!response.ok) throw new Error(`mapbox answered ${response.status}`);
        const answer = answerSchema.parse(await response.json());
        return answer.features.flatMap((feature) => addressOfFeature(feature) ?? []);
      } catch (error) {
        throw new AddressSearchUnavailable(String(error), { cause: error });
      }
    },
  };
}
