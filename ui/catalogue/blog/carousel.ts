/** "image carousel with wrapping previous and next": from the last picture next goes to the first, and back. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
