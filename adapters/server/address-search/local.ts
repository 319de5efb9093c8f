import { containsPattern, type Database } from '../../db/index';
import type { AddressSearch } from './port';

/** The embedded default: every word typed must appear in the address, case-insensitively. */
export function createLocalAddressSearch(db: Database): AddressSearch {
  return {
    async search(text, { limit }) {
      const words = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
      let query = db
        .selectFrom('address_book')
        .select([
          'address',
          'street',
          'number',
          'postcode',
          'city',
          'state',
          'country',
          'longitude',
          'latitude',
        ]);
      for (const word of words) {
        query = query.where((eb) => eb(eb.fn('lower', ['address']), 'like', containsPattern(word)));
      }
      return query.orderBy('address').limit(limit).execute();
    },
  };
}
