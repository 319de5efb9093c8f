import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainExcerpt, prefixTsquery, SEARCH_MAX_WORD_LENGTH, SEARCH_MAX_WORDS, searchWords } from './index';

describe('search query properties', () => {
  it('a tsquery text holds only words, " & " between them and ":*" at the end', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (query) => {
        const text = prefixTsquery(query);
        if (text === null) {
          expect(searchWords(query)).toEqual([]);
          return;
        }
        expect(text).toMatch(/^[\p{L}\p{M}\p{N}]+( & [\p{L}\p{M}\p{N}]+)*:\*$/u);
        const words = text.slice(0, -2).split(' & ');
        expect(words.length).toBeLessThanOrEqual(SEARCH_MAX_WORDS);
        for (const word of words) expect([...word].length).toBeLessThanOrEqual(SEARCH_MAX_WORD_LENGTH);
      }),
    );
  });
  it('an excerpt has no tag, stays within its length and is a prefix of the text when uncut', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.constantFrom('<p>', '</p>', '<b class="x">', '&amp;', '<script>x</script>'),
          ),
          {
            maxLength: 40,
          },
        ),
        fc.integer({ min: 2, max: 200 }),
        (parts, length) => {
          const excerpt = plainExcerpt(parts.join(''), length);
          expect([...excerpt].length).toBeLessThanOrEqual(length);
          expect(excerpt).not.toMatch(/<\/?[a-z][^>]*>/i);
        },
      ),
    );
  });
});
