/**
 * A LIKE/ILIKE pattern matching values that contain `text`: `%`, `_` and `\` typed by a visitor are
 * literal characters, not wildcards.
 */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
