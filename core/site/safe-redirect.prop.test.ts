import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterAuthPath, safeRedirect } from './index';

const ORIGIN = 'https://site.test';
/** Text with any UTF-16 unit, control characters and backslashes included. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const tricky = fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '@', ':', '%2F', '.', '?', '#', 'evil.com');
const trickyText = fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join(''));
const candidate = fc.oneof(
  anyText,
  trickyText,
  trickyText.map((text) => `/${text}`),
  anyText.map((text) => `/${text}`),
  fc.webUrl(),
);

describe('safeRedirect', () => {
  it('only ever answers a path that stays on the same origin', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const safe = safeRedirect(value);
        if (safe === null) return;
        expect(safe).toBe(value);
        expect(safe.startsWith('/')).toBe(true);
        expect(new URL(safe, ORIGIN).origin).toBe(ORIGIN);
      }),
    );
  });

  it('keeps every plain path with its query', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(path, fc.option(segment, { nil: undefined }), (base, query) => {
        const value = query ? `${base}?q=${query}` : base;
        expect(safeRedirect(value)).toBe(value);
      }),
    );
  });

  it('refuses protocol-relative, backslash and absolute addresses', () => {
    fc.assert(
      fc.property(anyText, (rest) => {
        expect(safeRedirect(`//${rest}`)).toBeNull();
        expect(safeRedirect(`/\\${rest}`)).toBeNull();
        expect(safeRedirect(`https://${rest}`)).toBeNull();
      }),
    );
  });

  it('falls back to the home page', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        expect(afterAuthPath(value)).toBe(safeRedirect(value) ?? '/');
      }),
    );
  });

  describe('counter examples', () => {
    it.each([
      ['//evil.com', null],
      ['/\\evil.com', null],
      ['/\t/evil.com', null],
      ['/\n/evil.com', null],
      ['evil.com', null],
      ['javascript:alert(1)', null],
      ['/checkout?step=2', '/checkout?step=2'],
      ['/', '/'],
    ])('%j → %j', (value, expected) => {
      expect(safeRedirect(value)).toBe(expected);
    });
    it('refuses what is not a string', () => {
      expect(safeRedirect(undefined)).toBeNull();
      expect(safeRedirect(['/a'])).toBeNull();
    });
  });
});
