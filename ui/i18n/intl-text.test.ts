import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOnEveryEngine } from './intl-text';

describe('sameOnEveryEngine', () => {
  it('writes a range the same whatever spaces the engine put around its dash', () => {
    const spaces = fc.constantFrom('', ' ', '\u2009', '\u202f', '\u00a0');
    fc.assert(
      fc.property(spaces, spaces, (before, after) => {
        expect(sameOnEveryEngine(`09:00${before}–${after}16:00`)).toBe('09:00 – 16:00');
      }),
    );
  });

  it('leaves text without special spaces or dashes alone', () => {
    expect(sameOnEveryEngine('lun. 21 déc., 09:00')).toBe('lun. 21 déc., 09:00');
    expect(sameOnEveryEngine('21\u202f–\u202f24 Dec 2026')).toBe('21 – 24 Dec 2026');
  });
});
