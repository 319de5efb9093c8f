import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Temporal } from '../time/index';
import {
  type CatalogFilters,
  catalogFiltersSchema,
  parseCatalogFilters,
  parseCommaList,
  serializeCatalogFilters,
} from './index';

const text = fc.string({ unit: 'grapheme', maxLength: 20 });
const trimmed = text.map((value) => value.trim()).filter((value) => value !== '');
const listValue = trimmed.map((value) => value.replaceAll(',', ' ').trim()).filter((value) => value !== '');
const list = fc.uniqueArray(listValue, { maxLength: 4 });
const filters: fc.Arbitrary<CatalogFilters> = fc.record({
  search: fc.option(trimmed, { nil: null }),
  date: fc.option(
    fc
      .integer({ min: 0, max: 50_000 })
      .map((days) => Temporal.PlainDate.from('1950-01-01').add({ days }).toString()),
    { nil: null },
  ),
  weekday: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
  location: list,
  period: fc.option(listValue, { nil: null }),
  availabilities_period: fc.option(listValue, { nil: null }),
  age: fc.option(
    fc.oneof(
      fc.integer({ min: 0, max: 120 }),
      fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }),
    ),
    { nil: null },
  ),
  categories: fc.dictionary(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
    list.filter((l) => l.length > 0),
    { maxKeys: 3 },
  ),
  page_number: fc.integer({ min: 1, max: 10_000 }),
  page_size: fc.integer({ min: 1, max: 500 }),
});

describe('catalogue filter query properties', () => {
  it('parse ∘ serialise is the identity on filter sets', () => {
    fc.assert(
      fc.property(filters, (f) => {
        expect(parseCatalogFilters(serializeCatalogFilters(f))).toEqual(f);
      }),
    );
  });

  it('serialise ∘ parse normalises: applying it twice changes nothing, and the result is a valid filter set', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(
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
            ),
            text,
          ),
          { maxLength: 8 },
        ),
        (pairs) => {
          const once = serializeCatalogFilters(parseCatalogFilters(pairs));
          const parsed = parseCatalogFilters(once);
          return serializeCatalogFilters(parsed) === once && catalogFiltersSchema.safeParse(parsed).success;
        },
      ),
    );
  });

  it('search is trimmed; lists are trimmed, non-empty and free of duplicates', () => {
    fc.assert(
      fc.property(text, (value) => {
        const search = parseCatalogFilters([['search', value]]).search;
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
