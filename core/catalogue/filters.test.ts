import { describe, expect, it } from 'vitest';
import {
  catalogueFiltersSchema,
  emptyCatalogueFilters,
  hasActiveFilters,
  parseCatalogueFilters,
  withFilters,
} from './index';

describe('catalogue filter query', () => {
  it('reads every parameter', () => {
    const filters = parseCatalogueFilters(
      '?search=+%20yoga++&date=2026-05-10&weekday=3&location=l1,%20l2,,l1&period=p1&availabilities-period=ap' +
        '&age=7&category-abc=c1,c2&category-def=&page_number=3&page_size=12&other=x',
    );
    expect(filters).toEqual({
      search: 'yoga',
      date: '2026-05-10',
      weekday: 3,
      location: ['l1', 'l2'],
      period: 'p1',
      availabilities_period: 'ap',
      age: 7,
      categories: { abc: ['c1', 'c2'] },
      page_number: 3,
      page_size: 12,
    });
    expect(catalogueFiltersSchema.parse(filters)).toEqual(filters);
  });

  it('drops values that do not fit', () => {
    expect(
      parseCatalogueFilters(
        'search=%20%20&date=2026-02-30&weekday=8&age=-1&page_number=0&page_size=x&period=a,b',
      ),
    ).toEqual(emptyCatalogueFilters());
    expect(parseCatalogueFilters('weekday=0').weekday).toBeNull();
    expect(parseCatalogueFilters('age=0').age).toBe(0);
    expect(parseCatalogueFilters('age=2.5').age).toBe(2.5);
    expect(parseCatalogueFilters('date=2026-5-1').date).toBeNull();
  });

  it('accepts pairs such as URLSearchParams', () => {
    expect(
      parseCatalogueFilters([
        ['location', 'a,b'],
        ['category-x', 'y'],
      ]).location,
    ).toEqual(['a', 'b']);
  });

  it('a filter change goes back to page 1', () => {
    const filters = { ...emptyCatalogueFilters(), page_number: 4 };
    expect(withFilters(filters, { weekday: 2 })).toMatchObject({ weekday: 2, page_number: 1 });
    expect(hasActiveFilters(filters)).toBe(false);
    expect(hasActiveFilters({ ...filters, page_size: 50 })).toBe(false);
    expect(hasActiveFilters({ ...filters, age: 0 })).toBe(true);
  });
});
