import type { z } from 'zod';
import type { addressSchema } from '../../../core/schemas/index';

export type FoundAddress = Omit<z.infer<typeof addressSchema>, 'id'>;

/** A provider could not answer (network, status, unreadable answer): the search is down, the request was fine. */
export class AddressSearchUnavailable extends Error {}

/** Address suggestions for GET /api/mapbox/autofill: the local address book by default, Mapbox when a token is set. */
export interface AddressSearch {
  search(text: string, options: { limit: number; language: 'fr' | 'en' }): Promise<FoundAddress[]>;
}
