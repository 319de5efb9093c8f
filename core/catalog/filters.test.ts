import { describe, expect, it } from 'vitest';
import {
  catalogFiltersSchema,
  emptyCatalogFilters,
  hasActiveFilters,
  parseCatalogFilters,
  serializeCatalogFilters,
  withFilters,
} from './index';

describe('catalogue filter query', () => {
  it('reads every parameter', () => {
    const filters = parseCatalogFilters(
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
    expect(catalogFiltersSchema.parse(filters)).toEqual(filters);
  });

  it('drops values that do not fit', () => {
    expect(
      parseCatalogFilters(
        'search=%20%20&date=2026-02-30&weekday=8&age=-1&page_number=0&page_size=x&period=a,b',
      ),
    ).toEqual(emptyCatalogFilters());
    expect(parseCatalogFilters('weekday=0').weekday).toBeNull();
    expect(parseCatalogFilters('age=0').age).toBe(0);
    expect(parseCatalogFilters('age=2.5').age).toBe(2.5);
    expect(parseCatalogFilters('date=2026-5-1').date).toBeNull();
  });

  it('accepts pairs such as URLSearchParams', () => {
    expect(
      parseCatalogFilters([
        ['location', 'a,b'],
        ['category-x', 'y'],
      ]).location,
    ).toEqual(['a', 'b']);
  });

  it('writes only what is set, in a stable order, and pages only when not the default', () => {
    const filters = {
      ...emptyCatalogFilters(),
      search: 'yoga & pilates',
      location: ['l2', 'l1'],
      categories: { z: ['1'], a: ['2', '3'] },
      page_number: 2,
    };
    expect(serializeCatalogFilters(filters)).toBe(
      'search=yoga%20%26%20pilates&location=l2,l1&category-a=2,3&category-z=1&page_number=2',
    );
    expect(serializeCatalogFilters(emptyCatalogFilters())).toBe('');
    expect(
      serializeCatalogFilters({ ...emptyCatalogFilters(), page_size: 21 }, { defaultPageSize: 21 }),
    ).toBe('');
    expect(parseCatalogFilters('', { defaultPageSize: 21 }).page_size).toBe(21);
  });

  it('a filter change goes back to page 1', () => {
    const filters = { ...emptyCatalogFilters(), page_number: 4 };
    expect(withFilters(filters, { weekday: 2 })).toMatchObject({ weekday: 2, page_number: 1 });
    expect(hasActiveFilters(filters)).toBe(false);
    expect(hasActiveFilters({ ...filters, page_size: 50 })).toBe(false);
    expect(hasActiveFilters({ ...filters, age: 0 })).toBe(true);
  });
});
