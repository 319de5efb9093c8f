import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade, textOn } from './theme.rules';

const colour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('accent colour', () => {
  it('text on any accent is whichever of dark or white contrasts more', () => {
    fc.assert(
      fc.property(colour, (accent) => {
        const best = Math.max(contrastRatio(accent, '#1a1a1a'), contrastRatio(accent, '#ffffff'));
        expect(contrastRatio(accent, textOn(accent))).toBe(best);
      }),
    );
  });

  it('the readable shade of any accent reaches 4.5:1 on white', () => {
    fc.assert(
      fc.property(colour, (accent) => {
        expect(contrastRatio(readableShade(accent), '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('keeps the default orange for text on it dark, and darkens it for links', () => {
    expect(textOn('#e67e22')).toBe('#1a1a1a');
    expect(contrastRatio(readableShade('#e67e22'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(textOn('#1d4ed8')).toBe('#ffffff');
  });
});
