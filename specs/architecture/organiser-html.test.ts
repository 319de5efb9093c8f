import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml as sanitizeOnServer } from '../../adapters/server/security/sanitize-html';
import { sanitizeHtml as showOnPage } from '../../ui/kit/sanitize';

/**
 * Organiser HTML is sanitised once, by the API; the page (rendered on the server, then hydrated) checks it
 * again without a DOM. The page must accept everything the API writes exactly as written, or server
 * rendering and hydration would disagree and the organiser's formatting would be lost.
 */
const FRAGMENTS = [
  '<p>',
  '</p>',
  '<h1>',
  '</h1>',
  '<strong>',
  '</strong>',
  '<em>',
  '<ul><li>',
  '</li></ul>',
  '<br>',
  '<a href="https://example.be/x?a=1&b=2">',
  '<a href="/stages" title="Stages \'été\'">',
  '<a href="javascript:alert(1)">',
  '</a>',
  '<img src="/media/a.svg" alt="x">',
  '<img src=x onerror=alert(1)>',
  '<table><tr><td colspan="2">',
  '</td></tr></table>',
  '<script>alert(1)</script>',
  '<div class="x">',
  '<!-- c -->',
  '<svg><a href="/x">',
  'Été\u00a0!',
  ' & ',
  ' < ',
  '"quoted"',
  "l'été",
  '`tick`',
];

describe('organiser HTML: what the API writes, the page shows unchanged', () => {
  it('holds for any mix of allowed, unknown and hostile markup', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 25 }), (parts) => {
        const written = sanitizeOnServer(parts.join(''));
        expect(showOnPage(written)).toBe(written);
      }),
      { numRuns: 500 },
    );
  });

  it('is a fixed point: HTML stored sanitised is unchanged when sanitised again (write-time sanitising, migration 0013)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 25 }), (parts) => {
        const stored = sanitizeOnServer(parts.join(''));
        expect(sanitizeOnServer(stored)).toBe(stored);
      }),
      { numRuns: 500 },
    );
  });
});
