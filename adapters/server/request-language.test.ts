import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

describe('requestLanguage', () => {
  it('takes the first choice when it is French or English, with or without a region', () => {
    expect(requestLanguage('en', 'fr')).toBe('en');
    expect(requestLanguage('en-GB,fr;q=0.5', 'fr')).toBe('en');
    expect(requestLanguage('fr-BE, en;q=0.8', 'en')).toBe('fr');
  });

  it("falls back to the organiser's language otherwise", () => {
    expect(requestLanguage(undefined, 'en')).toBe('en');
    expect(requestLanguage('nl-BE,en;q=0.5', 'fr')).toBe('fr');
    expect(requestLanguage('english', 'fr')).toBe('fr');
  });

  it('always answers fr or en, whatever the header', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.constantFrom('fr' as const, 'en' as const),
        (header, fallback) => {
          expect(['fr', 'en']).toContain(requestLanguage(header ?? undefined, fallback));
        },
      ),
    );
  });
});
