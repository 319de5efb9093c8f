import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CatalogueFilters, catalogueFilterEntries, emptyCatalogueFilters } from '../catalogue/index';
import { ACTIVITIES_GRID_FILTERS, type GridFilter, gridFilterQuery, sectionSettingsSchemas } from './index';

const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const filters: fc.Arbitrary<CatalogueFilters> = fc.record({
  search: fc.option(word, { nil: null }),
  date: fc.option(fc.constant('2027-07-05'), { nil: null }),
  weekday: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
  location: fc.uniqueArray(word, { maxLength: 3 }),
  period: fc.option(word, { nil: null }),
  availabilities_period: fc.option(word, { nil: null }),
  age: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
  categories: fc.dictionary(word, fc.uniqueArray(word, { minLength: 1, maxLength: 3 }), { maxKeys: 3 }),
  page_number: fc.integer({ min: 1, max: 50 }),
  page_size: fc.integer({ min: 1, max: 100 }),
});
const offered = fc.subarray([...ACTIVITIES_GRID_FILTERS]);
const filterOf = (key: string): GridFilter | null =>
  key.startsWith('category-')
    ? 'category'
    : (ACTIVITIES_GRID_FILTERS as readonly string[]).includes(key)
      ? (key as GridFilter)
      : null;

describe('cards grid filters (part 1 §2 "selectable ... filters")', () => {
  it('sends exactly the catalogue parameters of the filters the grid offers, as the catalogue writes them', () => {
    fc.assert(
      fc.property(filters, offered, (chosen, names) => {
        const query = gridFilterQuery(chosen, names);
        const expected = catalogueFilterEntries(chosen).filter(([key]) => {
          const filter = filterOf(key);
          return filter !== null && names.includes(filter);
        });
        expect(Object.entries(query)).toEqual(expected);
      }),
    );
  });

  it('never sends the date, weekday, periods or page of another section', () => {
    fc.assert(
      fc.property(filters, (chosen) => {
        const keys = Object.keys(gridFilterQuery(chosen, ACTIVITIES_GRID_FILTERS));
        for (const key of [
          'date',
          'weekday',
          'period',
          'availabilities-period',
          'page_number',
          'page_size',
        ]) {
          expect(keys).not.toContain(key);
        }
      }),
    );
  });

  it('offers nothing by default and leaves out names a grid does not know', () => {
    expect(gridFilterQuery({ ...emptyCatalogueFilters(), search: 'foot' }, [])).toEqual({});
    const activities = sectionSettingsSchemas['activities-cards-grid'].parse({});
    expect(activities.filters).toEqual([]);
    expect(
      sectionSettingsSchemas['activities-cards-grid'].parse({ filters: ['age', 'date', 'age', 'search'] })
        .filters,
    ).toEqual(['age', 'search']);
    expect(
      sectionSettingsSchemas['bundles-cards-grid'].parse({ filters: ['search', 'category'] }).filters,
    ).toEqual(['search']);
  });
});
