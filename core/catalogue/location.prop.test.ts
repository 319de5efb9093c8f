import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locationLine, withoutRepeatedParts, wordsOf } from './index';

/** Parts built from a few words, so that parts often share or repeat them (the case that matters). */
const word = fc.constantFrom(
  'Uccle',
  'uccle',
  'Ixelles',
  'Centre',
  'sportif',
  'du',
  'Wolvendael',
  'Été',
  'ete',
  '1180',
);
const phrase = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.constantFrom(' ', '-', ', '))
  .map(([words, separator]) => words.join(separator));
const part = fc.oneof(phrase, fc.constantFrom(null, '', '  ', '—'));
const parts = fc.array(part, { maxLength: 5 });

const union = (texts: ReadonlyArray<string | null>) =>
  new Set(texts.flatMap((text) => [...wordsOf(text ?? '')]));
const subset = (a: Set<string>, b: Set<string>) => [...a].every((word) => b.has(word));

describe('withoutRepeatedParts (no location line repeats itself)', () => {
  it('loses no word of the parts', () => {
    fc.assert(
      fc.property(parts, (input) => {
        expect(union(withoutRepeatedParts(input))).toEqual(union(input));
      }),
    );
  });

  it('keeps no part whose words another kept part already says', () => {
    fc.assert(
      fc.property(parts, (input) => {
        const kept = withoutRepeatedParts(input).map(wordsOf);
        kept.forEach((own, index) => {
          expect(own.size).toBeGreaterThan(0);
          kept.forEach((other, otherIndex) => {
            if (otherIndex !== index) expect(subset(own, other)).toBe(false);
          });
        });
      }),
    );
  });

  it('keeps the parts in their order, as written, and is stable once applied', () => {
    fc.assert(
      fc.property(parts, (input) => {
        const kept = withoutRepeatedParts(input);
        const written = input.flatMap((text) => (text?.trim() ? [text.trim()] : []));
        let from = 0;
        for (const text of kept) {
          const at = written.indexOf(text, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + 1;
        }
        expect(withoutRepeatedParts(kept)).toEqual(kept);
      }),
    );
  });
});

describe('locationLine', () => {
  it('says a city that is also the short name once: alone, or after a title that does not say it', () => {
    fc.assert(
      fc.property(word, fc.option(phrase), (city, title) => {
        const line = locationLine({ name: city, title, city }, 'city');
        if (title === null) expect(line).toBe(city);
        else if (subset(wordsOf(city), wordsOf(title))) expect(line).toBe(title);
        else expect(line).toBe(`${title}, ${city}`);
      }),
    );
  });
});
