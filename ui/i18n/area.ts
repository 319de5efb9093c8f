/** One area's texts in both languages; the trees are merged into the i18next resources. */
export interface AreaMessages {
  en: Record<string, unknown>;
  fr: Record<string, unknown>;
}

type Intersection<T extends readonly unknown[]> = T extends readonly [infer First, ...infer Rest]
  ? First & Intersection<Rest>
  : unknown;

/** Deep merge of message trees; a key defined twice with different texts is a programming error. */
export function mergeMessages<Trees extends Array<Record<string, unknown>>>(
  ...trees: Trees
): Intersection<Trees> {
  return mergeTrees(trees) as Intersection<Trees>;
}

function mergeTrees(trees: Array<Record<string, unknown>>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = merged[key];
      if (value && typeof value === 'object' && existing && typeof existing === 'object') {
        merged[key] = mergeTrees([existing as Record<string, unknown>, value as Record<string, unknown>]);
      } else if (existing !== undefined && existing !== value) {
        throw new Error(`message key "${key}" is defined twice`);
      } else {
        merged[key] = value;
      }
    }
  }
  return merged;
}
