/**
 * Intl output made the same on every engine. The server (Node's ICU) and the browser (Chromium's, Safari's,
 * Firefox's) disagree on the spaces around range dashes and inside dates (thin U+2009, narrow no-break
 * U+202F, no-break U+00A0, plain, or none): the server-rendered text would then differ from the browser's
 * first render. Those spaces become one plain space, and a range dash always has one on each side.
 */
export function sameOnEveryEngine(text: string): string {
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ').replace(/ *[–—] */g, ' – ');
}
