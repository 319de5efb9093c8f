/**
 * The organiser's accent colour (part 1 §3 website theme, default #e67e22) used accessibly: the text drawn
 * on it, and a shade of it dark enough for links and outlines on white (WCAG 2.x contrast 4.5:1).
 */

export const DEFAULT_ACCENT = '#e67e22';
const DARK_TEXT = '#1a1a1a';
const LIGHT_TEXT = '#ffffff';
const MINIMUM_CONTRAST = 4.5;

const channels = (hex: string): [number, number, number] => {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? DEFAULT_ACCENT.slice(1);
  return [0, 2, 4].map((at) => Number.parseInt(value.slice(at, at + 2), 16)) as [number, number, number];
};

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Dark or white text, whichever reads better on the colour. */
export function textOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The accent itself when it reaches 4.5:1 on the background, else the first darker shade that does. */
export function readableShade(accent: string, background = '#ffffff'): string {
  const rgb = channels(accent);
  for (let step = 0; step <= 20; step += 1) {
    const shade = toHex(rgb.map((c) => c * (1 - step / 20)));
    if (contrastRatio(shade, background) >= MINIMUM_CONTRAST) return shade;
  }
  return '#000000';
}
