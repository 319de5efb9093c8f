import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveErrorText, UNKNOWN_ERROR } from './index';

const catalogue: Record<string, string> = {
  'forms.errors.EMAIL_TAKEN': 'Adresse déjà utilisée',
  'forms.errors.CART.ITEM_EXPIRED': 'Article expiré',
  'forms.errors.UNKNOWN_ERROR': 'Une erreur est survenue.',
};
const fromCatalogue = (key: string) => catalogue[key];

describe('resolveErrorText (part 2 §8)', () => {
  it('translates forms.errors.{code} when the key exists', () => {
    expect(resolveErrorText({ code: 'EMAIL_TAKEN', message: 'Conflict' }, fromCatalogue)).toBe(
      'Adresse déjà utilisée',
    );
    expect(resolveErrorText('CART.ITEM_EXPIRED', fromCatalogue)).toBe('Article expiré');
  });

  it('shows the raw code without a translation, even when a message exists', () => {
    expect(resolveErrorText({ code: 'CART.AVAILABILITY_FULL', message: 'Conflict' }, fromCatalogue)).toBe(
      'CART.AVAILABILITY_FULL',
    );
  });

  it("uses the error's message when the code is absent, shown as it is", () => {
    expect(resolveErrorText(new Error('Failed to fetch'), fromCatalogue)).toBe('Failed to fetch');
    // A message that happens to be a code is still not translated: only codes are.
    expect(resolveErrorText({ message: 'EMAIL_TAKEN' }, fromCatalogue)).toBe('EMAIL_TAKEN');
  });

  it('falls back to the translation of UNKNOWN_ERROR, then to the bare code', () => {
    for (const nothing of [undefined, null, {}, { code: '' }, { code: 42, message: 7 }, '', 0]) {
      expect(resolveErrorText(nothing, fromCatalogue)).toBe('Une erreur est survenue.');
      expect(resolveErrorText(nothing, () => undefined)).toBe(UNKNOWN_ERROR);
    }
  });

  describe('properties', () => {
    const text = fc.option(fc.string({ maxLength: 20 }), { nil: undefined });
    const dictionary = fc.dictionary(
      fc.string({ maxLength: 20 }).map((code) => `forms.errors.${code}`),
      fc.string({ minLength: 1, maxLength: 20 }),
    );

    it('follows the order translation, code, message, UNKNOWN_ERROR for any input', () => {
      fc.assert(
        fc.property(text, text, dictionary, (code, message, entries) => {
          const translate = (key: string) => (Object.hasOwn(entries, key) ? entries[key] : undefined);
          const expected = code
            ? (translate(`forms.errors.${code}`) ?? code)
            : message
              ? message
              : (translate('forms.errors.UNKNOWN_ERROR') ?? UNKNOWN_ERROR);
          return resolveErrorText({ code, message }, translate) === expected;
        }),
      );
    });

    it('looks up only forms.errors.{code} or forms.errors.UNKNOWN_ERROR, and never answers empty', () => {
      fc.assert(
        fc.property(fc.anything(), (error) => {
          const asked: string[] = [];
          const result = resolveErrorText(error, (key) => {
            asked.push(key);
            return undefined;
          });
          const code = (error as { code?: unknown } | null)?.code;
          const allowed = [
            'forms.errors.UNKNOWN_ERROR',
            ...(typeof error === 'string' ? [`forms.errors.${error}`] : []),
            ...(typeof code === 'string' ? [`forms.errors.${code}`] : []),
          ];
          return asked.length <= 1 && asked.every((key) => allowed.includes(key)) && result.length > 0;
        }),
      );
    });
  });
});
