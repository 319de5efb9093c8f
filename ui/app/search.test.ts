import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search';

describe('query strings', () => {
  it('writes plain values, lists comma-separated, and leaves empty ones out', () => {
    expect(
      stringifySearch({
        page_number: 2,
        search: 'judo kids',
        location: ['a', 'b'],
        empty: '',
        none: undefined,
      }),
    ).toBe('?page_number=2&search=judo+kids&location=a%2Cb');
    expect(stringifySearch({})).toBe('');
    expect(parseSearch('?page_number=2&redirect=%2Fcheckout')).toEqual({
      page_number: '2',
      redirect: '/checkout',
    });
  });

  it('reads back what it writes for any text values', () => {
    const key = fc.stringMatching(/^[a-z_]{1,10}$/);
    fc.assert(
      fc.property(fc.dictionary(key, fc.string({ minLength: 1 })), (values) => {
        expect(parseSearch(stringifySearch(values))).toEqual(values);
      }),
    );
  });
});
