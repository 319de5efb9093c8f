import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  catalogueFilterEntries,
  catalogueFiltersSchema,
  parseCatalogueFilters,
  parseCommaList,
} from './index';

const text = fc.string({ unit: 'grapheme', maxLength: 20 });

describe('catalogue filter query properties', () => {
  it('entries ∘ parse normalises: applying it twice changes nothing, and the result is a valid filter set', () => {
    const key = fc.constantFrom(
      'search',
      'date',
      'weekday',
      'location',
      'age',
      'period',
      'category-x',
      'page_number',
      'page_size',
      'other',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, text), { maxLength: 8 }), (pairs) => {
        const once = catalogueFilterEntries(parseCatalogueFilters(pairs));
        const parsed = parseCatalogueFilters(once);
        return (
          JSON.stringify(catalogueFilterEntries(parsed)) === JSON.stringify(once) &&
          catalogueFiltersSchema.safeParse(parsed).success
        );
      }),
    );
  });

  it('search is trimmed; lists are trimmed, non-empty and free of duplicates', () => {
    fc.assert(
      fc.property(text, (value) => {
        const search = parseCatalogueFilters([['search', value]]).search;
        const values = parseCommaList(value);
        return (
          (search === null ? value.trim() === '' : search === search.trim() && search.length > 0) &&
          values.every((v) => v !== '' && v === v.trim() && !v.includes(',')) &&
          new Set(values).size === values.length
        );
      }),
    );
  });
});
