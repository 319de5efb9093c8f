import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCode, errorToastText, failureCode, UNKNOWN_ERROR } from './index';

const maybeText = fc.option(fc.string(), { nil: undefined });

describe('error code resolution (part 2 §8)', () => {
  it('prefers the body code, then the message, then UNKNOWN_ERROR', () => {
    fc.assert(
      fc.property(maybeText, maybeText, (code, message) => {
        const expected = code || message || UNKNOWN_ERROR;
        return errorCode({ code, message }) === expected;
      }),
    );
  });

  it('shows the translation when there is one, else the raw code', () => {
    const translations: Record<string, string> = { 'forms.errors.CART.ITEM_EXPIRED': 'Article expiré' };
    const translate = (key: string) => translations[key];
    expect(errorToastText({ code: 'CART.ITEM_EXPIRED' }, translate)).toBe('Article expiré');
    expect(errorToastText({ code: 'SOMETHING_NEW' }, translate)).toBe('SOMETHING_NEW');
    expect(errorToastText({}, translate)).toBe(UNKNOWN_ERROR);
    expect(errorToastText({ message: 'Failed to fetch' }, translate)).toBe('Failed to fetch');
  });
});

describe('failure codes of rejected actors', () => {
  it('reads code, then message, then a bare string', () => {
    expect(failureCode({ code: 'CART.ITEM_EXPIRED', message: 'x' })).toBe('CART.ITEM_EXPIRED');
    expect(failureCode(new Error('boom'))).toBe('boom');
    expect(failureCode('OFFLINE')).toBe('OFFLINE');
    expect(failureCode(undefined)).toBe(UNKNOWN_ERROR);
    expect(failureCode({ code: '' })).toBe(UNKNOWN_ERROR);
    expect(failureCode({ code: 42 })).toBe(UNKNOWN_ERROR);
  });
});
